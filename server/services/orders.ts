/**
 * Orders: what the confirm step shows (a quote of the cart to an address by a method), placing
 * an order (one transaction: prices, display rate, address and a copy of each design frozen, the
 * cart emptied; a second submit of the same form finds the same order), reading orders for their
 * owner or for anyone holding the `sn`, and the customer's own actions (cancel, order again).
 * Status changes go through order-lifecycle.ts.
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { proofFrame, usedAreas } from "#core/design/product.ts";
import type { MockupBox } from "#core/design/render.ts";
import type { DesignDocument } from "#core/schemas/design.ts";
import type { DesignRender } from "./design-renders.ts";
import type { Database } from "../db/client.ts";
import {
  designs,
  orderEvents,
  orderItems,
  orders,
  payments,
  type ApprovedProofRecord,
  type LocalizedText,
  type OrderActor,
  type OrderAddress,
  type OrderStatus,
  type ShippingMethod,
} from "../db/schema.ts";
import {
  cartLimits,
  clearCartDiscount,
  readCart,
  setDesignQuantities,
  takeCartLines,
  type Cart,
} from "./cart.ts";
import { designProduct, orderProduct, type Language, type OrderProduct } from "./catalogue.ts";
import { requireCurrency, type DisplayCurrency } from "./currency.ts";
import { listRenders, documentHash, requestRenders } from "./design-renders.ts";
import { DiscountRefused } from "./discounts.ts";
import type { PriceTier } from "#core/pricing.ts";
import { IllegalTransition, transitionOrder } from "./order-lifecycle.ts";
import { ownedBy, ownerColumns, type Shopper } from "./shoppers.ts";
import { quoteShipping, type ShippingQuote } from "./shipping.ts";
import { taxFor } from "./tax.ts";

/** An unpaid order is cancelled this long after it was placed. */
export const UNPAID_ORDER_LIFETIME_MS = 48 * 60 * 60 * 1000;

export class OrderRefused extends Error {
  override name = "OrderRefused";
  readonly reason:
    | "emptyCart"
    | "notOrderable"
    | "noShipping"
    | "priceChanged"
    | "unknownAddress"
    | "tooManyPieces"
    | "noEmail";
  constructor(reason: OrderRefused["reason"]) {
    super(reason);
    this.reason = reason;
  }
}

/** The confirm form's one-time key (a double submit finds the order the first made). */
export function newPlaceKey(): string {
  return randomBytes(18).toString("base64url");
}

/** 120 random bits in lower-case base 32: unguessable, not sequential, easy to read aloud. */
export function newOrderSn(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  return [...randomBytes(24)].map((byte) => alphabet[byte % 32]).join("");
}

export type OrderQuote = {
  cart: Cart;
  shipping: ShippingQuote;
  methods: ShippingQuote[];
  subtotalCents: number;
  /** The cart's discount code when it applies, and what it takes off the items (docs/decisions/025). */
  discount: { code: string; amountCents: number } | null;
  discountCents: number;
  taxRateBasisPoints: number;
  taxCents: number;
  totalCents: number;
};

/** Production time of a cart: the slowest product's. */
function productionDaysOf(cart: Cart): [number, number] {
  return [
    Math.max(1, ...cart.groups.map((group) => group.product.productionDays.min)),
    Math.max(1, ...cart.groups.map((group) => group.product.productionDays.max)),
  ];
}

/** The cart priced for an address and a method: what the confirm step shows and the order keeps. */
export async function quoteOrder(
  db: Database,
  options: {
    shopper: Shopper;
    language: Language;
    address: Pick<OrderAddress, "country" | "region">;
    method: ShippingMethod;
    now: Date;
  },
): Promise<OrderQuote> {
  const cart = await readCart(db, options.shopper, options.language, options.now);
  if (cart.groups.length === 0) throw new OrderRefused("emptyCart");
  const methods = await quoteShipping(db, {
    country: options.address.country,
    itemCount: cart.itemCount,
    productionDays: productionDaysOf(cart),
    now: options.now,
  });
  const shipping = methods.find((candidate) => candidate.method === options.method);
  if (!shipping) throw new OrderRefused("noShipping");
  // The discount comes off the items, never shipping; tax is on what is left (docs/decisions/025).
  const discountCents = cart.discount?.amountCents ?? 0;
  const tax = taxFor({
    country: options.address.country,
    region: options.address.region,
    subtotalCents: cart.subtotalCents - discountCents,
    shippingCents: shipping.priceCents,
  });
  return {
    cart,
    shipping,
    methods,
    subtotalCents: cart.subtotalCents,
    discount:
      cart.discount && discountCents > 0 ? { code: cart.discount.code, amountCents: discountCents } : null,
    discountCents,
    taxRateBasisPoints: tax.rateBasisPoints,
    taxCents: tax.taxCents,
    totalCents: cart.subtotalCents - discountCents + shipping.priceCents + tax.taxCents,
  };
}

