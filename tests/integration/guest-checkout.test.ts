/**
 * Guest checkout over HTTP (issue 31, item 1; docs/decisions/026), as a browser without scripts
 * and an API client meet it: a visitor's cart, email and address by plain forms and the API, the
 * order placed, its link showing who and where to its guest only, paid, its receipt, and the offer
 * to keep it in an account; bad input refused in the visitor's language and kept; visitors' changes
 * rate-limited per address. Runs on the built shop in process (`npm run build` first).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { orders, users } from "#server/db/schema.ts";
import { consumeRateLimit } from "#server/services/rate-limit.ts";
import { guestShoppingLimit } from "#app/edge/shoppers.server.ts";
import { cardExpiry } from "#tests/support/clock.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database.ts";
import { teeText } from "#tests/support/design-layers.ts";
import { randomIp, shopBrowser, type ShopBrowser } from "#tests/support/shop-clients.ts";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";
import { until } from "#tests/support/until.ts";

/** The text the page shows (tags dropped, spaces folded), to read sentences across elements. */
const textOf = (html: string) =>
  html
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t\r\n]+/g, " ");

describe("guest checkout over HTTP", () => {
  let shop: RunningShop;
  let database: TestDatabase;
  const clock = new Date(Date.now() - 3 * 60 * 60_000);
  const document = {
    version: 1,
    product: "st75v2",
    color: "white",
    areas: { front: [teeText("f1", "Guest", 150)], back: [teeText("b1", "Back", 150)] },
  };
  const paris = {
    fullName: "Camille Durand",
    line1: "12 rue de Rivoli",
    city: "Paris",
    postalCode: "75001",
    country: "FR",
  };

  beforeAll(async () => {
    database = await createTestDatabase("pglite", { seeded: true });
    shop = await startShop({ trustProxy: "loopback" }, { database, now: () => clock });
  });
  afterAll(async () => {
    await shop.close();
    await database.dispose();
  });

  /** A visitor's design (their first save starts their designer session); its id. */
  async function visitorDesign(visitor: ShopBrowser): Promise<string> {
    const saved = await visitor.api<{ design: { id: string } }>("/api/designs/save", { document });
    expect(saved.status).toBe(200);
    return saved.body.data.design.id;
  }

  test("without scripts, in French: the cart, the email (bad input refused and kept), the address, the review, placed, paid, the receipt, kept in an account", async () => {
    const visitor = shopBrowser(shop, { language: "fr" });
    // A visitor who designed nothing has an empty cart, not a sign-in wall.
    const empty = await visitor.page("/fr/order/product");
    expect(empty.status).toBe(200);
    expect(textOf(empty.html)).toContain("Votre panier est vide.");

    const designId = await visitorDesign(visitor);
    const added = await visitor.post("/fr/order/product", {
      intent: "quantities",
      designId,
      variant: "white/m",
      quantity: "30",
    });
    expect(added.status).toBe(302);
    const shipping = await visitor.page("/fr/order/shipping");
    expect(shipping.status).toBe(200);
    expect(textOf(shipping.html)).toContain("Votre e-mail");

    const refused = await visitor.post("/fr/order/shipping", { intent: "email", email: "pas-un-email" });
    expect(refused.status).toBe(400);
    expect(textOf(refused.html)).toContain("Saisissez une adresse e-mail valide.");
    expect(refused.html).toContain('value="pas-un-email"');

    const address = await visitor.post("/fr/order/shipping", { intent: "save", ...paris });
    expect(address.status).toBe(302);
    const addressId = new URL(address.location!, shop.url("/")).searchParams.get("address")!;
    // The review waits for the email.
    const early = await visitor.request(`/fr/order/confirm?address=${addressId}&method=standard`, {
      redirect: "manual",
    });
    expect(early.status).toBe(302);
    expect(early.headers.get("location")).toBe(`/fr/order/shipping?address=${addressId}&method=standard`);

    const email = "camille.guest@example.com";
    expect((await visitor.post("/fr/order/shipping", { intent: "email", email })).status).toBe(302);
    const review = await visitor.page(`/fr/order/confirm?address=${addressId}&method=standard`);
    expect(review.status).toBe(200);
    expect(textOf(review.html)).toContain(`Reçu et suivi envoyés à ${email}`);
    const placeKey = /name="placeKey" value="([^"]+)"/.exec(review.html)![1]!;
    const approvedTotal = /name="approvedTotal" value="(\d+)"/.exec(review.html)![1]!;
    const placed = await visitor.post("/fr/order/confirm", {
      address: addressId,
      method: "standard",
      placeKey,
      approvedTotal,
      approve: "on",
    });
    expect(placed.status).toBe(302);
    const sn = new URL(placed.location!, shop.url("/")).searchParams.get("sn")!;
    const [row] = await database.db.select().from(orders).where(eq(orders.sn, sn));
    expect(row).toMatchObject({ userId: null, email, locale: "fr" });

    // The link: who and where for its guest only.
    const asGuest = textOf((await visitor.page(`/fr/order/payment?sn=${sn}`)).html);
    expect(asGuest).toContain("12 rue de Rivoli");
    const stranger = shopBrowser(shop, { language: "fr" });
    const asStranger = textOf((await stranger.page(`/fr/order/payment?sn=${sn}`)).html);
    expect(asStranger).not.toContain("Rivoli");
    expect(asStranger).not.toContain(email);

    const pay = await visitor.post(`/fr/order/payment?sn=${sn}`, { intent: "pay" });
    const paid = await visitor.post(new URL(pay.location!, shop.url("/")).pathname, {
      intent: "pay",
      number: "4242 4242 4242 4242",
      expiry: cardExpiry(clock),
      cvc: "123",
      name: "C D",
    });
    expect(paid.status).toBe(303);
    await until(
      async () =>
        (await database.db.select({ status: orders.status }).from(orders).where(eq(orders.sn, sn)))[0],
      (order) => order?.status === "paid",
    );

    // The receipt is the guest's; anyone else is asked to sign in.
    const receipt = await visitor.page(`/fr/account/orders/${sn}/receipt`);
    expect(receipt.status).toBe(200);
    expect(textOf(receipt.html)).toContain(
      "Prix par quantité\u202f: 10\u00a0% de remise sur chaque pièce dès 24 pièces",
    );
    const notTheirs = await stranger.request(`/fr/account/orders/${sn}/receipt`, { redirect: "manual" });
    expect(notTheirs.status).toBe(302);
    expect(notTheirs.headers.get("location")).toContain("auth=signin");

    // Kept in an account: a short password is refused in French; then the account is made.
    const page = textOf((await visitor.page(`/fr/order/payment?sn=${sn}`)).html);
    expect(page).toContain("Garder cette commande dans un compte");
    const short = await visitor.post(`/fr/order/payment?sn=${sn}`, { intent: "keep", password: "court" });
    expect(short.status).toBe(400);
    expect(textOf(short.html)).toContain("Utilisez au moins 8 caractères.");
    const kept = await visitor.post(`/fr/order/payment?sn=${sn}`, {
      intent: "keep",
      password: "Velvet-Harbor-2026",
    });
    expect(kept.status).toBe(200);
    expect(textOf(kept.html)).toContain(`Presque fini\u202f: ouvrez le lien envoyé à ${email}`);
    const [account] = await database.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ fullName: "Camille Durand", emailVerifiedAt: null });
    // A stranger holding the link cannot make an account of it.
    const hijack = await stranger.post(`/fr/order/payment?sn=${sn}`, {
      intent: "keep",
      password: "Velvet-Harbor-2026",
    });
    expect(hijack.status).toBe(404);
  });

  test("through the API: a visitor's cart, address, quote and order (the email in the body), and the order as its guest and a stranger see it", async () => {
    const visitor = shopBrowser(shop);
    expect((await visitor.api("/api/cart", {})).body).toMatchObject({
      code: 1,
      data: { cart: { items: [] } },
    });
    expect((await visitor.api("/api/addresses", {})).body).toMatchObject({
      code: 1,
      data: { addresses: [] },
    });
    const noSession = await visitor.api("/api/cart/update", {
      designId: crypto.randomUUID(),
      quantities: [],
    });
    expect(noSession.status).toBe(401);

    const designId = await visitorDesign(visitor);
    const cart = await visitor.api<{ cart: { itemCount: number; items: { tier: unknown }[] } }>(
      "/api/cart/update",
      { designId, quantities: [{ color: "white", size: "l", quantity: 24 }] },
    );
    expect(cart.body.data.cart.itemCount).toBe(24);
    expect(cart.body.data.cart.items[0]!.tier).toEqual({ minQuantity: 24, percentOff: 10 });
    const address = await visitor.api<{ address: { id: string } }>("/api/addresses/save", paris);
    const quote = await visitor.api<{ quote: { totalCents: number } }>("/api/shipping/quote", {
      address: address.body.data.address.id,
    });
    const body = {
      address: address.body.data.address.id,
      method: "standard",
      placeKey: "api-guest-order-key-0001",
      approvedTotalCents: quote.body.data.quote.totalCents,
    };
    const noEmail = await visitor.api("/api/order/place", body);
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.msg).toBe("Give the email address your receipt and order updates go to.");
    const badEmail = await visitor.api("/api/order/place", { ...body, email: "nope" });
    expect(badEmail.status).toBe(400);

    const placed = await visitor.api<{ sn: string; created: boolean }>("/api/order/place", {
      ...body,
      email: "api.guest@example.com",
    });
    expect(placed.body.data.created).toBe(true);
    const { sn } = placed.body.data;
    const mine = await visitor.api<{ order: { customer: { email: string } | null; isOwner: boolean } }>(
      "/api/order",
      { sn },
    );
    expect(mine.body.data.order).toMatchObject({
      isOwner: true,
      customer: { email: "api.guest@example.com" },
    });
    const theirs = await shopBrowser(shop).api<{ order: { customer: unknown; isOwner: boolean } }>(
      "/api/order",
      {
        sn,
      },
    );
    expect(theirs.body.data.order).toMatchObject({ isOwner: false, customer: null });

    // Only the session that placed it cancels it: no session is asked who it is, another is told
    // there is no such order.
    expect((await shopBrowser(shop).api("/api/order/cancel", { sn })).status).toBe(401);
    const other = shopBrowser(shop);
    await visitorDesign(other);
    expect((await other.api("/api/order/cancel", { sn })).status).toBe(404);
    expect((await visitor.api("/api/order/cancel", { sn })).body).toMatchObject({
      code: 1,
      data: { status: "cancelled", refunding: false },
    });
    expect((await visitor.api("/api/order/cancel", { sn })).status).toBe(409);
  });

  test("without scripts: the guest cancels their order from its page after a question; a stranger with the link cannot", async () => {
    const visitor = shopBrowser(shop);
    const designId = await visitorDesign(visitor);
    await visitor.api("/api/cart/update", {
      designId,
      quantities: [{ color: "white", size: "m", quantity: 2 }],
    });
    const address = await visitor.api<{ address: { id: string } }>("/api/addresses/save", paris);
    const quote = await visitor.api<{ quote: { totalCents: number } }>("/api/shipping/quote", {
      address: address.body.data.address.id,
    });
    const placed = await visitor.api<{ sn: string }>("/api/order/place", {
      address: address.body.data.address.id,
      method: "standard",
      placeKey: "page-guest-cancel-key-01",
      approvedTotalCents: quote.body.data.quote.totalCents,
      email: "changed.mind@example.com",
    });
    const { sn } = placed.body.data;
    const here = `/order/payment?sn=${sn}`;

    expect(textOf((await visitor.page(here)).html)).toContain("Cancel the order");
    const stranger = shopBrowser(shop);
    expect(textOf((await stranger.page(here)).html)).not.toContain("Cancel the order");
    const question = textOf((await visitor.page(`${here}&cancel=1`)).html);
    expect(question).toContain("Cancel this order? Nothing has been charged.");
    expect((await stranger.post(here, { intent: "cancel" })).status).toBe(404);

    const cancelled = await visitor.post(here, { intent: "cancel" });
    expect(cancelled.status).toBe(302);
    expect(cancelled.location).toBe(here);
    const after = textOf((await visitor.page(here)).html);
    expect(after).toContain("Your order is cancelled.");
    expect(after).not.toContain("Cancel the order");
    const [row] = await database.db.select().from(orders).where(eq(orders.sn, sn));
    expect(row).toMatchObject({ status: "cancelled" });
    // The form sent again (another tab) is told what happened, not that printing started.
    const again = await visitor.post(here, { intent: "cancel" });
    expect(again.status).toBe(409);
    expect(textOf(again.html)).toContain("This order is already cancelled.");
  });

  test("a visitor's changes are counted per address: past the limit, the cart and the API answer 429 saying when to try again", async () => {
    const ip = randomIp();
    const visitor = shopBrowser(shop, { ip });
    const designId = await visitorDesign(visitor);
    for (let used = 0; used < guestShoppingLimit.limit; used += 1) {
      await consumeRateLimit(database.db, `shop:guest:${ip}`, guestShoppingLimit, clock);
    }
    const page = await visitor.post("/order/product", {
      intent: "quantities",
      designId,
      variant: "white/m",
      quantity: "2",
    });
    expect(page.status).toBe(429);
    expect(textOf(page.html)).toMatch(/Too many attempts\. Please wait \d+ seconds and try again\./);
    const api = await visitor.api("/api/cart/update", {
      designId,
      quantities: [{ color: "white", size: "m", quantity: 2 }],
    });
    expect(api.status).toBe(429);
  });
});
