import { eq } from "drizzle-orm";
import { cached } from "../cache.ts";
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

const SITE_TTL_MS = 60_000;

/** The site settings in one language (spec §3), read through the `site` cache. */
export async function getSiteSettings(db: Database, locale: keyof LocalizedText): Promise<SiteSettings> {
  const row = await cached(db, "site", SITE_TTL_MS, async () => {
    const [found] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
    if (!found) throw new SiteNotConfigured("site settings are missing; run the seed");
    return found;
  });
  return {
    siteName: row.siteName[locale],
    description: row.description[locale],
    exchangeCurrency: row.exchangeCurrency,
  };
}
