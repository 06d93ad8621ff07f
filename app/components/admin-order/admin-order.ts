import type { OperatorOrder } from "#server/services/fulfilment.ts";

/** The order as the back-office page receives it: everything but the internal id. */
export type AdminOrder = Omit<OperatorOrder, "id">;
