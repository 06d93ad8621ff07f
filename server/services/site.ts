import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { siteSettings, type LocalizedText } from "../db/schema.ts";

export type SiteSettings = {
  siteName: string;
  description: string;
  exchangeCurrency: string;
};

/** Thrown when the shop has no settings row: the seed has not run. */
export class SiteNotConfigured extends Error {
  override name = "SiteNotConfigured";
}

/** The site settings in one language (spec §3). */
export async function getSiteSettings(db: Database, locale: keyof LocalizedText): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) throw new SiteNotConfigured("site settings are missing; run the seed");
  return {
    siteName: row.siteName[locale],
    description: row.description[locale],
    exchangeCurrency: row.exchangeCurrency,
  };
}