export type PlaceOrderInput = {
  /** An account, or a guest's designer session (docs/decisions/026). */
  shopper: Shopper;
  email: string;
  language: Language;
  /** The confirm form's one-time key. */
  placeKey: string;
  address: OrderAddress;
  method: ShippingMethod;
  /** The display currency the customer saw the estimate in. */
  displayCurrency: string;
  /** The total the customer approved: if prices moved since, the order is not placed. */
  approvedTotalCents: number;
  now: Date;
  /** Runs in the transaction that places a new order (its mail), with that transaction. */
  onPlaced?: (tx: Database, orderId: string) => Promise<void>;
};

/**
 * Places the order from the cart, or finds the one this form already placed. Returns its `sn`
 * and whether it was made now. The design previews (proofs) are asked for; print files are
 * rendered once it is paid.
 */
export async function placeOrder(
  db: Database,
  input: PlaceOrderInput,
): Promise<{ sn: string; id: string; created: boolean }> {
  const existing = await orderByPlaceKey(db, input.shopper, input.placeKey);
  if (existing) return { ...existing, created: false };
  try {
    return await placeNewOrder(db, input);
  } catch (error) {
    // The same form submitted twice at once: the first may commit between our look above and
    // our read of the cart, which it has emptied. Its order is this form's answer.
    if (!(error instanceof OrderRefused)) throw error;
    const raced = await orderByPlaceKey(db, input.shopper, input.placeKey);
    if (raced) return { ...raced, created: false };
    throw error;
  }
}

