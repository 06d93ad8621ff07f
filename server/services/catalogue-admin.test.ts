import { pino } from "pino";
import { describe, expect, test } from "vitest";
import { currencies } from "#server/db/schema.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { listAudit, type AuditActor } from "./audit.ts";
import { findProduct, listProductIds, orderProduct } from "./catalogue.ts";
import {
  CatalogueItemNotFound,
  findAdminProduct,
  listAdminCurrencies,
  listAdminProducts,
  refreshRatesNow,
  setProductVisibility,
  ShippingRegionNotFound,
  updateShippingRate,
  updateVariants,
} from "./catalogue-admin.ts";
import { requireCurrency } from "./currency.ts";
import { listShippingRates, quoteShipping } from "./shipping.ts";

const TEE = "st75v2";
const actor: AuditActor = { userId: null, label: "ops@example.test" };
const now = new Date("2026-11-25T10:00:00Z");
const silent = pino({ level: "silent" });
const ratesFixture = new URL("../../tests/fixtures/ecb-daily.xml", import.meta.url).href;

describe.each(testDrivers)("the back-office's catalogue on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;
  const auditLines = async () => (await listAudit(db(), { page: 1 })).lines.toReversed();

  test("the list holds hidden products too, and finds them by title in either language or by id", async () => {
    const all = await listAdminProducts(db(), { page: 1 });
    expect(all.total).toBe(36);
    expect(all.products).toHaveLength(25);
    expect(all.pageCount).toBe(2);
    const tee = all.products.find((product) => product.id === TEE)!;
    expect(tee.variantCount).toBeGreaterThan(1);
    expect(tee.minPriceCents).toBeLessThanOrEqual(tee.maxPriceCents);

    await setProductVisibility(db(), { productId: TEE, status: "hidden", actor, now });
    const hidden = await listAdminProducts(db(), { status: "hidden", page: 1 });
    expect(hidden.products.map((product) => product.id)).toEqual([TEE]);
    expect(hidden.products[0]!.status).toBe("hidden");

    const byFrenchTitle = await listAdminProducts(db(), { query: tee.title.fr, page: 1 });
    expect(byFrenchTitle.products.map((product) => product.id)).toContain(TEE);
    const byId = await listAdminProducts(db(), { query: TEE.toUpperCase(), page: 1 });
    expect(byId.products.map((product) => product.id)).toEqual([TEE]);
    // LIKE's own characters are only characters.
    expect((await listAdminProducts(db(), { query: "%", page: 1 })).total).toBe(0);
  });

  test("hiding a product takes it out of the shop at once and is audited; showing brings it back", async () => {
    // The catalogue is cached: read it first, so the change must drop the cache to be seen.
    expect(await listProductIds(db())).toContain(TEE);
    expect(await setProductVisibility(db(), { productId: TEE, status: "hidden", actor, now })).toMatchObject({
      changed: true,
    });
    expect(await listProductIds(db())).not.toContain(TEE);
    expect(await findProduct(db(), TEE, "en")).toBeNull();
    // Hiding it again changes nothing and writes nothing.
    expect(await setProductVisibility(db(), { productId: TEE, status: "hidden", actor, now })).toMatchObject({
      changed: false,
    });
    await setProductVisibility(db(), { productId: TEE, status: "active", actor, now });
    expect(await listProductIds(db())).toContain(TEE);

    expect(await auditLines()).toMatchObject([
      {
        actor: actor.label,
        action: "product.hide",
        targetType: "product",
        targetId: TEE,
        details: { from: "active", to: "hidden" },
        at: now.toISOString(),
      },
      { action: "product.show", targetId: TEE, details: { from: "hidden", to: "active" } },
    ]);
    await expect(
      setProductVisibility(db(), { productId: "nope42", status: "hidden", actor, now }),
    ).rejects.toBeInstanceOf(CatalogueItemNotFound);
  });

  test("a variant's new price and availability show at once, each audited with the old and new values", async () => {
    const before = (await orderProduct(db(), TEE))!;
    const variant = before.variants[0]!;
    const result = await updateVariants(db(), {
      productId: TEE,
      select: { sku: variant.sku },
      change: { priceCents: variant.priceCents + 550, availability: "out_of_stock" },
      actor,
      now,
    });
    expect(result).toEqual({ changed: 1 });
    const after = (await orderProduct(db(), TEE))!.variants.find((entry) => entry.sku === variant.sku)!;
    expect(after).toMatchObject({ priceCents: variant.priceCents + 550, availability: "out_of_stock" });
    expect(await auditLines()).toMatchObject([
      {
        action: "variant.price",
        targetType: "variant",
        targetId: variant.sku,
        details: { product: TEE, fromCents: variant.priceCents, toCents: variant.priceCents + 550 },
      },
      {
        action: "variant.availability",
        targetId: variant.sku,
        details: { product: TEE, from: "available", to: "out_of_stock" },
      },
    ]);
    // The same values again: nothing to change, nothing written.
    const again = await updateVariants(db(), {
      productId: TEE,
      select: { sku: variant.sku },
      change: { priceCents: variant.priceCents + 550, availability: "out_of_stock" },
      actor,
      now,
    });
    expect(again).toEqual({ changed: 0 });
    expect(await auditLines()).toHaveLength(2);
  });

  test("one price for a colour changes that colour's variants only", async () => {
    const product = (await findAdminProduct(db(), TEE))!;
    const white = product.variants.filter((variant) => variant.colorKey === "white");
    const others = product.variants.filter((variant) => variant.colorKey !== "white");
    expect(white.length).toBeGreaterThan(1);
    const { changed } = await updateVariants(db(), {
      productId: TEE,
      select: { colorKey: "white" },
      change: { priceCents: 1999 },
      actor,
      now,
    });
    expect(changed).toBe(white.filter((variant) => variant.priceCents !== 1999).length);
    const after = (await findAdminProduct(db(), TEE))!;
    for (const variant of after.variants) {
      const was = product.variants.find((entry) => entry.sku === variant.sku)!;
      expect(variant.priceCents).toBe(variant.colorKey === "white" ? 1999 : was.priceCents);
    }
    expect(others.length).toBeGreaterThan(0);
    expect((await auditLines()).every((line) => line.action === "variant.price")).toBe(true);
    expect(await auditLines()).toHaveLength(changed);
  });

  test("an unknown variant or product is refused and nothing changes", async () => {
    await expect(
      updateVariants(db(), {
        productId: TEE,
        select: { sku: "no-such-sku" },
        change: { priceCents: 100 },
        actor,
        now,
      }),
    ).rejects.toBeInstanceOf(CatalogueItemNotFound);
    await expect(
      updateVariants(db(), { productId: "nope42", select: {}, change: { priceCents: 100 }, actor, now }),
    ).rejects.toBeInstanceOf(CatalogueItemNotFound);
    expect(await auditLines()).toEqual([]);
  });
});

