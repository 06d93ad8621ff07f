/**
 * The probes (issue 29). Readiness (`/readyz`): whether this server can serve customers now, for
 * load balancers and orchestrators. Liveness (`/healthz`, the image's HEALTHCHECK): whether this
 * process works, so that restarting it is the cure when it does not. An embedded database lives in
 * the process and is part of it; a PostgreSQL server that does not answer is not, and restarting
 * every server while it is down would only add start-ups to the outage, so only readiness asks it.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { pingDatabase, type Database, type DatabaseConnection } from "./db/client.ts";
import type { Storage } from "./storage/storage.ts";

export type Readiness = {
  ready: boolean;
  /** Each check: the database answers, this build's migrations are applied, the storage answers. */
  checks: { database: boolean; migrations: boolean; storage: boolean };
};

/** When this build's newest migration was made: drizzle records it as the row's `created_at`. */
export async function newestMigration(migrationsFolder: string): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Throws when this process does not work: it answers, and so does its embedded database. */
export async function checkLiveness(connection: DatabaseConnection): Promise<void> {
  if (connection.driver === "pglite") await pingDatabase(connection.db);
}

// A key no object ever has: asking whether it exists reaches the storage without touching a file.
const PROBE_KEY = "readiness-probe";

export async function checkReadiness(options: {
  db: Database;
  storage: Storage;
  newestMigration: number;
}): Promise<Readiness> {
  const [database, migrations, storage] = await Promise.all([
    succeeds(options.db.execute(sql`select 1`)),
    succeeds(
      options.db.execute(
        sql`select 1 from drizzle.__drizzle_migrations where created_at = ${options.newestMigration}`,
      ),
      (result) => rowCount(result) > 0,
    ),
    succeeds(options.storage.exists(PROBE_KEY)),
  ]);
  return { ready: database && migrations && storage, checks: { database, migrations, storage } };
}

async function succeeds<T>(work: Promise<T>, holds: (value: T) => boolean = () => true): Promise<boolean> {
  try {
    return holds(await work);
  } catch {
    return false;
  }
}

// node-postgres and PGlite both answer with their rows in `rows`.
function rowCount(result: unknown): number {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows.length : 0;
}
