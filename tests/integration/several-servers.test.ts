/**
 * Several servers on one PostgreSQL database, as production runs them behind a load balancer
 * (issue 29): four real processes started at once on an empty database all start, and the
 * migrations and the seed are applied once; two servers behind a round-robin proxy, sharing an S3
 * bucket and an SMTP server, take a customer from sign-up to a shipped order while one of them is
 * killed (SIGKILL, no goodbye) and started again, and nothing is lost or done twice: one order,
 * one payment, each mail once, the print files in the bucket, every job finished, and the live
 * unread badge of an open page reconnects through the proxy to a server that is up. Needs the
 * build (`npm run build`) and TEST_DATABASE_URL (skipped without it).
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { and, count, eq, gt, inArray, isNull, lte, type SQL } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, test } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { migrationsFolder } from "#server/db/migrations-folder.ts";
import {
  designRenders,
  designs,
  mailOutbox,
  orders,
  payments,
  testPaymentWebhooks,
  users,
} from "#server/db/schema.ts";
import { seedCatalogue } from "#server/db/seed/catalogue-data.ts";
import { seedCurrencies } from "#server/db/seed/currencies.ts";
import { RENDER_CLAIM_MS, renderStorageKey } from "#server/services/design-renders.ts";
import { createStorage } from "#server/storage/storage.ts";
import { teeText } from "#tests/support/design-layers.ts";
import { placePaidOrder } from "#tests/support/checkout-pages.ts";
import { chromiumArgs, findChromium } from "#tests/support/chromium.ts";
import { cardExpiry } from "#tests/support/clock.ts";
import { onServer, type TestDatabase } from "#tests/support/database.ts";
import { readPngHeader } from "#tests/support/images.ts";
import { startRoundRobinProxy } from "#tests/support/round-robin-proxy.ts";
import { startS3Server } from "#tests/support/s3-server.ts";
import {
  accountPassword,
  shopBrowser,
  signedInAccount,
  type SignedInAccount,
} from "#tests/support/shop-clients.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink.ts";
import { spawnServer, temporaryDataDir, type SpawnedServer } from "#tests/support/spawn-server.ts";
import { until } from "#tests/support/until.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
/** Every server of one shop signs sessions with the same secret, or a cookie works on one only. */
const SESSION_SECRET = "several-servers-share-this-session-secret";

type Server = SpawnedServer & { port: number };

const running: Server[] = [];
const dataDirs: ReturnType<typeof temporaryDataDir>[] = [];
const databases: string[] = [];
// Whatever else a test started (proxy, S3, SMTP, browser, connections), stopped in reverse order.
const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  // The servers first: no process may outlive the test, whatever fails after.
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  }
  const failures: unknown[] = [];
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error) => failures.push(error));
  for (const dir of dataDirs.splice(0)) dir.remove();
  for (const name of databases.splice(0)) {
    await onServer(serverUrl as string, `drop database if exists ${name} with (force)`);
  }
  if (failures.length > 0) throw failures[0];
});