async function placeNewOrder(
  db: Database,
  input: PlaceOrderInput,
): Promise<{ sn: string; id: string; created: boolean }> {
  const quote = await quoteOrder(db, { ...input, address: input.address });
  if (!quote.cart.orderable) throw new OrderRefused("notOrderable");
  // The cart refuses more too, but a cart filled before the cap (or by two tabs at once) may hold more.
  if (quote.cart.itemCount > cartLimits.pieces) throw new OrderRefused("tooManyPieces");
  const currency: DisplayCurrency =
    input.displayCurrency === "USD"
      ? {
          id: 0,
          currency: "USD",
          symbol: "$",
          icon: "",
          rate: "1",
          rateUpdatedAt: input.now.toISOString(),
          minorUnits: 2,
        }
      : await requireCurrency(db, input.displayCurrency).catch(() => requireCurrency(db, "USD"));
  if (quote.totalCents !== input.approvedTotalCents) {
    // The code stopped applying since the confirm step (expired, used up…): say why.
    const refusal = quote.cart.discount?.refusal;
    if (refusal) {
      throw new DiscountRefused(refusal, { minimumCents: quote.cart.discount?.minSubtotalCents, currency });
    }
    throw new OrderRefused("priceChanged");
  }
  const { now } = input;
  // Names in both languages, as the order keeps them (its pages and mails use the reader's).
  const products = new Map<string, OrderProduct>();
  for (const group of quote.cart.groups) {
    const product = await orderProduct(db, group.product.id);
    if (!product) throw new OrderRefused("notOrderable");
    products.set(product.id, product);
  }
  const namesOf = (productId: string, colorKey: string, sizeKey: string) => {
    const product = products.get(productId)!;
    const variant = product.variants.find(
      (candidate) => candidate.colorKey === colorKey && candidate.sizeKey === sizeKey,
    );
    if (!variant) throw new OrderRefused("notOrderable");
    return { productTitle: product.title, colorName: variant.colorName, sizeLabel: variant.sizeLabel };
  };

  const placed = await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        sn: newOrderSn(),
        ...ownerColumns(input.shopper),
        placeKey: input.placeKey,
        status: "pending_payment",
        email: input.email,
        locale: input.language,
        address: input.address,
        shippingMethod: input.method,
        deliveryFrom: quote.shipping.deliveryFrom,
        deliveryTo: quote.shipping.deliveryTo,
        subtotalCents: quote.subtotalCents,
        discountCode: quote.discount?.code ?? null,
        discountCents: quote.discountCents,
        shippingCents: quote.shipping.priceCents,
        taxRateBasisPoints: quote.taxRateBasisPoints,
        taxCents: quote.taxCents,
        totalCents: quote.totalCents,
        displayCurrency: currency.currency,
        displayRatePerUsd: currency.rate,
        displayRateDate: new Date(currency.rateUpdatedAt),
        placedAt: now,
        expiresAt: new Date(now.getTime() + UNPAID_ORDER_LIFETIME_MS),
        updatedAt: now,
      })
      // The same form submitted twice at once: the second insert finds the first's row.
      .onConflictDoNothing({ target: orders.placeKey })
      .returning({ id: orders.id, sn: orders.sn });
    if (!order) return null;
    // The cart as it was priced leaves with the order; if it changed meanwhile (a second tab
    // placed it first), nothing is written.
    const lines = quote.cart.groups.flatMap((group) => group.lines);
    if (!(await takeCartLines(tx, input.shopper, lines))) throw new OrderRefused("priceChanged");
    // The code leaves with the order; its use is counted when the order is paid.
    await clearCartDiscount(tx, input.shopper);
    let position = 0;
    const frozen: { designId: string; groupIndex: number }[] = [];
    for (const [groupIndex, group] of quote.cart.groups.entries()) {
      const [copy] = await tx
        .insert(designs)
        .values({
          ...ownerColumns(input.shopper),
          productId: group.product.id,
          document: group.document,
          frozenAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: designs.id });
      frozen.push({ designId: copy!.id, groupIndex });
      for (const line of group.lines) {
        position += 1;
        const variant = namesOf(group.product.id, line.colorKey, line.sizeKey);
        await tx.insert(orderItems).values({
          orderId: order.id,
          position,
          productId: group.product.id,
          productTitle: variant.productTitle,
          sku: line.sku,
          colorKey: line.colorKey,
          colorName: variant.colorName,
          sizeKey: line.sizeKey,
          sizeLabel: variant.sizeLabel,
          quantity: line.quantity,
          unitPriceCents: line.priceCents,
          listPriceCents: line.listCents,
          extraAreas: group.pricing.extraAreas.map((area) => ({
            key: area.key,
            label: products.get(group.product.id)!.areaLabels[area.key] ?? { en: area.label, fr: area.label },
            cents: area.cents,
          })),
          tierMinQuantity: group.pricing.tier?.minQuantity ?? null,
          tierPercentOff: group.pricing.tier?.percentOff ?? null,
          designId: copy!.id,
        });
      }
    }
    await tx.insert(orderEvents).values({
      orderId: order.id,
      at: now,
      fromStatus: null,
      toStatus: "pending_payment",
      actor: "customer",
      actorUserId: "userId" in input.shopper ? input.shopper.userId : null,
    });
    // What the customer approved by ticking the box: every proof the confirm step showed.
    const approved: ApprovedProof[] = [];
    for (const { designId, groupIndex } of frozen) {
      const group = quote.cart.groups[groupIndex]!;
      const colors = [...new Set(group.lines.map((line) => line.colorKey))].map((key) => {
        const line = group.lines.find((candidate) => candidate.colorKey === key)!;
        return { key, name: namesOf(group.product.id, key, line.sizeKey).colorName };
      });
      const proofs = await designProofs(tx as unknown as Database, designId, group.document, colors);
      approved.push(...proofs.map(({ view: _view, mockup: _mockup, ...proof }) => proof));
    }
    await tx.update(orders).set({ approvedProofs: approved }).where(eq(orders.id, order.id));
    await input.onPlaced?.(tx as unknown as Database, order.id);
    return { ...order, frozen };
  });
  if (!placed) {
    const raced = await orderByPlaceKey(db, input.shopper, input.placeKey);
    if (!raced) throw new Error("an order with this key was neither placed nor found");
    return { ...raced, created: false };
  }
  for (const { designId, groupIndex } of placed.frozen) {
    const group = quote.cart.groups[groupIndex]!;
    await requestRenders(db, {
      designId,
      document: group.document,
      product: group.designProduct,
      colors: [...new Set(group.lines.map((line) => line.colorKey))],
      kinds: ["preview"],
      now,
    });
  }
  return { id: placed.id, sn: placed.sn, created: true };
}

