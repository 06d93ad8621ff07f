/**
 * Vitest's global set-up: the migrated (and the migrated and seeded) databases every test file
 * starts from, made once per run instead of once per file. A fresh PGlite with every migration
 * and the seed costs a few seconds of CPU; loading the snapshot of one costs about one, and some
 * fifty files each did it at least once (issue 29: the CI run's time).
 *
 * - PGlite: the data directory as a tarball (`dumpDataDir`), loaded with `loadDataDir`;
 * - PostgreSQL (when TEST_DATABASE_URL is set): two template databases the tests copy;
 * - spawned servers: a seeded data directory they start from a copy of (`seededDataDir`).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connectPglite, openDatabase, pgliteExtensions } from "#server/db/client.ts";
import { migrationsFolder } from "#server/db/migrations-folder.ts";
import { seedDatabase } from "#server/db/seed/index.ts";

export type DatabaseTemplates = {
  /** Tarballs of PGlite's data directory, migrated and migrated-and-seeded. */
  pglite: { migrated: string; seeded: string };
  /** A server's DATA_DIR with its database migrated and seeded, to be copied, never used. */
  serverDataDir: string;
  /** Template databases on the TEST_DATABASE_URL server, when one is set. */
  postgres?: { migrated: string; seeded: string };
};

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function pgliteTemplates(directory: string, now: Date) {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const connection = connectPglite(client);
  await connection.migrate(migrationsFolder);
  const migrated = path.join(directory, "migrated.tar");
  writeFileSync(migrated, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await seedDatabase(connection.db, now);
  const seededDump = await client.dumpDataDir("none");
  const seeded = path.join(directory, "seeded.tar");
  writeFileSync(seeded, Buffer.from(await seededDump.arrayBuffer()));
  await client.close();

  // The server keeps PGlite's files at the root of DATA_DIR.
  const serverDataDir = path.join(directory, "server-data");
  const onDisk = await PGlite.create(serverDataDir, {
    loadDataDir: seededDump,
    extensions: pgliteExtensions,
  });
  await onDisk.close();
  return { pglite: { migrated, seeded }, serverDataDir };
}

async function postgresTemplates(serverUrl: string, now: Date) {
  const suffix = randomBytes(6).toString("hex");
  const names = { migrated: `shop_template_${suffix}`, seeded: `shop_template_seeded_${suffix}` };
  await onServer(serverUrl, `create database ${names.migrated}`);
  const connection = await openDatabase({
    databaseUrl: databaseUrl(serverUrl, names.migrated),
    dataDir: "unused",
  });
  try {
    await connection.migrate(migrationsFolder);
  } finally {
    // A template may not be copied while anyone is connected to it.
    await connection.close();
  }
  await onServer(serverUrl, `create database ${names.seeded} template ${names.migrated}`);
  const seeded = await openDatabase({ databaseUrl: databaseUrl(serverUrl, names.seeded), dataDir: "unused" });
  try {
    await seedDatabase(seeded.db, now);
  } finally {
    await seeded.close();
  }
  return names;
}

export default async function setup(project: TestProject) {
  const directory = mkdtempSync(path.join(tmpdir(), "shop-test-templates-"));
  const now = new Date();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const [local, postgres] = await Promise.all([
    pgliteTemplates(directory, now),
    serverUrl ? postgresTemplates(serverUrl, now) : undefined,
  ]);
  project.provide("databaseTemplates", { ...local, postgres });
  return async () => {
    rmSync(directory, { recursive: true, force: true });
    if (serverUrl && postgres) {
      for (const name of [postgres.seeded, postgres.migrated]) {
        await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      }
    }
  };
}
