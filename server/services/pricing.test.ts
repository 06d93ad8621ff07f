/**
 * Pricing as a print shop does it, through the services: a design printed on more than one area
 * pays each extra area, its pieces in an order reach a quantity tier, the order keeps the prices it
 * was placed at, and the back-office changes both with an audit line each.
 */
import { eq } from "drizzle-orm";
import { insertCustomer, parisAddress } from "#tests/support/orders.ts";
import { describe, expect, test } from "vitest";
import { DESIGN_VERSION, type DesignDocument } from "#core/schemas/design.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { textLayer } from "#tests/support/design-layers.ts";
import { shopClock } from "#tests/support/clock.ts";
import { auditLog, orderItems } from "../db/schema.ts";
import { saveAddress } from "./addresses.ts";
import type { AuditActor } from "./audit.ts";
import { readCart, setDesignQuantities } from "./cart.ts";
import { CatalogueItemNotFound, findAdminProduct, setAreaPrices, setPriceTiers } from "./catalogue-admin.ts";
import { designProduct } from "./catalogue.ts";
import { saveDesign } from "./designs.ts";
import { findOrderBySn, placeOrder, quoteOrder } from "./orders.ts";

const { start, later } = shopClock();
const TEE = "st75v2";
const operator: AuditActor = { userId: null, label: "ops@example.test" };

const paris = parisAddress;

