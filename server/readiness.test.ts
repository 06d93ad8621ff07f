import { afterEach, describe, expect, test } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { migrationsFolder } from "#server/db/migrations-folder.ts";
import { checkLiveness, checkReadiness, newestMigration } from "#server/readiness.ts";
import { createStorage } from "#server/storage/storage.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { startS3Server, type S3Server } from "#tests/support/s3-server.ts";

describe.each(testDrivers)("readiness on %s", (driver) => {
  const database = useTestDatabase(driver);
  let s3: S3Server | undefined;
  afterEach(async () => {
    await s3?.close();
    s3 = undefined;
  });

  test("ready when the database answers, holds this build's newest migration, and the storage answers", async () => {
    s3 = await startS3Server();
    const storage = await createStorage(s3.config);
    const newest = await newestMigration(migrationsFolder);
    expect(await checkReadiness({ db: database().db, storage, newestMigration: newest })).toEqual({
      ready: true,
      checks: { database: true, migrations: true, storage: true },
    });
  });

  test("not ready when this build has a migration the database lacks, or the storage does not answer", async () => {
    s3 = await startS3Server();
    const storage = await createStorage(s3.config);
    const newest = await newestMigration(migrationsFolder);
    expect(await checkReadiness({ db: database().db, storage, newestMigration: newest + 1 })).toEqual({
      ready: false,
      checks: { database: true, migrations: false, storage: true },
    });
    await s3.close();
    s3 = undefined;
    expect(await checkReadiness({ db: database().db, storage, newestMigration: newest })).toEqual({
      ready: false,
      checks: { database: true, migrations: true, storage: false },
    });
  });
});

describe("liveness", () => {
  test("an embedded database that stops answering makes the process unwell: it lives in it", async () => {
    const connection = await openDatabase({ dataDir: "memory://" });
    await expect(checkLiveness(connection)).resolves.toBeUndefined();
    await connection.close();
    await expect(checkLiveness(connection)).rejects.toThrow("Failed query: select 1");
  });

  test.skipIf(!process.env.TEST_DATABASE_URL)(
    "a PostgreSQL server that stops answering leaves the process live but not ready (a restart would not help)",
    async () => {
      const connection = await openDatabase({
        databaseUrl: process.env.TEST_DATABASE_URL,
        dataDir: "unused",
      });
      await connection.close();
      await expect(checkLiveness(connection)).resolves.toBeUndefined();
      const storage = await createStorage({ driver: "disk", directory: "unused" });
      const readiness = await checkReadiness({ db: connection.db, storage, newestMigration: 0 });
      expect(readiness.checks.database).toBe(false);
      expect(readiness.ready).toBe(false);
    },
  );
});
