/**
 * The address book: a shopper's delivery addresses (an account's, or a guest's kept on their
 * designer session), one of them the default (the first one saved is; making another the default
 * moves it in the same transaction). Anyone else's address is "no such address" and is never read
 * or changed. Orders keep a copy of the address they were
 * placed with, so changing or deleting an entry never changes an order.
 */
import { and, count, desc, eq, inArray, ne } from "drizzle-orm";
import type { AddressInput } from "#core/schemas/address.ts";
import type { Database } from "../db/client.ts";
import { addresses, designerSessions, users, type OrderAddress } from "../db/schema.ts";
import { uuidPattern } from "./designs.ts";
import { ownedBy, ownerColumns, type Shopper } from "./shoppers.ts";

/** Addresses one account may keep. */
export const ADDRESS_BOOK_LIMIT = 20;

/** No such address in this account's book (another account's address included). */
export class AddressNotFound extends Error {
  override name = "AddressNotFound";
  readonly id: string;
  constructor(id: string) {
    super(`no address ${id} in this address book`);
    this.id = id;
  }
}

/** The book already holds `ADDRESS_BOOK_LIMIT` addresses. */
export class AddressBookFull extends Error {
  override name = "AddressBookFull";
  constructor() {
    super(`an address book holds at most ${ADDRESS_BOOK_LIMIT} addresses`);
  }
}

/** An address of the book, as pages and the API see it. */
export type SavedAddress = {
  id: string;
  fullName: string;
  company: string | null;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postalCode: string;
  country: string;
  phone: string | null;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
};

/** An address-book entry as an order freezes it: the postal address, without the book's fields. */
export function orderAddressOf(address: SavedAddress): OrderAddress {
  const { fullName, company, line1, line2, city, region, postalCode, country, phone } = address;
  return { fullName, company, line1, line2, city, region, postalCode, country, phone };
}

function toSaved({
  userId: _userId,
  designerSessionId: _designerSessionId,
  createdAt,
  updatedAt,
  ...row
}: typeof addresses.$inferSelect): SavedAddress {
  return { ...row, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

const ofShopper = (shopper: Shopper, id: string) => and(ownedBy(addresses, shopper), eq(addresses.id, id));

/** Newest first (the default aside): the order of the book, and who inherits the default. */
const newestFirst = [desc(addresses.createdAt), desc(addresses.id)];

/**
 * Locks the owner's row for the rest of the transaction: changes to one book happen one at a
 * time, so the limit and the one default hold when two requests arrive together.
 */
async function lockBook(tx: Database, shopper: Shopper): Promise<void> {
  if ("userId" in shopper) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, shopper.userId)).for("update");
  } else {
    await tx
      .select({ id: designerSessions.id })
      .from(designerSessions)
      .where(eq(designerSessions.id, shopper.designerSessionId))
      .for("update");
  }
}

/** The shopper's addresses: the default first, then the newest. */
export async function listAddresses(db: Database, shopper: Shopper): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(ownedBy(addresses, shopper))
    .orderBy(desc(addresses.isDefault), ...newestFirst);
  return rows.map(toSaved);
}

/** One of the shopper's addresses, or `null` (for any id that is not theirs). */
export async function findAddress(db: Database, shopper: Shopper, id: string): Promise<SavedAddress | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db.select().from(addresses).where(ofShopper(shopper, id));
  return row ? toSaved(row) : null;
}

/**
 * Adds an address to the shopper's book (`id` absent) or changes one of theirs. The first address
 * becomes the default; `makeDefault` moves the default to this one. The default stays the default
 * when it is edited (another one is made the default instead). Throws `AddressNotFound` for an id
 * that is not the shopper's and `AddressBookFull` past `ADDRESS_BOOK_LIMIT`.
 */
