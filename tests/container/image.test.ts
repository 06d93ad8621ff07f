/**
 * The shop's image, built from the Dockerfile and run as an operator would (issue 29): it becomes
 * ready on its embedded database, a customer signs up (the mail goes out through SMTP), orders and
 * pays with the test provider, the operator downloads the print file, the server runs as a user
 * without privileges, `docker stop` (SIGTERM) ends it with 0 before the 10 s grace runs out, and a
 * backup of its stopped data volume restores into a new one that serves the same shop.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cardExpiry } from "#tests/support/clock.ts";
import { teeText } from "#tests/support/design-layers.ts";
import { readPngHeader } from "#tests/support/images.ts";
import { serverNodeFlags } from "#tests/support/spawn-server.ts";
import {
  buildImage,
  ensureBaseImage,
  imageSize,
  podman,
  podmanUnavailable,
  testImage,
  ulimits,
} from "#tests/support/podman.ts";
import { shopBrowser, type ShopBrowser } from "#tests/support/shop-clients.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink.ts";
import { until } from "#tests/support/until.ts";

const unavailable = podmanUnavailable();
if (unavailable) console.warn(`The container test is skipped: ${unavailable}.`);

const TEE = "st75v2";
const password = "a long enough passphrase";
const ratesFixture = fileURLToPath(new URL("../fixtures/ecb-daily.xml", import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

describe.skipIf(unavailable)("the shop's image", () => {
  const suffix = randomBytes(4).toString("hex");
  const image = testImage;
  const container = `shop-image-test-${suffix}`;
  const volume = `shop-image-data-${suffix}`;
  const restoredVolume = `shop-image-restored-${suffix}`;
  const backupDir = mkdtempSync(path.join(tmpdir(), "shop-backup-"));
  const sessionSecret = randomBytes(24).toString("base64url");
  let sink: SmtpSink;
  let port: number;
  let origin: string;
  let base: string;
  let customer: Account;

  beforeAll(async () => {
    base = await ensureBaseImage();
    await buildImage(image);
    sink = await startSmtpSink();
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    await podman(["volume", "create", volume]);
    await startContainer(container, volume);
  });

  afterAll(async () => {
    for (const name of [container, `${container}-restored`])
      await podman(["rm", "--force", "--time", "0", name]).catch(() => "");
    await podman(["volume", "rm", "--force", volume, restoredVolume]).catch(() => "");
    rmSync(backupDir, { recursive: true, force: true });
    await sink?.stop();
  });

  /** Runs the image as an operator would, on the host's network (it reaches the test's SMTP sink). */
  async function startContainer(name: string, dataVolume: string) {
    await podman([
      "run",
      "--detach",
      "--name",
      name,
      "--network",
      "host",
      ...ulimits,
      "--volume",
      `${dataVolume}:/data`,
      "--volume",
      `${ratesFixture}:/rates/ecb-daily.xml:ro`,
      "--env",
      "HOST=127.0.0.1",
      "--env",
      `PORT=${port}`,
      "--env",
      `PUBLIC_URL=${origin}`,
      "--env",
      `SESSION_SECRET=${sessionSecret}`,
      "--env",
      `SMTP_URL=${sink.url}`,
      "--env",
      "RATES_URL=file:///rates/ecb-daily.xml",
      image,
    ]);
    await until(
      () =>
        fetch(`${origin}/readyz`).then(
          (answer) => answer.status,
          () => 0,
        ),
      (status) => status === 200,
      { timeoutMs: 120_000, intervalMs: 250 },
    ).catch(async (error: unknown) => {
      throw new Error(`${String(error)}\n${await podman(["logs", name]).catch(String)}`);
    });
  }

  test("it is ready on its embedded database, healthy by its HEALTHCHECK, and says what it adds to its base", async () => {
    const readiness = await fetch(`${origin}/readyz`);
    expect(await readiness.json()).toEqual({
      status: "ready",
      checks: { database: true, migrations: true, storage: true },
    });
    expect(
      await podman(["container", "inspect", "--format", "{{json .Config.Healthcheck}}", container]),
    ).toContain("/healthz");
    // Exits 0 when the image's own check passes.
    await podman(["healthcheck", "run", container]);
    const added = (await imageSize(image)) - (await imageSize(base));
    process.stdout.write(`The image adds ${(added / 1e6).toFixed(0)} MB to ${base}.\n`);
    expect(added).toBeGreaterThan(0);
  });

  test("the server runs as the unprivileged node user", async () => {
    expect(await podman(["inspect", "--format", "{{.Config.User}}", image])).toBe("node");
    const status = await podman(["exec", container, "cat", "/proc/1/status"]);
    expect(/^Uid:\s+(\d+)/m.exec(status)?.[1]).toBe("1000");
    const command = await podman(["exec", container, "cat", "/proc/1/cmdline"]);
    expect(command.split("\0")).toEqual(["node", ...serverNodeFlags, "server/index.ts", ""]);
  });

  test("a customer signs up, orders and pays; the operator downloads the print file", async () => {
    const shop = { url: (pathname: string) => `${origin}${pathname}` };
    customer = await verifiedAccount(shop, `customer-${suffix}@example.com`);
    const operator = await verifiedAccount(shop, `operator-${suffix}@example.com`);
    // The operator command asks the running server, which holds the embedded database.
    const granted = await podman([
      "exec",
      container,
      "npm",
      "run",
      "--silent",
      "operator",
      "--",
      "add",
      operator.email,
    ]);
    expect(granted).toContain(operator.email);

    const saved = await customer.api<{ design: { id: string } }>("/api/designs/save", {
      document: {
        version: 1,
        product: TEE,
        color: "white",
        areas: {
          front: [teeText("t1", "Shipped in a box")],
        },
      },
    });
    const designId = saved.body.data.design.id;
    const cart = await customer.api("/api/cart/update", {
      designId,
      quantities: [{ color: "white", size: "m", quantity: 2 }],
    });
    expect(cart.body.code).toBe(1);
    const address = await customer.api<{ address: { id: string } }>("/api/addresses/save", {
      fullName: "Élodie Martin",
      line1: "12 rue de Rivoli",
      city: "Paris",
      postalCode: "75001",
      country: "FR",
    });
    const quote = await customer.api<{ quote: { totalCents: number } }>("/api/shipping/quote", {
      address: address.body.data.address.id,
      method: "standard",
    });
    const placed = await customer.api<{ sn: string }>("/api/order/place", {
      address: address.body.data.address.id,
      method: "standard",
      placeKey: `image-test-${suffix}-0001`,
      approvedTotalCents: quote.body.data.quote.totalCents,
    });
    expect(placed.body.code).toBe(1);
    const sn = placed.body.data.sn;

    const pay = await customer.post(`/order/payment?sn=${sn}`, { intent: "pay" });
    const paid = await customer.post(new URL(pay.location!, origin).pathname, {
      intent: "pay",
      number: "4242 4242 4242 4242",
      expiry: cardExpiry(new Date()),
      cvc: "123",
      name: "E M",
    });
    expect(paid.status).toBe(303);
    await until(
      async () =>
        (await customer.api<{ order: { status: string } }>("/api/order", { sn })).body.data.order.status,
      (status) => status === "paid",
      { timeoutMs: 60_000 },
    );
    await sink.waitFor(
      (mail) => mail.to === customer.email && mail.subject.startsWith("Receipt for"),
      30_000,
    );

    type PrintFile = { download: string | null; expected: { width: number; height: number } };
    const printFiles = await until(
      async () =>
        (await operator.api<{ order: { printFiles: PrintFile[] } }>("/api/admin/order", { sn })).body.data
          .order.printFiles,
      (files) => files.length > 0 && files.every((file) => file.download !== null),
      { timeoutMs: 120_000, intervalMs: 500 },
    );
    const front = printFiles[0]!;
    const download = await operator.request(front.download!);
    expect(download.status).toBe(200);
    const png = Buffer.from(await download.arrayBuffer());
    expect(readPngHeader(png)).toMatchObject({ width: front.expected.width, height: front.expected.height });
  });

  test("SIGTERM stops it with exit code 0 within the 10 s grace", async () => {
    // `podman stop` sends SIGTERM, then SIGKILL (exit code 137) once the 10 s have passed.
    await podman(["stop", "--time", "10", container]);
    expect(await podman(["inspect", "--format", "{{.State.ExitCode}}", container])).toBe("0");
    expect(await podman(["logs", container])).toContain('"msg":"stopped"');
  });

  test("the stopped data volume, archived and restored into a new one, serves the same shop", async () => {
    // The README's backup: a tar of the stopped volume, by root in a throwaway container.
    await podman([
      "run",
      "--rm",
      "--user",
      "root",
      ...ulimits,
      "--volume",
      `${volume}:/data:ro`,
      "--volume",
      `${backupDir}:/backup`,
      image,
      "tar",
      "-czf",
      "/backup/shop-data.tgz",
      "-C",
      "/data",
      ".",
    ]);
    await podman(["volume", "create", restoredVolume]);
    await podman([
      "run",
      "--rm",
      "--user",
      "root",
      ...ulimits,
      "--volume",
      `${restoredVolume}:/data`,
      "--volume",
      `${backupDir}:/backup:ro`,
      image,
      "tar",
      "-xzf",
      "/backup/shop-data.tgz",
      "-C",
      "/data",
    ]);
    await startContainer(`${container}-restored`, restoredVolume);
    // The customer's browser is still signed in (sessions are in the database) and finds the order.
    const orders = await customer.api<{ total: number }>("/api/orders", {});
    expect(orders.body.data.total).toBe(1);
  });

  /** An account signed up through the API, verified by the link the container mailed. */
  async function verifiedAccount(shop: { url(path: string): string }, email: string) {
    const browser: ShopBrowser = shopBrowser(shop);
    const registered = await browser.api("/api/register", {
      fullname: "Élodie Martin",
      email,
      pwd: password,
    });
    expect(registered.body.code).toBe(1);
    const mail = await sink.waitFor((message) => message.to === email, 30_000);
    const link = /https?:\/\/\S+\/auth\/verify\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const verified = await browser.request(link!, { redirect: "manual" });
    expect(verified.status).toBeLessThan(400);
    const login = await browser.api("/api/login", { account: email, pwd: password });
    expect(login.body.code).toBe(1);
    return { ...browser, email };
  }
  type Account = Awaited<ReturnType<typeof verifiedAccount>>;
});
