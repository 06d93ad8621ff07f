import { relations, sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  char,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { DesignDocument } from "#core/schemas/design.ts";
import { orderStatusValues, shippingMethodValues } from "#core/schemas/order.ts";
import { notificationTypes, type NotificationType } from "#core/notifications.ts";

export const userRoles = ["customer", "operator"] as const;
export type UserRole = (typeof userRoles)[number];

/** Text kept in every shop language: `{ en: "…", fr: "…" }`. */
export type LocalizedText = { en: string; fr: string };

/** A print area an order item paid for on top of its price: its key, name and price per piece. */
export type OrderExtraArea = { key: string; label: LocalizedText; cents: number };

/** One proof a customer approved: a print area of a design in a colour, named in both languages. */
export type ApprovedProofRecord = {
  designId: string;
  area: string;
  areaLabel: LocalizedText;
  color: string;
  colorName: LocalizedText;
};

/** The shop's one row of settings (spec §3: site_name, description, exchange_currency). */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    siteName: jsonb("site_name").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull(),
    // ISO 4217 code of the default display currency; money itself is always stored in USD cents.
    exchangeCurrency: char("exchange_currency", { length: 3 }).notNull().default("USD"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [check("site_settings_single_row", sql`${table.id} = 1`)],
);

/**
 * Display currencies (spec §3: id, currency, symbol, icon) with their rate per US dollar.
 * Money is stored in USD cents everywhere; these rates only convert it for display.
 */
export const currencies = pgTable(
  "currencies",
  {
    id: serial("id").primaryKey(),
    code: char("code", { length: 3 }).notNull().unique(),
    symbol: text("symbol").notNull(),
    // A path served by the shop itself (`/flags/…svg`), never another host.
    icon: text("icon").notNull(),
    // Units of this currency per 1 USD, kept exact as a decimal string.
    ratePerUsd: numeric("rate_per_usd", { precision: 20, scale: 10 }).notNull(),
    rateSource: text("rate_source").notNull(),
    rateUpdatedAt: timestamp("rate_updated_at", { withTimezone: true }).notNull(),
    minorUnits: smallint("minor_units").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    check("currencies_code_upper", sql`${table.code} ~ '^[A-Z]{3}$'`),
    check("currencies_rate_positive", sql`${table.ratePerUsd} > 0`),
    check("currencies_minor_units", sql`${table.minorUnits} between 0 and 4`),
  ],
);

/** What shipping costs per destination region, in USD cents (spec: money is USD cents). */
export const shippingRates = pgTable(
  "shipping_rates",
  {
    region: text("region").primaryKey(),
    standardFirstCents: integer("standard_first_cents").notNull(),
    standardAdditionalCents: integer("standard_additional_cents").notNull(),
    // Null where express delivery is not offered.
    expressFirstCents: integer("express_first_cents"),
    expressAdditionalCents: integer("express_additional_cents"),
    /** Transit times after dispatch, in business days: a delivery window adds production days. */
    standardTransitMin: smallint("standard_transit_min").notNull().default(5),
    standardTransitMax: smallint("standard_transit_max").notNull().default(10),
    expressTransitMin: smallint("express_transit_min"),
    expressTransitMax: smallint("express_transit_max"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    check(
      "shipping_rates_non_negative",
      sql`${table.standardFirstCents} >= 0 and ${table.standardAdditionalCents} >= 0 and coalesce(${table.expressFirstCents}, 0) >= 0 and coalesce(${table.expressAdditionalCents}, 0) >= 0`,
    ),
  ],
);

/**
 * Customer accounts. The email is unique whatever its case; a Google account is linked by its
 * subject. A Google-only account has no password hash.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    passwordHash: text("password_hash"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    googleSubject: text("google_subject"),
    avatarUrl: text("avatar_url"),
    // Restored on sign-in in another browser: the language and display currency last chosen.
    locale: text("locale").notNull().default("en"),
    currency: char("currency", { length: 3 }).notNull().default("USD"),
    /** Operators run the shop from `/admin`; the first is made from the command line. */
    role: text("role", { enum: userRoles }).notNull().default("customer"),
    /** A disabled account cannot sign in, and its sessions were ended when it was disabled. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${table.email})`),
    uniqueIndex("users_google_subject_unique").on(table.googleSubject),
    check("users_role", sql`${table.role} in ('customer', 'operator')`),
  ],
);

/**
 * What operators did, kept for good: who (their email is copied, so the line outlives the
 * account), what (an action name such as `order.ship`), on what, with the details that matter.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The operator's email then, or `cli` for the command line. */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index("audit_log_at").on(table.at),
    index("audit_log_target").on(table.targetType, table.targetId),
  ],
);

/**
 * Signed-in browsers and API clients. Only a SHA-256 hash of the token is kept, so a copy of the
 * table signs nobody in. A session ends 30 days after it was last used.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (table) => [index("sessions_user_id").on(table.userId), index("sessions_expires_at").on(table.expiresAt)],
);

/**
 * One-time secrets sent by email: email verification links, password reset codes and the links
 * that confirm a new email address (`change-email`, its `email` the new address). Only their
 * hash is kept; a newer one of the same purpose replaces the older.
 */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose", {
      enum: ["verify-email", "reset-password", "change-email", "sign-in-code"],
    }).notNull(),
    // Lower-cased, as typed by the visitor.
    email: text("email").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secretHash: text("secret_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("one_time_tokens_lookup").on(table.purpose, table.email),
    index("one_time_tokens_secret").on(table.secretHash),
  ],
);

