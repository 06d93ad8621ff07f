/**
 * Discount codes (docs/decisions/025-discount-codes.md): the back-office makes, lists and turns
 * them off (each change with its audit line); the rules that decide whether a code applies to a
 * cart now; and counting a use when an order is paid, under the code's row lock, so the last use
 * of a code cannot be taken twice.
 */
import { and, asc, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import {
  discountCents,
  discountCodePattern,
  normalizeDiscountCode,
  type DiscountRefusalReason,
} from "#core/discounts.ts";
import type { Locale } from "#core/locales.ts";
import type { PriceCurrency } from "#core/money.ts";
import type { DiscountInput } from "#core/schemas/discounts.ts";
import type { Database } from "../db/client.ts";
import { discountCodes, orders } from "../db/schema.ts";
import { serverTranslator } from "../translations.ts";
import { recordAudit, type AuditActor } from "./audit.ts";
import { transitionOrder } from "./order-lifecycle.ts";

type DiscountRow = typeof discountCodes.$inferSelect;

/**
 * A code that does not apply, and why (a 400 with the reason in the customer's words). For
 * `belowMinimum`, the minimum (USD cents) and the display currency to say it in.
 */
export class DiscountRefused extends Error {
  override name = "DiscountRefused";
  readonly reason: DiscountRefusalReason;
  readonly minimumCents: number | null;
  /** The display currency the customer sees prices in; USD when not known. */
  readonly currency: PriceCurrency | null;
  constructor(
    reason: DiscountRefusalReason,
    details: { minimumCents?: number | null; currency?: DiscountRefused["currency"] } = {},
  ) {
    super(reason);
    this.reason = reason;
    this.minimumCents = details.minimumCents ?? null;
    this.currency = details.currency ?? null;
  }
}

/** The back-office asked for something the codes' rules refuse (a message key of `catalogueAdmin`). */
export class DiscountInputRefused extends Error {
  override name = "DiscountInputRefused";
  readonly field: keyof DiscountInput;
  readonly reason: "validation.discountMaxUsesBelowUses" | "validation.discountUnknown";
  constructor(field: DiscountInputRefused["field"], reason: DiscountInputRefused["reason"]) {
    super(reason);
    this.field = field;
    this.reason = reason;
  }
}

/** A code as the back-office lists it. */
export type DiscountView = {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  uses: number;
  onePerCustomer: boolean;
  minSubtotalCents: number | null;
  disabledAt: string | null;
  /** What it is now: `active`, or why a customer could not use it (`disabled`, `notStarted`…). */
  state: "active" | "disabled" | "notStarted" | "expired" | "usedUp";
  createdAt: string;
  updatedAt: string;
};

/** Whether `row` can be used at `now` at all, whoever asks (the code's own state). */
function stateOf(row: DiscountRow, now: Date): DiscountView["state"] {
  if (row.disabledAt) return "disabled";
  if (row.startsAt && now < row.startsAt) return "notStarted";
  if (row.endsAt && now >= row.endsAt) return "expired";
  if (row.maxUses !== null && row.uses >= row.maxUses) return "usedUp";
  return "active";
}

function viewOf(row: DiscountRow, now: Date): DiscountView {
  return {
    code: row.code,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    uses: row.uses,
    onePerCustomer: row.onePerCustomer,
    minSubtotalCents: row.minSubtotalCents,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    state: stateOf(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every code, newest first, with its uses and its state at `now`. */
export async function listDiscounts(db: Database, now: Date): Promise<DiscountView[]> {
  const rows = await db
    .select()
    .from(discountCodes)
    .orderBy(sql`${discountCodes.createdAt} desc`, asc(discountCodes.code));
  return rows.map((row) => viewOf(row, now));
}

/** The code `typed` names (any case), or null. */
export async function findDiscount(db: Database, typed: string): Promise<DiscountRow | null> {
  const code = normalizeDiscountCode(typed);
  if (!discountCodePattern.test(code)) return null;
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return row ?? null;
}

const savedFields = (input: DiscountInput) => ({
  percentOff: input.percentOff,
  amountOffCents: input.amountOffCents,
  startsAt: input.startsAt,
  endsAt: input.endsAt,
  maxUses: input.maxUses,
  onePerCustomer: input.onePerCustomer,
  minSubtotalCents: input.minSubtotalCents,
});

/** A value as the audit line keeps it (instants as ISO strings). */
const auditValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Makes a code, or updates the one with this code (its uses are kept); saving also turns it on
 * again. One audit line (`discount.save`) with the values before and after. A code cannot be
 * given fewer uses than it has had (`DiscountInputRefused`).
 */
export async function saveDiscount(
  db: Database,
  input: { discount: DiscountInput; actor: AuditActor; now: Date },
): Promise<{ created: boolean; discount: DiscountView }> {
  const { discount, now } = input;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [current] = await tx
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, discount.code))
      .for("update");
    const fields = savedFields(discount);
    if (current && fields.maxUses !== null && fields.maxUses < current.uses) {
      throw new DiscountInputRefused("maxUses", "validation.discountMaxUsesBelowUses");
    }
    const [row] = current
      ? await tx
          .update(discountCodes)
          .set({ ...fields, disabledAt: null, updatedAt: now })
          .where(eq(discountCodes.id, current.id))
          .returning()
      : await tx
          .insert(discountCodes)
          .values({ code: discount.code, ...fields, createdAt: now, updatedAt: now })
          .returning();
    const changes = Object.fromEntries(
      Object.entries({ ...fields, disabledAt: null }).flatMap(([key, value]) => {
        const before = current ? auditValue(current[key as keyof DiscountRow]) : null;
        const after = auditValue(value);
        return current && before === after ? [] : [[key, current ? [before, after] : after]];
      }),
    );
    await recordAudit(tx, {
      actor: input.actor,
      action: "discount.save",
      target: { type: "discount", id: discount.code },
      details: { created: !current, ...changes },
      now,
    });
    return { created: !current, discount: viewOf(row!, now) };
  });
}

