/**
 * Discount codes over HTTP, as a browser without scripts and an API client meet them (issue 31,
 * item 4): the back-office's page and its API twins (operators only) make, list and turn off
 * codes with an audit line each; a customer applies a code at the cart and the confirm step by a
 * plain form or `POST /api/cart/discount`, and a refused code answers 400 saying why in the
 * customer's language; the confirm step, the receipt, the operator's order page and the dashboard
 * show the reduction. Runs on the built shop in process (`npm run build` first).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formatPrice, USD } from "#core/money.ts";
import { auditLog, orders } from "#server/db/schema.ts";
import { placePaidOrder } from "#tests/support/checkout-pages.ts";
import { cardExpiry } from "#tests/support/clock.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database.ts";
import { teeText } from "#tests/support/design-layers.ts";
import { shopBrowser, signedInAccount, type SignedInAccount } from "#tests/support/shop-clients.ts";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";

const TEE = "st75v2";
const usd = (cents: number, tag = "en-US") => formatPrice(cents, USD, tag);

/** The text the page shows (tags dropped, spaces folded), to read sentences across elements. */
const textOf = (html: string) =>
  html
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t\r\n]+/g, " ");

type ApiCart = {
  cart: {
    subtotalCents: number;
    discount: { code: string; amountCents: number; refusal: string | null } | null;
  };
};

