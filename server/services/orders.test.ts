import { eq } from "drizzle-orm";
import { insertCustomer, parisAddress } from "#tests/support/orders.ts";
import { describe, expect, test } from "vitest";
import { DESIGN_VERSION, type DesignDocument } from "#core/schemas/design.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { textLayer } from "#tests/support/design-layers.ts";
import { cartItems, designRenders, designs, orderEvents, orders } from "../db/schema.ts";
import { saveAddress } from "./addresses.ts";
import { CartRefused, readCart, setDesignQuantities } from "./cart.ts";
import { IllegalTransition } from "./order-lifecycle.ts";
import {
  cancelOrder,
  expireUnpaidOrders,
  findOrderBySn,
  listOrders,
  newOrderSn,
  orderAgain,
  OrderNotFoundForCustomer,
  OrderRefused,
  placeOrder,
  quoteOrder,
  UNPAID_ORDER_LIFETIME_MS,
} from "./orders.ts";
import { saveDesign } from "./designs.ts";
import { transitionOrder } from "./order-lifecycle.ts";
import { shopClock } from "#tests/support/clock.ts";

// The shop's clock runs three hours behind the machine: every rule follows the clock it is given.
const { start, later } = shopClock();
const TEE = "st75v2";

const paris = parisAddress;