/**
 * Turns a code off: carts holding it show it no longer applies, orders placed with it keep their
 * price. One audit line (`discount.disable`); a code already off changes nothing.
 */
export async function disableDiscount(
  db: Database,
  input: { code: string; actor: AuditActor; now: Date },
): Promise<{ changed: boolean; discount: DiscountView }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [current] = await tx
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, normalizeDiscountCode(input.code)))
      .for("update");
    if (!current) throw new DiscountInputRefused("code", "validation.discountUnknown");
    if (current.disabledAt) return { changed: false, discount: viewOf(current, input.now) };
    const [row] = await tx
      .update(discountCodes)
      .set({ disabledAt: input.now, updatedAt: input.now })
      .where(eq(discountCodes.id, current.id))
      .returning();
    await recordAudit(tx, {
      actor: input.actor,
      action: "discount.disable",
      target: { type: "discount", id: current.code },
      details: { uses: current.uses, maxUses: current.maxUses },
      now: input.now,
    });
    return { changed: true, discount: viewOf(row!, input.now) };
  });
}

/**
 * Who "once per customer" means: an account, and the email a customer gave (a guest's, or an
 * account's orders placed before it was made). Either one matching is the same customer.
 */
export type DiscountCustomer = { userId: string | null; email: string | null };

/** Whether `customer` has a paid order with `code` (other than `exceptOrderId`). */
async function usedBy(
  db: Database,
  customer: DiscountCustomer,
  code: string,
  exceptOrderId?: string,
): Promise<boolean> {
  const who = [
    customer.userId ? eq(orders.userId, customer.userId) : undefined,
    customer.email ? sql`lower(${orders.email}) = lower(${customer.email})` : undefined,
  ].filter((condition) => condition !== undefined);
  if (who.length === 0) return false;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        or(...who),
        eq(orders.discountCode, code),
        isNotNull(orders.paidAt),
        exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A code on a cart: what it takes off now, or why it does not apply (then it takes nothing). */
export type CartDiscount = {
  code: string;
  amountCents: number;
  percentOff: number | null;
  amountOffCents: number | null;
  minSubtotalCents: number | null;
  /** Null when it applies. */
  refusal: DiscountRefusalReason | null;
};

/**
 * Why `row` does not apply to `customer`'s items worth `subtotalCents` at `now`, or null when it
 * does: turned off, not started, expired, used up, used already by this customer (once per
 * customer: a paid order of theirs with it), or below its minimum.
 */
export async function discountRefusal(
  db: Database,
  row: DiscountRow,
  options: { customer: DiscountCustomer; subtotalCents: number; now: Date },
): Promise<DiscountRefusalReason | null> {
  const state = stateOf(row, options.now);
  if (state !== "active") return state;
  if (row.onePerCustomer && (await usedBy(db, options.customer, row.code))) return "alreadyUsed";
  if (row.minSubtotalCents !== null && options.subtotalCents < row.minSubtotalCents) return "belowMinimum";
  return null;
}

/** `row` on a cart of items worth `subtotalCents`: the reduction, or why there is none. */
export async function cartDiscountOf(
  db: Database,
  row: DiscountRow,
  options: { customer: DiscountCustomer; subtotalCents: number; now: Date },
): Promise<CartDiscount> {
  const refusal = await discountRefusal(db, row, options);
  return {
    code: row.code,
    amountCents: refusal ? 0 : discountCents(options.subtotalCents, row),
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    minSubtotalCents: row.minSubtotalCents,
    refusal,
  };
}

/** Discount holds are written in the order's language: the customer and the operator read them. */
function holdReason(locale: string, reason: "usedUp" | "alreadyUsed", code: string): string {
  const language: Locale = locale === "fr" ? "fr" : "en";
  return serverTranslator(language, "order")(`discount.held.${reason}`, { code });
}

/**
 * Counts a use of the code of order `orderId`, just paid, inside the payment's transaction. The
 * code's row is locked first, so two orders paid at once are counted one after the other: when
 * the last use was taken meanwhile (or, for a code once per customer, the customer's other order
 * with it was paid first), the use is not counted and the order is put on hold with the reason,
 * for an operator to decide. Returns what happened.
 */
export async function countDiscountUse(
  tx: Database,
  options: { orderId: string; now: Date },
): Promise<"none" | "counted" | "held"> {
  const [order] = await tx
    .select({ code: orders.discountCode, userId: orders.userId, email: orders.email, locale: orders.locale })
    .from(orders)
    .where(eq(orders.id, options.orderId));
  if (!order?.code) return "none";
  const [code] = await tx
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.code, order.code))
    .for("update");
  if (!code) return "none";
  let refusal: "usedUp" | "alreadyUsed" | null = null;
  if (code.onePerCustomer && (await usedBy(tx, order, code.code, options.orderId))) {
    refusal = "alreadyUsed";
  } else {
    const counted = await tx
      .update(discountCodes)
      .set({ uses: sql`${discountCodes.uses} + 1` })
      .where(
        and(
          eq(discountCodes.id, code.id),
          sql`(${discountCodes.maxUses} is null or ${discountCodes.uses} < ${discountCodes.maxUses})`,
        ),
      )
      .returning({ uses: discountCodes.uses });
    if (counted.length === 0) refusal = "usedUp";
  }
  if (!refusal) return "counted";
  await transitionOrder(tx, {
    orderId: options.orderId,
    to: "on_hold",
    actor: "payment",
    note: holdReason(order.locale, refusal, code.code),
    from: ["paid"],
    now: options.now,
  });
  return "held";
}