/** One proof the customer approved: an area of a design in a colour, named in both languages. */
export type ApprovedProof = ApprovedProofRecord;

type DesignProof = ApprovedProof & { view: "front" | "back"; mockup: MockupBox };

/**
 * The proofs of a design: every print area it prints on, in each of `colors`, colour by colour
 * and areas in catalogue order (the confirm step shows them in this order).
 */
async function designProofs(
  db: Database,
  designId: string,
  document: DesignDocument,
  colors: readonly { key: string; name: LocalizedText }[],
): Promise<DesignProof[]> {
  const [en, fr] = await Promise.all([
    designProduct(db, document.product, "en"),
    designProduct(db, document.product, "fr"),
  ]);
  if (!en || !fr) return [];
  const areas = usedAreas(en, document);
  const french = usedAreas(fr, document);
  return colors.flatMap((color) =>
    areas.map((area) => ({
      designId,
      area: area.key,
      areaLabel: {
        en: area.label,
        fr: french.find((candidate) => candidate.key === area.key)?.label ?? area.label,
      },
      color: color.key,
      colorName: color.name,
      view: area.view,
      mockup: area.mockup,
    })),
  );
}

/** The proofs of an order's frozen designs in the colours ordered: the set approved at placement. */
export async function orderProofSet(db: Database, orderId: string): Promise<DesignProof[]> {
  const rows = await db
    .select({ item: orderItems, document: designs.document })
    .from(orderItems)
    .innerJoin(designs, eq(designs.id, orderItems.designId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  const byDesign = new Map<string, { document: DesignDocument; colors: Map<string, LocalizedText> }>();
  for (const { item, document } of rows) {
    const entry = byDesign.get(item.designId!) ?? { document, colors: new Map() };
    entry.colors.set(item.colorKey, item.colorName);
    byDesign.set(item.designId!, entry);
  }
  const proofs: DesignProof[] = [];
  for (const [designId, { document, colors }] of byDesign) {
    const list = [...colors].map(([key, name]) => ({ key, name }));
    proofs.push(...(await designProofs(db, designId, document, list)));
  }
  return proofs;
}

/** The proofs the customer approved when placing order `sn`, as recorded then. */
export async function approvedProofs(db: Database, sn: string): Promise<ApprovedProof[] | null> {
  const [row] = await db.select({ proofs: orders.approvedProofs }).from(orders).where(eq(orders.sn, sn));
  return row?.proofs ?? null;
}

async function orderByPlaceKey(db: Database, shopper: Shopper, placeKey: string) {
  const [row] = await db
    .select({ id: orders.id, sn: orders.sn })
    .from(orders)
    .where(and(ownedBy(orders, shopper), eq(orders.placeKey, placeKey)));
  return row ?? null;
}

export type OrderItemView = {
  id: string;
  productId: string;
  title: string;
  sku: string;
  colorKey: string;
  colorName: string;
  sizeKey: string;
  sizeLabel: string;
  quantity: number;
  unitPriceCents: number;
  lineCents: number;
  /** One piece before the quantity tier. */
  listPriceCents: number;
  /** The print areas paid on top of the price, per piece. */
  extraAreas: { key: string; label: string; cents: number }[];
  /** The quantity tier the design's pieces reached, if any. */
  tier: PriceTier | null;
  designId: string | null;
};

export type OrderEventView = {
  at: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  actor: OrderActor;
  note: string | null;
};

/** An order as its pages show it. Personal data (`customer`) only for its owner. */
export type OrderView = {
  id: string;
  sn: string;
  status: OrderStatus;
  holdReason: string | null;
  placedAt: string;
  expiresAt: string;
  paidAt: string | null;
  shippingMethod: ShippingMethod;
  deliveryFrom: string;
  deliveryTo: string;
  subtotalCents: number;
  /** The discount code the order was placed with and what it took off the items. */
  discount: { code: string; amountCents: number } | null;
  shippingCents: number;
  taxRateBasisPoints: number;
  taxCents: number;
  totalCents: number;
  display: { currency: string; rate: string; rateDate: string };
  tracking: { carrier: string; number: string } | null;
  items: OrderItemView[];
  events: OrderEventView[];
  /** Only for the owner: who and where. */
  customer: { email: string; address: OrderAddress } | null;
  isOwner: boolean;
};

function trimRate(rate: string): string {
  return rate.includes(".") ? rate.replace(/\.?0+$/, "") : rate;
}

/** Whether `viewer` owns the order: its account, or the guest's designer session that placed it. */
function ownsOrder(row: typeof orders.$inferSelect, viewer: Shopper | null): boolean {
  if (!viewer) return false;
  return "userId" in viewer
    ? row.userId === viewer.userId
    : row.designerSessionId === viewer.designerSessionId;
}

/**
 * The order as a page shows it. `viewer` is the shopper asking (null: anyone with the link), or
 * `operator`: the back-office sees everything an owner sees, without being the owner.
 */
export async function orderView(
  db: Database,
  row: typeof orders.$inferSelect,
  viewer: Shopper | null | "operator",
  language: Language,
): Promise<OrderView> {
  const [items, events] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.position)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.id)),
  ]);
  const isOwner = viewer !== "operator" && ownsOrder(row, viewer);
  const seesAll = isOwner || viewer === "operator";
  return {
    id: row.id,
    sn: row.sn,
    status: row.status,
    holdReason: seesAll ? row.holdReason : null,
    placedAt: row.placedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    shippingMethod: row.shippingMethod,
    deliveryFrom: row.deliveryFrom,
    deliveryTo: row.deliveryTo,
    subtotalCents: row.subtotalCents,
    discount:
      row.discountCode && row.discountCents > 0
        ? { code: row.discountCode, amountCents: row.discountCents }
        : null,
    shippingCents: row.shippingCents,
    taxRateBasisPoints: row.taxRateBasisPoints,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    display: {
      currency: row.displayCurrency,
      rate: trimRate(row.displayRatePerUsd),
      rateDate: row.displayRateDate.toISOString(),
    },
    tracking:
      seesAll && row.trackingCarrier && row.trackingNumber
        ? { carrier: row.trackingCarrier, number: row.trackingNumber }
        : null,
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      title: item.productTitle[language],
      sku: item.sku,
      colorKey: item.colorKey,
      colorName: item.colorName[language],
      sizeKey: item.sizeKey,
      sizeLabel: item.sizeLabel[language],
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      lineCents: item.unitPriceCents * item.quantity,
      listPriceCents: item.listPriceCents,
      extraAreas: item.extraAreas.map((area) => ({
        key: area.key,
        label: area.label[language],
        cents: area.cents,
      })),
      tier:
        item.tierMinQuantity !== null && item.tierPercentOff !== null
          ? { minQuantity: item.tierMinQuantity, percentOff: item.tierPercentOff }
          : null,
      designId: seesAll ? item.designId : null,
    })),
    events: seesAll
      ? events.map((event) => ({
          at: event.at.toISOString(),
          fromStatus: event.fromStatus,
          toStatus: event.toStatus,
          actor: event.actor,
          note: event.note,
        }))
      : [],
    customer: seesAll ? { email: row.email, address: row.address } : null,
    isOwner,
  };
}