/**
 * Mail waiting to be sent, and mail sent. A worker claims due rows (FOR UPDATE SKIP LOCKED, so
 * several instances never send one twice), retries with exponential backoff, and erases the body
 * once it is delivered.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    recipient: text("recipient").notNull(),
    // Where answers go when it is not the sender (a contact message: the customer who wrote).
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** Extra headers (`List-Unsubscribe` of an optional mail). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("mail_outbox_due")
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

/** Fixed-window counters for the abuse limits (sign-in, sign-up, forgot, reset), shared by instances. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/**
 * A visitor designing without an account (the designer is open to everyone): their uploads, kept
 * against a signed cookie until they sign in, when everything moves to their account. A session
 * ends 7 days after it was last used; the cleanup job then deletes it and its files.
 */
export const designerSessions = pgTable(
  "designer_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The email a visitor ordering without an account gave on the delivery step (ADR 026). */
    email: text("email"),
  },
  (table) => [index("designer_sessions_expires_at").on(table.expiresAt)],
);

/** `processing`: stored as uploaded, waiting for the job that cleans it and makes its thumbnail. */
export const fileStatuses = ["processing", "ready", "failed"] as const;
export type FileStatus = (typeof fileStatuses)[number];

/**
 * Artwork in a customer's file library (docs/decisions/016-artwork-files.md). The bytes live in
 * the storage layer under keys made from the id, which is random: file addresses cannot be
 * guessed, and are served to their owner only. An upload belongs to an account or, for a
 * visitor, to a designer session. Sizes and pixels are facts read from the content itself.
 */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    designerSessionId: uuid("designer_session_id").references(() => designerSessions.id, {
      onDelete: "cascade",
    }),
    /** What the customer calls it: the uploaded file's name at first, renamed at will. */
    name: text("name").notNull(),
    status: text("status", { enum: fileStatuses }).notNull(),
    /** Why processing failed: a message key of the `files` namespace. */
    failure: text("failure"),
    /** The type found in the uploaded bytes (never the name's extension). */
    sourceType: text("source_type").notNull(),
    /** The type of the stored, cleaned file; null until processed. */
    mediaType: text("media_type"),
    /** SHA-256 of the uploaded bytes: the same bytes uploaded again give this file. */
    sha256: char("sha256", { length: 64 }).notNull(),
    /** The stored file's size: the upload's until it is processed, then the cleaned file's. */
    byteSize: bigint("byte_size", { mode: "number" }).notNull(),
    /** The thumbnail's size, once made; it counts against the quota too. */
    thumbnailBytes: integer("thumbnail_bytes"),
    /** Pixels as the image is seen, after its EXIF orientation. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The resolution the file declares, if any (print size is worked out from pixels). */
    densityDpi: numeric("density_dpi", { precision: 7, scale: 2, mode: "number" }),
    /** The colour space of the upload (`srgb`, `cmyk`, `b-w`…); stored files are sRGB. */
    colorSpace: text("color_space").notNull(),
    hasAlpha: boolean("has_alpha").notNull(),
    // The processing job's claim and retries, as the mail outbox does it.
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /**
     * Removed from the library by its owner while a kept design (a template, an order's copy)
     * still prints it: hidden from the library and from new designs, its bytes kept until no kept
     * design uses it.
     */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    /**
     * A background-removal preview (issue 30) is made from this library file by the files job.
     * Null for an upload, and once the preview is kept: a kept file stands on its own, and deleting
     * the file it came from deletes only the previews still waiting (the cascade).
     */
    derivedFromId: uuid("derived_from_id").references((): AnyPgColumn => files.id, { onDelete: "cascade" }),
    /** The tolerance (0–100) a background removal was asked with. */
    backgroundTolerance: smallint("background_tolerance"),
    /**
     * Set while the file is a preview, not yet kept: it is not in the library, cannot be placed in
     * a design, and the cleanup job deletes it after this moment (the shop's clock).
     */
    previewExpiresAt: timestamp("preview_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("files_preview", sql`(${table.derivedFromId} is null) = (${table.previewExpiresAt} is null)`),
    check("files_one_owner", sql`(${table.userId} is null) <> (${table.designerSessionId} is null)`),
    check("files_status", sql`${table.status} in ('processing', 'ready', 'failed')`),
    check("files_dimensions", sql`${table.width} > 0 and ${table.height} > 0 and ${table.byteSize} >= 0`),
    uniqueIndex("files_user_sha256").on(table.userId, table.sha256),
    uniqueIndex("files_designer_session_sha256").on(table.designerSessionId, table.sha256),
    index("files_user_created").on(table.userId, table.createdAt),
    index("files_designer_session").on(table.designerSessionId),
    index("files_due")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'processing'`),
    index("files_derived_from")
      .on(table.derivedFromId)
      .where(sql`${table.derivedFromId} is not null`),
    index("files_preview_expiry")
      .on(table.previewExpiresAt)
      .where(sql`${table.previewExpiresAt} is not null`),
  ],
);

/**
 * Files whose bytes must still leave the storage layer. A trigger adds every deleted `files` row
 * (by the customer, with their account, or with an expired designer session), and a job removes
 * the objects, retrying while storage does not answer: nothing is left behind in storage.
 */
export const fileDeletions = pgTable("file_deletions", {
  fileId: uuid("file_id").primaryKey(),
  attempts: integer("attempts").notNull().default(0),
});

/**
 * A design being made in the designer (a draft): its document (core/schemas/design.ts), checked
 * against the catalogue and the owner's files before every save. Like files, it belongs to an
 * account or to a visitor's designer session, and moves to the account at sign-in.
 */
export const designs = pgTable(
  "designs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    designerSessionId: uuid("designer_session_id").references(() => designerSessions.id, {
      onDelete: "cascade",
    }),
    /** The product's public id (also in the document), to find a visitor's draft of a product. */
    productId: text("product_id").notNull(),
    document: jsonb("document").$type<DesignDocument>().notNull(),
    /** Bumped by every save: an autosave that started from an older revision is refused. */
    revision: integer("revision").notNull().default(1),
    /**
     * The documents before the last saves, oldest first, and those undone since, next first: how
     * "Undo" and "Redo" work as plain form posts (without JavaScript). At most 20 of each.
     */
    undoStack: jsonb("undo_stack").$type<DesignDocument[]>().notNull().default([]),
    redoStack: jsonb("redo_stack").$type<DesignDocument[]>().notNull().default([]),
    /** Set on the copy an order keeps of a design: it is never saved again nor offered as a draft. */
    frozenAt: timestamp("frozen_at", { withTimezone: true }),
    /** A draft that edits a template itself (not a copy): saving it as the template replaces its design. */
    editsTemplateId: uuid("edits_template_id").references((): AnyPgColumn => templates.id, {
      onDelete: "cascade",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("designs_one_owner", sql`(${table.userId} is null) <> (${table.designerSessionId} is null)`),
    index("designs_user_updated").on(table.userId, table.updatedAt),
    index("designs_designer_session_updated").on(table.designerSessionId, table.updatedAt),
  ],
);

export const designRenderKinds = ["print", "preview"] as const;
export type DesignRenderKind = (typeof designRenderKinds)[number];
export const designRenderStatuses = ["queued", "done", "failed"] as const;
export type DesignRenderStatus = (typeof designRenderStatuses)[number];

/**
 * Images rendered from a design by the render job: a print file per used print area (PNG at the
 * shop's print resolution) and mockup previews per colour and side (WebP). Each render keeps the
 * document it was asked for, so later edits of the draft do not change a render already made.
 */
export const designRenders = pgTable(
  "design_renders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    designId: uuid("design_id")
      .notNull()
      .references(() => designs.id, { onDelete: "cascade" }),
    /** SHA-256 of the document as rendered: the same document is rendered once. */
    documentHash: char("document_hash", { length: 64 }).notNull(),
    document: jsonb("document").$type<DesignDocument>().notNull(),
    kind: text("kind", { enum: designRenderKinds }).notNull(),
    /** What is rendered: the print area key (print), or `<view>:<colour key>` (preview). */
    target: text("target").notNull(),
    status: text("status", { enum: designRenderStatuses }).notNull(),
    /** Why it failed: a message key of the `design` namespace. */
    failure: text("failure"),
    width: integer("width"),
    height: integer("height"),
    byteSize: integer("byte_size"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("design_renders_kind", sql`${table.kind} in ('print', 'preview')`),
    check("design_renders_status", sql`${table.status} in ('queued', 'done', 'failed')`),
    uniqueIndex("design_renders_target").on(table.designId, table.documentHash, table.kind, table.target),
    index("design_renders_due")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'queued'`),
  ],
);

