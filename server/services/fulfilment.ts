/**
 * Fulfilment (issue 15): what operators do with a paid order until it is a delivered parcel. The
 * queue and its counts, finding an order by sn, email or name, everything about one order (its
 * print files per print area with their preflight, payments, timeline, messages), and the
 * actions. Each action moves the order through the one state machine (order-lifecycle.ts) as the
 * operator, writes its audit line and queues the customer's mail, all in one transaction: the log
 * and the mail exist if and only if the change does.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { areasFor } from "#core/design/product.ts";
import type { DesignIssue } from "#core/design/checks.ts";
import {
  MAX_MESSAGE_LENGTH,
  MAX_REASON_LENGTH,
  normaliseTrackingNumber,
  TRACKING_NUMBER_PATTERN,
} from "#core/schemas/fulfilment.ts";
import { carriers, trackingUrl } from "#core/tracking.ts";
import { PRINT_DPI, pixelsFor } from "#core/catalogue.ts";
import type { Database } from "../db/client.ts";
import {
  designs,
  files,
  orderEvents,
  orderItems,
  orderMessages,
  orders,
  payments,
  users,
  type FileStatus,
  type OrderActor,
  type OrderStatus,
  type PaymentStatus,
} from "../db/schema.ts";
import { listAudit, recordAudit, type AuditActor, type AuditLine } from "./audit.ts";
import { designProduct, type Language } from "./catalogue.ts";
import { documentHash, listRenders, type DesignRender } from "./design-renders.ts";
import { preflightDesign } from "./designs.ts";
import { findFile } from "./files.ts";
import { IllegalTransition, nextStatuses, OrderNotFound, transitionOrder } from "./order-lifecycle.ts";
import {
  orderCancelledMail,
  orderDeliveredMail,
  orderInProductionMail,
  orderOnHoldMail,
  orderShippedMail,
} from "./order-mail.ts";
import { orderProofs, orderView, type OrderProof, type OrderView } from "./orders.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
const asDatabase = (tx: Transaction) => tx as unknown as Database;

/** What an operator may do to an order; each is an audit action `order.<action>`. */
export const fulfilmentActions = [
  "startProduction",
  "hold",
  "release",
  "ship",
  "deliver",
  "cancel",
  "message",
  "useFile",
] as const;
export type FulfilmentAction = (typeof fulfilmentActions)[number];

/**
 * The lifecycle refused an operator's action (shipping a cancelled order): the order is in
 * `status`, from which `action` cannot happen.
 */
export class OrderActionRefused extends Error {
  override name = "OrderActionRefused";
  readonly action: FulfilmentAction;
  readonly status: OrderStatus;
  constructor(action: FulfilmentAction, status: OrderStatus) {
    super(`an order in ${status} cannot be given ${action}`);
    this.action = action;
    this.status = status;
  }
}

/** Input the forms and the API check first, refused again here for any other caller. */
export class FulfilmentInputRefused extends Error {
  override name = "FulfilmentInputRefused";
  readonly reason:
    "carrier" | "trackingNumber" | "reason" | "message" | "file" | "artwork" | "artworkNotReady";
  constructor(reason: FulfilmentInputRefused["reason"]) {
    super(reason);
    this.reason = reason;
  }
}

/** The work statuses, in the order a parcel goes through them. */
export const queueStatuses = ["paid", "on_hold", "in_production"] as const satisfies readonly OrderStatus[];

