import type en from "../en/payment.ts";
import type { Messages } from "../types.ts";

export default {
  title: "Paiement",
} as const satisfies Messages<typeof en>;