/**
 * Renders whose bytes must still leave the storage layer: a trigger adds every deleted
 * `design_renders` row (with its design, its owner's account or an expired designer session),
 * and the deletions job removes the stored image, retrying while storage does not answer.
 */
export const designRenderDeletions = pgTable("design_render_deletions", {
  renderId: uuid("render_id").primaryKey(),
  kind: text("kind", { enum: designRenderKinds }).notNull(),
  attempts: integer("attempts").notNull().default(0),
});

/*
 * Ordering (docs/decisions/018-orders-and-payments.md): the cart, the address book, orders with
 * their frozen items and timeline, and payments through a provider (the built-in test provider or
 * Stripe). Money is USD cents; a display currency and its rate are frozen on each order.
 */

/**
 * A customer's saved delivery addresses; one may be the default. They belong to an account or, for
 * a visitor ordering without one, to their designer session (docs/decisions/026).
 */
export const addresses = pgTable(
  "addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    designerSessionId: uuid("designer_session_id").references(() => designerSessions.id, {
      onDelete: "cascade",
    }),
    fullName: text("full_name").notNull(),
    company: text("company"),
    line1: text("line1").notNull(),
    line2: text("line2"),
    city: text("city").notNull(),
    /** State, province or county, where the country uses one. */
    region: text("region"),
    postalCode: text("postal_code").notNull(),
    /** ISO 3166-1 alpha-2. */
    country: char("country", { length: 2 }).notNull(),
    phone: text("phone"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("addresses_one_owner", sql`(${table.userId} is null) <> (${table.designerSessionId} is null)`),
    index("addresses_user").on(table.userId),
    index("addresses_designer_session").on(table.designerSessionId),
    uniqueIndex("addresses_one_default")
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    uniqueIndex("addresses_designer_session_one_default")
      .on(table.designerSessionId)
      .where(sql`${table.isDefault}`),
  ],
);

