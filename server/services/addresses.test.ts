import { describe, expect, test } from "vitest";
import { addressSchema, type AddressInput } from "#core/schemas/address.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { users } from "../db/schema.ts";
import {
  ADDRESS_BOOK_LIMIT,
  AddressBookFull,
  AddressNotFound,
  deleteAddress,
  findAddress,
  listAddresses,
  saveAddress,
  setDefaultAddress,
} from "./addresses.ts";
import { shopClock } from "#tests/support/clock.ts";

// The shop's clock runs a day behind the machine: every date follows the clock it is given.
const { start, minutesLater: later } = shopClock(new Date(Date.now() - 24 * 60 * 60_000));

const paris: AddressInput = addressSchema.parse({
  fullName: "Ada Lovelace",
  line1: "12 rue de Rivoli",
  city: "Paris",
  postalCode: "75001",
  country: "FR",
});
const newYork: AddressInput = addressSchema.parse({
  fullName: "Ada Lovelace",
  company: "Analytical Engines",
  line1: "350 Fifth Ave",
  city: "New York",
  region: "NY",
  postalCode: "10118",
  country: "US",
  phone: "+1 212 555 0100",
});

describe.each(testDrivers)("the address book on %s", (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().db;

  async function account(email = "ada@example.com"): Promise<string> {
    const [row] = await db()
      .insert(users)
      .values({ email, fullName: "Ada", createdAt: start, updatedAt: start })
      .returning({ id: users.id });
    return row!.id;
  }

  const add = (userId: string, input: AddressInput, now: Date, makeDefault = false) =>
    saveAddress(db(), { shopper: { userId }, input, makeDefault, now });

  test("the first address is the default; the book lists the default first, then the newest", async () => {
    const userId = await account();
    const first = await add(userId, paris, later(1));
    expect(first).toMatchObject({ ...paris, isDefault: true, createdAt: later(1).toISOString() });
    const second = await add(userId, newYork, later(2));
    expect(second.isDefault).toBe(false);
    const third = await add(userId, { ...paris, line1: "1 place de la Concorde" }, later(3));
    expect((await listAddresses(db(), { userId: userId })).map((address) => address.id)).toEqual([
      first.id,
      third.id,
      second.id,
    ]);
    expect(await findAddress(db(), { userId: userId }, second.id)).toEqual(second);
  });

  test("making an address the default unsets the previous one", async () => {
    const userId = await account();
    const first = await add(userId, paris, later(1));
    const second = await add(userId, newYork, later(2), true);
    expect(second.isDefault).toBe(true);
    expect((await findAddress(db(), { userId: userId }, first.id))?.isDefault).toBe(false);

    await setDefaultAddress(db(), { userId: userId }, first.id, later(3));
    const book = await listAddresses(db(), { userId: userId });
    expect(book.map((address) => [address.id, address.isDefault])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
  });

  test("an address is changed in place; editing the default keeps it the default", async () => {
    const userId = await account();
    const first = await add(userId, paris, later(1));
    const edited = await saveAddress(db(), {
      shopper: { userId },
      id: first.id,
      input: { ...paris, line2: "3e étage" },
      makeDefault: false,
      now: later(5),
    });
    expect(edited).toMatchObject({
      id: first.id,
      line2: "3e étage",
      isDefault: true,
      createdAt: later(1).toISOString(),
      updatedAt: later(5).toISOString(),
    });
    const second = await add(userId, newYork, later(6));
    await saveAddress(db(), {
      shopper: { userId },
      id: second.id,
      input: newYork,
      makeDefault: true,
      now: later(7),
    });
    expect((await listAddresses(db(), { userId: userId })).map((address) => address.isDefault)).toEqual([
      true,
      false,
    ]);
    expect((await listAddresses(db(), { userId: userId }))[0]?.id).toBe(second.id);
  });

  test("deleting the default makes the newest remaining address the default", async () => {
    const userId = await account();
    const first = await add(userId, paris, later(1));
    const second = await add(userId, newYork, later(2));
    const third = await add(userId, { ...paris, city: "Lyon", postalCode: "69001" }, later(3));
    await deleteAddress(db(), { userId: userId }, first.id);
    expect(
      (await listAddresses(db(), { userId: userId })).map((address) => [address.id, address.isDefault]),
    ).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
    await deleteAddress(db(), { userId: userId }, second.id);
    expect((await findAddress(db(), { userId: userId }, third.id))?.isDefault).toBe(true);
    await deleteAddress(db(), { userId: userId }, third.id);
    expect(await listAddresses(db(), { userId: userId })).toEqual([]);
    // A new first address is the default again.
    expect((await add(userId, paris, later(9))).isDefault).toBe(true);
  });

  test("another account's address is no such address, and is left as it was", async () => {
    const owner = await account("owner@example.com");
    const other = await account("other@example.com");
    const address = await add(owner, paris, later(1));
    expect(await findAddress(db(), { userId: other }, address.id)).toBeNull();
    await expect(
      saveAddress(db(), {
        shopper: { userId: other },
        id: address.id,
        input: newYork,
        makeDefault: true,
        now: later(2),
      }),
    ).rejects.toThrow(AddressNotFound);
    await expect(deleteAddress(db(), { userId: other }, address.id)).rejects.toThrow(AddressNotFound);
    await expect(setDefaultAddress(db(), { userId: other }, address.id, later(2))).rejects.toThrow(
      AddressNotFound,
    );
    expect(await listAddresses(db(), { userId: other })).toEqual([]);
    expect(await findAddress(db(), { userId: owner }, address.id)).toEqual(address);
  });

  test("an id that is not an address's is no such address, not a database error", async () => {
    const userId = await account();
    expect(await findAddress(db(), { userId: userId }, "not-an-id")).toBeNull();
    await expect(deleteAddress(db(), { userId: userId }, "'; drop table addresses; --")).rejects.toThrow(
      AddressNotFound,
    );
    await expect(setDefaultAddress(db(), { userId: userId }, "", later(1))).rejects.toThrow(AddressNotFound);
    await expect(
      saveAddress(db(), { shopper: { userId }, id: "42", input: paris, makeDefault: false, now: later(1) }),
    ).rejects.toThrow(AddressNotFound);
    await expect(
      deleteAddress(db(), { userId: userId }, "00000000-0000-4000-8000-000000000000"),
    ).rejects.toThrow(AddressNotFound);
  });

  test(`a book holds ${ADDRESS_BOOK_LIMIT} addresses; editing one of them still works`, async () => {
    const userId = await account();
    const saved = [];
    for (let index = 0; index < ADDRESS_BOOK_LIMIT; index += 1) {
      saved.push(await add(userId, { ...paris, line1: `${index + 1} rue de Rivoli` }, later(index)));
    }
    await expect(add(userId, newYork, later(100))).rejects.toThrow(AddressBookFull);
    expect(await listAddresses(db(), { userId: userId })).toHaveLength(ADDRESS_BOOK_LIMIT);
    await saveAddress(db(), {
      shopper: { userId },
      id: saved[5]!.id,
      input: newYork,
      makeDefault: true,
      now: later(101),
    });
    await deleteAddress(db(), { userId: userId }, saved[0]!.id);
    expect((await add(userId, paris, later(102))).isDefault).toBe(false);
  });

  test("two addresses saved at once as the default leave exactly one default", async () => {
    const userId = await account();
    await add(userId, paris, later(1));
    await Promise.all([add(userId, newYork, later(2), true), add(userId, paris, later(3), true)]);
    const book = await listAddresses(db(), { userId: userId });
    expect(book).toHaveLength(3);
    expect(book.filter((address) => address.isDefault)).toHaveLength(1);
  });
});