const snPattern = /^[a-z2-9]{24}$/;

/** The order with this `sn` as `viewer` may see it (null: anyone with the link); null if none. */
export async function findOrderBySn(
  db: Database,
  sn: string,
  viewer: Shopper | null,
  language: Language,
): Promise<OrderView | null> {
  if (!snPattern.test(sn)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.sn, sn));
  return row ? orderView(db, row, viewer, language) : null;
}

/** A guest order of `designerSessionId`'s: who it goes to, and whether it is paid and claimed. */
export async function guestOrderOwner(
  db: Database,
  sn: string,
  designerSessionId: string,
): Promise<{ email: string; fullName: string; currency: string; claimed: boolean; paid: boolean } | null> {
  if (!snPattern.test(sn)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.sn, sn), eq(orders.designerSessionId, designerSessionId)));
  return row
    ? {
        email: row.email,
        fullName: row.address.fullName,
        currency: row.displayCurrency,
        claimed: row.userId !== null,
        paid: row.paidAt !== null,
      }
    : null;
}

/**
 * Guest orders placed with `email` and no account become the account's (docs/decisions/026): its
 * owner proved the email is theirs (a verified sign-in). Returns how many it claimed.
 */
export async function claimGuestOrders(
  db: Database,
  options: { userId: string; email: string },
): Promise<number> {
  const claimed = await db
    .update(orders)
    .set({ userId: options.userId })
    .where(and(isNull(orders.userId), sql`lower(${orders.email}) = lower(${options.email})`))
    .returning({ id: orders.id });
  return claimed.length;
}

