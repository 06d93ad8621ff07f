import { createContext } from "react-router";
import type { ShopServices } from "./shop-services.ts";

/** The shop's services, set on every request by server/app.ts. */
export const servicesContext = createContext<ShopServices>();

/** The per-request nonce that lets our inline scripts run under the Content-Security-Policy. */
export const cspNonceContext = createContext<string>("");

/** The client's address as the HTTP layer sees it (behind `TRUST_PROXY`, the forwarded one). */
export const clientIpContext = createContext<string>("unknown");
