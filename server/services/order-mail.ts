/**
 * The customer's order mails (placed, paid = receipt, cancelled, refunded; in production, on hold,
 * shipped, delivered), in the order's language, queued through the outbox in the same transaction
 * as the change they tell of when the caller passes one. Each is also a notification on the
 * customer's account, and optional mails follow the customer's choices (services/notifications.ts).
 */
import { asc, eq } from "drizzle-orm";
import { formatAddressLines } from "#core/address.ts";
import { localizePath, locales, type Locale } from "#core/locales.ts";
import { formatPrice, USD } from "#core/money.ts";
import { formatPercent } from "#core/pricing.ts";
import { trackingUrl } from "#core/tracking.ts";
import { resources } from "#locales/index.ts";
import type { Database } from "../db/client.ts";
import { serverTranslator } from "../translations.ts";
import { orderItems, orders, users } from "../db/schema.ts";
import { type NotificationType } from "#core/notifications.ts";
import {
  orderCancelledMessage,
  orderDeliveredMessage,
  orderInProductionMessage,
  orderOnHoldMessage,
  orderPaidMessage,
  orderPlacedMessage,
  orderRefundedMessage,
  orderShippedMessage,
  type MailContent,
  type OrderMailFacts,
} from "../mail/messages.ts";
import { notify } from "./notifications.ts";
import { approvedProofs, orderProofSet } from "./orders.ts";

/** The reference customers see: the first 8 characters of the sn, in capitals. */
export function orderReference(sn: string): string {
  return sn.slice(0, 8).toUpperCase();
}

async function loadOrder(db: Database, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  const locale: Locale = order.locale === "fr" ? "fr" : "en";
  const [account] = order.userId
    ? await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, order.userId))
    : [];
  // The account's name; the one on the address once the account is gone.
  const name = account?.fullName || order.address.fullName;
  return { order, items, locale, name };
}

type Loaded = Awaited<ReturnType<typeof loadOrder>>;

/**
 * The order's lines for a mail: each variant with its piece price, and after a design's last line
 * what its pieces paid on top (extra print areas) or less (the quantity tier), as the receipt says.
 */
function itemLines(items: Loaded["items"], locale: Locale): string[] {
  const tag = locales[locale].tag;
  const t = serverTranslator(locale, "order");
  const usd = (cents: number) => formatPrice(cents, USD, tag);
  return items.flatMap((item, index) => {
    const line = `${item.quantity} × ${item.productTitle[locale]}, ${item.colorName[locale]}, ${item.sizeLabel[locale]}: ${t("pricing.each", { price: usd(item.unitPriceCents) })}`;
    if (items[index + 1]?.designId === item.designId && item.designId !== null) return [line];
    const notes: string[] = [];
    if (item.extraAreas.length > 0) {
      notes.push(
        t("pricing.extraAreas", {
          count: item.extraAreas.length,
          areas: item.extraAreas
            .map((area) => t("pricing.extraArea", { area: area.label[locale], amount: usd(area.cents) }))
            .join(", "),
        }),
      );
    }
    if (item.tierMinQuantity !== null && item.tierPercentOff !== null) {
      notes.push(
        t("pricing.tier", { count: item.tierMinQuantity, percent: formatPercent(item.tierPercentOff, tag) }),
      );
    }
    return [line, ...notes];
  });
}

function factsOf({ order, items, locale, name }: Loaded, link: string): OrderMailFacts {
  const tag = locales[locale].tag;
  return {
    reference: orderReference(order.sn),
    items: itemLines(items, locale),
    total: formatPrice(order.totalCents, USD, tag),
    link,
    name,
  };
}

function dateIn(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(locales[locale].tag, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date);
}

/**
 * Tells the order's customer: a notification on their account (when it still exists) and the
 * mail, as their choices say (services/notifications.ts).
 */
async function send(
  db: Database,
  loaded: Loaded,
  event: { type: NotificationType; origin: string; now: Date; params?: Record<string, string> },
  build: (options: { siteName: string; unsubscribeUrl: string | null }) => MailContent,
): Promise<void> {
  const { order, locale } = loaded;
  await notify(db, {
    userId: order.userId,
    type: event.type,
    params: { reference: orderReference(order.sn), ...event.params },
    link: `/account/orders/${order.sn}`,
    now: event.now,
    mail: { to: order.email, locale, origin: event.origin, build },
  });
}