/**
 * What a shopper is about to order: a design (or a plain product) in a colour and size, with a
 * quantity. A design ordered in several colours and sizes (a size run) is one row per variant.
 * The cart is an account's or, for a visitor, their designer session's (docs/decisions/026).
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    designerSessionId: uuid("designer_session_id").references(() => designerSessions.id, {
      onDelete: "cascade",
    }),
    designId: uuid("design_id").references(() => designs.id, { onDelete: "cascade" }),
    /** The product's public id. */
    productId: text("product_id").notNull(),
    colorKey: text("color_key").notNull(),
    sizeKey: text("size_key").notNull(),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("cart_items_quantity", sql`${table.quantity} between 1 and 999`),
    check("cart_items_one_owner", sql`(${table.userId} is null) <> (${table.designerSessionId} is null)`),
    // A plain product (no design) is one row per variant too. The owner is one of the first two.
    unique("cart_items_variant")
      .on(
        table.userId,
        table.designerSessionId,
        table.designId,
        table.productId,
        table.colorKey,
        table.sizeKey,
      )
      .nullsNotDistinct(),
    index("cart_items_designer_session").on(table.designerSessionId),
  ],
);

/**
 * Discount codes the back-office makes (docs/decisions/025-discount-codes.md): exactly one of a
 * percentage or an amount off the items, optionally between two instants, for a number of uses,
 * once per customer, above a minimum subtotal. `uses` counts paid orders and is raised under the
 * row's lock when an order is paid. Codes are never deleted, only turned off.
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Upper-case, 3–32 of A–Z 0–9 - _. */
    code: text("code").notNull().unique(),
    percentOff: integer("percent_off"),
    amountOffCents: integer("amount_off_cents"),
    /** Compared with the shop's clock (`now`), never the database's. */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    onePerCustomer: boolean("one_per_customer").notNull(),
    minSubtotalCents: integer("min_subtotal_cents"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("discount_codes_code", sql`${table.code} ~ '^[A-Z0-9_-]{3,32}$'`),
    check(
      "discount_codes_kind",
      sql`(${table.percentOff} is null) <> (${table.amountOffCents} is null) and coalesce(${table.percentOff}, 1) between 1 and 100 and coalesce(${table.amountOffCents}, 1) > 0`,
    ),
    check(
      "discount_codes_uses",
      sql`${table.uses} >= 0 and (${table.maxUses} is null or (${table.maxUses} >= 1 and ${table.uses} <= ${table.maxUses}))`,
    ),
  ],
);

/** The code applied to a cart: one per cart owner (an account or a designer session), so it moves with the cart. */
export const cartDiscounts = pgTable(
  "cart_discounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    designerSessionId: uuid("designer_session_id")
      .unique()
      .references(() => designerSessions.id, { onDelete: "cascade" }),
    discountCodeId: uuid("discount_code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("cart_discounts_one_owner", sql`(${table.userId} is null) <> (${table.designerSessionId} is null)`),
  ],
);

// The forms and the API name statuses and methods too: one list, kept with their schemas.
export const orderStatuses = orderStatusValues;
export type OrderStatus = (typeof orderStatuses)[number];
export const shippingMethods = shippingMethodValues;
export type ShippingMethod = (typeof shippingMethods)[number];

/** A delivery address as frozen on an order. */
export type OrderAddress = {
  fullName: string;
  company: string | null;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postalCode: string;
  country: string;
  phone: string | null;
};