describe.each(testDrivers)("the back-office's shipping rates on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;
  const quote = (country: string, itemCount: number) =>
    quoteShipping(db(), { country, itemCount, productionDays: [2, 3], now });

  test("new rates price the next quote, and the audit line holds what changed", async () => {
    const [us] = await listShippingRates(db());
    expect(us!.region).toBe("us");
    const { region: _region, ...rate } = us!;
    const result = await updateShippingRate(db(), {
      region: "us",
      rate: { ...rate, standardFirstCents: 777, standardAdditionalCents: 111 },
      actor,
      now,
    });
    expect(result).toEqual({ changed: true });
    const [standard] = await quote("US", 3);
    expect(standard).toMatchObject({ method: "standard", priceCents: 777 + 2 * 111 });
    const { lines } = await listAudit(db(), { page: 1 });
    expect(lines).toMatchObject([
      {
        action: "shipping.rate",
        targetType: "shippingRegion",
        targetId: "us",
        details: {
          changes: {
            standardFirstCents: [us!.standardFirstCents, 777],
            standardAdditionalCents: [us!.standardAdditionalCents, 111],
          },
        },
      },
    ]);
    expect(
      await updateShippingRate(db(), {
        region: "us",
        rate: { ...rate, standardFirstCents: 777, standardAdditionalCents: 111 },
        actor,
        now,
      }),
    ).toEqual({ changed: false });
  });

  test("express can be withdrawn from a region, and an unknown region is refused", async () => {
    const rates = await listShippingRates(db());
    const { region: _region, ...ca } = rates.find((rate) => rate.region === "ca")!;
    expect((await quote("CA", 1)).map((entry) => entry.method)).toEqual(["standard", "express"]);
    await updateShippingRate(db(), {
      region: "ca",
      rate: {
        ...ca,
        expressFirstCents: null,
        expressAdditionalCents: null,
        expressTransitMin: null,
        expressTransitMax: null,
      },
      actor,
      now,
    });
    expect((await quote("CA", 1)).map((entry) => entry.method)).toEqual(["standard"]);
    await expect(updateShippingRate(db(), { region: "mars", rate: ca, actor, now })).rejects.toBeInstanceOf(
      ShippingRegionNotFound,
    );
  });
});