/**
 * Where a mail sends the customer to see their order: their account's order page, or for a guest
 * order (no account yet) its own page, which its link opens for anyone (docs/decisions/026).
 */
const orderPage = (origin: string, locale: Locale, order: { sn: string; userId: string | null }) =>
  order.userId
    ? `${origin}${localizePath(`/account/orders/${order.sn}`, locale)}`
    : `${origin}${localizePath("/order/payment", locale)}?sn=${order.sn}`;

/** A promised calendar date (`2026-12-01`) as the customer reads it. */
function calendarDateIn(locale: Locale, date: string): string {
  return new Intl.DateTimeFormat(locales[locale].tag, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A carrier's name in the customer's language (the key itself for one the shop does not list). */
export function carrierName(carrier: string, locale: Locale): string {
  const names: Record<string, string> = resources[locale].order.carriers;
  return names[carrier] ?? carrier;
}

/** "Your order waits for payment", with the payment link. */
export async function orderPlacedMail(db: Database, options: { orderId: string; origin: string; now: Date }) {
  const loaded = await loadOrder(db, options.orderId);
  const link = `${options.origin}${localizePath("/order/payment", loaded.locale)}?sn=${loaded.order.sn}`;
  await send(
    db,
    loaded,
    { type: "order_placed", origin: options.origin, now: options.now },
    ({ siteName, unsubscribeUrl }) =>
      orderPlacedMessage({
        locale: loaded.locale,
        siteName,
        unsubscribeUrl,
        order: factsOf(loaded, link),
        payBy: dateIn(loaded.locale, loaded.order.expiresAt),
      }),
  );
}

/** The receipt, once the payment is in. */
export async function orderPaidMail(db: Database, options: { orderId: string; origin: string; now: Date }) {
  const loaded = await loadOrder(db, options.orderId);
  const tag = locales[loaded.locale].tag;
  const { order, items, locale } = loaded;
  // The proofs as approved when the order was placed (worked out again for an order placed before they were recorded).
  const proofs = (await approvedProofs(db, order.sn)) ?? (await orderProofSet(db, order.id));
  const titles = new Map(items.map((item) => [item.designId, item.productTitle[locale]]));
  await send(
    db,
    loaded,
    { type: "order_paid", origin: options.origin, now: options.now },
    ({ siteName, unsubscribeUrl }) =>
      orderPaidMessage({
        locale: loaded.locale,
        siteName,
        unsubscribeUrl,
        order: factsOf(loaded, orderPage(options.origin, loaded.locale, order)),
        paidOn: dateIn(loaded.locale, order.paidAt ?? options.now),
        subtotal: formatPrice(order.subtotalCents, USD, tag),
        discount:
          order.discountCode && order.discountCents > 0
            ? { code: order.discountCode, amount: `−${formatPrice(order.discountCents, USD, tag)}` }
            : null,
        shipping: formatPrice(order.shippingCents, USD, tag),
        tax: formatPrice(order.taxCents, USD, tag),
        address: formatAddressLines(order.address, locale),
        method: resources[locale].order.method[order.shippingMethod],
        deliveryFrom: calendarDateIn(locale, order.deliveryFrom),
        deliveryTo: calendarDateIn(locale, order.deliveryTo),
        proofs: proofs.map((proof) => ({
          product: titles.get(proof.designId) ?? "",
          area: proof.areaLabel[locale],
          color: proof.colorName[locale],
        })),
      }),
  );
}

/** The order was cancelled; `refunding` when its payment is on its way back. */
export async function orderCancelledMail(
  db: Database,
  options: {
    orderId: string;
    origin: string;
    reason: "customer" | "expired" | "operator";
    refunding: boolean;
    now: Date;
  },
) {
  const loaded = await loadOrder(db, options.orderId);
  await send(
    db,
    loaded,
    { type: "order_cancelled", origin: options.origin, now: options.now, params: { reason: options.reason } },
    ({ siteName, unsubscribeUrl }) =>
      orderCancelledMessage({
        locale: loaded.locale,
        siteName,
        unsubscribeUrl,
        order: factsOf(loaded, orderPage(options.origin, loaded.locale, loaded.order)),
        reason: options.reason,
        refunding: options.refunding,
      }),
  );
}

/** The refund went through. */
export async function orderRefundedMail(
  db: Database,
  options: { orderId: string; origin: string; now: Date },
) {
  const loaded = await loadOrder(db, options.orderId);
  await send(
    db,
    loaded,
    { type: "order_refunded", origin: options.origin, now: options.now },
    ({ siteName, unsubscribeUrl }) =>
      orderRefundedMessage({
        locale: loaded.locale,
        siteName,
        unsubscribeUrl,
        order: factsOf(loaded, orderPage(options.origin, loaded.locale, loaded.order)),
      }),
  );
}

type OrderMailOptions = { orderId: string; origin: string; now: Date };

/** Printing started, with the delivery window promised at purchase. */
export async function orderInProductionMail(db: Database, options: OrderMailOptions) {
  const loaded = await loadOrder(db, options.orderId);
  const { order, locale } = loaded;
  await send(
    db,
    loaded,
    { type: "order_in_production", origin: options.origin, now: options.now },
    ({ siteName, unsubscribeUrl }) =>
      orderInProductionMessage({
        locale,
        siteName,
        unsubscribeUrl,
        order: factsOf(loaded, orderPage(options.origin, locale, order)),
        deliveryFrom: calendarDateIn(locale, order.deliveryFrom),
        deliveryTo: calendarDateIn(locale, order.deliveryTo),
      }),
  );
}

/** The order is held: the operator's reason, and the order's page, where the customer answers. */
export async function orderOnHoldMail(db: Database, options: OrderMailOptions & { reason: string }) {
  const loaded = await loadOrder(db, options.orderId);
  const { order, locale } = loaded;
  await send(
    db,
    loaded,
    { type: "order_on_hold", origin: options.origin, now: options.now, params: { reason: options.reason } },
    ({ siteName, unsubscribeUrl }) =>
      orderOnHoldMessage({
        locale,
        siteName,
        unsubscribeUrl,
        order: factsOf(loaded, `${orderPage(options.origin, locale, order)}#order-conversation`),
        reason: options.reason,
      }),
  );
}

/** The parcel left, with its carrier's tracking page. */
export async function orderShippedMail(db: Database, options: OrderMailOptions) {
  const loaded = await loadOrder(db, options.orderId);
  const { order, locale } = loaded;
  const carrier = order.trackingCarrier ?? "";
  const number = order.trackingNumber ?? "";
  await send(
    db,
    loaded,
    {
      type: "order_shipped",
      origin: options.origin,
      now: options.now,
      params: {
        carrier: loaded.order.trackingCarrier ?? "",
        trackingNumber: loaded.order.trackingNumber ?? "",
      },
    },
    ({ siteName, unsubscribeUrl }) =>
      orderShippedMessage({
        locale,
        siteName,
        unsubscribeUrl,
        order: factsOf(loaded, orderPage(options.origin, locale, order)),
        carrier: carrierName(carrier, locale),
        trackingNumber: number,
        trackingLink: trackingUrl(carrier, number),
        deliveryFrom: calendarDateIn(locale, order.deliveryFrom),
        deliveryTo: calendarDateIn(locale, order.deliveryTo),
      }),
  );
}

/** The parcel arrived. */
export async function orderDeliveredMail(db: Database, options: OrderMailOptions) {
  const loaded = await loadOrder(db, options.orderId);
  await send(
    db,
    loaded,
    { type: "order_delivered", origin: options.origin, now: options.now },
    ({ siteName, unsubscribeUrl }) =>
      orderDeliveredMessage({
        locale: loaded.locale,
        siteName,
        unsubscribeUrl,
        order: factsOf(loaded, orderPage(options.origin, loaded.locale, loaded.order)),
      }),
  );
}
