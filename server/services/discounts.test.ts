/**
 * Discount codes through the services (docs/decisions/025-discount-codes.md): the back-office
 * makes and turns off codes with an audit line each; a customer's code comes off the items before
 * tax; every rule refuses with its reason at the cart and again when the order is placed; a use
 * counts when the order is paid, and the last use cannot be taken twice, even by two payments at
 * once; a refund gives back what was paid.
 */
import { eq } from "drizzle-orm";
import { insertCustomer, parisAddress } from "#tests/support/orders.ts";
import { describe, expect, test } from "vitest";
import { DESIGN_VERSION, type DesignDocument } from "#core/schemas/design.ts";
import type { DiscountInput } from "#core/schemas/discounts.ts";
import type { CheckoutRequest, PaymentProvider } from "#server/payments/provider.ts";
import { shopClock } from "#tests/support/clock.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { textLayer } from "#tests/support/design-layers.ts";
import { auditLog, discountCodes, orders, payments } from "../db/schema.ts";
import { saveAddress } from "./addresses.ts";
import type { AuditActor } from "./audit.ts";
import { readCart, setCartDiscount, setDesignQuantities } from "./cart.ts";
import { loadDashboard } from "./dashboard.ts";
import { saveDesign } from "./designs.ts";
import {
  disableDiscount,
  DiscountInputRefused,
  DiscountRefused,
  listDiscounts,
  saveDiscount,
} from "./discounts.ts";
import { cancelOrder, findOrderBySn, placeOrder, quoteOrder } from "./orders.ts";
import { handlePaymentEvent, refundOrderPayment, startPayment } from "./payments.ts";
import { taxFor } from "./tax.ts";

const { start, later } = shopClock();
const HOUR = 60 * 60_000;
const TEE = "st75v2";
const operator: AuditActor = { userId: null, label: "ops@example.test" };

const paris = parisAddress;

const code = (values: Partial<DiscountInput> & Pick<DiscountInput, "code">): DiscountInput => ({
  percentOff: null,
  amountOffCents: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  onePerCustomer: false,
  minSubtotalCents: null,
  ...values,
});

/** A provider that opens checkouts and remembers the refunds it was asked for. */
function fakeProvider(): {
  provider: PaymentProvider;
  refunds: { chargeRef: string; amountCents: number }[];
} {
  const checkouts: CheckoutRequest[] = [];
  const refunds: { chargeRef: string; amountCents: number }[] = [];
  return {
    refunds,
    provider: {
      name: "fake",
      testMode: true,
      async createCheckout(request) {
        checkouts.push(request);
        const ref = `co_${checkouts.length}_${Math.random().toString(36).slice(2)}`;
        return { ref, url: `https://pay.test/${ref}` };
      },
      async refund(request) {
        refunds.push(request);
        return { ref: `re_${refunds.length}` };
      },
      verifyWebhook() {
        throw new Error("not used");
      },
    },
  };
}

