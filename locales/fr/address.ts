import type en from "../en/address.ts";
import type { Messages } from "../types.ts";

export default {
  title: "Adresse de livraison",
} as const satisfies Messages<typeof en>;