export async function saveAddress(
  db: Database,
  options: {
    shopper: Shopper;
    id?: string | undefined;
    input: AddressInput;
    makeDefault: boolean;
    now: Date;
  },
): Promise<SavedAddress> {
  const { shopper, id, input, makeDefault, now } = options;
  const values = {
    fullName: input.fullName,
    company: input.company,
    line1: input.line1,
    line2: input.line2,
    city: input.city,
    region: input.region,
    postalCode: input.postalCode,
    country: input.country,
    phone: input.phone,
  };
  return db.transaction(async (tx) => {
    await lockBook(tx, shopper);
    let isDefault = makeDefault;
    if (id !== undefined) {
      if (!uuidPattern.test(id)) throw new AddressNotFound(id);
      const [current] = await tx
        .select({ isDefault: addresses.isDefault })
        .from(addresses)
        .where(ofShopper(shopper, id));
      if (!current) throw new AddressNotFound(id);
      isDefault ||= current.isDefault;
    } else {
      const [book] = await tx.select({ size: count() }).from(addresses).where(ownedBy(addresses, shopper));
      const size = book?.size ?? 0;
      if (size >= ADDRESS_BOOK_LIMIT) throw new AddressBookFull();
      isDefault ||= size === 0;
    }
    // The old default is unset first: one default per owner is a unique index, checked per statement.
    if (isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false, updatedAt: now })
        .where(
          and(
            ownedBy(addresses, shopper),
            eq(addresses.isDefault, true),
            ...(id === undefined ? [] : [ne(addresses.id, id)]),
          ),
        );
    }
    const [row] =
      id === undefined
        ? await tx
            .insert(addresses)
            .values({ ...values, ...ownerColumns(shopper), isDefault, createdAt: now, updatedAt: now })
            .returning()
        : await tx
            .update(addresses)
            .set({ ...values, isDefault, updatedAt: now })
            .where(ofShopper(shopper, id))
            .returning();
    if (!row) throw new AddressNotFound(id ?? "new");
    return toSaved(row);
  });
}

/** Makes one of the shopper's addresses the default (the previous one no longer is). */
export async function setDefaultAddress(
  db: Database,
  shopper: Shopper,
  id: string,
  now: Date,
): Promise<SavedAddress> {
  if (!uuidPattern.test(id)) throw new AddressNotFound(id);
  return db.transaction(async (tx) => {
    await lockBook(tx, shopper);
    const [current] = await tx.select().from(addresses).where(ofShopper(shopper, id));
    if (!current) throw new AddressNotFound(id);
    if (current.isDefault) return toSaved(current);
    await tx
      .update(addresses)
      .set({ isDefault: false, updatedAt: now })
      .where(and(ownedBy(addresses, shopper), eq(addresses.isDefault, true)));
    const [row] = await tx
      .update(addresses)
      .set({ isDefault: true, updatedAt: now })
      .where(ofShopper(shopper, id))
      .returning();
    return toSaved(row!);
  });
}

/**
 * Deletes one of the shopper's addresses. When it was the default, the newest remaining address
 * becomes the default.
 */
export async function deleteAddress(db: Database, shopper: Shopper, id: string): Promise<void> {
  if (!uuidPattern.test(id)) throw new AddressNotFound(id);
  await db.transaction(async (tx) => {
    await lockBook(tx, shopper);
    const [deleted] = await tx
      .delete(addresses)
      .where(ofShopper(shopper, id))
      .returning({ isDefault: addresses.isDefault });
    if (!deleted) throw new AddressNotFound(id);
    if (!deleted.isDefault) return;
    const [heir] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(ownedBy(addresses, shopper))
      .orderBy(...newestFirst)
      .limit(1);
    if (heir) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, heir.id));
  });
}

/**
 * At sign-in: the addresses a guest entered in this browser join the account's book (its default
 * stays the default; past the book's limit, the newest are kept).
 */
export async function claimGuestAddresses(
  db: Database,
  options: { designerSessionId: string; userId: string; now: Date },
): Promise<void> {
  const { designerSessionId, userId, now } = options;
  await db.transaction(async (tx) => {
    await lockBook(tx, { userId });
    const [book] = await tx.select({ size: count() }).from(addresses).where(eq(addresses.userId, userId));
    const room = ADDRESS_BOOK_LIMIT - (book?.size ?? 0);
    const guest = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.designerSessionId, designerSessionId))
      .orderBy(...newestFirst);
    const moving = guest.slice(0, Math.max(0, room)).map((row) => row.id);
    if (moving.length === 0) return;
    await tx
      .update(addresses)
      .set({
        userId,
        designerSessionId: null,
        isDefault: (book?.size ?? 0) === 0 ? addresses.isDefault : false,
        updatedAt: now,
      })
      .where(inArray(addresses.id, moving));
  });
}
