import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, afterEach, beforeEach } from "vitest";
import { connectPglite, openDatabase, pgliteExtensions, type DatabaseConnection } from "#server/db/client.ts";
import { migrationsFolder } from "#server/db/migrations-folder.ts";
import { seedDatabase } from "#server/db/seed/index.ts";

export type TestDriver = "pglite" | "postgres";

/**
 * The drivers the data-layer tests run on: PGlite in memory always, and the PostgreSQL at
 * TEST_DATABASE_URL when it is set (CI sets it), so both must behave the same.
 */
export const testDrivers: TestDriver[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export type TestDatabase = DatabaseConnection & { dispose(): Promise<void> };

// Starting PGlite from a migrated (and, when asked, seeded) snapshot takes a fraction of a fresh
// start plus migrations and seed; each test file (worker) makes each snapshot once.
const snapshots = new Map<boolean, Promise<Blob>>();
function pgliteSnapshot(seeded: boolean): Promise<Blob> {
  let snapshot = snapshots.get(seeded);
  if (!snapshot) {
    snapshot = (async () => {
      const connection = await openDatabase({ dataDir: "memory://" });
      await connection.migrate(migrationsFolder);
      if (seeded) await seedDatabase(connection.db, new Date());
      const client = (connection.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir("none");
      await connection.close();
      return dump;
    })();
    snapshots.set(seeded, snapshot);
  }
  return snapshot;
}

/** A fresh, migrated database of the given driver (seeded when asked), dropped again by `dispose`. */
export async function createTestDatabase(
  driver: TestDriver,
  options: { seeded?: boolean } = {},
): Promise<TestDatabase> {
  const seeded = options.seeded ?? false;
  if (driver === "pglite") {
    const connection = connectPglite(
      await PGlite.create({ loadDataDir: await pgliteSnapshot(seeded), extensions: pgliteExtensions }),
    );
    return { ...connection, dispose: () => connection.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name} template ${await postgresTemplate(serverUrl, seeded)}`);
  const connection = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: "unused" });
  return {
    ...connection,
    async dispose() {
      await connection.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Runs one statement as the test server's user, outside any test database. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// On PostgreSQL, as with PGlite's snapshots: each test file (a process of its own) migrates (and
// seeds) a template database once, and each test's database is a copy of it, which the server
// makes by copying files instead of running every migration again. The templates go at the end of
// the file.
const templates = new Map<boolean, Promise<string>>();
function postgresTemplate(serverUrl: string, seeded: boolean): Promise<string> {
  let template = templates.get(seeded);
  if (!template) {
    template = (async () => {
      const name = `shop_template_${randomBytes(6).toString("hex")}`;
      await onServer(serverUrl, `create database ${name}`);
      const connection = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: "unused" });
      try {
        await connection.migrate(migrationsFolder);
        if (seeded) await seedDatabase(connection.db, new Date());
      } finally {
        // A template may not be copied while anyone is connected to it.
        await connection.close();
      }
      return name;
    })();
    templates.set(seeded, template);
  }
  return template;
}

/** Drops the template databases this process made (after the last test of its file). */
async function dropPostgresTemplates(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const made = await Promise.allSettled(templates.values());
  templates.clear();
  if (!serverUrl) return;
  for (const result of made) {
    if (result.status === "fulfilled") await onServer(serverUrl, `drop database if exists ${result.value}`);
  }
}
// Imported at collection, so this runs once the importing file's last test has.
afterAll(dropPostgresTemplates);

/**
 * Gives every test of the enclosing `describe` its own fresh database (seeded when asked) and
 * disposes of it afterwards. Returns a getter for the current test's database.
 */
export function useTestDatabase(driver: TestDriver, options: { seeded?: boolean } = {}): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeEach(async () => {
    database = await createTestDatabase(driver, options);
  });
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });
  return () => {
    if (!database) throw new Error("useTestDatabase: no database outside a test");
    return database;
  };
}
