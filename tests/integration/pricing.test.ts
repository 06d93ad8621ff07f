/**
 * Extra print areas and quantity tiers over HTTP, as a browser without scripts and an API client
 * meet them (issue 31): the back-office sets them with its forms (bad input answered 400 under its
 * field, kept, in the page's language), `/api/product` lists them, the cart's size run shows the
 * tier reached and the next, `/api/cart` gives the tier price, and the receipt shows both. Runs on
 * the built shop in process (`npm run build` first).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formatPrice, USD } from "#core/money.ts";
import { findAdminProduct } from "#server/services/catalogue-admin.ts";
import { placePaidOrder } from "#tests/support/checkout-pages.ts";
import { cardExpiry } from "#tests/support/clock.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database.ts";
import { teeText } from "#tests/support/design-layers.ts";
import { signedInAccount } from "#tests/support/shop-clients.ts";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";

const TEE = "st75v2";
const HOODIE = "jaj08x";
const usd = (cents: number, tag = "en-US") => formatPrice(cents, USD, tag);

/** The text the page shows (tags dropped, spaces folded), to read sentences across elements. */
const textOf = (html: string) =>
  html
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    // ASCII white space only: French keeps its no-break spaces.
    .replace(/[ \t\r\n]+/g, " ");

describe("extra print areas and quantity tiers over HTTP", () => {
  let shop: RunningShop;
  let database: TestDatabase;
  const clock = new Date(Date.now() - 3 * 60 * 60_000);

  beforeAll(async () => {
    database = await createTestDatabase("pglite", { seeded: true });
    shop = await startShop({ trustProxy: "loopback" }, { database, now: () => clock });
  });
  afterAll(async () => {
    await shop.close();
    await database.dispose();
  });

  test("the back-office's forms set area prices and breaks; bad input is refused under its field and kept", async () => {
    const operator = await signedInAccount(shop, database, {
      email: "ops@example.com",
      clock,
      role: "operator",
    });
    const page = `/admin/catalogue/${HOODIE}`;
    const form = await operator.page(page);
    expect(form.status).toBe(200);
    expect(form.html).toContain('name="prices[1].price" value="5.00"');
    expect(form.html).toContain('name="tiers[0].minQuantity" value="12"');

    const areas = (back: string) => ({
      intent: "areaPrices",
      "prices[0].key": "front",
      "prices[0].price": "5.00",
      "prices[1].key": "back",
      "prices[1].price": back,
    });
    const tooMuch = await operator.post(page, areas("150"));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.html).toContain("An extra print area can cost at most $100.00.");
    expect(tooMuch.html).toContain('value="150"');
    const unknown = await operator.post(page, { ...areas("6"), "prices[1].key": "pocket" });
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain("This product has no such print area.");
    // A French decimal comma, from the French page.
    const saved = await operator.post(`/fr${page}`, areas("7,50"));
    expect(saved.status).toBe(302);

    const tiers = (rows: [string, string][]) => ({
      intent: "priceTiers",
      ...Object.fromEntries(
        rows.flatMap(([quantity, percent], index) => [
          [`tiers[${index}].minQuantity`, quantity],
          [`tiers[${index}].percentOff`, percent],
        ]),
      ),
    });
    const disordered = await operator.post(
      `/fr${page}`,
      tiers([
        ["20", "10"],
        ["10", "15"],
      ]),
    );
    expect(disordered.status).toBe(400);
    expect(disordered.html).toContain("Chaque ligne demande plus de pièces et une remise plus forte");
    expect(disordered.html).toContain('name="tiers[1].minQuantity" value="10"');
    const halfFilled = await operator.post(page, tiers([["20", ""]]));
    expect(halfFilled.status).toBe(400);
    expect(halfFilled.html).toContain("Enter the percentage off.");
    const outOfRange = await operator.post(page, tiers([["1", "90"]]));
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.html).toContain("Enter a whole number of pieces from 2 to 999.");
    expect(outOfRange.html).toContain("Enter a whole percentage from 1 to 80.");
    // Blank rows are no breaks; the rest replace the old ones.
    expect(
      (
        await operator.post(
          page,
          tiers([
            ["10", "5"],
            ["", ""],
            ["40", "12"],
          ]),
        )
      ).status,
    ).toBe(302);

    expect(await findAdminProduct(database.db, HOODIE)).toMatchObject({
      areas: [
        { key: "front", priceCents: 500 },
        { key: "back", priceCents: 750 },
      ],
      priceTiers: [
        { minQuantity: 10, percentOff: 5 },
        { minQuantity: 40, percentOff: 12 },
      ],
    });
    // The API lists them at once.
    const product = await fetch(shop.url("/api/product"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: HOODIE }),
    });
    const body = (await product.json()) as {
      data: {
        print_areas: { key: string; price: { usd_cents: number } }[];
        price_tiers: { min_quantity: number; percent_off: number }[];
      };
    };
    expect(body.data.print_areas.map((area) => [area.key, area.price.usd_cents])).toEqual([
      ["front", 500],
      ["back", 750],
    ]);
    expect(body.data.price_tiers).toEqual([
      { min_quantity: 10, percent_off: 5 },
      { min_quantity: 40, percent_off: 12 },
    ]);
  });

  test("30 pieces printed front and back: the cart shows the extra area, the tier reached and the next; the receipt keeps them", async () => {
    const buyer = await signedInAccount(shop, database, { email: "team@example.com", clock });
    const document = {
      version: 1,
      product: TEE,
      color: "white",
      areas: { front: [teeText("f1", "Team", 150)], back: [teeText("b1", "2026", 150)] },
    };
    const saved = await buyer.api<{ design: { id: string } }>("/api/designs/save", { document });
    const designId = saved.body.data.design.id;
    // The size run through the page's form, as without scripts.
    const added = await buyer.post("/order/product", [
      ["intent", "quantities"],
      ["designId", designId],
      ["variant", "white/m"],
      ["quantity", "20"],
      ["variant", "white/l"],
      ["quantity", "10"],
    ]);
    expect(added.status).toBe(302);
    const cart = textOf((await buyer.page("/order/product")).html);
    expect(cart).toContain(`Extra print area: Back +${usd(500)} a piece`);
    expect(cart).toContain("Quantity price: 10% off each piece from 24 pieces");
    expect(cart).toContain("Add 18 more pieces of this design for 15% off each piece.");
    const french = textOf((await buyer.page("/fr/order/product")).html);
    expect(french).toContain("Prix par quantité\u202f: 10\u00a0% de remise sur chaque pièce dès 24 pièces");

    const api = await buyer.api<{
      cart: {
        items: {
          lines: { unitPriceCents: number; listPriceCents: number }[];
          pieces: number;
          extraAreas: { key: string; cents: number }[];
          tier: { minQuantity: number; percentOff: number };
        }[];
      };
    }>("/api/cart", {});
    const item = api.body.data.cart.items[0]!;
    const tee = (await findAdminProduct(database.db, TEE))!.variants.find((variant) =>
      variant.sku.endsWith("-WHITE-M"),
    )!;
    expect(item).toMatchObject({
      pieces: 30,
      extraAreas: [{ key: "back", cents: 500 }],
      tier: { minQuantity: 24, percentOff: 10 },
    });
    expect(item.lines[0]).toEqual(
      expect.objectContaining({
        listPriceCents: tee.priceCents + 500,
        unitPriceCents: Math.round((tee.priceCents + 500) * 0.9),
      }),
    );
    // Leave the cart as it was: the paid order below is a run of its own.
    expect((await buyer.post("/order/product", { intent: "remove", designId })).status).toBe(302);

    const sn = await placePaidOrder(shop, database, buyer, {
      document,
      expiry: cardExpiry(clock),
      variants: ["white/m", "white/l"],
      quantity: 15,
    });
    const receipt = textOf((await buyer.page(`/account/orders/${sn}/receipt`)).html);
    expect(receipt).toContain(`Extra print area: Back +${usd(500)} a piece`);
    expect(receipt).toContain("Quantity price: 10% off each piece from 24 pieces");
    expect(receipt).toContain(usd(Math.round((tee.priceCents + 500) * 0.9)));
  });
});
