/**
 * The back-office's catalogue, shipping and exchange-rate pages over HTTP, as a browser without
 * scripts meets them: a price change reaches the (HTML-cached) product page at once and leaves
 * placed orders as they were; bad input is answered 400 with the message under its field; every
 * change leaves an audit line; customers and visitors get 404 for every page and post. Runs on
 * the built shop in process (`npm run build` first).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formatPrice, USD } from "#core/money.ts";
import { auditLog, currencies, orderItems, orders, shippingRates } from "#server/db/schema.ts";
import { findAdminProduct } from "#server/services/catalogue-admin.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database.ts";
import { signedInAccount, type SignedInAccount } from "#tests/support/shop-clients.ts";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";

const TEE = "st75v2";
const browser = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36";

const adminPages = [
  "/admin",
  "/admin/catalogue",
  `/admin/catalogue/${TEE}`,
  "/admin/shipping",
  "/admin/rates",
];

/** A signed-in browser without scripts: its cookies, JSON API calls and form posts. */
const signedIn = (
  shop: RunningShop,
  database: TestDatabase,
  email: string,
  clock: Date,
  role: "customer" | "operator" = "customer",
) => signedInAccount(shop, database, { email, clock, role, fullName: "Camille Durand" });

/** The audit lines of `action`, oldest first. */
async function auditOf(database: TestDatabase, action: string) {
  return database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
}