describe.each(testDrivers)("pricing on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;

  const customer = (email: string) => insertCustomer(db(), email, start);

  /** A white tee's draft, printed on the given areas. */
  async function draft(userId: string, areas: DesignDocument["areas"]): Promise<string> {
    const document: DesignDocument = {
      version: DESIGN_VERSION,
      product: TEE,
      color: "white",
      size: null,
      areas,
    };
    return (await saveDesign(db(), { owner: { userId }, document, now: start })).id;
  }

  const words = (id: string, text: string) => textLayer({ id, text, x: 152.5, y: 150 });
  const frontAndBack = { front: [words("f", "Team")], back: [words("b", "2026")] };

  test("the starter tee: front and back $5.00 each as an extra area, the left sleeve $3.00, breaks from 12 pieces", async () => {
    const product = (await designProduct(db(), TEE, "en"))!;
    expect(product.areas.map((area) => [area.key, area.priceCents])).toEqual([
      ["front", 500],
      ["back", 500],
      ["sleeve-left", 300],
    ]);
    expect(product.priceTiers).toEqual([
      { minQuantity: 12, percentOff: 5 },
      { minQuantity: 24, percentOff: 10 },
      { minQuantity: 48, percentOff: 15 },
      { minQuantity: 96, percentOff: 20 },
    ]);
  });

  test("the back costs extra on a design printed front and back; 30 pieces reach the 24+ tier, and the next one is named", async () => {
    const user = await customer("tiers@example.com");
    const both = await draft(user.id, frontAndBack);
    const frontOnly = await draft(user.id, { front: [words("f", "Solo")] });
    await setDesignQuantities(db(), {
      shopper: { userId: user.id },
      designId: both,
      quantities: [
        { colorKey: "white", sizeKey: "m", quantity: 20 },
        { colorKey: "white", sizeKey: "2xl", quantity: 10 },
      ],
      now: start,
    });
    await setDesignQuantities(db(), {
      shopper: { userId: user.id },
      designId: frontOnly,
      quantities: [{ colorKey: "white", sizeKey: "m", quantity: 2 }],
      now: later(1),
    });
    const cart = await readCart(db(), { userId: user.id }, "fr", start);
    const [teamGroup, soloGroup] = cart.groups;
    const variants = (await findAdminProduct(db(), TEE))!.variants;
    const variant = (size: string) =>
      variants.find((entry) => entry.colorKey === "white" && entry.sizeKey === size)!.priceCents;
    const [m, x2l] = [variant("m"), variant("2xl")];

    // 30 pieces of one design, whatever their sizes, reach the 24+ break: 10 % off each piece,
    // the back's $5.00 included.
    expect(teamGroup!.pricing).toMatchObject({
      extraAreas: [{ key: "back", label: "Dos", cents: 500 }],
      tier: { minQuantity: 24, percentOff: 10 },
      next: { minQuantity: 48, percentOff: 15, morePieces: 18 },
    });
    expect(teamGroup!.lines.map((line) => [line.listCents, line.priceCents])).toEqual([
      [m + 500, Math.round((m + 500) * 0.9)],
      [x2l + 500, Math.round((x2l + 500) * 0.9)],
    ]);
    // Two pieces of another design are counted apart: no break, nothing extra for one area.
    expect(soloGroup!.pricing).toMatchObject({ extraAreas: [], tier: null, next: { minQuantity: 12 } });
    expect(soloGroup!.lines[0]!.priceCents).toBe(m);
    expect(cart.subtotalCents).toBe(
      Math.round((m + 500) * 0.9) * 20 + Math.round((x2l + 500) * 0.9) * 10 + m * 2,
    );
  });

  test("placing keeps each piece's price, its extra areas named in both languages and its tier; later changes leave the order alone", async () => {
    const user = await customer("frozen@example.com");
    const designId = await draft(user.id, frontAndBack);
    await setDesignQuantities(db(), {
      shopper: { userId: user.id },
      designId,
      quantities: [{ colorKey: "white", sizeKey: "m", quantity: 12 }],
      now: start,
    });
    const address = await saveAddress(db(), {
      shopper: { userId: user.id },
      input: paris,
      makeDefault: true,
      now: start,
    });
    const quote = await quoteOrder(db(), {
      shopper: { userId: user.id },
      language: "en",
      address,
      method: "standard",
      now: start,
    });
    const line = quote.cart.groups[0]!.lines[0]!;
    expect(line.priceCents).toBe(Math.round(line.listCents * 0.95));
    const { sn } = await placeOrder(db(), {
      shopper: { userId: user.id },
      email: user.email,
      language: "en",
      placeKey: "pricing-key-000001",
      address: paris,
      method: "standard",
      displayCurrency: "USD",
      approvedTotalCents: quote.totalCents,
      now: later(10),
    });
    const [item] = await db().select().from(orderItems).where(eq(orderItems.unitPriceCents, line.priceCents));
    expect(item).toMatchObject({
      listPriceCents: line.listCents,
      extraAreas: [{ key: "back", label: { en: "Back", fr: "Dos" }, cents: 500 }],
      tierMinQuantity: 12,
      tierPercentOff: 5,
    });

    // The shop changes its prices: the order stays as it was placed.
    await setAreaPrices(db(), {
      productId: TEE,
      prices: [{ key: "back", priceCents: 900 }],
      actor: operator,
      now: later(20),
    });
    await setPriceTiers(db(), { productId: TEE, tiers: [], actor: operator, now: later(21) });
    const view = (await findOrderBySn(db(), sn, { userId: user.id }, "fr"))!;
    expect(view.items[0]).toMatchObject({
      unitPriceCents: line.priceCents,
      listPriceCents: line.listCents,
      extraAreas: [{ key: "back", label: "Dos", cents: 500 }],
      tier: { minQuantity: 12, percentOff: 5 },
    });
    expect(view.subtotalCents).toBe(line.priceCents * 12);
  });

  test("the back-office sets area prices and breaks, each change with its audit line; the same values change nothing", async () => {
    const user = await customer("after@example.com");
    const designId = await draft(user.id, frontAndBack);
    await setDesignQuantities(db(), {
      shopper: { userId: user.id },
      designId,
      quantities: [{ colorKey: "white", sizeKey: "m", quantity: 30 }],
      now: start,
    });

    expect(
      await setAreaPrices(db(), {
        productId: TEE,
        prices: [
          { key: "front", priceCents: 500 },
          { key: "back", priceCents: 750 },
        ],
        actor: operator,
        now: later(1),
      }),
    ).toEqual({ changed: 1 });
    const tiers = [
      { minQuantity: 10, percentOff: 8 },
      { minQuantity: 50, percentOff: 12 },
    ];
    expect(await setPriceTiers(db(), { productId: TEE, tiers, actor: operator, now: later(2) })).toEqual({
      changed: true,
    });
    expect(await setPriceTiers(db(), { productId: TEE, tiers, actor: operator, now: later(3) })).toEqual({
      changed: false,
    });

    // The dearest area is now the back: it is the one included, and the front is charged.
    const group = (await readCart(db(), { userId: user.id }, "en", start)).groups[0]!;
    expect(group.pricing).toMatchObject({
      extraAreas: [{ key: "front", cents: 500 }],
      tier: { minQuantity: 10, percentOff: 8 },
      next: { minQuantity: 50, morePieces: 20 },
    });
    expect((await findAdminProduct(db(), TEE))!).toMatchObject({
      areas: [
        { key: "front", priceCents: 500 },
        { key: "back", priceCents: 750 },
        { key: "sleeve-left", priceCents: 300 },
      ],
      priceTiers: tiers,
    });

    const lines = await db().select().from(auditLog).orderBy(auditLog.id);
    expect(lines.map((entry) => [entry.action, entry.targetId, entry.details])).toEqual([
      ["area.price", TEE, { area: "back", fromCents: 500, toCents: 750 }],
      [
        "product.tiers",
        TEE,
        {
          from: [
            { minQuantity: 12, percentOff: 5 },
            { minQuantity: 24, percentOff: 10 },
            { minQuantity: 48, percentOff: 15 },
            { minQuantity: 96, percentOff: 20 },
          ],
          to: tiers,
        },
      ],
    ]);
    await expect(
      setAreaPrices(db(), {
        productId: TEE,
        prices: [{ key: "pocket", priceCents: 100 }],
        actor: operator,
        now: later(4),
      }),
    ).rejects.toBeInstanceOf(CatalogueItemNotFound);
    await expect(
      setPriceTiers(db(), { productId: "nope42", tiers: [], actor: operator, now: later(5) }),
    ).rejects.toBeInstanceOf(CatalogueItemNotFound);
  });
});
