/**
 * Several servers starting at once on one new PostgreSQL database (issue 29): each migrates and
 * seeds under the start-up lock, so all of them start and the work is done once.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, test } from "vitest";
import { openDatabase, type DatabaseConnection } from "#server/db/client.ts";
import { migrationsFolder } from "#server/db/migrations-folder.ts";
import { seedDatabase } from "#server/db/seed/index.ts";
import { onServer } from "#tests/support/database.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

const opened: DatabaseConnection[] = [];
const created: string[] = [];
afterEach(async () => {
  for (const connection of opened.splice(0)) await connection.close();
  for (const name of created.splice(0))
    await onServer(serverUrl as string, `drop database if exists ${name} with (force)`);
});

describe.skipIf(!serverUrl)("the start-up lock on PostgreSQL", () => {
  test("four servers starting at once on an empty database all start; migrations and seed are applied once", async () => {
    const name = `shop_start_${randomBytes(6).toString("hex")}`;
    await onServer(serverUrl as string, `create database ${name}`);
    created.push(name);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    const servers = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.toString(), dataDir: "unused" })),
    );
    opened.push(...servers);
    const started = await Promise.allSettled(
      servers.map((database) =>
        database.exclusively(async () => {
          await database.migrate(migrationsFolder);
          await seedDatabase(database.db, new Date());
        }),
      ),
    );
    expect(started.filter((outcome) => outcome.status === "rejected")).toEqual([]);

    const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    const counted = new pg.Client({ connectionString: url.toString() });
    await counted.connect();
    try {
      const migrations = await counted.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(migrations.rows).toEqual([{ n: journal.entries.length }]);
      const settings = await counted.query("select count(*)::int as n from site_settings");
      expect(settings.rows).toEqual([{ n: 1 }]);
    } finally {
      await counted.end();
    }
  });

  test("the lock is released when the work fails, and the next start goes ahead", async () => {
    const database = await openDatabase({ databaseUrl: serverUrl as string, dataDir: "unused" });
    opened.push(database);
    await expect(database.exclusively(() => Promise.reject(new Error("migration failed")))).rejects.toThrow(
      "migration failed",
    );
    await expect(database.exclusively(async () => "started")).resolves.toBe("started");
  });
});
