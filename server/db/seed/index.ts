import type { Database } from "../client.ts";
import { siteSettings } from "../schema.ts";

/** Seeds what a new shop needs to open. Safe to run at every boot: existing rows are kept. */
export async function seedDatabase(db: Database): Promise<void> {
  await db
    .insert(siteSettings)
    .values({
      id: 1,
      siteName: { en: "Inkwell Print Co.", fr: "Inkwell Print Co." },
      description: {
        en: "Design your own t-shirts, mugs, posters and more. We print each order on demand and ship it to your door.",
        fr: "Créez vos propres t-shirts, mugs, affiches et plus encore. Nous imprimons chaque commande à la demande et la livrons chez vous.",
      },
      exchangeCurrency: "USD",
    })
    .onConflictDoNothing({ target: siteSettings.id });
}
