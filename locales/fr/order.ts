import type en from "../en/order.ts";
import type { Messages } from "../types.ts";

export default {
  title: "Commande",
} as const satisfies Messages<typeof en>;
