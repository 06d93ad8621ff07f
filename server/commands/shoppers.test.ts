/**
 * Guest checkout through the commands and services (issue 31, item 1; docs/decisions/026): a
 * visitor's designer session holds a cart, addresses and a code, places an order to the email it
 * gave, owns that order while the session lasts, may keep it in a new account once paid, and a
 * verified account of that email claims it. The cleanup job never breaks a guest's order.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { shopClock } from "#tests/support/clock.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { textLayer } from "#tests/support/design-layers.ts";
import { insertCustomer, parisAddress } from "#tests/support/orders.ts";
import { DESIGN_VERSION, type DesignDocument } from "#core/schemas/design.ts";
import { loadConfig } from "../config.ts";
import {
  addresses,
  cartItems,
  designerSessions,
  designs,
  discountCodes,
  mailOutbox,
  orders,
  users,
} from "../db/schema.ts";
import { listAddresses, saveAddress } from "../services/addresses.ts";
import { readCart, setCartDiscount, setDesignQuantities } from "../services/cart.ts";
import {
  createDesignerSession,
  deleteExpiredDesignerSessions,
  DESIGNER_SESSION_TTL_MS,
} from "../services/designer-sessions.ts";
import { saveDesign } from "../services/designs.ts";
import { DiscountRefused } from "../services/discounts.ts";
import { findOrderBySn, OrderRefused, quoteOrder } from "../services/orders.ts";
import { guestEmail, setGuestEmail, type Shopper } from "../services/shoppers.ts";
import { placeOrder } from "./orders.ts";
import { claimGuestShopping, keepGuestOrder, NotAGuestOrder } from "./shoppers.ts";

const { start, later } = shopClock();

describe.each(testDrivers)("guest checkout on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;
  const services = (now = start) => ({
    db: db(),
    now: () => now,
    config: loadConfig({}),
    wakeJob: () => undefined,
  });

  /** A visitor's session with a two-sided tee in its cart (`pieces` of white M) and an address. */
  async function guestWithCart(pieces = 30) {
    const { id } = await createDesignerSession(db(), start);
    const shopper: Shopper = { designerSessionId: id };
    const document: DesignDocument = {
      version: DESIGN_VERSION,
      product: "st75v2",
      color: "white",
      size: null,
      areas: {
        front: [textLayer({ id: "f", text: "Team", x: 152.5, y: 150 })],
        back: [textLayer({ id: "b", text: "2026", x: 152.5, y: 150 })],
      },
    };
    const design = await saveDesign(db(), { owner: shopper, document, now: start });
    await setDesignQuantities(db(), {
      shopper,
      designId: design.id,
      quantities: [{ colorKey: "white", sizeKey: "m", quantity: pieces }],
      now: start,
    });
    const address = await saveAddress(db(), { shopper, input: parisAddress, makeDefault: false, now: start });
    return { sessionId: id, shopper, designId: design.id, address };
  }

  /** Places the guest's cart as the confirm step does, approving its total now. */
  async function placeAsGuest(guest: Awaited<ReturnType<typeof guestWithCart>>, placeKey: string) {
    const quote = await quoteOrder(db(), {
      shopper: guest.shopper,
      language: "en",
      address: guest.address,
      method: "standard",
      now: start,
    });
    return placeAgain(guest, placeKey, quote.totalCents);
  }

  function placeAgain(
    guest: { sessionId: string; address: { id: string } },
    placeKey: string,
    total: number,
  ) {
    return placeOrder(services(), {
      customer: { designerSessionId: guest.sessionId },
      addressId: guest.address.id,
      method: "standard",
      placeKey,
      approvedTotalCents: total,
      displayCurrency: "USD",
      language: "en",
      requestOrigin: "https://shop.example",
    });
  }

  const orderRow = async (sn: string) => (await db().select().from(orders).where(eq(orders.sn, sn)))[0]!;

  test("a visitor's cart and address are their session's; the first address is its default; nobody else sees them", async () => {
    const guest = await guestWithCart(30);
    const cart = await readCart(db(), guest.shopper, "en", start);
    expect(cart.itemCount).toBe(30);
    expect(cart.groups[0]!.pricing).toMatchObject({
      extraAreas: [{ key: "back" }],
      tier: { minQuantity: 24, percentOff: 10 },
    });
    expect(await listAddresses(db(), guest.shopper)).toMatchObject([
      { id: guest.address.id, isDefault: true },
    ]);
    const other = await createDesignerSession(db(), start);
    expect((await readCart(db(), { designerSessionId: other.id }, "en", start)).itemCount).toBe(0);
    expect(await listAddresses(db(), { designerSessionId: other.id })).toEqual([]);
  });

  test("a guest order needs the email; it goes to that email, keeps its session as owner, and the link shows nobody else who or where", async () => {
    const guest = await guestWithCart(30);
    await expect(placeAsGuest(guest, "guest-no-email-key-1")).rejects.toEqual(new OrderRefused("noEmail"));

    await setGuestEmail(db(), guest.sessionId, "Camille@Example.com");
    expect(await guestEmail(db(), guest.sessionId)).toBe("Camille@Example.com");
    const placed = await placeAsGuest(guest, "guest-email-key-01");
    expect(placed.created).toBe(true);
    // The same form again finds the same order.
    const total = (await orderRow(placed.sn)).totalCents;
    expect(await placeAgain(guest, "guest-email-key-01", total)).toEqual({ sn: placed.sn, created: false });
    const row = await orderRow(placed.sn);
    expect(row).toMatchObject({
      userId: null,
      designerSessionId: guest.sessionId,
      email: "Camille@Example.com",
    });
    const [item] = await db().select().from(designs).where(eq(designs.designerSessionId, guest.sessionId));
    expect(item).toBeDefined();
    // The cart left with the order.
    expect((await readCart(db(), guest.shopper, "en", start)).itemCount).toBe(0);

    const asOwner = (await findOrderBySn(db(), placed.sn, guest.shopper, "en"))!;
    expect(asOwner.isOwner).toBe(true);
    expect(asOwner.customer).toMatchObject({ email: "Camille@Example.com", address: { city: "Paris" } });
    const anonymous = (await findOrderBySn(db(), placed.sn, null, "en"))!;
    expect(anonymous).toMatchObject({ isOwner: false, customer: null, events: [] });
    const stranger = await createDesignerSession(db(), start);
    expect((await findOrderBySn(db(), placed.sn, { designerSessionId: stranger.id }, "en"))!.isOwner).toBe(
      false,
    );

    // The placed mail goes to the email given, and links to the order's own page (no account).
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, "Camille@Example.com"));
    expect(mail!.text).toContain(`/order/payment?sn=${placed.sn}`);
  });

  test("a code once per customer counts a guest's paid orders by their email", async () => {
    await db()
      .insert(discountCodes)
      .values({ code: "ONCE10", percentOff: 10, onePerCustomer: true, createdAt: start, updatedAt: start });
    const first = await guestWithCart(12);
    await setGuestEmail(db(), first.sessionId, "repeat@example.com");
    await setCartDiscount(db(), { shopper: first.shopper, code: "once10", now: start });
    const placed = await placeAsGuest(first, "guest-once-key-0001");
    await db().update(orders).set({ paidAt: start, status: "paid" }).where(eq(orders.sn, placed.sn));

    const second = await guestWithCart(12);
    // Before the email is known, the code applies; once it is, the same customer is recognised.
    await setCartDiscount(db(), { shopper: second.shopper, code: "ONCE10", now: start });
    await setGuestEmail(db(), second.sessionId, "REPEAT@example.com");
    await expect(
      setCartDiscount(db(), { shopper: second.shopper, code: "ONCE10", now: start }),
    ).rejects.toEqual(new DiscountRefused("alreadyUsed"));
  });

  test("after paying, the guest keeps the order in a new account of its email; unpaid or someone else's, it is refused", async () => {
    const guest = await guestWithCart(2);
    await setGuestEmail(db(), guest.sessionId, "keeper@example.com");
    const placed = await placeAsGuest(guest, "guest-keep-key-00001");
    const keep = (sessionId: string) =>
      keepGuestOrder(services(later(1000)), {
        designerSessionId: sessionId,
        sn: placed.sn,
        password: "Velvet-Harbor-2026",
        locale: "fr",
        origin: "https://shop.example",
        ip: "203.0.113.9",
      });
    await expect(keep(guest.sessionId)).rejects.toBeInstanceOf(NotAGuestOrder);
    await db().update(orders).set({ paidAt: start, status: "paid" }).where(eq(orders.sn, placed.sn));
    const stranger = await createDesignerSession(db(), start);
    await expect(keep(stranger.id)).rejects.toBeInstanceOf(NotAGuestOrder);

    expect(await keep(guest.sessionId)).toEqual({ email: "keeper@example.com" });
    const [account] = await db().select().from(users).where(eq(users.email, "keeper@example.com"));
    expect(account).toMatchObject({ fullName: parisAddress.fullName, locale: "fr", emailVerifiedAt: null });
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, "keeper@example.com"))
      .orderBy(mailOutbox.id);
    expect(mail).toBeDefined();
    const verifyMail = (
      await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, "keeper@example.com"))
    ).find((row) => row.text.includes("/auth/verify"));
    expect(verifyMail?.text).toContain(encodeURIComponent(`/fr/account/orders/${placed.sn}`));
    // Not claimed until the email is proven (a verified sign-in).
    expect((await orderRow(placed.sn)).userId).toBeNull();
  });

  test("a verified sign-in claims the guest orders of its email (any case) and the browser's cart, addresses and drafts", async () => {
    const guest = await guestWithCart(3);
    await setGuestEmail(db(), guest.sessionId, "Claim.Me@example.com");
    const placed = await placeAsGuest(guest, "guest-claim-key-0001");
    // Another guest order of the same email, from another browser, and one of another email.
    const elsewhere = await guestWithCart(2);
    await setGuestEmail(db(), elsewhere.sessionId, "claim.me@EXAMPLE.com");
    const fromElsewhere = await placeAsGuest(elsewhere, "guest-claim-key-0002");
    const notMine = await guestWithCart(2);
    await setGuestEmail(db(), notMine.sessionId, "someone.else@example.com");
    const theirs = await placeAsGuest(notMine, "guest-claim-key-0003");

    // Back in the first browser: something in the cart again, then the sign-in.
    const draft = await saveDesign(db(), {
      owner: guest.shopper,
      document: {
        version: DESIGN_VERSION,
        product: "st75v2",
        color: "black",
        size: null,
        areas: { front: [textLayer({ id: "t", text: "Next", x: 152.5, y: 150 })] },
      },
      now: later(10),
    });
    await setDesignQuantities(db(), {
      shopper: guest.shopper,
      designId: draft.id,
      quantities: [{ colorKey: "black", sizeKey: "l", quantity: 4 }],
      now: later(10),
    });
    const account = await insertCustomer(db(), "claim.me@example.com", start);
    const claimed = await claimGuestShopping(services(later(20)), {
      userId: account.id,
      email: account.email,
      designerSessionId: guest.sessionId,
    });
    expect(claimed).toEqual({ orders: 2 });
    expect(await orderRow(placed.sn)).toMatchObject({ userId: account.id });
    expect(await orderRow(fromElsewhere.sn)).toMatchObject({ userId: account.id });
    expect(await orderRow(theirs.sn)).toMatchObject({ userId: null });
    // The session ended with everything moved: cart, address, drafts and the order's copy.
    expect(
      await db().select().from(designerSessions).where(eq(designerSessions.id, guest.sessionId)),
    ).toEqual([]);
    const cart = await readCart(db(), { userId: account.id }, "en", later(20));
    expect(cart.groups.map((group) => [group.designId, group.quantity])).toEqual([[draft.id, 4]]);
    expect(await listAddresses(db(), { userId: account.id })).toMatchObject([
      { city: "Paris", isDefault: true },
    ]);
    expect((await findOrderBySn(db(), placed.sn, { userId: account.id }, "en"))!.isOwner).toBe(true);
  });

  test("the cleanup job ends a guest's session without breaking their orders: the order's copy stays, the rest goes", async () => {
    const ordered = await guestWithCart(2);
    await setGuestEmail(db(), ordered.sessionId, "gone@example.com");
    const placed = await placeAsGuest(ordered, "guest-expire-key-001");
    await saveAddress(db(), {
      shopper: ordered.shopper,
      input: parisAddress,
      makeDefault: false,
      now: start,
    });
    const idle = await guestWithCart(1);

    const ended = await deleteExpiredDesignerSessions(db(), later(DESIGNER_SESSION_TTL_MS));
    expect(ended).toBe(2);
    expect(await db().select().from(designerSessions).where(eq(designerSessions.id, idle.sessionId))).toEqual(
      [],
    );
    const [kept] = await db()
      .select()
      .from(designerSessions)
      .where(eq(designerSessions.id, ordered.sessionId));
    expect(kept).toMatchObject({ email: null });
    expect(
      await db().select().from(addresses).where(eq(addresses.designerSessionId, ordered.sessionId)),
    ).toEqual([]);
    expect(
      await db().select().from(cartItems).where(eq(cartItems.designerSessionId, ordered.sessionId)),
    ).toEqual([]);
    const left = await db().select().from(designs).where(eq(designs.designerSessionId, ordered.sessionId));
    expect(left.map((design) => design.frozenAt !== null)).toEqual([true]);
    // The order is whole, and its page still shows it to whoever holds the link.
    expect((await findOrderBySn(db(), placed.sn, null, "en"))!.items).toHaveLength(1);
  });
});