describe.each(testDrivers)("discount codes on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;
  let events = 0;

  const customer = (email: string) => insertCustomer(db(), email, start);

  /** A customer with `quantity` white M tees in the cart and an address in Paris (20 % VAT). */
  async function cartOf(email: string, quantity = 2) {
    const user = await customer(email);
    const document: DesignDocument = {
      version: DESIGN_VERSION,
      product: TEE,
      color: "white",
      size: null,
      areas: { front: [textLayer({ text: "Team", sizePt: 48, x: 152.5, y: 150 })] },
    };
    const designId = (await saveDesign(db(), { owner: { userId: user.id }, document, now: start })).id;
    const setQuantity = (count: number) =>
      setDesignQuantities(db(), {
        shopper: { userId: user.id },
        designId,
        quantities: [{ colorKey: "white", sizeKey: "m", quantity: count }],
        now: start,
      });
    await setQuantity(quantity);
    const address = await saveAddress(db(), {
      shopper: { userId: user.id },
      input: paris,
      makeDefault: true,
      now: start,
    });
    const quote = (now = start) =>
      quoteOrder(db(), { shopper: { userId: user.id }, language: "en", address, method: "standard", now });
    const place = async (placeKey: string, now = later(1000), approvedTotalCents?: number) =>
      placeOrder(db(), {
        shopper: { userId: user.id },
        email: user.email,
        language: "en",
        placeKey,
        address: paris,
        method: "standard",
        displayCurrency: "USD",
        approvedTotalCents: approvedTotalCents ?? (await quote(now)).totalCents,
        now,
      });
    return { user, setQuantity, quote, place };
  }

  async function orderBySn(sn: string) {
    const [row] = await db().select().from(orders).where(eq(orders.sn, sn));
    return row!;
  }

  /** The provider's word that order `sn` is paid, once a checkout was opened for it. */
  async function pay(sn: string, now = later(2 * HOUR)) {
    const fake = fakeProvider();
    const order = await orderBySn(sn);
    const started = await startPayment(db(), fake.provider, {
      order,
      successUrl: "https://shop.test/paid",
      cancelUrl: "https://shop.test/back",
      now,
    });
    const [payment] = await db().select().from(payments).where(eq(payments.id, started.paymentId));
    events += 1;
    const eventId = `evt_${driver}_${events}`;
    return {
      fake,
      send: () =>
        handlePaymentEvent(
          db(),
          "fake",
          {
            id: eventId,
            type: "checkout.paid",
            checkoutRef: payment!.providerRef,
            chargeRef: `ch_${eventId}`,
            amountCents: order.totalCents,
            currency: "USD",
            failure: null,
            checkoutClosed: false,
          },
          now,
        ),
    };
  }

  test("codes are saved upper-case, updated by code with their uses kept, turned off; each change is on the audit log", async () => {
    const made = await saveDiscount(db(), {
      discount: code({ code: "SPRING-10", percentOff: 10, maxUses: 5, endsAt: later(24 * HOUR) }),
      actor: operator,
      now: start,
    });
    expect(made).toMatchObject({ created: true, discount: { code: "SPRING-10", uses: 0, state: "active" } });
    await db().update(discountCodes).set({ uses: 3 }).where(eq(discountCodes.code, "SPRING-10"));
    // Fewer uses than it has had already: refused, nothing changes.
    await expect(
      saveDiscount(db(), {
        discount: code({ code: "SPRING-10", percentOff: 10, maxUses: 2 }),
        actor: operator,
        now: later(1),
      }),
    ).rejects.toBeInstanceOf(DiscountInputRefused);
    const updated = await saveDiscount(db(), {
      discount: code({ code: "SPRING-10", amountOffCents: 500, maxUses: 10 }),
      actor: operator,
      now: later(2),
    });
    expect(updated).toMatchObject({
      created: false,
      discount: { percentOff: null, amountOffCents: 500, uses: 3, maxUses: 10, endsAt: null },
    });
    expect(await disableDiscount(db(), { code: "spring-10", actor: operator, now: later(3) })).toMatchObject({
      changed: true,
      discount: { state: "disabled" },
    });
    expect((await disableDiscount(db(), { code: "SPRING-10", actor: operator, now: later(4) })).changed).toBe(
      false,
    );
    await expect(
      disableDiscount(db(), { code: "NOPE-1", actor: operator, now: later(5) }),
    ).rejects.toBeInstanceOf(DiscountInputRefused);
    expect((await listDiscounts(db(), later(6))).map((row) => [row.code, row.state, row.uses])).toEqual([
      ["SPRING-10", "disabled", 3],
    ]);
    const lines = await db().select().from(auditLog).orderBy(auditLog.id);
    expect(lines.map((line) => [line.action, line.targetId, line.actor])).toEqual([
      ["discount.save", "SPRING-10", "ops@example.test"],
      ["discount.save", "SPRING-10", "ops@example.test"],
      ["discount.disable", "SPRING-10", "ops@example.test"],
    ]);
    expect(lines[0]!.details).toMatchObject({ created: true, percentOff: 10, maxUses: 5 });
    expect(lines[1]!.details).toMatchObject({
      created: false,
      percentOff: [10, null],
      amountOffCents: [null, 500],
      maxUses: [5, 10],
    });
    expect(lines[2]!.details).toEqual({ uses: 3, maxUses: 10 });
  });

  test("a percentage comes off the items to the cent, an amount is capped at them; shipping is untouched and tax is on what is left", async () => {
    await saveDiscount(db(), {
      discount: code({ code: "TEN", percentOff: 10 }),
      actor: operator,
      now: start,
    });
    await saveDiscount(db(), {
      discount: code({ code: "BIG-AMOUNT", amountOffCents: 1_000_000 }),
      actor: operator,
      now: start,
    });
    const { user, quote } = await cartOf("maths@example.com", 3);
    const before = await quote();
    expect(
      await setCartDiscount(db(), { shopper: { userId: user.id }, code: " ten ", now: start }),
    ).toMatchObject({
      code: "TEN",
      amountCents: Math.floor((before.subtotalCents * 10 + 50) / 100),
      refusal: null,
    });
    const after = await quote();
    const off = Math.floor((before.subtotalCents * 10 + 50) / 100);
    const tax = taxFor({
      country: "FR",
      subtotalCents: before.subtotalCents - off,
      shippingCents: after.shipping.priceCents,
    });
    expect(after).toMatchObject({
      subtotalCents: before.subtotalCents,
      discount: { code: "TEN", amountCents: off },
      discountCents: off,
      taxCents: tax.taxCents,
      totalCents: before.subtotalCents - off + after.shipping.priceCents + tax.taxCents,
    });
    expect(after.shipping.priceCents).toBe(before.shipping.priceCents);
    expect(after.taxCents).toBeLessThan(before.taxCents);

    // An amount larger than the items takes the items, and leaves shipping and its tax.
    await setCartDiscount(db(), { shopper: { userId: user.id }, code: "big-amount", now: start });
    const capped = await quote();
    expect(capped.discountCents).toBe(before.subtotalCents);
    expect(capped.totalCents).toBe(
      capped.shipping.priceCents +
        taxFor({ country: "FR", subtotalCents: 0, shippingCents: capped.shipping.priceCents }).taxCents,
    );
    // Blank takes the code off.
    expect(await setCartDiscount(db(), { shopper: { userId: user.id }, code: "", now: start })).toBeNull();
    expect((await quote()).totalCents).toBe(before.totalCents);
  });

  test("each refusal says why: unknown, turned off, not started, expired, used up, below the minimum", async () => {
    const save = (values: Partial<DiscountInput> & Pick<DiscountInput, "code">) =>
      saveDiscount(db(), { discount: code({ percentOff: 10, ...values }), actor: operator, now: start });
    await save({ code: "OFF-CODE" });
    await disableDiscount(db(), { code: "OFF-CODE", actor: operator, now: start });
    await save({ code: "LATER", startsAt: later(HOUR) });
    await save({ code: "OVER", endsAt: later(HOUR) });
    await save({ code: "ONE-USE", maxUses: 1 });
    await db().update(discountCodes).set({ uses: 1 }).where(eq(discountCodes.code, "ONE-USE"));
    await save({ code: "BIG-CART", minSubtotalCents: 1_000_000 });
    const { user } = await cartOf("refusals@example.com");
    const apply = (typed: string, now = start) =>
      setCartDiscount(db(), {
        shopper: { userId: user.id },
        code: typed,
        now,
        currency: { currency: "EUR", rate: "0.9", minorUnits: 2 },
      });
    await expect(apply("NO-SUCH-CODE")).rejects.toMatchObject({ reason: "unknown" });
    await expect(apply("not a code!")).rejects.toMatchObject({ reason: "unknown" });
    await expect(apply("off-code")).rejects.toMatchObject({ reason: "disabled" });
    await expect(apply("LATER")).rejects.toMatchObject({ reason: "notStarted" });
    // Starts exactly at its start, by the clock given.
    await expect(apply("LATER", later(HOUR))).resolves.toMatchObject({ code: "LATER", refusal: null });
    await expect(apply("OVER", later(HOUR))).rejects.toMatchObject({ reason: "expired" });
    await expect(apply("ONE-USE")).rejects.toMatchObject({ reason: "usedUp" });
    const below = await apply("big-cart").catch((error: unknown) => error);
    expect(below).toBeInstanceOf(DiscountRefused);
    expect(below).toMatchObject({
      reason: "belowMinimum",
      minimumCents: 1_000_000,
      currency: { currency: "EUR" },
    });
    // A refused code leaves the cart with the code it had.
    expect((await readCart(db(), { userId: user.id }, "en", later(HOUR))).discount).toMatchObject({
      code: "LATER",
    });
  });

  test("a code that stops applying is shown with why and takes nothing; placing at the old total is refused with why", async () => {
    await saveDiscount(db(), {
      discount: code({ code: "FIFTY-UP", amountOffCents: 500, minSubtotalCents: 5000 }),
      actor: operator,
      now: start,
    });
    const { user, setQuantity, quote, place } = await cartOf("stops@example.com", 5);
    await setCartDiscount(db(), { shopper: { userId: user.id }, code: "FIFTY-UP", now: start });
    const discounted = await quote();
    expect(discounted.discountCents).toBe(500);
    // Fewer pieces: now below the minimum. The code stays on the cart, with the reason.
    await setQuantity(1);
    const cart = await readCart(db(), { userId: user.id }, "en", start);
    expect(cart.discount).toMatchObject({ code: "FIFTY-UP", amountCents: 0, refusal: "belowMinimum" });
    expect((await quote()).discount).toBeNull();

    await setQuantity(5);
    const shown = await quote();
    expect(shown.discountCents).toBe(500);
    await disableDiscount(db(), { code: "FIFTY-UP", actor: operator, now: later(10) });
    await expect(place("stops-key-00000001", later(20), shown.totalCents)).rejects.toMatchObject({
      name: "DiscountRefused",
      reason: "disabled",
    });
    expect(await db().select().from(orders)).toEqual([]);
  });

  test("placing keeps the code and its reduction on the order and takes the code off the cart; the use counts when paid; the dashboard shows it", async () => {
    await saveDiscount(db(), {
      discount: code({ code: "WELCOME", percentOff: 15, maxUses: 3 }),
      actor: operator,
      now: start,
    });
    const { user, quote, place } = await cartOf("placed@example.com", 4);
    await setCartDiscount(db(), { shopper: { userId: user.id }, code: "welcome", now: start });
    const shown = await quote(later(1000));
    const { sn } = await place("placed-key-0000001", later(1000), shown.totalCents);
    const row = await orderBySn(sn);
    expect(row).toMatchObject({
      discountCode: "WELCOME",
      discountCents: shown.discountCents,
      subtotalCents: shown.subtotalCents,
      taxCents: shown.taxCents,
      totalCents: shown.totalCents,
    });
    expect((await readCart(db(), { userId: user.id }, "en", later(1000))).discount).toBeNull();
    expect((await findOrderBySn(db(), sn, null, "en"))!.discount).toEqual({
      code: "WELCOME",
      amountCents: shown.discountCents,
    });
    // Placed is not used: the use counts with the payment.
    expect((await listDiscounts(db(), later(1000)))[0]!.uses).toBe(0);
    const payment = await pay(sn);
    expect(await payment.send()).toMatchObject({ outcome: "paid" });
    expect((await listDiscounts(db(), later(3 * HOUR)))[0]!.uses).toBe(1);
    expect((await orderBySn(sn)).status).toBe("paid");
    const dashboard = await loadDashboard(db(), later(3 * HOUR));
    expect(dashboard.discounts).toEqual({ orders: 1, cents: shown.discountCents });
    expect(dashboard.totals.revenueCents).toBe(shown.totalCents);
  });

  test("the last use, paid for by two orders at once: exactly one counts, the other is held for an operator", async () => {
    await saveDiscount(db(), {
      discount: code({ code: "LAST-ONE", percentOff: 20, maxUses: 1 }),
      actor: operator,
      now: start,
    });
    const placed: string[] = [];
    for (const email of ["first@example.com", "second@example.com"]) {
      const { user, place } = await cartOf(email);
      await setCartDiscount(db(), { shopper: { userId: user.id }, code: "LAST-ONE", now: start });
      placed.push((await place(`race-key-${email.slice(0, 6)}`)).sn);
    }
    const checkouts = await Promise.all(placed.map((sn) => pay(sn)));
    // Both payments arrive at once (on PostgreSQL, two connections at the same time).
    const results = await Promise.all(checkouts.map((checkout) => checkout.send()));
    expect(results.map((result) => result.outcome)).toEqual(["paid", "paid"]);
    const rows = await Promise.all(placed.map(orderBySn));
    expect(rows.map((row) => row.status).toSorted()).toEqual(["on_hold", "paid"]);
    const held = rows.find((row) => row.status === "on_hold")!;
    expect(held.holdReason).toBe(
      "Discount code LAST-ONE reached its last use with another order while this one was being paid. We will be in touch about it.",
    );
    expect(held.paidAt).not.toBeNull();
    expect((await listDiscounts(db(), later(3 * HOUR)))[0]).toMatchObject({ uses: 1, state: "usedUp" });
    // Nobody else can apply it now.
    const { user } = await cartOf("third@example.com");
    await expect(
      setCartDiscount(db(), { shopper: { userId: user.id }, code: "LAST-ONE", now: later(3 * HOUR) }),
    ).rejects.toMatchObject({
      reason: "usedUp",
    });
  });

  test("once per customer: refused once they have paid with it; two orders of theirs paid with it hold the second", async () => {
    await saveDiscount(db(), {
      discount: code({ code: "ONCE-EACH", amountOffCents: 300, onePerCustomer: true }),
      actor: operator,
      now: start,
    });
    const { user, place, setQuantity } = await cartOf("once@example.com");
    await setCartDiscount(db(), { shopper: { userId: user.id }, code: "ONCE-EACH", now: start });
    const first = (await place("once-key-00000001")).sn;
    // A second order with the code, placed before the first is paid (another tab).
    await setQuantity(2);
    await setCartDiscount(db(), { shopper: { userId: user.id }, code: "ONCE-EACH", now: later(2000) });
    const second = (await place("once-key-00000002", later(3000))).sn;
    await (await pay(first, later(2 * HOUR))).send();
    await (await pay(second, later(2 * HOUR + 1000))).send();
    expect((await orderBySn(first)).status).toBe("paid");
    expect(await orderBySn(second)).toMatchObject({
      status: "on_hold",
      holdReason: expect.stringContaining("once per customer"),
    });
    expect((await listDiscounts(db(), later(3 * HOUR)))[0]!.uses).toBe(1);
    // And at the cart, from now on.
    await setQuantity(1);
    await expect(
      setCartDiscount(db(), { shopper: { userId: user.id }, code: "once-each", now: later(3 * HOUR) }),
    ).rejects.toMatchObject({ reason: "alreadyUsed" });
  });

  test("a discounted order cancelled after payment is refunded what was paid, not its list price", async () => {
    await saveDiscount(db(), {
      discount: code({ code: "HALF", percentOff: 50 }),
      actor: operator,
      now: start,
    });
    const { user, quote, place } = await cartOf("refund@example.com", 2);
    const full = await quote();
    await setCartDiscount(db(), { shopper: { userId: user.id }, code: "HALF", now: start });
    const { sn } = await place("refund-key-000001");
    const order = await orderBySn(sn);
    expect(order.totalCents).toBeLessThan(full.totalCents);
    const payment = await pay(sn);
    await payment.send();
    await cancelOrder(db(), {
      owner: { userId: user.id },
      sn,
      now: later(3 * HOUR),
      refund: (orderId) => refundOrderPayment(db(), payment.fake.provider, { orderId, now: later(3 * HOUR) }),
    });
    expect(payment.fake.refunds).toEqual([{ chargeRef: expect.any(String), amountCents: order.totalCents }]);
  });
});