/**
 * An order: everything the customer approved, frozen when it was placed (prices, display rate,
 * address, a copy of each design). `sn` is its public, unguessable reference (payment links).
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sn: text("sn").notNull().unique(),
    // Kept when the account is deleted: an order is a record of a sale.
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * A guest order's owner (docs/decisions/026): the designer session it was placed from, while
     * it lasts. A guest order has no account until one with its email, verified, claims it.
     */
    designerSessionId: uuid("designer_session_id").references(() => designerSessions.id, {
      onDelete: "set null",
    }),
    /** The confirm form's one-time key: a second submit of the same form finds this order. */
    placeKey: text("place_key").notNull(),
    status: text("status", { enum: orderStatuses }).notNull(),
    holdReason: text("hold_reason"),
    email: text("email").notNull(),
    locale: text("locale").notNull(),
    address: jsonb("address").$type<OrderAddress>().notNull(),
    shippingMethod: text("shipping_method", { enum: shippingMethods }).notNull(),
    /** The delivery window promised at purchase, as calendar dates (YYYY-MM-DD). */
    deliveryFrom: text("delivery_from").notNull(),
    deliveryTo: text("delivery_to").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull(),
    /** Tax rate in basis points (20 % = 2000), and the tax it made. */
    taxRateBasisPoints: integer("tax_rate_basis_points").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** The display currency the customer saw, its units per USD and the rate's date. */
    displayCurrency: char("display_currency", { length: 3 }).notNull(),
    displayRatePerUsd: numeric("display_rate_per_usd", { precision: 18, scale: 8 }).notNull(),
    displayRateDate: timestamp("display_rate_date", { withTimezone: true }).notNull(),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull(),
    /** An unpaid order is cancelled by the expiry job after this. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    trackingCarrier: text("tracking_carrier"),
    trackingNumber: text("tracking_number"),
    /**
     * The proofs the customer approved by placing the order: each print area of each design in
     * each colour, named in both languages. Null for orders placed before it was recorded.
     */
    approvedProofs: jsonb("approved_proofs").$type<ApprovedProofRecord[]>(),
    /** The discount code applied (upper-case) and what it took off the items (docs/decisions/025). */
    discountCode: text("discount_code"),
    discountCents: integer("discount_cents").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      "orders_status",
      sql`${table.status} in ('pending_payment', 'paid', 'in_production', 'shipped', 'delivered', 'cancelled', 'refunded', 'on_hold')`,
    ),
    check("orders_shipping_method", sql`${table.shippingMethod} in ('standard', 'express')`),
    check(
      "orders_total",
      sql`${table.totalCents} = ${table.subtotalCents} - ${table.discountCents} + ${table.shippingCents} + ${table.taxCents} and ${table.totalCents} > 0`,
    ),
    check(
      "orders_discount",
      sql`${table.discountCents} = 0 or (${table.discountCents} > 0 and ${table.discountCents} <= ${table.subtotalCents} and ${table.discountCode} is not null)`,
    ),
    index("orders_discount_code")
      .on(table.discountCode, table.userId)
      .where(sql`${table.discountCode} is not null`),
    // 144 random bits: unique whoever placed it, account or guest.
    uniqueIndex("orders_place_key").on(table.placeKey),
    index("orders_designer_session").on(table.designerSessionId),
    // Guest orders an account with their email claims (docs/decisions/026).
    index("orders_guest_email")
      .on(sql`lower(${table.email})`)
      .where(sql`${table.userId} is null`),
    index("orders_user_placed").on(table.userId, table.placedAt),
    index("orders_pending_expiry")
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending_payment'`),
  ],
);

/** One variant of an order, as bought: names, price and the frozen copy of its design. */
export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productId: text("product_id").notNull(),
    productTitle: jsonb("product_title").$type<LocalizedText>().notNull(),
    sku: text("sku").notNull(),
    colorKey: text("color_key").notNull(),
    colorName: jsonb("color_name").$type<LocalizedText>().notNull(),
    sizeKey: text("size_key").notNull(),
    sizeLabel: jsonb("size_label").$type<LocalizedText>().notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    /** One piece before the quantity tier: the variant's price and the extra print areas'. */
    listPriceCents: integer("list_price_cents").notNull(),
    /** The print areas charged on top, each with its name and price per piece (core/pricing.ts). */
    extraAreas: jsonb("extra_areas").$type<OrderExtraArea[]>().notNull().default([]),
    /** The quantity tier the design's pieces reached, if any. */
    tierMinQuantity: integer("tier_min_quantity"),
    tierPercentOff: integer("tier_percent_off"),
    /** The frozen copy of the design printed (null for a plain product). */
    designId: uuid("design_id").references(() => designs.id, { onDelete: "restrict" }),
  },
  (table) => [
    check("order_items_quantity", sql`${table.quantity} between 1 and 999`),
    check("order_items_price", sql`${table.unitPriceCents} > 0`),
    uniqueIndex("order_items_position").on(table.orderId, table.position),
  ],
);

export const orderActors = ["customer", "system", "payment", "operator"] as const;
export type OrderActor = (typeof orderActors)[number];

/** An order's timeline: every change of status, with when, who and why. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
    fromStatus: text("from_status", { enum: orderStatuses }),
    toStatus: text("to_status", { enum: orderStatuses }).notNull(),
    actor: text("actor", { enum: orderActors }).notNull(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** A message key of the `order` namespace, or an operator's words (a hold reason). */
    note: text("note"),
  },
  (table) => [index("order_events_order").on(table.orderId, table.id)],
);

export const orderMessageAuthors = ["customer", "operator"] as const;

/**
 * What the customer and the shop say to each other about an order: an operator's note when an
 * order is held, the customer's answer.
 */
export const orderMessages = pgTable(
  "order_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
    author: text("author", { enum: orderMessageAuthors }).notNull(),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /**
     * A file of the customer's library sent with their answer (a new artwork for a held order),
     * which operators may print instead of a layer's file. While the message exists the file
     * stays, even once removed from the library; it goes with the customer's account.
     */
    fileId: uuid("file_id").references(() => files.id, { onDelete: "set null" }),
  },
  (table) => [
    index("order_messages_order").on(table.orderId, table.id),
    index("order_messages_file")
      .on(table.fileId)
      .where(sql`${table.fileId} is not null`),
    check("order_messages_author", sql`${table.author} in ('customer', 'operator')`),
  ],
);

export const paymentStatuses = ["open", "succeeded", "failed", "refunded"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A try at paying an order through a provider (one checkout session each), always in USD. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The provider's id of the checkout session. */
    providerRef: text("provider_ref").notNull(),
    /** The provider's id of the charge, once paid (what a refund names). */
    chargeRef: text("charge_ref"),
    checkoutUrl: text("checkout_url").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    status: text("status", { enum: paymentStatuses }).notNull(),
    /** Why the last attempt failed: a message key of the `payment` namespace. */
    failure: text("failure"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("payments_status", sql`${table.status} in ('open', 'succeeded', 'failed', 'refunded')`),
    check("payments_usd", sql`${table.currency} = 'USD'`),
    uniqueIndex("payments_provider_ref").on(table.provider, table.providerRef),
    index("payments_order").on(table.orderId),
  ],
);

