import { sql } from "drizzle-orm";
import { check, char, integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";

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
