import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, afterEach, beforeEach, inject } from "vitest";
import { connectPglite, openDatabase, pgliteExtensions, type DatabaseConnection } from "#server/db/client.ts";
import { databaseUrl, onServer } from "./database-templates.ts";

export { onServer };

export type TestDriver = "pglite" | "postgres";

/**
 * The drivers the data-layer tests run on: PGlite in memory always, and the PostgreSQL at
 * TEST_DATABASE_URL when it is set (CI sets it), so both must behave the same.
 */
export const testDrivers: TestDriver[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export type TestDatabase = DatabaseConnection & { dispose(): Promise<void> };

// Every file starts its databases from the templates the global set-up made once per run
// (tests/support/database-templates.ts).
const snapshots = new Map<boolean, Promise<Blob>>();
function pgliteSnapshot(seeded: boolean): Promise<Blob> {
  let snapshot = snapshots.get(seeded);
  if (!snapshot) {
    const { pglite } = inject("databaseTemplates");
    snapshot = readFile(seeded ? pglite.seeded : pglite.migrated).then((bytes) => new Blob([bytes]));
    snapshots.set(seeded, snapshot);
  }
  return snapshot;
}

function postgresTemplate(seeded: boolean): string {
  const { postgres } = inject("databaseTemplates");
  if (!postgres) throw new Error("TEST_DATABASE_URL was not set when the tests started");
  return seeded ? postgres.seeded : postgres.migrated;
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
  await onServer(serverUrl, `create database ${name} template ${postgresTemplate(seeded)}`);
  const connection = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: "unused" });
  return {
    ...connection,
    async dispose() {
      await connection.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

// Starting PGlite, even from a snapshot, costs about a second of CPU, and copying a PostgreSQL
// template and dropping the copy about 0.4 s; most tests spent more on that than on what they
// test. So each test file keeps one database of each driver and kind (seeded or not) and a copy of
// its tables as the migrations and seed left them; a test gets that database back in the same
// state: every table emptied and refilled from the copy, sequences set back, no transaction,
// advisory lock or listener left from the test before.
const SNAPSHOT_SCHEMA = "test_snapshot";
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs SQL (several statements allowed) and gives the rows of the last one. */
type RunSql = (statements: string) => Promise<Record<string, unknown>[]>;

/**
 * Copies every table of `public` into a schema of its own and returns the SQL that puts the
 * tables and sequences back as they are now.
 */
async function snapshotTables(run: RunSql): Promise<string> {
  const tables = (await run(
    `select table_name as name, array_agg(column_name::text order by ordinal_position) as columns
       from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER'
        and table_name in (select tablename from pg_tables where schemaname = 'public')
      group by table_name order by table_name`,
  )) as { name: string; columns: string[] }[];
  const sequences = (await run(
    `select sequencename as name, last_value::text as value, start_value::text as start
       from pg_sequences where schemaname = 'public'`,
  )) as { name: string; value: string | null; start: string }[];
  await run(
    [
      `create schema ${SNAPSHOT_SCHEMA}`,
      ...tables.map(
        ({ name }) => `create table ${SNAPSHOT_SCHEMA}.${quote(name)} as table public.${quote(name)}`,
      ),
    ].join(";\n"),
  );
  return [
    "select pg_advisory_unlock_all()",
    "unlisten *",
    "begin",
    // Replica mode skips triggers (no NOTIFY for restored rows) and foreign-key checks while the
    // tables are refilled in any order.
    "set local session_replication_role = replica",
    `truncate ${tables.map(({ name }) => `public.${quote(name)}`).join(", ")}`,
    ...tables.map(({ name, columns }) => {
      const list = columns.map(quote).join(", ");
      return `insert into public.${quote(name)} (${list}) overriding system value select ${list} from ${SNAPSHOT_SCHEMA}.${quote(name)}`;
    }),
    ...sequences.map(({ name, value, start }) =>
      value === null
        ? `select setval('public.${quote(name)}', ${start}, false)`
        : `select setval('public.${quote(name)}', ${value}, true)`,
    ),
    "commit",
  ].join(";\n");
}

/**
 * A database a file's tests take turns on: `open` restores it and connects the test to it; a
 * second database wanted by the same test while the first is held is a fresh one.
 */
type ReusedDatabase = {
  open(): Promise<DatabaseConnection>;
  close(): Promise<void>;
  closed(): boolean;
  inUse: boolean;
};
const reused = new Map<string, Promise<ReusedDatabase>>();

async function openReusedPglite(seeded: boolean): Promise<ReusedDatabase> {
  const client = await PGlite.create({
    loadDataDir: await pgliteSnapshot(seeded),
    extensions: pgliteExtensions,
  });
  const restore = await snapshotTables(
    async (statements) => (await client.exec(statements)).at(-1)?.rows ?? [],
  );
  let first = true;
  return {
    async open() {
      // The first test finds the database as the snapshot was taken.
      if (!first) await client.exec(restore);
      first = false;
      // A new handle for each test: caches keyed by the handle (server/cache.ts) start empty.
      return connectPglite(client);
    },
    close: () => client.close(),
    closed: () => client.closed,
    inUse: false,
  };
}

async function openReusedPostgres(seeded: boolean): Promise<ReusedDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name} template ${postgresTemplate(seeded)}`);
  const url = databaseUrl(serverUrl, name);
  const runOnce: RunSql = async (statements) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // Without parameters, several statements go in one round trip; each has its result.
      const results: pg.QueryResult | pg.QueryResult[] = await client.query(statements);
      return (Array.isArray(results) ? results.at(-1) : results)?.rows ?? [];
    } finally {
      await client.end();
    }
  };
  const restore = await snapshotTables(runOnce);
  let first = true;
  let closed = false;
  return {
    async open() {
      // Each test's pool is ended when it is done, so no session (lock, listener) outlives it.
      if (!first) await runOnce(restore);
      first = false;
      return openDatabase({ databaseUrl: url, dataDir: "unused" });
    },
    async close() {
      closed = true;
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
    closed: () => closed,
    inUse: false,
  };
}

/** The test's database: the file's reused one of this driver and kind, restored to the snapshot. */
async function reusedDatabase(driver: TestDriver, seeded: boolean): Promise<TestDatabase> {
  const key = `${driver}:${seeded}`;
  let pending = reused.get(key);
  let instance = pending ? await pending : undefined;
  if (!instance || instance.closed()) {
    pending = driver === "pglite" ? openReusedPglite(seeded) : openReusedPostgres(seeded);
    reused.set(key, pending);
    instance = await pending;
  } else if (instance.inUse) {
    return createTestDatabase(driver, { seeded });
  }
  const held = instance;
  held.inUse = true;
  let connection: DatabaseConnection;
  try {
    connection = await held.open();
  } catch (error) {
    held.inUse = false;
    throw error;
  }
  // Listeners a test leaves behind would hear the next test's notifications.
  const stops = new Set<() => Promise<void>>();
  return {
    ...connection,
    async listen(channel, onMessage, onGap) {
      const stop = await connection.listen(channel, onMessage, onGap);
      const once = async () => {
        stops.delete(once);
        await stop();
      };
      stops.add(once);
      return once;
    },
    async dispose() {
      for (const stop of [...stops]) await stop();
      if (connection.driver === "postgres") await connection.close();
      held.inUse = false;
    },
  };
}

/** Closes (PGlite) and drops (PostgreSQL) the databases this file reused, after its last test. */
async function closeReusedDatabases(): Promise<void> {
  const opened = await Promise.allSettled(reused.values());
  reused.clear();
  for (const result of opened) {
    if (result.status === "fulfilled" && !result.value.closed()) await result.value.close();
  }
}
afterAll(closeReusedDatabases);

/**
 * Gives every test of the enclosing `describe` a database of its own (seeded when asked) in the
 * state migrations (and the seed) leave, and disposes of it afterwards. Returns a getter for the
 * current test's database.
 */
export function useTestDatabase(driver: TestDriver, options: { seeded?: boolean } = {}): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeEach(async () => {
    database = await reusedDatabase(driver, options.seeded ?? false);
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