/** Provider events already handled: a webhook delivered again changes nothing. */
export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/*
 * The built-in test payment provider (server/payments/test-provider.ts): a stand-in for a real
 * provider that runs inside the shop, with its own hosted payment page, its own records and a
 * signed webhook delivered over HTTP to the shop, as Stripe would. Its tables are its own; the
 * shop reads them only through the provider's HTTP interface.
 */
export const testPaymentSessionStatuses = ["open", "paid", "expired"] as const;

export const testPaymentSessions = pgTable(
  "test_payment_sessions",
  {
    id: text("id").primaryKey(),
    amountCents: integer("amount_cents").notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    description: text("description").notNull(),
    /** The shop's reference for the payment (the order's sn). */
    reference: text("reference").notNull(),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    status: text("status", { enum: testPaymentSessionStatuses }).notNull(),
    /** The charge made when the session was paid, and how much of it was refunded. */
    chargeRef: text("charge_ref").unique(),
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** The last card refusal shown on the hosted page (a message key of the `payment` namespace). */
    lastDecline: text("last_decline"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [check("test_payment_sessions_status", sql`${table.status} in ('open', 'paid', 'expired')`)],
);

/** The test provider's webhook deliveries: retried with backoff until the shop answers 2xx. */
export const testPaymentWebhooks = pgTable(
  "test_payment_webhooks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: text("event_id").notNull().unique(),
    /** The JSON body exactly as signed. */
    payload: text("payload").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("test_payment_webhooks_due")
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null`),
  ],
);

/*
 * The catalogue: category → subtype → product → variants and print areas. Texts are kept in every
 * shop language; slugs too, where the words differ (`apparel` / `vetements`).
 */

/** A PostgreSQL `tsvector`, only ever written by the database itself (generated columns). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const productStatuses = ["active", "hidden"] as const;
export type ProductStatus = (typeof productStatuses)[number];

/** Why a variant cannot be ordered, or `available`. */
export const variantAvailabilities = ["available", "out_of_stock", "discontinued"] as const;
export type VariantAvailability = (typeof variantAvailabilities)[number];

/** A measured size chart: one row per measurement, a value per size key, in centimetres. */
export type SizeGuide = { measurements: { key: string; values: Record<string, number> }[] };

export const catalogueCategories = pgTable(
  "catalogue_categories",
  {
    id: serial("id").primaryKey(),
    slug: jsonb("slug").$type<LocalizedText>().notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull(),
    position: integer("position").notNull().default(0),
    searchEn: tsvector("search_en").generatedAlwaysAs((): SQL =>
      nameSearchVector(catalogueCategories.name, "en"),
    ),
    searchFr: tsvector("search_fr").generatedAlwaysAs((): SQL =>
      nameSearchVector(catalogueCategories.name, "fr"),
    ),
  },
  (table) => [
    uniqueIndex("catalogue_categories_slug_en").on(sql`(${table.slug}->>'en')`),
    uniqueIndex("catalogue_categories_slug_fr").on(sql`(${table.slug}->>'fr')`),
  ],
);

export const catalogueSubtypes = pgTable(
  "catalogue_subtypes",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => catalogueCategories.id, { onDelete: "cascade" }),
    slug: jsonb("slug").$type<LocalizedText>().notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    position: integer("position").notNull().default(0),
    searchEn: tsvector("search_en").generatedAlwaysAs((): SQL =>
      nameSearchVector(catalogueSubtypes.name, "en"),
    ),
    searchFr: tsvector("search_fr").generatedAlwaysAs((): SQL =>
      nameSearchVector(catalogueSubtypes.name, "fr"),
    ),
  },
  (table) => [
    uniqueIndex("catalogue_subtypes_slug_en").on(table.categoryId, sql`(${table.slug}->>'en')`),
    uniqueIndex("catalogue_subtypes_slug_fr").on(table.categoryId, sql`(${table.slug}->>'fr')`),
  ],
);

/**
 * Lower-cased and stripped of French accents, so `imprimee` finds `imprimée` (PGlite has no
 * `unaccent` extension; `translate` is immutable, so it can feed a generated column).
 */
export function foldedText(expression: SQL): SQL {
  return sql`translate(lower(${expression}), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa')`;
}

/**
 * A name (of a category, subtype or colour) as a search vector in one language, weighted B like
 * product keywords: products are found by these names too (services/catalogue.ts).
 */
function nameSearchVector(name: AnyPgColumn, language: "en" | "fr"): SQL {
  const config = language === "en" ? "english" : "french";
  return sql`setweight(to_tsvector('${sql.raw(config)}', ${foldedText(sql`coalesce(${name}->>'${sql.raw(language)}', '')`)}), 'B')`;
}

function searchDocument(
  table: { title: AnyPgColumn; keywords: AnyPgColumn; description: AnyPgColumn },
  language: "en" | "fr",
) {
  const config = language === "en" ? "english" : "french";
  return sql`setweight(to_tsvector('${sql.raw(config)}', ${foldedText(sql`coalesce(${table.title}->>'${sql.raw(language)}', '')`)}), 'A') || setweight(to_tsvector('${sql.raw(config)}', ${foldedText(sql`coalesce(${table.keywords}->>'${sql.raw(language)}', '')`)}), 'B') || setweight(to_tsvector('${sql.raw(config)}', ${foldedText(sql`coalesce(${table.description}->>'${sql.raw(language)}', '')`)}), 'C')`;
}

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    // The id in URLs and the API: short, stable, and never a slug (slugs can change).
    publicId: text("public_id").notNull().unique(),
    subtypeId: integer("subtype_id")
      .notNull()
      .references(() => catalogueSubtypes.id, { onDelete: "restrict" }),
    slug: jsonb("slug").$type<LocalizedText>().notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull(),
    // Extra words a shopper may search with ("tee", "sweat"), per language.
    keywords: jsonb("keywords").$type<LocalizedText>().notNull(),
    materials: jsonb("materials").$type<LocalizedText>().notNull(),
    care: jsonb("care").$type<LocalizedText>().notNull(),
    productionDaysMin: smallint("production_days_min").notNull(),
    productionDaysMax: smallint("production_days_max").notNull(),
    // Keys of printing techniques (`dtg`, `embroidery`…); their names are messages.
    techniques: text("techniques").array().notNull(),
    // Which drawing the mockups use (server/mockups).
    mockupShape: text("mockup_shape").notNull(),
    sizeGuide: jsonb("size_guide").$type<SizeGuide>(),
    status: text("status", { enum: productStatuses }).notNull().default("active"),
    featured: boolean("featured").notNull().default(false),
    // The "featured" sort order.
    position: integer("position").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    searchEn: tsvector("search_en").generatedAlwaysAs((): SQL =>
      searchDocument(
        { title: products.title, keywords: products.keywords, description: products.description },
        "en",
      ),
    ),
    searchFr: tsvector("search_fr").generatedAlwaysAs((): SQL =>
      searchDocument(
        { title: products.title, keywords: products.keywords, description: products.description },
        "fr",
      ),
    ),
  },
  (table) => [
    check("products_status", sql`${table.status} in ('active', 'hidden')`),
    check(
      "products_production_days",
      sql`${table.productionDaysMin} > 0 and ${table.productionDaysMax} >= ${table.productionDaysMin}`,
    ),
    uniqueIndex("products_slug_en").on(table.subtypeId, sql`(${table.slug}->>'en')`),
    uniqueIndex("products_slug_fr").on(table.subtypeId, sql`(${table.slug}->>'fr')`),
  ],
);

export const productVariants = pgTable(
  "product_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull().unique(),
    // Colour keys are shared across products (`black`, `heather-grey`), so one filter finds them all.
    colorKey: text("color_key").notNull(),
    colorName: jsonb("color_name").$type<LocalizedText>().notNull(),
    colorHex: char("color_hex", { length: 7 }).notNull(),
    sizeKey: text("size_key").notNull(),
    sizeLabel: jsonb("size_label").$type<LocalizedText>().notNull(),
    priceCents: integer("price_cents").notNull(),
    availability: text("availability", { enum: variantAvailabilities }).notNull().default("available"),
    position: integer("position").notNull().default(0),
    // The colour's name, so a search finds products by their colours.
    searchEn: tsvector("search_en").generatedAlwaysAs((): SQL =>
      nameSearchVector(productVariants.colorName, "en"),
    ),
    searchFr: tsvector("search_fr").generatedAlwaysAs((): SQL =>
      nameSearchVector(productVariants.colorName, "fr"),
    ),
  },
  (table) => [
    check("product_variants_price_positive", sql`${table.priceCents} > 0`),
    check("product_variants_color_hex", sql`${table.colorHex} ~ '^#[0-9a-f]{6}$'`),
    check(
      "product_variants_availability",
      sql`${table.availability} in ('available', 'out_of_stock', 'discontinued')`,
    ),
    uniqueIndex("product_variants_option").on(table.productId, table.colorKey, table.sizeKey),
  ],
);