describe.each(testDrivers)("orders on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;

  const customer = (email: string) => insertCustomer(db(), email, start);

  async function draft(userId: string, text = "Team 2026"): Promise<string> {
    const document: DesignDocument = {
      version: DESIGN_VERSION,
      product: TEE,
      color: "white",
      size: null,
      areas: { front: [textLayer({ text, sizePt: 48, x: 152.5, y: 150 })] },
    };
    return (await saveDesign(db(), { owner: { userId }, document, now: start })).id;
  }

  /** A size run: three sizes in two colours, six items. */
  const sizeRun = [
    { colorKey: "white", sizeKey: "s", quantity: 1 },
    { colorKey: "white", sizeKey: "m", quantity: 2 },
    { colorKey: "black", sizeKey: "l", quantity: 3 },
  ];

  async function readyToOrder(email: string) {
    const user = await customer(email);
    const designId = await draft(user.id);
    await setDesignQuantities(db(), {
      shopper: { userId: user.id },
      designId,
      quantities: sizeRun,
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
      language: "fr",
      address,
      method: "express",
      now: start,
    });
    const place = (placeKey: string, approvedTotalCents = quote.totalCents) =>
      placeOrder(db(), {
        shopper: { userId: user.id },
        email: user.email,
        language: "fr",
        placeKey,
        address: paris,
        method: "express",
        displayCurrency: "EUR",
        approvedTotalCents,
        now: later(1000),
      });
    return { user, designId, quote, place };
  }

  test("a size run in the cart: one line per variant, priced; a variant the design is not made in is refused", async () => {
    const user = await customer("run@example.com");
    const designId = await draft(user.id);
    await setDesignQuantities(db(), {
      shopper: { userId: user.id },
      designId,
      quantities: sizeRun,
      now: start,
    });
    const cart = await readCart(db(), { userId: user.id }, "en", start);
    expect(cart.itemCount).toBe(6);
    expect(cart.orderable).toBe(true);
    expect(cart.groups[0]!.lines.map((line) => `${line.colorKey}/${line.sizeKey}×${line.quantity}`)).toEqual([
      "white/s×1",
      "white/m×2",
      "black/l×3",
    ]);
    expect(cart.subtotalCents).toBe(cart.groups[0]!.lines.reduce((sum, line) => sum + line.lineCents, 0));

    // Setting the run again replaces it: a variant left out leaves the cart.
    await setDesignQuantities(db(), {
      shopper: { userId: user.id },
      designId,
      quantities: [{ colorKey: "black", sizeKey: "l", quantity: 1 }],
      now: later(1),
    });
    expect((await readCart(db(), { userId: user.id }, "en", start)).itemCount).toBe(1);

    await expect(
      setDesignQuantities(db(), {
        shopper: { userId: user.id },
        designId,
        quantities: [{ colorKey: "chartreuse", sizeKey: "m", quantity: 1 }],
        now: later(2),
      }),
    ).rejects.toBeInstanceOf(CartRefused);
    const stranger = await customer("stranger@example.com");
    await expect(
      setDesignQuantities(db(), {
        shopper: { userId: stranger.id },
        designId,
        quantities: sizeRun,
        now: later(3),
      }),
    ).rejects.toMatchObject({ reason: "unknownDesign" });
  });

  test("placing freezes prices, rate, address and the design; the same form twice makes one order", async () => {
    const { user, designId, quote, place } = await readyToOrder("place@example.com");
    expect(quote.taxRateBasisPoints).toBe(2000);
    expect(quote.totalCents).toBe(quote.subtotalCents + quote.shipping.priceCents + quote.taxCents);

    const [first, second] = await Promise.all([place("form-key-0000000001"), place("form-key-0000000001")]);
    expect(first.sn).toBe(second.sn);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    expect(await db().select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
    expect(first.sn).toMatch(/^[a-z2-9]{24}$/);

    const [order] = await db().select().from(orders).where(eq(orders.sn, first.sn));
    expect(order).toMatchObject({
      status: "pending_payment",
      totalCents: quote.totalCents,
      displayCurrency: "EUR",
      shippingMethod: "express",
      address: paris,
    });
    expect(order!.expiresAt.getTime() - order!.placedAt.getTime()).toBe(UNPAID_ORDER_LIFETIME_MS);
    // The cart is empty, the draft stays a draft, the order keeps its own frozen copy.
    expect(await db().select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual([]);
    const view = await findOrderBySn(db(), first.sn, { userId: user.id }, "fr");
    const copyId = view!.items[0]!.designId!;
    expect(copyId).not.toBe(designId);
    const [copy] = await db().select().from(designs).where(eq(designs.id, copyId));
    expect(copy!.frozenAt).not.toBeNull();
    expect(view!.items.map((item) => `${item.colorName}/${item.sizeLabel}×${item.quantity}`)).toEqual([
      "Blanc/S×1",
      "Blanc/M×2",
      "Noir/L×3",
    ]);
    // Proofs are asked for now; print files wait for the payment.
    const renders = await db().select().from(designRenders).where(eq(designRenders.designId, copyId));
    expect(renders.map((render) => render.kind).sort()).toEqual(["preview", "preview"]);
    expect(view!.events).toEqual([
      expect.objectContaining({ toStatus: "pending_payment", actor: "customer" }),
    ]);
  });

  test("two confirm forms sent at once from two tabs place one order: the cart leaves with one", async () => {
    const { user, place } = await readyToOrder("tabs@example.com");
    const results = await Promise.allSettled([place("tab-one-key-00000001"), place("tab-two-key-00000002")]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await db().select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
  });

  test("one order takes at most 500 pieces: the cart refuses the 501st, and placing refuses a cart holding more", async () => {
    const { user, designId, quote, place } = await readyToOrder("pieces@example.com");
    const second = await draft(user.id, "Second");
    // 6 pieces already; 494 more make exactly 500.
    await setDesignQuantities(db(), {
      shopper: { userId: user.id },
      designId: second,
      quantities: [{ colorKey: "white", sizeKey: "xl", quantity: 494 }],
      now: later(1),
    });
    expect((await readCart(db(), { userId: user.id }, "en", start)).itemCount).toBe(500);
    await expect(
      setDesignQuantities(db(), {
        shopper: { userId: user.id },
        designId: second,
        quantities: [{ colorKey: "white", sizeKey: "xl", quantity: 495 }],
        now: later(2),
      }),
    ).rejects.toMatchObject({ reason: "tooManyPieces" });
    // The refused change was undone.
    expect((await readCart(db(), { userId: user.id }, "en", start)).itemCount).toBe(500);

    // A cart filled before the cap (or by two tabs at once) still cannot become one order.
    await db().update(cartItems).set({ quantity: 600 }).where(eq(cartItems.designId, designId));
    await expect(place("form-key-pieces-01", quote.totalCents)).rejects.toMatchObject({
      reason: "tooManyPieces",
    });
    await expect(place("form-key-pieces-01", quote.totalCents)).rejects.toBeInstanceOf(OrderRefused);
    expect(await db().select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  test("a total that no longer matches is refused and nothing is placed", async () => {
    const { user, place } = await readyToOrder("price@example.com");
    await expect(place("form-key-0000000002", 1)).rejects.toMatchObject({ reason: "priceChanged" });
    expect(await db().select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect((await readCart(db(), { userId: user.id }, "en", start)).itemCount).toBe(6);
  });

  test("with only the sn, no name, address, email or timeline; another account cannot cancel", async () => {
    const { user, place } = await readyToOrder("private@example.com");
    const { sn } = await place("form-key-0000000003");
    const anonymous = await findOrderBySn(db(), sn, null, "en");
    expect(anonymous).toMatchObject({ isOwner: false, customer: null, events: [], tracking: null });
    expect(JSON.stringify(anonymous)).not.toMatch(/Élodie|Rivoli|private@example/);
    expect(await findOrderBySn(db(), newOrderSn(), { userId: user.id }, "en")).toBeNull();

    const stranger = await customer("other@example.com");
    await expect(
      cancelOrder(db(), { owner: { userId: stranger.id }, sn, now: later(2000), refund: async () => {} }),
    ).rejects.toBeInstanceOf(OrderNotFoundForCustomer);
    expect((await listOrders(db(), { userId: stranger.id, page: 1, language: "en" })).total).toBe(0);
  });

  test("cancelling: unpaid closes it, paid asks for a refund, in production is refused", async () => {
    const { user, place } = await readyToOrder("cancel@example.com");
    const refunds: string[] = [];
    const refund = async (orderId: string) => void refunds.push(orderId);
    const unpaid = await place("form-key-0000000004");
    expect(
      (await cancelOrder(db(), { owner: { userId: user.id }, sn: unpaid.sn, now: later(2000), refund })).from,
    ).toBe("pending_payment");
    expect(refunds).toEqual([]);

    const paid = await readyToOrder("cancel-paid@example.com");
    const order = await paid.place("form-key-0000000005");
    await transitionOrder(db(), { orderId: order.id, to: "paid", actor: "payment", now: later(3000) });
    await cancelOrder(db(), { owner: { userId: paid.user.id }, sn: order.sn, now: later(4000), refund });
    expect(refunds).toEqual([order.id]);

    const busy = await readyToOrder("cancel-busy@example.com");
    const started = await busy.place("form-key-0000000006");
    await transitionOrder(db(), { orderId: started.id, to: "paid", actor: "payment", now: later(3000) });
    await transitionOrder(db(), {
      orderId: started.id,
      to: "in_production",
      actor: "operator",
      now: later(3500),
    });
    await expect(
      cancelOrder(db(), { owner: { userId: busy.user.id }, sn: started.sn, now: later(4000), refund }),
    ).rejects.toBeInstanceOf(IllegalTransition);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, started.id));
    expect(events.map((event) => event.toStatus)).toEqual(["pending_payment", "paid", "in_production"]);
  });

  test("unpaid orders expire 48 hours after placing, by the clock the job is given", async () => {
    const { place } = await readyToOrder("expire@example.com");
    const { id } = await place("form-key-0000000007");
    expect(await expireUnpaidOrders(db(), later(UNPAID_ORDER_LIFETIME_MS))).toEqual([]);
    expect(await expireUnpaidOrders(db(), later(UNPAID_ORDER_LIFETIME_MS + 2000))).toEqual([id]);
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    expect(order!.status).toBe("cancelled");
    await expect(
      transitionOrder(db(), {
        orderId: id,
        to: "paid",
        actor: "payment",
        now: later(UNPAID_ORDER_LIFETIME_MS + 3000),
      }),
    ).rejects.toBeInstanceOf(IllegalTransition);
  });

  test("order again puts a copy of each design back in the cart with the same variants", async () => {
    const { user, place } = await readyToOrder("again@example.com");
    const { sn } = await place("form-key-0000000008");
    expect(await orderAgain(db(), { userId: user.id, sn, now: later(5000) })).toEqual({
      added: 6,
      skipped: 0,
    });
    const cart = await readCart(db(), { userId: user.id }, "en", start);
    expect(cart.itemCount).toBe(6);
    await expect(
      quoteOrder(db(), {
        shopper: { userId: user.id },
        language: "en",
        address: paris,
        method: "express",
        now: later(6000),
      }),
    ).resolves.toBeTruthy();
    await expect(
      placeOrder(db(), {
        shopper: { userId: user.id },
        email: user.email,
        language: "en",
        placeKey: "form-key-0000000009",
        address: { ...paris, country: "AQ" },
        method: "express",
        displayCurrency: "USD",
        approvedTotalCents: 1,
        now: later(7000),
      }),
    ).rejects.toBeInstanceOf(OrderRefused);
  });
});
