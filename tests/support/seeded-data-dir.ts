import { cpSync } from "node:fs";
import { inject } from "vitest";
import { temporaryDataDir } from "./spawn-server.ts";

/**
 * A server's data directory whose database is already migrated and seeded: a copy of the one the
 * global set-up made (tests/support/database-templates.ts), for spawned-server tests about
 * something other than a first start, which would otherwise each pay for one.
 */
export function seededDataDir(): ReturnType<typeof temporaryDataDir> {
  const created = temporaryDataDir();
  cpSync(inject("databaseTemplates").serverDataDir, created.dir, { recursive: true });
  return created;
}