/** How many orders are in each status. */
export async function queueCounts(db: Database): Promise<Record<OrderStatus, number>> {
  const rows = await db.select({ status: orders.status, total: count() }).from(orders).groupBy(orders.status);
  const counts = {
    pending_payment: 0,
    paid: 0,
    in_production: 0,
    shipped: 0,
    delivered: 0,
    cancelled: 0,
    refunded: 0,
    on_hold: 0,
  } satisfies Record<OrderStatus, number>;
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

export const OPERATOR_ORDERS_PAGE_SIZE = 25;

export type OperatorOrderSummary = {
  sn: string;
  status: OrderStatus;
  placedAt: string;
  paidAt: string | null;
  updatedAt: string;
  email: string;
  name: string;
  country: string;
  totalCents: number;
  itemCount: number;
  firstItem: string;
  holdReason: string | null;
  /** The customer wrote last: someone should read it. */
  customerWroteLast: boolean;
};

function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Orders for the back-office, optionally of one status and matching `query` (part of the sn or
 * of the customer's reference, the email, or the name on the address). Work statuses list the
 * oldest first (first paid, first printed); the others the newest first.
 */
export async function searchOrders(
  db: Database,
  options: { status?: OrderStatus | undefined; query?: string | undefined; page: number; language: Language },
): Promise<{ orders: OperatorOrderSummary[]; total: number; page: number; pageCount: number }> {
  const conditions: SQL[] = [];
  if (options.status) conditions.push(eq(orders.status, options.status));
  const query = options.query?.trim();
  if (query) {
    const pattern = likePattern(query);
    const matches = or(
      ilike(orders.sn, pattern),
      ilike(orders.email, pattern),
      ilike(sql`${orders.address}->>'fullName'`, pattern),
      ilike(users.fullName, pattern),
    );
    if (matches) conditions.push(matches);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [totals] = await db
    .select({ total: count() })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where);
  const total = totals?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / OPERATOR_ORDERS_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page), pageCount);
  const oldestFirst =
    options.status !== undefined && (queueStatuses as readonly string[]).includes(options.status);
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(
      ...(oldestFirst
        ? [asc(sql`coalesce(${orders.paidAt}, ${orders.placedAt})`), asc(orders.id)]
        : [desc(orders.placedAt), desc(orders.id)]),
    )
    .limit(OPERATOR_ORDERS_PAGE_SIZE)
    .offset((page - 1) * OPERATOR_ORDERS_PAGE_SIZE);
  const ids = rows.map((row) => row.order.id);
  const [items, lastMessages] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(orderItems)
            .where(inArray(orderItems.orderId, ids))
            .orderBy(asc(orderItems.position)),
          db
            .selectDistinctOn([orderMessages.orderId], {
              orderId: orderMessages.orderId,
              author: orderMessages.author,
            })
            .from(orderMessages)
            .where(inArray(orderMessages.orderId, ids))
            .orderBy(orderMessages.orderId, desc(orderMessages.id)),
        ]);
  return {
    orders: rows.map(({ order }) => {
      const own = items.filter((item) => item.orderId === order.id);
      return {
        sn: order.sn,
        status: order.status,
        placedAt: order.placedAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
        updatedAt: order.updatedAt.toISOString(),
        email: order.email,
        name: order.address.fullName,
        country: order.address.country,
        totalCents: order.totalCents,
        itemCount: own.reduce((sum, item) => sum + item.quantity, 0),
        firstItem: own[0]?.productTitle[options.language] ?? "",
        holdReason: order.holdReason,
        customerWroteLast: lastMessages.some(
          (message) => message.orderId === order.id && message.author === "customer",
        ),
      };
    }),
    total,
    page,
    pageCount,
  };
}

export type OrderMessageView = {
  id: number;
  at: string;
  author: "customer" | "operator";
  /** The operator's email (back-office only); null for the customer. */
  authorEmail: string | null;
  body: string;
  /** The file the customer sent with it, null without one (or once their account is gone). */
  file: MessageFile | null;
};

/** A file sent with a message, as both sides of the conversation see it. */
export type MessageFile = {
  id: string;
  name: string;
  status: FileStatus;
  width: number | null;
  height: number | null;
};