/** The order's latest payment attempt: whether it failed and why (a `payment` message key). */
export async function latestPayment(db: Database, orderId: string) {
  const [row] = await db
    .select({ status: payments.status, failure: payments.failure, provider: payments.provider })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  return row ?? null;
}

/** The raw order row by id, for services that act on it (payments, jobs). */
export async function orderRow(db: Database, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export const ORDERS_PAGE_SIZE = 10;

export type OrderSummary = {
  sn: string;
  status: OrderStatus;
  placedAt: string;
  totalCents: number;
  itemCount: number;
  firstItem: string;
};

/** The account's orders, newest first, optionally of one status. */
export async function listOrders(
  db: Database,
  options: { userId: string; status?: OrderStatus | undefined; page: number; language: Language },
): Promise<{ orders: OrderSummary[]; total: number; page: number; pageCount: number }> {
  const where = and(
    eq(orders.userId, options.userId),
    options.status ? eq(orders.status, options.status) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(where);
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page), pageCount);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(ORDERS_PAGE_SIZE)
    .offset((page - 1) * ORDERS_PAGE_SIZE);
  const items =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderItems.position));
  return {
    orders: rows.map((row) => {
      const own = items.filter((item) => item.orderId === row.id);
      return {
        sn: row.sn,
        status: row.status,
        placedAt: row.placedAt.toISOString(),
        totalCents: row.totalCents,
        itemCount: own.reduce((sum, item) => sum + item.quantity, 0),
        firstItem: own[0]?.productTitle[options.language] ?? "",
      };
    }),
    total,
    page,
    pageCount,
  };
}

/** The customer's own order `sn` (null for anyone else's: they learn nothing). */
async function ownOrder(db: Database, owner: Shopper, sn: string) {
  if (!snPattern.test(sn)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.sn, sn), ownedBy(orders, owner)));
  return row ?? null;
}

/**
 * The customer cancels their order: an unpaid one is simply closed; a paid one not yet in
 * production is cancelled and its payment refunded by `refund` (the payments service) once that
 * is committed, after which the provider's webhook marks it refunded. `onCancelled` runs in the
 * cancelling transaction (its mail). The owner is the account, or the guest's designer session
 * that placed it. Returns the status it had.
 */
export async function cancelOrder(
  db: Database,
  options: {
    owner: Shopper;
    sn: string;
    now: Date;
    refund: (orderId: string) => Promise<void>;
    onCancelled?: (tx: Database, cancelled: { id: string; from: OrderStatus }) => Promise<void>;
  },
): Promise<{ from: OrderStatus; id: string }> {
  const order = await ownOrder(db, options.owner, options.sn);
  if (!order) throw new OrderNotFoundForCustomer();
  const { from } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const moved = await transitionOrder(tx, {
      orderId: order.id,
      to: "cancelled",
      actor: "customer",
      actorUserId: "userId" in options.owner ? options.owner.userId : null,
      from: ["pending_payment", "paid"],
      now: options.now,
    });
    await options.onCancelled?.(tx, { id: order.id, from: moved.from });
    return moved;
  });
  if (from === "paid") await options.refund(order.id);
  return { from, id: order.id };
}

export class OrderNotFoundForCustomer extends Error {
  override name = "OrderNotFoundForCustomer";
}

/**
 * Order again: each design of the order becomes a new draft (a copy of what was printed) in the
 * cart with the same variants and quantities. Variants no longer sold are left out; returns how
 * many items went into the cart.
 */