/** A new, empty database on the test server; dropped after the test. */
async function emptyDatabase(): Promise<string> {
  const name = `shop_servers_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl as string, `create database ${name}`);
  databases.push(name);
  const url = new URL(serverUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
}

function dataDir(): string {
  const created = temporaryDataDir();
  dataDirs.push(created);
  return created.dir;
}

/**
 * Starts one server process per environment, all at the same moment, and waits for every one to
 * listen or stop; each one that started is stopped after the test, whatever happened to the others.
 */
async function startTogether(environments: Record<string, string>[]): Promise<Server[]> {
  const outcomes = await Promise.allSettled(environments.map((env) => spawnServer(env)));
  const started = outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
  running.push(...started);
  const failures = outcomes.flatMap((outcome) =>
    outcome.status === "rejected" ? [String(outcome.reason)] : [],
  );
  expect(failures).toEqual([]);
  return started;
}

/** The origin a server listens at, as the proxy names it. */
const originOf = (server: Server) => `http://127.0.0.1:${server.port}`;

async function readiness(origin: string) {
  const response = await fetch(`${origin}/readyz`);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe.skipIf(!serverUrl)("several servers on one PostgreSQL database", () => {
  test("four servers started at once on an empty database all start and are ready; each migration and the seed are applied once", async () => {
    const databaseUrl = await emptyDatabase();
    const servers = await startTogether(
      Array.from({ length: 4 }, () => ({
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir(),
        NODE_ENV: "production",
        SESSION_SECRET,
      })),
    );
    expect(servers).toHaveLength(4);
    for (const server of servers) {
      expect(await readiness(originOf(server))).toMatchObject({
        status: 200,
        body: { status: "ready", checks: { database: true, migrations: true } },
      });
    }

    const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
      entries: { tag: string }[];
    };
    const seededProducts = seedCatalogue.flatMap((category) =>
      category.subtypes.flatMap((subtype) => subtype.products),
    );
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const counted = async (query: string) => ((await client.query(query)).rows[0] as { n: number }).n;
      expect(await counted("select count(*)::int as n from drizzle.__drizzle_migrations")).toBe(
        journal.entries.length,
      );
      expect(await counted("select count(distinct hash)::int as n from drizzle.__drizzle_migrations")).toBe(
        journal.entries.length,
      );
      expect(await counted("select count(*)::int as n from site_settings")).toBe(1);
      expect(await counted("select count(*)::int as n from currencies")).toBe(seedCurrencies.length);
      expect(await counted("select count(*)::int as n from products")).toBe(seededProducts.length);
      expect(await counted("select count(distinct public_id)::int as n from products")).toBe(
        seededProducts.length,
      );
    } finally {
      await client.end();
    }
  }, 120_000);

  test("two servers behind a round-robin proxy, one killed with SIGKILL and started again mid-journey: sign-up to shipped, nothing lost or done twice, the live badge reconnects", async () => {
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const sink = await startSmtpSink();
    cleanups.push(() => sink.stop());
    const proxy = await startRoundRobinProxy();
    cleanups.push(() => proxy.close());
    const databaseUrl = await emptyDatabase();

    const environment = (dir: string): Record<string, string> => ({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      NODE_ENV: "production",
      SESSION_SECRET,
      // The proxy is on loopback: its X-Forwarded-For says who the client is.
      TRUST_PROXY: "loopback",
      PUBLIC_URL: proxy.url,
      SMTP_URL: sink.url,
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint as string,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId as string,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey as string,
    });
    const environments = [environment(dataDir()), environment(dataDir())];
    const servers = await startTogether(environments);
    proxy.upstreams.push(...servers.map(originOf));

    const connection = await openDatabase({ databaseUrl, dataDir: "unused" });
    const database: TestDatabase = { ...connection, dispose: () => connection.close() };
    cleanups.push(() => database.dispose());
    const shop = { url: (pathname: string) => `${proxy.url}${pathname}` };

    // A customer signs up for real: the verification mail links to the shop's public address.
    const customer = await signUp(shop, sink, database);
    const operator = await signedInAccount(shop, database, {
      email: `printer-${randomBytes(4).toString("hex")}@example.com`,
      role: "operator",
      clock: new Date(),
    });

    // The customer's page is open in a browser, its badge kept live by the notification stream.
    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
    cleanups.push(() => browser.close());
    const context = await browser.newContext({ locale: "en-US" });
    await context.addCookies(
      [...customer.cookies].map(([name, value]) => ({
        name,
        value,
        domain: "127.0.0.1",
        path: "/",
        // The production session cookie is `__Host-session`: Secure, which loopback may carry.
        secure: true,
        httpOnly: true,
        sameSite: "Lax" as const,
      })),
    );
    const page = await context.newPage();
    const bell = (unread: number) =>
      page.getByRole("banner").getByRole("link", {
        name: unread === 0 ? "Notifications" : `Notifications: ${unread} unread`,
        exact: true,
      });
    const unreadNow = async () =>
      (await customer.api<{ unread: number }>("/api/notifications/unread", {})).body.data.unread;
    await page.goto(`${proxy.url}/account/orders`);
    await bell(0).waitFor({ timeout: 15_000 });
    const streamHolder = () =>
      proxy.openRequests().find((request) => request.path === "/notifications/stream")?.upstream;
    await until(() => streamHolder() !== undefined, { timeoutMs: 15_000 });

    const sn = await placePaidOrder(shop, database, customer, {
      document: {
        version: 1,
        product: "st75v2",
        color: "white",
        areas: { front: [teeText("f1", "Front", 150)], back: [teeText("b1", "Back", 150)] },
      },
      expiry: cardExpiry(new Date()),
    });
    // Placed and paid: the open page heard both on its stream.
    const unreadPaid = await unreadNow();
    expect(unreadPaid).toBeGreaterThan(0);
    await bell(unreadPaid).waitFor({ timeout: 15_000 });
    // The receipt has left before the kill: the outbox delivers at least once, and a kill between
    // the SMTP server's answer and the outbox's record would send it again once its lease ran out.
    await until(
      () => allMailSent(database),
      (sent) => sent,
      { timeoutMs: 30_000 },
    );

    // The server holding the page's stream is killed while the print files may be rendering.
    const victimOrigin = streamHolder()!;
    const victimIndex = servers.findIndex((server) => originOf(server) === victimOrigin);
    const victim = servers[victimIndex]!;
    const survivorOrigin = originOf(servers[1 - victimIndex]!);
    victim.child.kill("SIGKILL");
    await victim.exited;
    // Every lease it took is older than this.
    const killedAt = new Date();

    // While it is down, the proxy sends its turns to the other server: the operator does not notice.
    const queue = await operator.page("/admin/orders?status=paid");
    expect(queue.status).toBe(200);
    expect(queue.html).toContain(`/admin/orders/${sn}`);
    const started = await operator.post(`/admin/orders/${sn}`, { intent: "startProduction" });
    expect(started.status).toBe(302);

    // The customer starts their next design meanwhile and asks for its proofs: the server that is
    // up renders them. Its render job takes one render at a time, so once these are made, whatever
    // it was rendering when the other server died is made too.
    const nextDesign = await customer.api<{ design: { id: string } }>("/api/designs/save", {
      document: {
        version: 1,
        product: "st75v2",
        color: "black",
        areas: { "sleeve-left": [{ ...teeText("s1", "Hi", 75), sizePt: 24, color: "#facc15", x: 44.5 }] },
      },
    });
    const nextDesignId = nextDesign.body.data.design.id;
    const checked = await customer.post(`/design?draft=${nextDesignId}`, { intent: "check" });
    expect(checked.status).toBe(302);
    const rendersOf = (condition: SQL) =>
      database.db
        .select({ render: designRenders })
        .from(designRenders)
        .innerJoin(designs, eq(designs.id, designRenders.designId))
        .where(condition)
        .then((rows) => rows.map((row) => row.render));
    const finished = (rows: { status: string }[]) =>
      rows.length > 0 && rows.every((row) => row.status !== "queued");
    const proofs = await until(() => rendersOf(eq(designs.id, nextDesignId)), finished, {
      timeoutMs: 60_000,
      intervalMs: 250,
    });
    expect(proofs.map((render) => render.status)).toEqual(proofs.map(() => "done"));

    // So a render of the order still queued under a lease taken before the kill is the dead
    // server's: it would be taken again once its lease ran out (RENDER_CLAIM_MS, 5 minutes). Rather
    // than wait that long, the test makes those leases run out now.
    await database.db
      .update(designRenders)
      .set({ lockedUntil: killedAt })
      .where(
        and(
          eq(designRenders.status, "queued"),
          gt(designRenders.lockedUntil, killedAt),
          lte(designRenders.lockedUntil, new Date(killedAt.getTime() + RENDER_CLAIM_MS)),
        ),
      );
    const renders = await until(() => rendersOf(eq(designs.userId, customer.id)), finished, {
      timeoutMs: 60_000,
      intervalMs: 250,
    });
    expect(renders.map((render) => render.status)).toEqual(renders.map(() => "done"));
    const orderDesign = renders.find(
      (render) => render.kind === "print" && render.target === "front",
    )!.designId;
    const prints = renders.filter((render) => render.designId === orderDesign && render.kind === "print");
    expect(prints.map((render) => render.target).sort()).toEqual(["back", "front"]);

    // The print files are in the shared bucket, and the operator downloads them through the proxy.
    const bucket = await createStorage(s3.config);
    for (const render of prints) expect(await bucket.exists(renderStorageKey(render))).toBe(true);
    const orderPage = await operator.page(`/admin/orders/${sn}`);
    const links = [
      ...orderPage.html.matchAll(/href="(\/admin\/orders\/[a-z2-9]+\/renders\/[0-9a-f-]+)" download/g),
    ].map((match) => match[1]!);
    expect(links).toHaveLength(2);
    for (const link of links) {
      const file = await operator.request(link);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/png");
      expect(readPngHeader(Buffer.from(await file.arrayBuffer()))).toMatchObject({
        width: 3603,
        height: 4796,
      });
    }

    const shipped = await operator.post(`/admin/orders/${sn}`, {
      intent: "ship",
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
    });
    expect(shipped.status).toBe(302);

    // The page's stream went down with its server; the browser reconnects after the stream's retry
    // time, through the proxy, to the server that is up, and the badge shows the new count.
    const unreadShipped = await unreadNow();
    expect(unreadShipped).toBeGreaterThan(unreadPaid);
    await bell(unreadShipped).waitFor({ timeout: 45_000 });
    expect(streamHolder()).toBe(survivorOrigin);

    // Started again on the same database and data directory, as a supervisor would, it takes its
    // turns again and shows the customer what the other server did. Its port is the system's choice
    // (the old one may have gone to another process meanwhile); the proxy's list names it in place
    // of the dead one, as a service registry would.
    const restarted = await spawnServer(environments[victimIndex]!);
    running.push(restarted);
    const restartedOrigin = originOf(restarted);
    expect((await readiness(restartedOrigin)).status).toBe(200);
    proxy.upstreams[victimIndex] = restartedOrigin;
    const sinceRestart = proxy.answered.length;
    const orderPages: { status: number; html: string }[] = [];
    await until(
      async () => {
        orderPages.push(await customer.page(`/account/orders/${sn}`));
        return proxy.answered.slice(sinceRestart).some((request) => request.upstream === restartedOrigin);
      },
      (servedByRestarted) => servedByRestarted,
      { timeoutMs: 15_000 },
    );
    for (const seen of orderPages) {
      expect(seen.status).toBe(200);
      expect(seen.html).toContain("Shipped");
    }

    // Nothing lost or done twice: one order, one payment, each webhook and mail once, every job done.
    await sink.waitFor((mail) => mail.to === customer.email && /has shipped$/.test(mail.subject), 15_000);
    await until(
      () => allMailSent(database),
      (sent) => sent,
      { timeoutMs: 30_000 },
    );
    const customerOrders = await database.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.userId, customer.id));
    expect(customerOrders.map((order) => order.status)).toEqual(["shipped"]);
    const orderPayments = await database.db
      .select({ status: payments.status })
      .from(payments)
      .where(
        inArray(
          payments.orderId,
          customerOrders.map((order) => order.id),
        ),
      );
    expect(orderPayments).toEqual([{ status: "succeeded" }]);
    const webhooks = await database.db
      .select({ deliveredAt: testPaymentWebhooks.deliveredAt })
      .from(testPaymentWebhooks);
    expect(webhooks.map((webhook) => webhook.deliveredAt !== null)).toEqual([true]);

    const subjects = sink.messages.filter((mail) => mail.to === customer.email).map((mail) => mail.subject);
    expect(subjects.filter((subject) => /Confirm your email address/.test(subject))).toHaveLength(1);
    expect(subjects.filter((subject) => /waiting for payment$/.test(subject))).toHaveLength(1);
    expect(subjects.filter((subject) => /^Receipt for your /.test(subject))).toHaveLength(1);
    expect(subjects.filter((subject) => /is being printed$/.test(subject))).toHaveLength(1);
    expect(subjects.filter((subject) => /has shipped$/.test(subject))).toHaveLength(1);
    expect(new Set(subjects).size).toBe(subjects.length);
    // Each message the shop queued for them reached the SMTP server once.
    const queued = await database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, customer.email));
    expect([...subjects].sort()).toEqual(queued.map((mail) => mail.subject).sort());
  }, 240_000);
});