/**
 * Where artwork goes: its physical size, the resolution it must be printed at, and where it sits
 * on the product's mockup (in the mockup drawing's own units). An area whose size depends on the
 * product size (posters, canvases) has one row per size key.
 */
export const printAreas = pgTable(
  "print_areas",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    label: jsonb("label").$type<LocalizedText>().notNull(),
    // Null: the same for every size.
    sizeKey: text("size_key"),
    widthMm: numeric("width_mm", { precision: 7, scale: 1, mode: "number" }).notNull(),
    heightMm: numeric("height_mm", { precision: 7, scale: 1, mode: "number" }).notNull(),
    bleedMm: numeric("bleed_mm", { precision: 5, scale: 1, mode: "number" }).notNull().default(0),
    safeMarginMm: numeric("safe_margin_mm", { precision: 5, scale: 1, mode: "number" }).notNull().default(0),
    mockupView: text("mockup_view").notNull(),
    mockupX: numeric("mockup_x", { precision: 7, scale: 2, mode: "number" }).notNull(),
    mockupY: numeric("mockup_y", { precision: 7, scale: 2, mode: "number" }).notNull(),
    mockupWidth: numeric("mockup_width", { precision: 7, scale: 2, mode: "number" }).notNull(),
    mockupHeight: numeric("mockup_height", { precision: 7, scale: 2, mode: "number" }).notNull(),
    position: integer("position").notNull().default(0),
    // What printing this area adds to a piece when the design uses another one too (core/pricing.ts).
    priceCents: integer("price_cents").notNull().default(0),
  },
  (table) => [
    check("print_areas_dimensions", sql`${table.widthMm} > 0 and ${table.heightMm} > 0`),
    check("print_areas_price", sql`${table.priceCents} between 0 and 10000`),
    uniqueIndex("print_areas_key_size").on(table.productId, table.key, sql`coalesce(${table.sizeKey}, '')`),
  ],
);