describe("the back-office's catalogue over HTTP", () => {
  let shop: RunningShop;
  let database: TestDatabase;
  const clock = new Date();

  beforeAll(async () => {
    database = await createTestDatabase("pglite", { seeded: true });
    shop = await startShop({ trustProxy: "loopback" }, { database, now: () => clock });
    // The shop refreshes its rates as it starts, which drops cached pages once; wait for it, so
    // the HTML cache tests below see only the changes they make.
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(shop.url("/api/exchange"), { method: "POST" });
      if (JSON.stringify(await response.json()).includes('"rate_updated_at":"2026-11-20')) break;
      if (attempt === 200) throw new Error("the shop did not refresh its exchange rates at start");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(async () => {
    await shop.close();
    await database.dispose();
  });

  /** An anonymous visitor's page (no cookies), and what the HTML cache did. */
  async function anonymous(path: string) {
    const response = await fetch(shop.url(path), { headers: { "user-agent": browser }, redirect: "manual" });
    return {
      status: response.status,
      location: response.headers.get("location"),
      cache: response.headers.get("cache-status"),
      html: await response.text(),
    };
  }

  /** A design on the tee (white, M × 2) placed as an order, awaiting payment; returns its `sn`. */
  async function placeOrder(buyer: SignedInAccount): Promise<string> {
    const saved = await buyer.api<{ design: { id: string } }>("/api/designs/save", {
      document: {
        version: 1,
        product: TEE,
        color: "white",
        areas: {
          front: [
            {
              type: "text",
              id: "t1",
              text: "Before the change",
              font: "oswald",
              sizePt: 40,
              color: "#111827",
              weight: 700,
              align: "center",
              letterSpacing: 0,
              x: 152.5,
              y: 150,
              rotation: 0,
            },
          ],
        },
      },
    });
    const designId = saved.body.data.design.id;
    const added = await buyer.post("/order/product", {
      intent: "quantities",
      designId,
      variant: "white/m",
      quantity: "2",
    });
    expect(added.status).toBe(302);
    const address = await buyer.api<{ address: { id: string } }>("/api/addresses/save", {
      fullName: "Camille Durand",
      line1: "12 rue de Rivoli",
      city: "Paris",
      postalCode: "75001",
      country: "FR",
    });
    const addressId = address.body.data.address.id;
    const confirm = await buyer.page(`/order/confirm?address=${addressId}&method=standard`);
    const placeKey = /name="placeKey" value="([^"]+)"/.exec(confirm.html)![1]!;
    const approvedTotal = /name="approvedTotal" value="(\d+)"/.exec(confirm.html)![1]!;
    const placed = await buyer.post("/order/confirm", {
      address: addressId,
      method: "standard",
      placeKey,
      approvedTotal,
      approve: "on",
    });
    expect(placed.status).toBe(302);
    return new URL(placed.location!, shop.url("/")).searchParams.get("sn")!;
  }

  test("a price change shows on the cached product page at once, and orders placed before keep their total", async () => {
    const buyer = await signedIn(shop, database, "buyer@example.com", clock);
    const sn = await placeOrder(buyer);
    const [before] = await database.db.select().from(orders).where(eq(orders.sn, sn));
    const beforeItems = await database.db.select().from(orderItems).where(eq(orderItems.orderId, before!.id));

    const product = (await findAdminProduct(database.db, TEE))!;
    const variant = product.variants.find((entry) => entry.colorKey === "white" && entry.sizeKey === "m")!;
    expect(beforeItems.map((item) => item.unitPriceCents)).toEqual([variant.priceCents]);
    const newCents = variant.priceCents + 1234;
    const oldPrice = formatPrice(variant.priceCents, USD, "en-US");
    const newPrice = formatPrice(newCents, USD, "en-US");

    // The product page, as anonymous visitors get it: from the HTML cache once it is kept there.
    const canonical = (await anonymous(`/products/${TEE}`)).location!;
    const path = `${canonical}?color=white&size=m`;
    let cachedHtml = "";
    await expect
      .poll(
        async () => {
          const page = await anonymous(path);
          cachedHtml = page.html;
          return page.cache;
          // Keeping a page (compressing it twice) can take seconds on a busy machine.
        },
        { timeout: 15_000 },
      )
      .toBe("shop-html; hit");
    expect(cachedHtml).toContain(oldPrice);
    expect(cachedHtml).not.toContain(newPrice);

    const operator = await signedIn(shop, database, "operator@example.com", clock, "operator");
    const saved = await operator.post(`/admin/catalogue/${TEE}`, {
      intent: "variant",
      sku: variant.sku,
      price: (newCents / 100).toFixed(2),
      availability: "available",
    });
    expect(saved.status).toBe(302);
    // The toast of the page it goes back to.
    const after = await operator.page(new URL(saved.location!, shop.url("/")).pathname);
    expect(after.html).toContain("White / M saved.");
    expect(after.html).toContain(`value="${(newCents / 100).toFixed(2)}"`);

    const fresh = await anonymous(path);
    expect(fresh.cache).not.toBe("shop-html; hit");
    expect(fresh.html).toContain(newPrice);
    expect(fresh.html).not.toContain(oldPrice);

    // The order placed before: the same total, the same unit price.
    const [kept] = await database.db.select().from(orders).where(eq(orders.sn, sn));
    expect(kept!.totalCents).toBe(before!.totalCents);
    const keptItems = await database.db.select().from(orderItems).where(eq(orderItems.orderId, kept!.id));
    expect(keptItems.map((item) => item.unitPriceCents)).toEqual([variant.priceCents]);
    // As its customer reads it.
    const read = await buyer.api<{ order: { totalCents: number; items: { unitPriceCents: number }[] } }>(
      "/api/order",
      { sn },
    );
    expect(read.body.data.order.totalCents).toBe(before!.totalCents);
    expect(read.body.data.order.items.map((item) => item.unitPriceCents)).toEqual([variant.priceCents]);

    expect(await auditOf(database, "variant.price")).toMatchObject([
      {
        actor: operator.email,
        targetType: "variant",
        targetId: variant.sku,
        details: { product: TEE, fromCents: variant.priceCents, toCents: newCents },
      },
    ]);
  });

  test("bad prices are refused with their message under the field, in the page's language, and the input kept", async () => {
    const operator = await signedIn(shop, database, "prices@example.com", clock, "operator");
    const variant = (await findAdminProduct(database.db, TEE))!.variants[1]!;
    const cases = [
      { locale: "en", price: "abc", message: "Enter an amount in dollars, such as 24.50." },
      { locale: "en", price: "0", message: "A price must be more than $0.00." },
      { locale: "en", price: "25000", message: "A price can be at most $10,000.00." },
      { locale: "fr", price: "-3", message: "Saisissez un montant en dollars, par exemple 24,50." },
    ];
    for (const { locale, price, message } of cases) {
      const answer = await operator.post(`${locale === "fr" ? "/fr" : ""}/admin/catalogue/${TEE}`, {
        intent: "variant",
        sku: variant.sku,
        price,
        availability: "available",
      });
      expect(answer.status, price).toBe(400);
      expect(answer.html).toContain(message);
      expect(answer.html).toContain(`value="${price}"`);
    }
    const empty = await operator.post(`/fr/admin/catalogue/${TEE}`, {
      intent: "variant",
      sku: variant.sku,
      price: "",
      availability: "available",
    });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain("Saisissez un prix.");
    // A French decimal comma is a price like any other.
    const comma = await operator.post(`/fr/admin/catalogue/${TEE}`, {
      intent: "variant",
      sku: variant.sku,
      price: "31,5",
      availability: "available",
    });
    expect(comma.status).toBe(302);
    expect((await findAdminProduct(database.db, TEE))!.variants[1]!.priceCents).toBe(3150);
    // An unknown variant, a hand-made intent: 400, never a 500.
    expect(
      (
        await operator.post(`/admin/catalogue/${TEE}`, {
          intent: "variant",
          sku: "nope",
          price: "10",
          availability: "available",
        })
      ).status,
    ).toBe(400);
    expect((await operator.post(`/admin/catalogue/${TEE}`, { intent: "explode" })).status).toBe(400);
    expect(
      (
        await operator.post("/admin/catalogue", {
          intent: "visibility",
          productId: "nope42",
          status: "hidden",
        })
      ).status,
    ).toBe(404);
    expect((await operator.page("/admin/catalogue/nope42")).status).toBe(404);
  });

  test("each change leaves an audit line: hide and show, availability, a price per colour, a shipping rate", async () => {
    const operator = await signedIn(shop, database, "audits@example.com", clock, "operator");
    const product = (await findAdminProduct(database.db, TEE))!;

    expect(
      (
        await operator.post("/admin/catalogue?q=tee", {
          intent: "visibility",
          productId: TEE,
          status: "hidden",
        })
      ).location,
    ).toBe("/admin/catalogue?q=tee");
    const hiddenList = await operator.page("/admin/catalogue?status=hidden");
    expect(hiddenList.html).toContain(product.title.en);
    // The search finds by id or title, in either language.
    const found = await operator.page(`/fr/admin/catalogue?q=${encodeURIComponent(product.title.fr)}`);
    expect(found.html).toContain(">1 produit</caption>");
    expect((await operator.page("/admin/catalogue?q=zzqxv")).html).toContain("No product matches.");
    expect((await anonymous(`/products/${TEE}`)).status).toBe(404);
    await operator.post(`/fr/admin/catalogue/${TEE}`, {
      intent: "visibility",
      productId: TEE,
      status: "active",
    });
    expect((await anonymous(`/products/${TEE}`)).status).toBe(301);
    expect((await auditOf(database, "product.hide")).at(-1)).toMatchObject({
      targetId: TEE,
      actor: operator.email,
    });
    expect((await auditOf(database, "product.show")).at(-1)).toMatchObject({
      targetId: TEE,
      actor: operator.email,
    });

    const variant = product.variants[2]!;
    await operator.post(`/admin/catalogue/${TEE}`, {
      intent: "variant",
      sku: variant.sku,
      price: (variant.priceCents / 100).toFixed(2),
      availability: "discontinued",
    });
    expect((await auditOf(database, "variant.availability")).at(-1)).toMatchObject({
      targetId: variant.sku,
      details: { from: variant.availability, to: "discontinued" },
    });

    const bulk = await operator.post(`/admin/catalogue/${TEE}`, {
      intent: "bulkPrice",
      color: "black",
      size: "",
      price: "27.00",
    });
    expect(bulk.status).toBe(302);
    const black = (await findAdminProduct(database.db, TEE))!.variants.filter(
      (entry) => entry.colorKey === "black",
    );
    expect(black.every((entry) => entry.priceCents === 2700)).toBe(true);
    const priceLines = await auditOf(database, "variant.price");
    expect(priceLines.filter((line) => black.some((entry) => entry.sku === line.targetId))).toHaveLength(
      black.length,
    );

    const shipping = await operator.post("/admin/shipping", {
      intent: "rate",
      region: "auNz",
      standardFirst: "15.00",
      standardAdditional: "4.25",
      standardTransitMin: "6",
      standardTransitMax: "12",
      expressFirst: "",
      expressAdditional: "",
      expressTransitMin: "",
      expressTransitMax: "",
    });
    expect(shipping.status).toBe(302);
    const [auNz] = await database.db.select().from(shippingRates).where(eq(shippingRates.region, "auNz"));
    expect(auNz).toMatchObject({
      standardFirstCents: 1500,
      standardAdditionalCents: 425,
      expressFirstCents: null,
    });
    expect((await auditOf(database, "shipping.rate")).at(-1)).toMatchObject({
      targetId: "auNz",
      details: { changes: { standardFirstCents: [expect.any(Number), 1500] } },
    });
    // The shipping page anonymous visitors read shows the new price at once.
    expect((await anonymous("/shipping")).html).toContain("$15.00");

    const incomplete = await operator.post("/fr/admin/shipping", {
      intent: "rate",
      region: "us",
      standardFirst: "5",
      standardAdditional: "1",
      standardTransitMin: "9",
      standardTransitMax: "3",
      expressFirst: "12",
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.html).toContain("Remplissez tous les champs express");
    expect(incomplete.html).toContain("Ne peut pas être inférieur");

    const refreshed = await operator.post("/admin/rates", { intent: "refresh" });
    expect(refreshed.status).toBe(302);
    expect((await auditOf(database, "rates.refresh")).at(-1)).toMatchObject({
      actor: operator.email,
      details: { outcome: "unchanged" },
    });
  });

  test("customers and visitors get 404 for every back-office page and post", async () => {
    const customer = await signedIn(shop, database, "customer@example.com", clock);
    const intents: Record<string, Record<string, string>> = {
      "/admin/catalogue": { intent: "visibility", productId: TEE, status: "hidden" },
      [`/admin/catalogue/${TEE}`]: { intent: "bulkPrice", price: "1.00" },
      "/admin/shipping": { intent: "rate", region: "us", standardFirst: "0" },
      "/admin/rates": { intent: "refresh" },
    };
    for (const path of adminPages) {
      for (const at of [path, `/fr${path}`]) {
        expect((await customer.page(at)).status, at).toBe(404);
        expect((await anonymous(at)).status, at).toBe(404);
        expect((await customer.post(at, intents[path] ?? { intent: "refresh" })).status, at).toBe(404);
      }
    }
    expect(await database.db.select().from(auditLog).where(eq(auditLog.actor, customer.email))).toEqual([]);
    expect((await findAdminProduct(database.db, TEE))!.status).toBe("active");
  });
});

describe("the back-office's exchange rates when the source fails", () => {
  let shop: RunningShop;
  let database: TestDatabase;
  // The seed's rates are of 2 November 2026 and no refresh replaces them: stale at this clock.
  const clock = new Date(Math.max(Date.now(), Date.parse("2026-11-06T00:00:00Z")));
  const missing = new URL("../fixtures/no-such-rates.xml", import.meta.url).href;

  beforeAll(async () => {
    database = await createTestDatabase("pglite", { seeded: true });
    shop = await startShop({ trustProxy: "loopback", ratesUrl: missing }, { database, now: () => clock });
  });
  afterAll(async () => {
    await shop.close();
    await database.dispose();
  });

  test("stale rates are flagged, and a failed refresh says so in the page's language and keeps the rates", async () => {
    const operator = await signedIn(shop, database, "rates@example.com", clock, "operator");
    const page = await operator.page("/admin/rates");
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/Some rates are more than 3 days old \([A-Z, ]*EUR/);
    const before = await database.db.select().from(currencies).orderBy(currencies.code);

    const failed = await operator.post("/fr/admin/rates", { intent: "refresh" });
    expect(failed.status).toBe(502);
    expect(failed.html).toContain("Les taux n’ont pas pu être récupérés depuis la source.");
    expect(failed.html).toContain("Certains taux datent de plus de 3\u202fjours");
    expect(await database.db.select().from(currencies).orderBy(currencies.code)).toEqual(before);
    expect(await auditOf(database, "rates.refresh")).toMatchObject([
      { actor: operator.email, targetId: missing, details: { outcome: "failed" } },
    ]);
  });
});
