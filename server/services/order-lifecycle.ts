/**
 * The order's one state machine. Every change of status goes through `transitionOrder`, which
 * refuses what the lifecycle does not allow (for that actor), writes the change and its timeline
 * event in one transaction, and locks the order row while it does, so two changes racing (a
 * webhook and the expiry job) are applied one after the other against the status each found.
 *
 *   pending_payment → paid → in_production → shipped → delivered
 *   on_hold (with a reason) from paid or in_production, and back; cancelled; refunded
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { orderEvents, orders, type OrderActor, type OrderStatus } from "../db/schema.ts";

/** Who may move an order from a status to another. */
const transitions: Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>> = {
  pending_payment: {
    paid: ["payment"],
    // The customer gives up, or the expiry job closes it after 48 h.
    cancelled: ["customer", "system", "operator"],
  },
  paid: {
    in_production: ["operator"],
    // The payment holds an order whose discount code's last use was taken meanwhile (ADR 025).
    on_hold: ["operator", "payment"],
    // Before production starts the customer may still cancel; the refund follows.
    cancelled: ["customer", "operator"],
  },
  in_production: {
    shipped: ["operator"],
    on_hold: ["operator"],
    cancelled: ["operator"],
  },
  on_hold: {
    paid: ["operator"],
    in_production: ["operator"],
    cancelled: ["operator"],
  },
  shipped: {
    delivered: ["operator", "system"],
  },
  delivered: {
    refunded: ["operator", "payment"],
  },
  // A cancelled order that had been paid is refunded once the provider confirms it.
  cancelled: {
    refunded: ["payment"],
  },
  refunded: {},
};

/** The statuses an order can move to from `from`, for `actor`. */
export function nextStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return (Object.entries(transitions[from]) as [OrderStatus, readonly OrderActor[]][])
    .filter(([, actors]) => actors.includes(actor))
    .map(([to]) => to);
}

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return transitions[from][to]?.includes(actor) ?? false;
}

/** The lifecycle does not allow this change (from this status, or for this actor). */
export class IllegalTransition extends Error {
  override name = "IllegalTransition";
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  readonly actor: OrderActor;
  constructor(from: OrderStatus, to: OrderStatus, actor: OrderActor) {
    super(`an order cannot go from ${from} to ${to} (${actor})`);
    this.from = from;
    this.to = to;
    this.actor = actor;
  }
}

export class OrderNotFound extends Error {
  override name = "OrderNotFound";
}

export type Transition = {
  orderId: string;
  to: OrderStatus;
  actor: OrderActor;
  actorUserId?: string | null;
  /** A hold reason, or a message key saying why (`order.events.expired`). */
  note?: string | null;
  /** Only from these statuses (a caller that read the order earlier says what it saw). */
  from?: readonly OrderStatus[];
  now: Date;
};

/**
 * Moves an order to `to` and writes the timeline event. Inside a caller's transaction when
 * given one (placing an order, a webhook recording its payment), else in its own.
 */
export async function transitionOrder(
  db: Database,
  change: Transition,
): Promise<{ from: OrderStatus; to: OrderStatus }> {
  const run = async (tx: Database) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, change.orderId))
      .for("update");
    if (!order) throw new OrderNotFound(change.orderId);
    const from = order.status;
    if ((change.from && !change.from.includes(from)) || !canTransition(from, change.to, change.actor)) {
      throw new IllegalTransition(from, change.to, change.actor);
    }
    await tx
      .update(orders)
      .set({
        status: change.to,
        updatedAt: change.now,
        ...(change.to === "paid" && from === "pending_payment" ? { paidAt: change.now } : {}),
        ...(change.to === "on_hold" ? { holdReason: change.note ?? null } : {}),
        ...(from === "on_hold" ? { holdReason: null } : {}),
      })
      .where(eq(orders.id, change.orderId));
    await tx.insert(orderEvents).values({
      orderId: change.orderId,
      at: change.now,
      fromStatus: from,
      toStatus: change.to,
      actor: change.actor,
      actorUserId: change.actorUserId ?? null,
      note: change.note ?? null,
    });
    return { from, to: change.to };
  };
  return isTransaction(db) ? run(db) : db.transaction((tx) => run(tx as unknown as Database));
}

/** drizzle's transaction objects have `rollback`; a database handle does not. */
function isTransaction(db: Database): boolean {
  return "rollback" in db;
}