/** The files of `ids` (missing ones are absent: deleted with their owner's account). */
export async function messageFiles(db: Database, ids: readonly string[]): Promise<Map<string, MessageFile>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: files.id,
      name: files.name,
      status: files.status,
      width: files.width,
      height: files.height,
    })
    .from(files)
    .where(inArray(files.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** An order's conversation, oldest first. */
export async function orderMessagesOf(db: Database, orderId: string): Promise<OrderMessageView[]> {
  const rows = await db
    .select({ message: orderMessages, email: users.email })
    .from(orderMessages)
    .leftJoin(users, eq(users.id, orderMessages.authorUserId))
    .where(eq(orderMessages.orderId, orderId))
    .orderBy(asc(orderMessages.id));
  const sent = await messageFiles(
    db,
    rows.flatMap(({ message }) => (message.fileId ? [message.fileId] : [])),
  );
  return rows.map(({ message, email }) => ({
    id: message.id,
    at: message.at.toISOString(),
    author: message.author,
    authorEmail: message.author === "operator" ? email : null,
    body: message.body,
    file: (message.fileId && sent.get(message.fileId)) || null,
  }));
}

/** A print area of a design in the order: its print file and what the preflight says of it. */
export type PrintFileView = {
  designId: string;
  area: string;
  areaLabel: string;
  /** The area with its bleed, and the pixels its print file has at 300 DPI. */
  widthMm: number;
  heightMm: number;
  bleedMm: number;
  expected: { width: number; height: number; dpi: number };
  render: DesignRender | null;
  issues: DesignIssue[];
};

export type PaymentView = {
  id: string;
  provider: string;
  providerRef: string;
  chargeRef: string | null;
  amountCents: number;
  status: PaymentStatus;
  failure: string | null;
  createdAt: string;
  updatedAt: string;
};

export type OperatorEventView = {
  at: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  actor: OrderActor;
  actorEmail: string | null;
  note: string | null;
};

export type OperatorOrder = Omit<OrderView, "events"> & {
  customerAccount: { id: string; email: string; fullName: string } | null;
  locale: string;
  trackingUrl: string | null;
  events: OperatorEventView[];
  payments: PaymentView[];
  messages: OrderMessageView[];
  /** Renders (proofs and print files) by design id. */
  renders: Record<string, DesignRender[]>;
  /** The proofs, each area in each colour, by design id. */
  proofs: Record<string, OrderProof[]>;
  printFiles: PrintFileView[];
  audit: AuditLine[];
  /** The statuses an operator may move the order to now. */
  next: OrderStatus[];
};

const snPattern = /^[a-z2-9]{24}$/;

async function orderRowBySn(db: Database, sn: string) {
  if (!snPattern.test(sn)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.sn, sn));
  return row ?? null;
}

/** The print files of an order's designs, one per used print area, with each area's preflight. */
async function printFilesOf(db: Database, order: OrderView, language: Language) {
  const ids = [...new Set(order.items.flatMap((item) => (item.designId ? [item.designId] : [])))];
  const renders: Record<string, DesignRender[]> = {};
  const printFiles: PrintFileView[] = [];
  if (ids.length === 0) return { renders, printFiles };
  const rows = await db
    .select({
      id: designs.id,
      userId: designs.userId,
      designerSessionId: designs.designerSessionId,
      document: designs.document,
    })
    .from(designs)
    .where(inArray(designs.id, ids));
  for (const id of ids) {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) continue;
    const list = await listRenders(db, row.id, documentHash(row.document));
    renders[row.id] = list;
    const product = await designProduct(db, row.document.product, language);
    if (!product) continue;
    // The frozen copy's files are its owner's (an account, or a guest's session); an owner who
    // left has none to check against.
    const owner = row.userId
      ? { userId: row.userId }
      : row.designerSessionId
        ? { designerSessionId: row.designerSessionId }
        : null;
    const issues = owner ? await preflightDesign(db, owner, row.document, product) : [];
    for (const area of areasFor(product, row.document.size)) {
      if (!(row.document.areas[area.key] ?? []).some((layer) => !layer.hidden)) continue;
      printFiles.push({
        designId: row.id,
        area: area.key,
        areaLabel: area.label,
        widthMm: area.widthMm,
        heightMm: area.heightMm,
        bleedMm: area.bleedMm,
        expected: {
          width: pixelsFor(area.widthMm + 2 * area.bleedMm, PRINT_DPI.recommended),
          height: pixelsFor(area.heightMm + 2 * area.bleedMm, PRINT_DPI.recommended),
          dpi: PRINT_DPI.recommended,
        },
        render: list.find((render) => render.kind === "print" && render.target === area.key) ?? null,
        issues: issues.filter((issue) => "area" in issue && issue.area === area.key),
      });
    }
  }
  return { renders, printFiles };
}

/** Everything about order `sn` for the back-office (personal data included); null if none. */
export async function operatorOrder(
  db: Database,
  sn: string,
  language: Language,
): Promise<OperatorOrder | null> {
  const row = await orderRowBySn(db, sn);
  if (!row) return null;
  const view = await orderView(db, row, "operator", language);
  const [account, events, paymentRows, messages, printing, audit] = await Promise.all([
    row.userId
      ? db
          .select({ id: users.id, email: users.email, fullName: users.fullName })
          .from(users)
          .where(eq(users.id, row.userId))
          .then((found) => found[0] ?? null)
      : Promise.resolve(null),
    db
      .select({ event: orderEvents, email: users.email })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorUserId))
      .where(eq(orderEvents.orderId, row.id))
      .orderBy(asc(orderEvents.id)),
    db.select().from(payments).where(eq(payments.orderId, row.id)).orderBy(asc(payments.createdAt)),
    orderMessagesOf(db, row.id),
    printFilesOf(db, view, language),
    listAudit(db, { page: 1, target: { type: "order", id: row.sn } }),
  ]);
  return {
    ...view,
    customerAccount: account,
    locale: row.locale,
    trackingUrl: view.tracking ? trackingUrl(view.tracking.carrier, view.tracking.number) : null,
    events: events.map(({ event, email }) => ({
      at: event.at.toISOString(),
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      actor: event.actor,
      actorEmail: email,
      note: event.note,
    })),
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      providerRef: payment.providerRef,
      chargeRef: payment.chargeRef,
      amountCents: payment.amountCents,
      status: payment.status,
      failure: payment.failure,
      createdAt: payment.createdAt.toISOString(),
      updatedAt: payment.updatedAt.toISOString(),
    })),
    messages,
    renders: printing.renders,
    proofs: await orderProofs(db, view, language),
    printFiles: printing.printFiles,
    audit: audit.lines,
    next: nextStatuses(row.status, "operator"),
  };
}