describe.each(testDrivers)("the back-office's exchange rates on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;

  test("a rate published more than 3 days before the shop's clock is stale; the base currency never is", async () => {
    await db()
      .update(currencies)
      .set({ rateUpdatedAt: new Date("2026-11-20T15:00:00Z") });
    const justInTime = await listAdminCurrencies(db(), new Date("2026-11-23T15:00:00Z"));
    expect(justInTime.filter((currency) => currency.stale)).toEqual([]);
    const later = await listAdminCurrencies(db(), new Date("2026-11-23T15:00:01Z"));
    expect(later.find((currency) => currency.code === "EUR")).toMatchObject({ stale: true });
    expect(later.find((currency) => currency.code === "USD")).toMatchObject({ stale: false, rate: "1" });
  });

  test("the rates the shop was installed with are marked as such until a source refreshes them", async () => {
    const installed = await listAdminCurrencies(db(), now);
    expect(installed.find((currency) => currency.code === "EUR")).toMatchObject({ seeded: true });
    expect(await refreshRatesNow({ db: db(), url: ratesFixture, logger: silent, actor, now })).toBe(true);
    const refreshed = await listAdminCurrencies(db(), now);
    expect(refreshed.find((currency) => currency.code === "EUR")).toMatchObject({ seeded: false });
  });

  test("“Refresh now” stores the source's rates and audits it; a failing source keeps the rates and is audited too", async () => {
    expect(await refreshRatesNow({ db: db(), url: ratesFixture, logger: silent, actor, now })).toBe(true);
    expect((await requireCurrency(db(), "GBP")).rate).toBe("0.8");
    // The same document again finds nothing new.
    expect(await refreshRatesNow({ db: db(), url: ratesFixture, logger: silent, actor, now })).toBe(true);
    const before = await requireCurrency(db(), "EUR");
    const missing = new URL("../../tests/fixtures/no-such-rates.xml", import.meta.url).href;
    expect(await refreshRatesNow({ db: db(), url: missing, logger: silent, actor, now })).toBe(false);
    expect(await requireCurrency(db(), "EUR")).toEqual(before);

    const lines = (await listAudit(db(), { page: 1 })).lines.toReversed();
    expect(lines).toMatchObject([
      { action: "rates.refresh", actor: actor.label, details: { outcome: "updated" } },
      { action: "rates.refresh", details: { outcome: "unchanged", changes: {} } },
      { action: "rates.refresh", targetId: missing, details: { outcome: "failed" } },
    ]);
    expect((lines[0]!.details.changes as Record<string, [string, string]>).GBP?.[1]).toBe("0.8000000000");
  });
});
