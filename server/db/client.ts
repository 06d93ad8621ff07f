import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.ts";

/** One typed handle for both drivers: services never know which one they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseConnection = {
  db: Database;
  driver: "pglite" | "postgres";
  /** Applies the committed drizzle-kit migrations; already-applied ones are skipped. */
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Runs `work` holding the database's start-up lock. On PostgreSQL it is a session advisory
   * lock: of several servers starting at once on one database, one migrates and seeds while the
   * others wait, then find the work done (issue 29: three of four died racing to create drizzle's
   * schema). An embedded database has one process by construction (the data-directory lock).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Hears `NOTIFY channel` from every process on this database (ours included). On PostgreSQL
   * the listening connection is reopened when it drops; `onGap` is then called, because what was
   * notified meanwhile is lost. Resolves, once listening, to a function that stops.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/**
 * Opens PostgreSQL when `databaseUrl` is given, otherwise embedded PGlite stored in `dataDir`
 * (or in memory when `dataDir` is `memory://`, as the tests do).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (a restart, a failover) is an "error" event on the
    // pool; unheard, it would end the process. The pool replaces the connection on next use.
    pool.on("error", () => undefined);
    const db = drizzlePostgres({ client: pool, schema });
    // Fail at boot, not at the first request, when the server cannot be reached.
    await db.execute(sql`select 1`);
    return {
      db: db as unknown as Database,
      driver: "postgres",
      migrate: (migrationsFolder) => migratePostgres(db, { migrationsFolder }),
      exclusively: (work) => holdingStartLock(pool, work),
      listen: (channel, onMessage, onGap) =>
        listenOnPostgres(options.databaseUrl as string, channel, onMessage, onGap),
      close: () => pool.end(),
    };
  }
  return connectPglite(await PGlite.create(options.dataDir, { extensions: pgliteExtensions }));
}

/**
 * The extensions PGlite loads at start (it has no shared libraries to find by itself). The
 * catalogue search needs `pg_trgm` for typo tolerance; migrations create it (docs/decisions/011).
 */
export const pgliteExtensions = { pg_trgm };

/** Wraps an open PGlite instance (tests start theirs from a migrated snapshot). */
export function connectPglite(client: PGlite): DatabaseConnection {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    // One process owns an embedded database: nothing is ever missed, so no gap to report.
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return () => stop();
    },
    close: () => client.close(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to others). When it drops,
 * it is reopened after a pause that grows to 30 s, and `onGap` tells the listener to forget
 * what it cached, since notifications sent meanwhile are lost.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delayMs = 500;
  const open = async () => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    next.on("error", () => undefined); // followed by "end", handled below
    await next.connect();
    await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    next.once("end", () => {
      if (stopped) return;
      client = undefined;
      reopen();
    });
    client = next;
  };
  const reopen = () => {
    retry = setTimeout(async () => {
      try {
        await open();
      } catch {
        delayMs = Math.min(delayMs * 2, 30_000);
        reopen();
        return;
      }
      delayMs = 500;
      onGap();
    }, delayMs);
    retry.unref();
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}

// The advisory lock's key: any number the shop uses for nothing else, the same in every release.
const START_LOCK = "hashtext('inkwell-shop: migrations and seed')";

async function holdingStartLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  // A session lock lives on one connection: that connection holds it while `work` runs on others.
  const holder = await pool.connect();
  let broken: Error | undefined;
  try {
    await holder.query(`select pg_advisory_lock(${START_LOCK})`);
    try {
      return await work();
    } finally {
      await holder.query(`select pg_advisory_unlock(${START_LOCK})`);
    }
  } catch (error) {
    // A connection that failed mid-way may still hold the lock: it is closed, not pooled.
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    holder.release(broken);
  }
}

/** Throws when the database does not answer (liveness, for the embedded one). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