/** The order's print file `renderId` (or proof), if it belongs to order `sn`. */
export async function orderRender(db: Database, sn: string, renderId: string): Promise<DesignRender | null> {
  const row = await orderRowBySn(db, sn);
  if (!row || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(renderId)) return null;
  const items = await db
    .select({ designId: orderItems.designId })
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id));
  const designIds = [...new Set(items.flatMap((item) => (item.designId ? [item.designId] : [])))];
  if (designIds.length === 0) return null;
  const rows = await db
    .select({ id: designs.id, document: designs.document })
    .from(designs)
    .where(inArray(designs.id, designIds));
  for (const design of rows) {
    const render = (await listRenders(db, design.id, documentHash(design.document))).find(
      (candidate) => candidate.id === renderId,
    );
    if (render) return render;
  }
  return null;
}

/** Who acts, when, and where the customer's mail links to. */
export type OperatorContext = { actor: AuditActor; now: Date; origin: string };

type ActionInput = OperatorContext & { sn: string };

/**
 * Runs one operator action in a transaction: finds the order, moves it with `to` (unless the
 * action changes no status), writes the audit line, then `after` (the mail). An order the
 * lifecycle will not move is refused with `OrderActionRefused`.
 */
async function act(
  db: Database,
  input: ActionInput,
  action: FulfilmentAction,
  change: {
    to?: OrderStatus;
    from?: readonly OrderStatus[];
    note?: string | null;
    details?: Record<string, unknown>;
    /** Columns to set with the move (tracking), written after the lifecycle allowed it. */
    set?: Partial<typeof orders.$inferInsert>;
    after?: (tx: Database, order: { id: string }) => Promise<void>;
  },
): Promise<{ id: string; sn: string; from: OrderStatus; to: OrderStatus }> {
  const row = await orderRowBySn(db, input.sn);
  if (!row) throw new OrderNotFound(input.sn);
  return db.transaction(async (transaction) => {
    const tx = asDatabase(transaction);
    let from: OrderStatus = row.status;
    let to: OrderStatus = row.status;
    if (change.to) {
      try {
        ({ from, to } = await transitionOrder(tx, {
          orderId: row.id,
          to: change.to,
          actor: "operator",
          actorUserId: input.actor.userId,
          note: change.note ?? null,
          ...(change.from ? { from: change.from } : {}),
          now: input.now,
        }));
      } catch (error) {
        if (error instanceof IllegalTransition) throw new OrderActionRefused(action, error.from);
        throw error;
      }
    }
    if (change.set) {
      await tx
        .update(orders)
        .set({ ...change.set, updatedAt: input.now })
        .where(eq(orders.id, row.id));
    }
    await recordAudit(tx, {
      actor: input.actor,
      action: `order.${action}`,
      target: { type: "order", id: row.sn },
      details: { ...(change.to ? { from, to } : {}), ...change.details },
      now: input.now,
    });
    await change.after?.(tx, row);
    return { id: row.id, sn: row.sn, from, to };
  });
}

const mailOptions = (order: { id: string }, input: OperatorContext) => ({
  orderId: order.id,
  origin: input.origin,
  now: input.now,
});

/** Printing starts on a paid order; the customer hears of it. */
export async function startProduction(db: Database, input: ActionInput) {
  return act(db, input, "startProduction", {
    to: "in_production",
    from: ["paid"],
    after: (tx, order) => orderInProductionMail(tx, mailOptions(order, input)),
  });
}

function requireText(value: string, max: number, reason: "reason" | "message"): string {
  const text = value.trim();
  if (text.length === 0 || text.length > max) throw new FulfilmentInputRefused(reason);
  return text;
}

/**
 * The order waits for the customer (artwork to replace, an address to check): `reason` is what
 * they read on their order's page and in the "action required" mail.
 */
export async function holdOrder(db: Database, input: ActionInput & { reason: string }) {
  const reason = requireText(input.reason, MAX_REASON_LENGTH, "reason");
  return act(db, input, "hold", {
    to: "on_hold",
    from: ["paid", "in_production"],
    note: reason,
    details: { reason },
    after: (tx, order) => orderOnHoldMail(tx, { ...mailOptions(order, input), reason }),
  });
}

