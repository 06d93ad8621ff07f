/**
 * Deleting an account that has ordered: the orders stay, as records of sales and as work the shop
 * may still print, with the frozen designs and files they print; everything else of the account
 * goes, and the cleanup job leaves the kept material alone.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { shopClock } from "#tests/support/clock.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { insertReadyImage } from "#tests/support/files.ts";
import { imageLayer, textLayer } from "#tests/support/design-layers.ts";
import { insertCustomer, parisAddress } from "#tests/support/orders.ts";
import { DESIGN_VERSION } from "#core/schemas/design.ts";
import { loadConfig } from "../config.ts";
import { designs, files, orderItems, orders, users } from "../db/schema.ts";
import { placeOrder } from "../commands/orders.ts";
import { deleteAccount } from "./accounts.ts";
import { saveAddress } from "./addresses.ts";
import { setDesignQuantities } from "./cart.ts";
import { deleteExpiredDesignerSessions } from "./designer-sessions.ts";
import { saveDesign } from "./designs.ts";
import { quoteOrder } from "./orders.ts";

const { start, later } = shopClock();

describe.each(testDrivers)("deleting an account with orders on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;

  const picture = (userId: string, tag: string) => insertReadyImage(db(), { userId }, { tag, at: start });

  test("the order keeps its items, the design copy and the artwork it prints; drafts, files and the account go", async () => {
    const customer = await insertCustomer(db(), "leaving@example.com", start);
    const shopper = { userId: customer.id };
    const printed = await picture(customer.id, "p");
    await picture(customer.id, "u");
    const design = await saveDesign(db(), {
      owner: shopper,
      document: {
        version: DESIGN_VERSION,
        product: "st75v2",
        color: "white",
        size: null,
        areas: {
          front: [
            imageLayer({ id: "i", fileId: printed }),
            textLayer({ id: "t", text: "Bye", x: 152.5, y: 150 }),
          ],
        },
      },
      now: start,
    });
    await setDesignQuantities(db(), {
      shopper,
      designId: design.id,
      quantities: [{ colorKey: "white", sizeKey: "m", quantity: 2 }],
      now: start,
    });
    const address = await saveAddress(db(), { shopper, input: parisAddress, makeDefault: false, now: start });
    const quote = await quoteOrder(db(), {
      shopper,
      language: "en",
      address,
      method: "standard",
      now: start,
    });
    const placed = await placeOrder(
      { db: db(), now: () => start, config: loadConfig({}), wakeJob: () => undefined },
      {
        customer: { userId: customer.id, email: customer.email },
        addressId: address.id,
        method: "standard",
        placeKey: "leaving-key-000001",
        approvedTotalCents: quote.totalCents,
        displayCurrency: "USD",
        language: "en",
        requestOrigin: "https://shop.example",
      },
    );
    await db().update(users).set({ passwordHash: null }).where(eq(users.id, customer.id));

    await deleteAccount(db(), { userId: customer.id, password: "leaving@example.com", now: later(60) });

    expect(await db().select().from(users).where(eq(users.id, customer.id))).toEqual([]);
    const [order] = await db().select().from(orders).where(eq(orders.sn, placed.sn));
    expect(order).toMatchObject({ userId: null });
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    const [copy] = await db().select().from(designs).where(eq(designs.id, item!.designId!));
    // The copy belongs to nobody who can sign in: an ended session no browser holds.
    expect(copy).toMatchObject({ userId: null, frozenAt: expect.any(Date) });
    expect(copy!.designerSessionId).not.toBeNull();
    // The draft the order was copied from went with the account, and so did the unused file.
    expect(await db().select().from(designs).where(eq(designs.id, design.id))).toEqual([]);
    const left = async () => (await db().select({ id: files.id }).from(files)).map((row) => row.id);
    expect(await left()).toEqual([printed]);

    // The cleanup job leaves the kept material alone.
    await deleteExpiredDesignerSessions(db(), later(60 * 24 * 30));
    expect(await db().select({ id: designs.id }).from(designs).where(eq(designs.id, copy!.id))).toHaveLength(
      1,
    );
    expect(await left()).toEqual([printed]);
  });

  test("an account that never ordered leaves nothing behind", async () => {
    const customer = await insertCustomer(db(), "never.ordered@example.com", start);
    await picture(customer.id, "m");
    await db().update(users).set({ passwordHash: null }).where(eq(users.id, customer.id));
    await deleteAccount(db(), { userId: customer.id, password: "never.ordered@example.com", now: later(1) });
    expect(await db().select().from(files)).toEqual([]);
    expect(await db().select().from(designs)).toEqual([]);
  });
});
