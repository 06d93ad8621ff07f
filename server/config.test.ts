import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const dataDirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-config-"));
  dataDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const secret = "a".repeat(32);

describe("loadConfig", () => {
  test("defaults: port 3000, ./data, embedded database", () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mode).toBe("development");
  });

  test("contact messages go to CONTACT_EMAIL: an address, with or without a name", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).contactEmail).toBe("Inkwell Print Co. <help@inkwell.invalid>");
    for (const address of [
      "help@inkwell.example",
      "Inkwell Help <help@inkwell.example>",
      '"Inkwell, Inc." <help@inkwell.example>',
    ]) {
      expect(loadConfig({ DATA_DIR: dir, CONTACT_EMAIL: address }).contactEmail).toBe(address);
    }
  });

  test("uploads are kept in DATA_DIR/uploads, or in the S3 bucket S3_BUCKET names", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).storage).toEqual({
      driver: "disk",
      directory: path.join(dir, "uploads"),
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        S3_BUCKET: "shop-files",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
      }).storage,
    ).toEqual({
      driver: "s3",
      bucket: "shop-files",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      accessKeyId: "key",
      secretAccessKey: "secret",
      // Another server than AWS: the bucket goes in the path unless told otherwise.
      forcePathStyle: true,
    });
    const aws = loadConfig({ DATA_DIR: dir, S3_BUCKET: "shop-files", S3_REGION: "eu-west-3" }).storage;
    expect(aws).toMatchObject({ driver: "s3", region: "eu-west-3", forcePathStyle: false });
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: "Not A Bucket" })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: "shop-files", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });

  test("production without SESSION_SECRET is refused, naming the variable", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(/SESSION_SECRET/);
  });

  test("a secret shorter than 32 characters is refused", () => {
    expect(() => loadConfig({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(ConfigError);
  });

  test("comma-separated secrets rotate, newest first", () => {
    const config = loadConfig({ NODE_ENV: "production", SESSION_SECRET: `${"n".repeat(40)}, ${secret}` });
    expect(config.sessionSecrets).toEqual(["n".repeat(40), secret]);
  });

  test("outside production a secret is generated once and kept in DATA_DIR", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecrets;
    const second = loadConfig({ DATA_DIR: dir }).sessionSecrets;
    expect(first).toEqual(second);
    expect(first[0]?.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(first[0]);
  });

  test.each([
    ["PORT", { PORT: "eighty" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://localhost/shop" }],
    ["PUBLIC_URL", { PUBLIC_URL: "shop.example" }],
    ["LOG_LEVEL", { LOG_LEVEL: "loud" }],
    ["CONTACT_EMAIL", { CONTACT_EMAIL: "help at inkwell" }],
    ["CONTACT_EMAIL", { CONTACT_EMAIL: "Inkwell, Inc. <help@inkwell.example>" }],
    ["CONTACT_EMAIL", { CONTACT_EMAIL: "help@inkwell.example, sales@inkwell.example" }],
  ])("a bad %s stops the start with a message naming it", (name, environment) => {
    expect(() => loadConfig({ ...environment, SESSION_SECRET: secret })).toThrow(new RegExp(name));
  });
});
