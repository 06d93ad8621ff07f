import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  char,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Text kept in every shop language: `{ en: "…", fr: "…" }`. */
export type LocalizedText = { en: string; fr: string };

/** The shop's one row of settings (spec §3: site_name, description, exchange_currency). */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    siteName: jsonb("site_name").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull(),
    // ISO 4217 code of the default display currency; money itself is always stored in USD cents.
    exchangeCurrency: char("exchange_currency", { length: 3 }).notNull().default("USD"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${table.email})`),
    uniqueIndex("users_google_subject_unique").on(table.googleSubject),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (table) => [index("sessions_user_id").on(table.userId), index("sessions_expires_at").on(table.expiresAt)],
);

/**
 * One-time secrets sent by email: email verification links and password reset codes. Only their
 * hash is kept; a newer one of the same purpose replaces the older.
 */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose", { enum: ["verify-email", "reset-password"] }).notNull(),
    // Lower-cased, as typed by the visitor.
    email: text("email").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secretHash: text("secret_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
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
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
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
