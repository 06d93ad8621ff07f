import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { StorageConfig } from "./storage/storage.ts";

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  SESSION_SECRET: z.string().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|true|false|loopback|linklocal|uniquelocal|[\d.:/, a-f]+)$/i, {
      error: "must be a hop count, true, false, loopback or a list of addresses",
    })
    .optional(),
  RATES_URL: z
    .url({ protocol: /^(https?|file)$/, error: "must be an http(s):// or file:// URL" })
    .default("https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"),
  HTML_CACHE: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().min(3).default("Inkwell Print Co. <no-reply@inkwell.invalid>"),
  CONTACT_EMAIL: z
    .string()
    .trim()
    // One mailbox: a bare address, or a name (quoted when it holds a comma) and <address>.
    .regex(/^(?:(?:"[^"\\\r\n]*"\s*|[^<>@",;\r\n]*)<[^\s<>@",;]+@[^\s<>@",;]+>|[^\s<>@",;]+@[^\s<>@",;]+)$/, {
      error: "must be one email address, optionally with a name: Shop <help@shop.example>",
    })
    .default("Inkwell Print Co. <help@inkwell.invalid>"),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: "must be an S3 bucket name" })
    .optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"], { error: "must be true or false" }).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  GOOGLE_AUTHORIZATION_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\S+$/, { error: "must be a Stripe secret or restricted key (sk_… or rk_…)" })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^\S+$/, { error: "must be the endpoint's signing secret (whsec_…)" })
    .optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  TEST_PAYMENTS_WEBHOOK_SECRET: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
});

export type Config = {
  mode: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecrets: string[];
  publicUrl: string | undefined;
  trustProxy: string | undefined;
  /** Where exchange rates come from: the ECB's daily reference rates document, or a copy. */
  ratesUrl: string;
  logLevel: z.infer<typeof environmentSchema>["LOG_LEVEL"];
  /** Anonymous pages answered from memory (server/html-cache.ts); off to measure rendering. */
  htmlCache: boolean;
  /** Where mail goes; without it, mail is written to `DATA_DIR/mail/*.eml` and logged. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-form messages go (`Name <address>` or an address); answers go to the customer. */
  contactEmail: string;
  /** Where uploaded files are kept: `DATA_DIR/uploads`, or an S3-compatible bucket (`S3_BUCKET`). */
  storage: StorageConfig;
  /**
   * Google sign-in, shown only when a client id is set. Issuer, authorization endpoint and keys
   * are configuration so tests can point them at a local OpenID Connect provider.
   */
  google: { clientId: string; issuer: string; authorizationUrl: string; jwksUrl: string } | undefined;
  /**
   * Stripe Checkout, when both its keys are set; otherwise payments go through the built-in test
   * provider (server/payments). `apiBase` points the client at a stand-in (tests). Optional, like
   * the next field, so a configuration built by hand (tests) need not name them.
   */
  stripe?: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
  /** The test provider's webhook signing secret; absent, one is derived from the session secret. */
  testPaymentsWebhookSecret?: string | undefined;
};

/** A configuration problem that must stop the process; the message names the variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Reads and validates the environment once. In production `SESSION_SECRET` is required (one or
 * more comma-separated secrets of at least 32 characters, newest first, so secrets can rotate);
 * elsewhere a secret is generated on first start and kept in `DATA_DIR`.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      "Invalid environment:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither (the SDK's own credentials)",
    );
  }
  if ((env.STRIPE_SECRET_KEY === undefined) !== (env.STRIPE_WEBHOOK_SECRET === undefined)) {
    throw new ConfigError(
      "Invalid environment:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both (Stripe Checkout), or neither (the test provider)",
    );
  }
  const mode = env.NODE_ENV ?? "development";
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    mode,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    sessionSecrets: readSessionSecrets(env.SESSION_SECRET, mode, dataDir),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ""),
    trustProxy: env.TRUST_PROXY,
    ratesUrl: env.RATES_URL,
    logLevel: env.LOG_LEVEL,
    htmlCache: env.HTML_CACHE === "on",
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactEmail: env.CONTACT_EMAIL,
    storage: env.S3_BUCKET
      ? {
          driver: "s3",
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          // Servers other than AWS (MinIO, Ceph, R2…) answer at their address, bucket in the path.
          forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? String(env.S3_ENDPOINT !== undefined)) === "true",
        }
      : { driver: "disk", directory: path.join(dataDir, "uploads") },
    google: env.GOOGLE_CLIENT_ID
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          issuer: env.GOOGLE_ISSUER,
          authorizationUrl: env.GOOGLE_AUTHORIZATION_URL,
          jwksUrl: env.GOOGLE_JWKS_URL,
        }
      : undefined,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE?.replace(/\/+$/, ""),
          }
        : undefined,
    testPaymentsWebhookSecret: env.TEST_PAYMENTS_WEBHOOK_SECRET,
  };
}

function readSessionSecrets(value: string | undefined, mode: Config["mode"], dataDir: string): string[] {
  if (value === undefined || value.trim() === "") {
    if (mode === "production") {
      throw new ConfigError(
        "Invalid environment:\n  SESSION_SECRET: required in production (one or more comma-separated secrets of at least 32 characters)",
      );
    }
    return [developmentSecret(dataDir)];
  }
  const secrets = value.split(",").map((secret) => secret.trim());
  if (secrets.some((secret) => secret.length < 32)) {
    throw new ConfigError(
      "Invalid environment:\n  SESSION_SECRET: every comma-separated secret must be at least 32 characters",
    );
  }
  return secrets;
}

// Outside production a secret is generated once and kept, so sessions survive restarts.
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}