describe("discount codes over HTTP", () => {
  let shop: RunningShop;
  let database: TestDatabase;
  let operator: SignedInAccount;
  const clock = new Date(Date.now() - 3 * 60 * 60_000);
  const document = {
    version: 1,
    product: TEE,
    color: "white",
    areas: { front: [teeText("f1", "Sale", 150)] },
  };

  beforeAll(async () => {
    database = await createTestDatabase("pglite", { seeded: true });
    shop = await startShop({ trustProxy: "loopback" }, { database, now: () => clock });
    operator = await signedInAccount(shop, database, { email: "ops@example.com", clock, role: "operator" });
  });
  afterAll(async () => {
    await shop.close();
    await database.dispose();
  });

  /** A customer with `quantity` white M tees of a fresh design in the cart. */
  async function customerWithCart(email: string, quantity = 2, language = "en") {
    const buyer = await signedInAccount(shop, database, { email, clock, language });
    const saved = await buyer.api<{ design: { id: string } }>("/api/designs/save", { document });
    const added = await buyer.post("/order/product", {
      intent: "quantities",
      designId: saved.body.data.design.id,
      variant: "white/m",
      quantity: String(quantity),
    });
    expect(added.status).toBe(302);
    return buyer;
  }

  test("the back-office's page makes a code without scripts (bad input refused under its field and kept), lists it and turns it off, each on the audit log", async () => {
    const page = await operator.page("/admin/discounts");
    expect(page.status).toBe(200);
    expect(textOf(page.html)).toContain("No discount codes yet.");
    expect(page.html).toContain('href="/admin/discounts"');

    const both = await operator.post("/admin/discounts", {
      intent: "save",
      code: "autumn",
      percentOff: "10",
      amountOff: "5.00",
    });
    expect(both.status).toBe(400);
    expect(textOf(both.html)).toContain("Fill in either a percentage or an amount off, not both.");
    expect(both.html).toContain('value="autumn"');
    const french = await operator.post("/fr/admin/discounts", {
      intent: "save",
      code: "a b",
      percentOff: "150",
      endsAt: "demain",
    });
    expect(french.status).toBe(400);
    const frenchText = textOf(french.html);
    expect(frenchText).toContain(
      "Un code compte 3 à 32 lettres (A–Z), chiffres, traits d’union ou tirets bas.",
    );
    expect(frenchText).toContain("Saisissez un pourcentage entier de 1 à 100.");
    expect(frenchText).toContain("Saisissez une date et une heure, par exemple 2026-12-01 09:00.");

    const saved = await operator.post("/admin/discounts", {
      intent: "save",
      code: "autumn",
      percentOff: "10",
      endsAt: "2099-01-01T00:00",
      maxUses: "100",
      onePerCustomer: "on",
      minSubtotal: "20.00",
    });
    expect(saved.status).toBe(302);
    const listed = textOf((await operator.page("/admin/discounts")).html);
    expect(listed).toContain("AUTUMN");
    expect(listed).toContain("10% off");
    expect(listed).toContain("0 of 100");
    expect(listed).toContain(`Once per customer · Items from ${usd(2000)}`);
    expect(listed).toContain("Active");

    expect((await operator.post("/admin/discounts", { intent: "disable", code: "AUTUMN" })).status).toBe(302);
    const off = textOf((await operator.page("/fr/admin/discounts")).html);
    expect(off).toContain("Désactivé");
    expect(off).not.toContain("Désactiver le code AUTUMN");

    const lines = await database.db.select().from(auditLog).where(eq(auditLog.targetType, "discount"));
    expect(lines.map((line) => [line.action, line.targetId, line.actor])).toEqual([
      ["discount.save", "AUTUMN", "ops@example.com"],
      ["discount.disable", "AUTUMN", "ops@example.com"],
    ]);
    expect(lines[0]!.details).toMatchObject({
      created: true,
      percentOff: 10,
      maxUses: 100,
      onePerCustomer: true,
      minSubtotalCents: 2000,
      endsAt: "2099-01-01T00:00:00.000Z",
    });

    // Nobody else sees the page.
    const buyer = await signedInAccount(shop, database, { email: "curious@example.com", clock });
    expect((await buyer.page("/admin/discounts")).status).toBe(404);
    expect((await shopBrowser(shop).page("/admin/discounts")).status).toBe(404);
  });

  test("the API twins answer operators only; save updates by code, list gives uses and state, disable turns off", async () => {
    const buyer = await signedInAccount(shop, database, { email: "api-curious@example.com", clock });
    const body = { code: "api-five", amountOffCents: 500, maxUses: 2 };
    for (const client of [buyer, shopBrowser(shop)]) {
      for (const path of [
        "/api/admin/discounts",
        "/api/admin/discounts/save",
        "/api/admin/discounts/disable",
      ]) {
        expect((await client.api(path, body)).status).toBe(404);
      }
    }
    const invalid = await operator.api("/api/admin/discounts/save", {
      code: "API-FIVE",
      percentOff: 5,
      amountOffCents: 500,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.msg).toContain("percentOff");
    const made = await operator.api<{ created: boolean; discount: { code: string } }>(
      "/api/admin/discounts/save",
      body,
    );
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ created: true, discount: { code: "API-FIVE" } });
    const again = await operator.api<{ created: boolean }>("/api/admin/discounts/save", {
      ...body,
      startsAt: new Date(clock.getTime() - 60_000).toISOString(),
      onePerCustomer: true,
    });
    expect(again.body.data.created).toBe(false);
    const list = await operator.api<{
      discounts: { code: string; uses: number; state: string; onePerCustomer: boolean }[];
    }>("/api/admin/discounts", {});
    expect(list.body.data.discounts.find((entry) => entry.code === "API-FIVE")).toMatchObject({
      uses: 0,
      state: "active",
      onePerCustomer: true,
    });
    const disabled = await operator.api<{ changed: boolean; discount: { state: string } }>(
      "/api/admin/discounts/disable",
      { code: "api-five" },
    );
    expect(disabled.body.data).toMatchObject({ changed: true, discount: { state: "disabled" } });
    const unknown = await operator.api("/api/admin/discounts/disable", { code: "NOT-THERE" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe("There is no such code.");
    const actions = await database.db.select().from(auditLog).where(eq(auditLog.targetId, "API-FIVE"));
    expect(actions.map((line) => line.action)).toEqual([
      "discount.save",
      "discount.save",
      "discount.disable",
    ]);
  });

  test("at the cart without scripts: a code applies in any case, a refused one answers 400 saying why (the minimum in the display currency), and it comes off again", async () => {
    await operator.api("/api/admin/discounts/save", { code: "CART-10", percentOff: 10 });
    await operator.api("/api/admin/discounts/save", {
      code: "BIG-ONLY",
      amountOffCents: 1000,
      minSubtotalCents: 1_000_000,
    });
    const buyer = await customerWithCart("cart-form@example.com");
    const before = (await buyer.api<ApiCart>("/api/cart", {})).body.data.cart.subtotalCents;

    const unknown = await buyer.post("/order/product", { intent: "discount", code: "nope-nope" });
    expect(unknown.status).toBe(400);
    expect(textOf(unknown.html)).toContain("There is no such discount code. Check how it is spelled.");
    expect(unknown.html).toMatch(/id="discount-code"[^>]*aria-invalid="true"/);
    // What was typed is still in the field.
    expect(unknown.html).toMatch(/id="discount-code"[^>]*value="nope-nope"/);
    const frenchUnknown = await buyer.post("/fr/order/product", { intent: "discount", code: "nope-nope" });
    expect(textOf(frenchUnknown.html)).toContain(
      "Ce code de réduction n’existe pas. Vérifiez son orthographe.",
    );

    // In euros, as the visitor sees prices.
    expect((await buyer.post("/set-currency", { currency: "EUR", redirectTo: "/" })).status).toBe(302);
    const below = await buyer.post("/fr/order/product", { intent: "discount", code: "big-only" });
    expect(below.status).toBe(400);
    expect(textOf(below.html)).toMatch(
      /Ce code de réduction demande au moins [\d\s\u202f]+,\d\d\u00a0€ d’articles\./,
    );
    await buyer.post("/set-currency", { currency: "USD", redirectTo: "/" });

    const applied = await buyer.post("/order/product", { intent: "discount", code: "cart-10" });
    expect(applied.status).toBe(302);
    const off = Math.floor((before * 10 + 50) / 100);
    const cart = textOf((await buyer.page("/order/product")).html);
    expect(cart).toContain(`Code CART-10: ${usd(off)} off your items.`);
    expect(cart).toContain("Discount code CART-10 applied.");
    // The cart's total line is what the items cost with the code.
    expect(cart).toMatch(/\d+ items?: /);
    expect(cart).toContain(`: ${usd(before - off)} with the CART-10 code`);
    const removed = await buyer.post("/order/product", { intent: "discount", code: "" });
    expect(removed.status).toBe(302);
    expect((await buyer.api<ApiCart>("/api/cart", {})).body.data.cart.discount).toBeNull();
  });

  test("POST /api/cart/discount: the cart carries the code and its reduction; refusals are 400 in the caller's language; empty takes it off", async () => {
    await operator.api("/api/admin/discounts/save", { code: "API-CART", amountOffCents: 700 });
    await operator.api("/api/admin/discounts/save", {
      code: "GONE-BY",
      percentOff: 5,
      endsAt: new Date(clock.getTime() - 1000).toISOString(),
    });
    const buyer = await customerWithCart("cart-api@example.com");
    const applied = await buyer.api<ApiCart>("/api/cart/discount", { code: "api-cart" });
    expect(applied.status).toBe(200);
    expect(applied.body.data.cart.discount).toEqual({ code: "API-CART", amountCents: 700, refusal: null });
    const expired = await buyer.api("/api/cart/discount", { code: "gone-by" });
    expect(expired.status).toBe(400);
    expect(expired.body.msg).toBe("This discount code has expired.");
    // The refused code changed nothing.
    expect((await buyer.api<ApiCart>("/api/cart", {})).body.data.cart.discount?.code).toBe("API-CART");

    const french = await customerWithCart("panier-api@example.com", 1, "fr");
    const refused = await french.api("/api/cart/discount", { code: "GONE-BY" });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe("Ce code de réduction a expiré.");
    const missing = await french.api("/api/cart/discount", {});
    expect(missing.status).toBe(400);
    expect((await shopBrowser(shop).api("/api/cart/discount", { code: "API-CART" })).status).toBe(401);

    const taken = await buyer.api<ApiCart>("/api/cart/discount", { code: "" });
    expect(taken.body.data.cart.discount).toBeNull();
  });

  test("confirm shows the reduction and takes a code too; the paid order's receipt, its operator's page and the dashboard show it", async () => {
    await operator.api("/api/admin/discounts/save", { code: "RECEIPT-15", percentOff: 15, maxUses: 5 });
    const buyer = await signedInAccount(shop, database, { email: "receipt@example.com", clock });
    // The code goes on the cart first; placePaidOrder adds the items, confirms and pays.
    expect((await buyer.api("/api/cart/discount", { code: "receipt-15" })).status).toBe(200);
    const sn = await placePaidOrder(shop, database, buyer, {
      document,
      expiry: cardExpiry(clock),
      quantity: 3,
    });
    const [order] = await database.db.select().from(orders).where(eq(orders.sn, sn));
    expect(order).toMatchObject({ discountCode: "RECEIPT-15", status: "paid" });
    expect(order!.discountCents).toBe(Math.floor((order!.subtotalCents * 15 + 50) / 100));
    const row = `Discount (RECEIPT-15) −${usd(order!.discountCents)}`;
    expect(textOf((await buyer.page(`/account/orders/${sn}/receipt`)).html)).toContain(row);
    expect(textOf((await buyer.page(`/account/orders/${sn}`)).html)).toContain(row);
    expect(textOf((await buyer.page(`/fr/account/orders/${sn}/receipt`)).html)).toContain(
      `Réduction (RECEIPT-15) −${usd(order!.discountCents, "fr-FR")}`,
    );
    expect(textOf((await operator.page(`/admin/orders/${sn}`)).html)).toContain(row);
    const dashboard = textOf((await operator.page("/admin")).html);
    expect(dashboard).toContain("Discounts given, last 30 days");
    expect(dashboard).toContain(`${usd(order!.discountCents)} On 1 paid order`);
    const api = await buyer.api<{ order: { discount: { code: string; amountCents: number } } }>(
      "/api/order",
      { sn },
    );
    expect(api.body.data.order.discount).toEqual({ code: "RECEIPT-15", amountCents: order!.discountCents });
    const list = await operator.api<{ discounts: { code: string; uses: number }[] }>(
      "/api/admin/discounts",
      {},
    );
    expect(list.body.data.discounts.find((entry) => entry.code === "RECEIPT-15")?.uses).toBe(1);

    // The confirm step of a new cart: the code's form there, and the row in the totals.
    const next = await customerWithCart("confirm@example.com", 2);
    const address = await next.api<{ address: { id: string } }>("/api/addresses/save", {
      fullName: "Élodie Martin",
      line1: "12 rue de Rivoli",
      city: "Paris",
      postalCode: "75001",
      country: "FR",
    });
    const query = `address=${address.body.data.address.id}&method=standard`;
    const refused = await next.post(`/order/confirm?${query}`, {
      intent: "discount",
      code: "nothing-here",
      address: address.body.data.address.id,
      method: "standard",
    });
    expect(refused.status).toBe(400);
    expect(textOf(refused.html)).toContain("There is no such discount code.");
    const applied = await next.post(`/order/confirm?${query}`, {
      intent: "discount",
      code: "Receipt-15",
      address: address.body.data.address.id,
      method: "standard",
    });
    expect(applied.status).toBe(302);
    expect(applied.location).toBe(`/order/confirm?${query}`);
    const confirm = textOf((await next.page(`/order/confirm?${query}`)).html);
    expect(confirm).toMatch(/Discount \(RECEIPT-15\) −\$\d+\.\d\d/);
    expect(confirm).toContain("Charged in US dollars.");
  });
});
