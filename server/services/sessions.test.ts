import { describe, expect, test } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { joinInvalidation } from "../cache.ts";
import { sessions, users } from "../db/schema.ts";
import { updateProfile } from "./accounts.ts";
import { createSession, deleteSession, findSession } from "./sessions.ts";
import { shopClock } from "#tests/support/clock.ts";

// The shop's clock, an hour behind real time: rules follow it, not the machine's.
const { start, later } = shopClock(new Date(Date.now() - 60 * 60_000));

describe.each(testDrivers)("finding sessions on %s", (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().db;

  async function signedIn(fullName = "Ada Lovelace") {
    const [user] = await db()
      .insert(users)
      .values({
        email: `${fullName.split(" ")[0]}@example.com`,
        fullName,
        createdAt: start,
        updatedAt: start,
      })
      .returning({ id: users.id });
    return {
      userId: user!.id,
      ...(await createSession(db(), { userId: user!.id, userAgent: null, ip: null, now: start })),
    };
  }

  test("a warm session is found without asking the database again", async () => {
    const { token } = await signedIn();
    expect((await findSession(db(), token, start))?.user.fullName).toBe("Ada Lovelace");
    // Gone from the table behind the services' back: the warm lookup does not read it.
    await db().delete(sessions);
    expect((await findSession(db(), token, later(1000)))?.user.fullName).toBe("Ada Lovelace");
    // After the cache's limit it is read again, and is gone.
    expect(await findSession(db(), token, later(60_000))).toBeNull();
  });

  test("signing out, and a changed profile, are seen at once", async () => {
    const { token, userId } = await signedIn();
    await findSession(db(), token, start);
    await updateProfile(db(), userId, { fullName: "Ada King" }, later(1000));
    expect((await findSession(db(), token, later(2000)))?.user.fullName).toBe("Ada King");
    await deleteSession(db(), token);
    expect(await findSession(db(), token, later(3000))).toBeNull();
  });

  test.runIf(driver === "postgres")("a sign-out in one process reaches the others", async () => {
    const { token } = await signedIn();
    const logger = createLogger("silent");
    // A second process of the shop: its own connection to the same database.
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const name = (
      (await db().execute("select current_database() as name")) as unknown as { rows: { name: string }[] }
    ).rows[0]!.name;
    url.pathname = `/${name}`;
    const other = await openDatabase({ databaseUrl: url.toString(), dataDir: "unused" });
    const leaveHere = await joinInvalidation(database(), logger);
    const leaveThere = await joinInvalidation(other, logger);
    try {
      expect(await findSession(other.db, token, start)).not.toBeNull();
      await deleteSession(db(), token);
      await expect.poll(() => findSession(other.db, token, later(1000))).toBeNull();
    } finally {
      await leaveThere();
      await leaveHere();
      await other.close();
    }
  });
});