/** A product's quantity price breaks: from `minQuantity` pieces of one design, `percentOff` % less each. */
export const productPriceTiers = pgTable(
  "product_price_tiers",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    minQuantity: integer("min_quantity").notNull(),
    percentOff: integer("percent_off").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.minQuantity] }),
    check("product_price_tiers_quantity", sql`${table.minQuantity} between 2 and 999`),
    check("product_price_tiers_percent", sql`${table.percentOff} between 1 and 80`),
  ],
);

export const catalogueCategoriesRelations = relations(catalogueCategories, ({ many }) => ({
  subtypes: many(catalogueSubtypes),
}));
export const catalogueSubtypesRelations = relations(catalogueSubtypes, ({ one, many }) => ({
  category: one(catalogueCategories, {
    fields: [catalogueSubtypes.categoryId],
    references: [catalogueCategories.id],
  }),
  products: many(products),
}));
export const productsRelations = relations(products, ({ one, many }) => ({
  subtype: one(catalogueSubtypes, { fields: [products.subtypeId], references: [catalogueSubtypes.id] }),
  variants: many(productVariants),
  printAreas: many(printAreas),
  priceTiers: many(productPriceTiers),
}));
export const productVariantsRelations = relations(productVariants, ({ one }) => ({
  product: one(products, { fields: [productVariants.productId], references: [products.id] }),
}));
export const productPriceTiersRelations = relations(productPriceTiers, ({ one }) => ({
  product: one(products, { fields: [productPriceTiers.productId], references: [products.id] }),
}));

export const printAreasRelations = relations(printAreas, ({ one }) => ({
  product: one(products, { fields: [printAreas.productId], references: [products.id] }),
}));

export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: notificationTypes }).notNull(),
    /** The values its texts are rendered with (an order's reference, a carrier, a file's name). */
    params: jsonb("params").$type<Record<string, string>>().notNull().default({}),
    /** Where it leads: a path of the shop without the language prefix (`/account/orders/…`). */
    link: text("link").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** Waiting for the customer's daily digest (`pending`), or told in one (`sent`); else null. */
    digest: text("digest", { enum: ["pending", "sent"] }),
  },
  (table) => [
    index("notifications_user").on(table.userId, table.id),
    index("notifications_unread")
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    index("notifications_digest_pending")
      .on(table.createdAt)
      .where(sql`${table.digest} = 'pending'`),
    check("notifications_digest", sql`${table.digest} in ('pending', 'sent')`),
  ],
);

/** A customer's choices of mail: the types they do not want mailed, and the daily digest. */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  mutedTypes: jsonb("muted_types").$type<NotificationType[]>().notNull().default([]),
  /** Order updates in one mail a day instead of one each. */
  orderDigest: boolean("order_digest").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/** The browsers an account has signed in from, to tell its owner of a sign-in from a new one. */
export const knownDevices = pgTable(
  "known_devices",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The browser and system (`Firefox on Windows`), not the full user agent: versions change. */
    device: text("device").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.device] })],
);

/** Keys the shop signs with that every instance must share (the unsubscribe links in mail). */
export const signingKeys = pgTable("signing_keys", {
  name: text("name").primaryKey(),
  key: text("key").notNull(),
});

/**
 * A finished design kept for reuse: its own frozen copy of the design (document, product, colour,
 * mockup renders), so it outlives the draft it came from and the library files it uses.
 */
export const templates = pgTable(
  "templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The template's frozen design; replaced (a new frozen copy) when the template is edited. */
    // "no action", checked at the end of the statement: an account's deletion removes both.
    designId: uuid("design_id")
      .notNull()
      .references(() => designs.id),
    /** The product's public id and the colour, as in the document, for lists and search. */
    productId: text("product_id").notNull(),
    color: text("color").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("templates_user_updated").on(table.userId, table.updatedAt)],
);

/** A named group of templates, private or shared by an unguessable link. */
export const collections = pgTable(
  "collections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** The template whose mockup stands for the collection; the first one when null. */
    coverTemplateId: uuid("cover_template_id").references(() => templates.id, { onDelete: "set null" }),
    /** The share link's secret while the collection is shared; null when it is private. */
    shareToken: text("share_token").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("collections_user_updated").on(table.userId, table.updatedAt)],
);

/** Which templates a collection holds, in the owner's order (a template may be in several). */
export const collectionTemplates = pgTable(
  "collection_templates",
  {
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    templateId: uuid("template_id")
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.collectionId, table.templateId] })],
);
