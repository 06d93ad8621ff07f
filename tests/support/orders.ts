/**
 * Orders written straight into the database, for tests of what happens after an order is placed
 * (payments, webhooks): an account and an order awaiting payment, with sensible frozen values.
 */
import { randomBytes } from "node:crypto";
import type { Database } from "#server/db/client.ts";
import { orders, users, type OrderStatus } from "#server/db/schema.ts";

export type TestOrder = typeof orders.$inferSelect;

/** A unique, valid-looking order `sn` (24 letters and digits of the shop's alphabet). */
export function testOrderSn(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  return [...randomBytes(24)].map((byte) => alphabet[byte % 32]).join("");
}

/** A delivery address in Paris, as the delivery step's form and the order keep it. */
export const parisAddress = {
  fullName: "Élodie Martin",
  company: null,
  line1: "12 rue de Rivoli",
  line2: null,
  city: "Paris",
  region: null,
  postalCode: "75001",
  country: "FR",
  phone: null,
} as const;

/** A customer's account with this email, made at `at` (the shop's clock). */
export async function insertCustomer(
  db: Database,
  email: string,
  at: Date,
): Promise<{ id: string; email: string }> {
  const [row] = await db
    .insert(users)
    .values({ email, fullName: "Élodie", createdAt: at, updatedAt: at })
    .returning({ id: users.id, email: users.email });
  return row!;
}

/** An account to own orders. */
export async function createTestUser(db: Database, now = new Date()): Promise<{ id: string; email: string }> {
  const email = `buyer-${randomBytes(4).toString("hex")}@example.test`;
  const [user] = await db
    .insert(users)
    .values({ email, fullName: "Test Buyer", emailVerifiedAt: now, createdAt: now, updatedAt: now })
    .returning({ id: users.id, email: users.email });
  return user!;
}

/**
 * An order as placing one leaves it: `pending_payment`, $20.00 + $4.50 shipping + 20 % tax
 * ($4.90) = $29.40 unless told otherwise, expiring 48 hours after `placedAt`.
 */
export async function createTestOrder(
  db: Database,
  options: {
    userId?: string;
    status?: OrderStatus;
    locale?: "en" | "fr";
    subtotalCents?: number;
    shippingCents?: number;
    taxCents?: number;
    placedAt?: Date;
    paidAt?: Date;
  } = {},
): Promise<TestOrder> {
  const placedAt = options.placedAt ?? new Date();
  const userId = options.userId ?? (await createTestUser(db, placedAt)).id;
  const subtotalCents = options.subtotalCents ?? 2000;
  const shippingCents = options.shippingCents ?? 450;
  const taxCents = options.taxCents ?? 490;
  const [order] = await db
    .insert(orders)
    .values({
      sn: testOrderSn(),
      userId,
      placeKey: randomBytes(12).toString("base64url"),
      status: options.status ?? "pending_payment",
      email: "buyer@example.test",
      locale: options.locale ?? "en",
      address: {
        fullName: "Test Buyer",
        company: null,
        line1: "1 Rue de la Paix",
        line2: null,
        city: "Paris",
        region: null,
        postalCode: "75002",
        country: "FR",
        phone: null,
      },
      shippingMethod: "standard",
      deliveryFrom: "2026-12-01",
      deliveryTo: "2026-12-05",
      subtotalCents,
      shippingCents,
      taxRateBasisPoints: 2000,
      taxCents,
      totalCents: subtotalCents + shippingCents + taxCents,
      displayCurrency: "EUR",
      displayRatePerUsd: "0.92000000",
      displayRateDate: placedAt,
      placedAt,
      paidAt: options.paidAt ?? null,
      expiresAt: new Date(placedAt.getTime() + 48 * 60 * 60 * 1000),
      updatedAt: placedAt,
    })
    .returning();
  return order!;
}

/** An order as its payment leaves it: `paid`, paid when it was placed. */
export function createPaidTestOrder(
  db: Database,
  options: Omit<Parameters<typeof createTestOrder>[1] & object, "status" | "paidAt"> = {},
): Promise<TestOrder> {
  const placedAt = options.placedAt ?? new Date();
  return createTestOrder(db, { ...options, placedAt, status: "paid", paidAt: placedAt });
}
