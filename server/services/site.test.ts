import { describe, expect, test } from "vitest";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { seedDatabase } from "../db/seed/index.ts";
import { siteSettings } from "../db/schema.ts";
import { getSiteSettings, SiteNotConfigured } from "./site.ts";

describe.each(testDrivers)("site settings on %s", (driver) => {
  const database = useTestDatabase(driver);

  test("a new shop has no settings until it is seeded", async () => {
    await expect(getSiteSettings(database().db, "en")).rejects.toBeInstanceOf(SiteNotConfigured);
  });

  test("the seed gives a name, a description in English and French, and USD as display currency", async () => {
    await seedDatabase(database().db, new Date());
    const en = await getSiteSettings(database().db, "en");
    const fr = await getSiteSettings(database().db, "fr");
    expect(en.siteName).toBe("Inkwell Print Co.");
    expect(en.exchangeCurrency).toBe("USD");
    expect(en.description).toMatch(/print/i);
    expect(fr.description).toMatch(/imprim/i);
    expect(fr.description).not.toBe(en.description);
  });

  test("seeding again keeps what the shop owner changed", async () => {
    await seedDatabase(database().db, new Date());
    await database()
      .db.update(siteSettings)
      .set({ siteName: { en: "Renamed", fr: "Renommé" } });
    await seedDatabase(database().db, new Date());
    expect((await getSiteSettings(database().db, "fr")).siteName).toBe("Renommé");
    expect(await database().db.$count(siteSettings)).toBe(1);
  });

  test("the settings table holds one row only", async () => {
    await seedDatabase(database().db, new Date());
    await expect(
      database()
        .db.insert(siteSettings)
        .values({
          id: 2,
          siteName: { en: "x", fr: "x" },
          description: { en: "", fr: "" },
          updatedAt: new Date(),
        }),
    ).rejects.toThrow(/site_settings/);
  });

  test("running the migrations again changes nothing", async () => {
    await seedDatabase(database().db, new Date());
    const { migrationsFolder } = await import("../db/migrations-folder.ts");
    await database().migrate(migrationsFolder);
    expect((await getSiteSettings(database().db, "en")).siteName).toBe("Inkwell Print Co.");
  });
});
