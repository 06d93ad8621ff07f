import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  char,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
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
