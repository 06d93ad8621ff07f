import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "./support/chromium.ts";
import { TEST_GOOGLE_CLIENT_ID } from "./support/oidc-provider.ts";
import { serverNodeFlags } from "./support/spawn-server.ts";

function portFrom(name: string, fallback: number): number {
  return Number(process.env[name] ?? fallback);
}

const port = portFrom("E2E_PORT", 4310);
export const baseURL = `http://localhost:${port}`;
const smtpPort = portFrom("E2E_SMTP_PORT", 4311);
const smtpHttpPort = portFrom("E2E_SMTP_HTTP_PORT", 4312);
const oidcPort = portFrom("E2E_OIDC_PORT", 4313);
/** The SMTP sink's HTTP side, where the specs read the mail the shop sent (tests/support/smtp-sink-server.ts). */
export const smtpSinkURL = `http://127.0.0.1:${smtpHttpPort}`;
/**
 * The local OpenID Connect provider standing in for Google. It runs on `localhost` like the shop,
 * so its form post back to the shop stays same-site.
 */
export const oidcIssuer = `http://localhost:${oidcPort}`;
export const googleClientId = TEST_GOOGLE_CLIENT_ID;
// Workers load this file again; they inherit the directory the main process chose.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "shop-e2e-"));

/**
 * The shop's log (its standard output: warnings and errors) beside its data directory, so a run
 * that failed under load leaves something to read; fixtures.ts attaches the lines a failed test
 * saw to its report.
 */
export const shopLogFile = `${process.env.E2E_DATA_DIR}.log`;

/** Where the shop sends contact-form messages; the specs read them from the SMTP sink. */
export const contactAddress = "help@inkwell.test";

/** A desktop Chrome user agent: the default "HeadlessChrome" one is (rightly) taken for a bot. */
export const browserUserAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/**
 * The specs of the critical flows, which also run without JavaScript: sign-up, sign-in (password,
 * emailed code, Google's redirect), the password reset, the currency and the language, the order
 * steps through payment (with a discount code too), and the account's settings and mail preferences.
 */
const criticalFlowSpecs = [
  "accounts",
  "auth-intent",
  "auth-modal",
  "sign-in-code",
  "google",
  "one-submission",
  "currency",
  "language",
  "ordering",
  "discounts",
  "guest-checkout",
  "order-cancel",
  "notification-preferences",
  "designer-shapes",
  "designer-price",
  "designer-text-effects",
  "designer-journey",
  "designer-art",
  "files-background",
].map((name) => `**/e2e/${name}.spec.ts`);

export default defineConfig({
  testDir: "./e2e",
  outputDir: "../test-results",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    userAgent: browserUserAgent,
    locale: "en-US",
    // A failed test keeps its trace of actions with their logs and timings (where a click landed
    // before hydration shows), its ARIA snapshot (error-context.md) and a screenshot. The page's
    // network log comes only with DOM snapshots: recording those and a screencast for every test
    // cost about a third of the suite's time. To read a failure's requests, run that spec again
    // with `--trace retain-on-failure`.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    screenshot: "only-on-failure",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  // Every spec runs as most visitors see the shop; the critical flows run a second time as a plain
  // HTML site (STYLE.md). Running every spec twice doubled the e2e time for pages whose forms and
  // links the critical flows already cover without scripts (issue 28).
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true } },
    { name: "js-off", use: { javaScriptEnabled: false }, testMatch: criticalFlowSpecs },
  ],
  webServer: [
    {
      command: "node tests/support/smtp-sink-server.ts",
      cwd: "..",
      url: `${smtpSinkURL}/messages`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_HTTP_PORT: String(smtpHttpPort) },
    },
    {
      command: "node tests/support/oidc-provider-server.ts",
      cwd: "..",
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        OIDC_PORT: String(oidcPort),
        OIDC_HOST: "localhost",
        OIDC_PUBLIC_HOST: "localhost",
        OIDC_CLIENT_ID: googleClientId,
      },
    },
    {
      // Playwright runs the command in a shell; its errors when it cannot start still show here.
      command: ["node", ...serverNodeFlags, "server/index.ts", ">>", JSON.stringify(shopLogFile)].join(" "),
      cwd: "..",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        SESSION_SECRET: "e2e-session-secret-that-is-at-least-32-characters",
        LOG_LEVEL: "warn",
        RATES_URL: new URL("./fixtures/ecb-daily.xml", import.meta.url).href,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: "Inkwell Print Co. <no-reply@inkwell.test>",
        CONTACT_EMAIL: `Inkwell Print Co. <${contactAddress}>`,
        GOOGLE_CLIENT_ID: googleClientId,
        GOOGLE_ISSUER: oidcIssuer,
        GOOGLE_AUTHORIZATION_URL: `${oidcIssuer}/o/oauth2/v2/auth`,
        GOOGLE_JWKS_URL: `${oidcIssuer}/jwks`,
        // Every browser request comes from 127.0.0.1; each test names its own client address in
        // X-Forwarded-For (tests/e2e/fixtures.ts), so the per-address rate limits apply per test.
        TRUST_PROXY: "loopback",
      },
    },
  ],
});