export async function orderAgain(
  db: Database,
  options: { userId: string; sn: string; now: Date },
): Promise<{ added: number; skipped: number }> {
  const order = await ownOrder(db, { userId: options.userId }, options.sn);
  if (!order) throw new OrderNotFoundForCustomer();
  const items = await db
    .select({ item: orderItems, document: designs.document })
    .from(orderItems)
    .innerJoin(designs, eq(designs.id, orderItems.designId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const byDesign = new Map<string, typeof items>();
  for (const row of items) {
    const key = row.item.designId as string;
    byDesign.set(key, [...(byDesign.get(key) ?? []), row]);
  }
  let added = 0;
  let skipped = 0;
  for (const rows of byDesign.values()) {
    const document = rows[0]!.document;
    const [draft] = await db
      .insert(designs)
      .values({
        userId: options.userId,
        productId: document.product,
        document,
        createdAt: options.now,
        updatedAt: options.now,
      })
      .returning({ id: designs.id });
    const quantities = rows.map(({ item }) => ({
      colorKey: item.colorKey,
      sizeKey: item.sizeKey,
      quantity: item.quantity,
    }));
    try {
      await setDesignQuantities(db, {
        shopper: { userId: options.userId },
        designId: draft!.id,
        quantities,
        now: options.now,
      });
      added += quantities.reduce((sum, entry) => sum + entry.quantity, 0);
    } catch {
      // A variant or the product is no longer sold, or a file is gone: the draft stays for the designer.
      skipped += rows.length;
    }
  }
  return { added, skipped };
}

/**
 * Unpaid orders past their time are cancelled (the expiry job), each in its own transaction, in
 * which `onExpired` runs (its mail). Returns the ids it cancelled.
 */
export async function expireUnpaidOrders(
  db: Database,
  now: Date,
  onExpired?: (tx: Database, orderId: string) => Promise<void>,
): Promise<string[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "pending_payment"), lt(orders.expiresAt, now)))
    .limit(100);
  const expired: string[] = [];
  for (const { id } of due) {
    try {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await transitionOrder(tx, {
          orderId: id,
          to: "cancelled",
          actor: "system",
          note: "expired",
          from: ["pending_payment"],
          now,
        });
        await onExpired?.(tx, id);
      });
      expired.push(id);
    } catch (error) {
      // Paid or cancelled in the meantime: nothing to expire.
      if (!(error instanceof IllegalTransition)) throw error;
    }
  }
  return expired;
}

/** Once paid, the print files of each frozen design are rendered (the render job). */
export async function requestPrintFiles(db: Database, orderId: string, now: Date): Promise<void> {
  const rows = await db
    .select({ designId: designs.id, document: designs.document })
    .from(orderItems)
    .innerJoin(designs, eq(designs.id, orderItems.designId))
    .where(eq(orderItems.orderId, orderId));
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.designId)) continue;
    seen.add(row.designId);
    const product = await designProduct(db, row.document.product, "en");
    if (!product) continue;
    await requestRenders(db, {
      designId: row.designId,
      document: row.document,
      product,
      colors: [row.document.color],
      kinds: ["print"],
      now,
    });
  }
}

/** A proof on an order's page: an area of a design in a colour, and the render it is cut from. */
export type OrderProof = {
  area: string;
  areaLabel: string;
  color: string;
  colorName: string;
  /** The part of the side's mockup preview that shows the area (viewBox 0 0 1000 1000). */
  frame: MockupBox;
  render: { id: string; status: DesignRender["status"] } | null;
};

/**
 * The proofs of an order's frozen designs, by design id: each area in each colour ordered, cut
 * from the side's preview the render job made.
 */
export async function orderProofs(
  db: Database,
  order: OrderView,
  language: Language,
): Promise<Record<string, OrderProof[]>> {
  const proofs = await orderProofSet(db, order.id);
  const result: Record<string, OrderProof[]> = {};
  const renders = new Map<string, DesignRender[]>();
  const ids = [...new Set(proofs.map((proof) => proof.designId))];
  if (ids.length === 0) return result;
  const rows = await db
    .select({ id: designs.id, document: designs.document })
    .from(designs)
    .where(inArray(designs.id, ids));
  for (const row of rows) renders.set(row.id, await listRenders(db, row.id, documentHash(row.document)));
  for (const proof of proofs) {
    const render = renders
      .get(proof.designId)
      ?.find(
        (candidate) => candidate.kind === "preview" && candidate.target === `${proof.view}:${proof.color}`,
      );
    (result[proof.designId] ??= []).push({
      area: proof.area,
      areaLabel: proof.areaLabel[language],
      color: proof.color,
      colorName: proof.colorName[language],
      frame: proofFrame(proof.mockup),
      render: render ? { id: render.id, status: render.status } : null,
    });
  }
  return result;
}