/**
 * A held order goes on: back to `paid` (waiting for production) or straight into production, when
 * the customer hears that printing started.
 */
export async function releaseOrder(db: Database, input: ActionInput & { to: "paid" | "in_production" }) {
  return act(db, input, "release", {
    to: input.to,
    from: ["on_hold"],
    after: async (tx, order) => {
      if (input.to === "in_production") await orderInProductionMail(tx, mailOptions(order, input));
    },
  });
}

/** The parcel left with `carrier` under `trackingNumber`; the customer gets the tracking link. */
export async function shipOrder(
  db: Database,
  input: ActionInput & { carrier: string; trackingNumber: string },
) {
  if (!carriers.includes(input.carrier)) throw new FulfilmentInputRefused("carrier");
  const trackingNumber = normaliseTrackingNumber(input.trackingNumber);
  if (!TRACKING_NUMBER_PATTERN.test(trackingNumber)) throw new FulfilmentInputRefused("trackingNumber");
  return act(db, input, "ship", {
    to: "shipped",
    from: ["in_production"],
    set: { trackingCarrier: input.carrier, trackingNumber },
    details: { carrier: input.carrier, trackingNumber },
    after: (tx, order) => orderShippedMail(tx, mailOptions(order, input)),
  });
}

/** The carrier delivered the parcel. */
export async function markDelivered(db: Database, input: ActionInput) {
  return act(db, input, "deliver", {
    to: "delivered",
    from: ["shipped"],
    after: (tx, order) => orderDeliveredMail(tx, mailOptions(order, input)),
  });
}

/**
 * The shop cancels the order (before it ships). A paid one is refunded through the provider by
 * `refund` (outside the transaction: it is a network call, and the refund job asks again if the
 * provider is down); the provider's webhook then marks it refunded. `reason`, when given, is on
 * the customer's timeline.
 */
export async function cancelAndRefund(
  db: Database,
  input: ActionInput & { reason?: string | undefined; refund: (orderId: string) => Promise<void> },
): Promise<{ from: OrderStatus; refunding: boolean }> {
  const reason = input.reason?.trim() ? requireText(input.reason, MAX_REASON_LENGTH, "reason") : null;
  let refunding = false;
  const result = await act(db, input, "cancel", {
    to: "cancelled",
    from: ["pending_payment", "paid", "in_production", "on_hold"],
    note: reason,
    details: reason ? { reason } : {},
    after: async (tx, order) => {
      const [paid] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, "succeeded")))
        .limit(1);
      refunding = paid !== undefined;
      await orderCancelledMail(tx, {
        ...mailOptions(order, input),
        reason: "operator",
        refunding,
      });
    },
  });
  if (refunding) await input.refund(result.id);
  return { from: result.from, refunding };
}

/**
 * A message in the order's conversation: from an operator (audited), or from the order's owner
 * answering a hold (anyone else's order is as absent as one that does not exist), who may send a
 * file of their library with it: one that is not theirs, removed or failed is refused ("file").
 */
export async function addOrderMessage(
  db: Database,
  input: { sn: string; body: string; now: Date } & (
    | { author: "operator"; actor: AuditActor; origin: string }
    | { author: "customer"; userId: string; fileId?: string | null }
  ),
): Promise<{ id: number }> {
  const body = requireText(input.body, MAX_MESSAGE_LENGTH, "message");
  const row = await orderRowBySn(db, input.sn);
  if (!row || (input.author === "customer" && row.userId !== input.userId)) {
    throw new OrderNotFound(input.sn);
  }
  let fileId: string | null = null;
  if (input.author === "customer" && input.fileId) {
    const file = await findFile(db, { userId: input.userId }, input.fileId);
    if (!file || file.status === "failed") throw new FulfilmentInputRefused("file");
    fileId = file.id;
  }
  return db.transaction(async (transaction) => {
    const tx = asDatabase(transaction);
    const [message] = await tx
      .insert(orderMessages)
      .values({
        orderId: row.id,
        at: input.now,
        author: input.author,
        authorUserId: input.author === "customer" ? input.userId : input.actor.userId,
        body,
        fileId,
      })
      .returning({ id: orderMessages.id });
    if (!message) throw new Error("the message was not stored");
    if (input.author === "operator") {
      await recordAudit(tx, {
        actor: input.actor,
        action: "order.message",
        target: { type: "order", id: row.sn },
        details: { message: message.id },
        now: input.now,
      });
    }
    return { id: message.id };
  });
}