/**
 * A customer signed up as anyone does, through the API: registered, the link in the verification
 * mail followed (it must point at the shop's public address, the proxy), signed in.
 */
async function signUp(
  shop: { url(pathname: string): string },
  sink: SmtpSink,
  database: TestDatabase,
): Promise<SignedInAccount> {
  const email = `several-servers-${randomBytes(4).toString("hex")}@example.com`;
  const visitor = shopBrowser(shop);
  const registered = await visitor.api("/api/register", {
    fullname: "Élodie Martin",
    email,
    pwd: accountPassword,
  });
  expect(registered.body).toMatchObject({ code: 1, data: { verificationRequired: true } });
  const verification = await sink.waitFor(
    (mail) => mail.to === email && /Confirm your email address/.test(mail.subject),
    15_000,
  );
  const verify = new URL(/https?:\/\/\S+\/auth\/verify\?token=[\w-]+/.exec(verification.text)![0]);
  expect(verify.origin).toBe(new URL(shop.url("/")).origin);
  expect((await visitor.request(verify.pathname + verify.search)).status).toBe(302);
  const signIn = () =>
    visitor.request("/api/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ account: email, pwd: accountPassword }),
    });
  expect((await signIn()).status).toBe(200);
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { ...visitor, signIn, email, id: user!.id };
}

/** Whether every queued mail has been sent. */
async function allMailSent(database: TestDatabase): Promise<boolean> {
  const [unsent] = await database.db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
  return unsent!.n === 0;
}
