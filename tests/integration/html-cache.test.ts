/**
 * The HTML cache for anonymous pages (server/html-cache.ts, docs/decisions/013-html-cache.md):
 * what is cached, for whom, with which policy, and that a change in the catalogue reaches every
 * process. Runs against the built shop in process (`npm run build` first), on PGlite and, when
 * TEST_DATABASE_URL is set, on PostgreSQL with two shops sharing one database.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setSessionCookie } from "#server/session-cookie.ts";
import { joinInvalidation } from "#server/cache.ts";
import type { Config } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { invalidateCatalogue } from "#server/services/catalogue.ts";
import { createSession } from "#server/services/sessions.ts";
import { users } from "#server/db/schema.ts";
import { createTestDatabase, testDrivers, type TestDatabase } from "#tests/support/database.ts";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";

const browser = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36";
const sessionSecrets = ["test-session-secret-of-32-characters!"];

type Envelope<T> = { code: number; msg: string; data: T };
type ListData = { products: { id: string; url: string; from_price: { usd_cents: number } }[] };

for (const driver of testDrivers) {
  describe(`the HTML cache on ${driver}`, () => {
    let database: TestDatabase;
    // On PostgreSQL two processes of the shop share the database, as behind a load balancer.
    const shops: RunningShop[] = [];
    let leave: () => Promise<void>;

    beforeAll(async () => {
      database = await createTestDatabase(driver, { seeded: true });
      const count = driver === "postgres" ? 2 : 1;
      for (let index = 0; index < count; index += 1) {
        shops.push(await startShop({ sessionSecrets }, { database }));
      }
      // This test process writes to the catalogue as a third process of the shop would.
      leave = await joinInvalidation(database, createLogger("silent"));
      // A shop refreshes the rates as it starts, which drops cached pages once (the fixture's
      // rates differ from the seed's); the tests start after that.
      for (let attempt = 0; ; attempt += 1) {
        const response = await fetch(shops[0]!.url("/api/exchange"), { method: "POST" });
        if (JSON.stringify(await response.json()).includes('"rate_updated_at":"2026-11-20')) break;
        if (attempt === 200) throw new Error("the shop did not refresh its exchange rates at start");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    afterAll(async () => {
      await leave();
      for (const shop of shops) await shop.close();
      await database.dispose();
    });

    const shop = () => shops[0]!;
    function get(path: string, headers: Record<string, string> = {}, on = shop()) {
      return fetch(on.url(path), { headers: { "user-agent": browser, ...headers }, redirect: "manual" });
    }
    async function firstProduct() {
      const response = await fetch(shop().url("/api/products"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      return ((await response.json()) as Envelope<ListData>).data.products[0]!;
    }
    /**
     * Waits until `path` is answered from memory (pages are compressed off the request), and
     * returns the last page rendered before: the one kept (the shop's start-up rate refresh may
     * have dropped an earlier one).
     */
    /** Keeping a page (compressing it twice) can take seconds on a busy machine. */
    const cacheWait = { timeout: 15_000 };
    async function untilCached(
      path: string,
      headers: Record<string, string> = {},
      on = shop(),
      /** The page the caller was just answered, rendered (a miss). */
      lastRendered = "",
    ) {
      let rendered = lastRendered;
      await expect
        .poll(async () => {
          const response = await get(path, headers, on);
          const status = response.headers.get("cache-status");
          if (status !== "shop-html; hit") rendered = await response.text();
          return status;
        }, cacheWait)
        .toBe("shop-html; hit");
      return rendered;
    }
    // A fresh address for each test: `?t=` is kept in the key like any query.
    let unique = 0;
    const fresh = (path: string) => `${path}${path.includes("?") ? "&" : "?"}t=${++unique}`;

    test("an anonymous page is rendered once, then answered from memory with an ETag; 304 when unchanged", async () => {
      const path = fresh("/products");
      const first = await get(path);
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-status")).toBe("shop-html; fwd=miss");
      const rendered = await untilCached(path, {}, shop(), await first.text());
      const hit = await get(path);
      expect(hit.headers.get("cache-status")).toBe("shop-html; hit");
      const etag = hit.headers.get("etag");
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect(hit.headers.get("cache-control")).toBe("private, no-cache");
      const cached = await hit.text();
      // The same page as rendered, less that request's nonce.
      const nonce = /nonce="([^"]+)"/.exec(rendered)?.[1];
      expect(nonce).toBeDefined();
      expect(cached).toBe(rendered.replaceAll(` nonce="${nonce}"`, ""));

      const again = await get(path, { "if-none-match": etag! });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
    });

    test("a cached page runs its inline scripts by hash: every one is in its policy, and no nonce", async () => {
      const path = fresh("/");
      await get(path);
      await untilCached(path);
      const response = await get(path);
      const policy = response.headers.get("content-security-policy") ?? "";
      const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
      expect(scriptSources).not.toContain("nonce-");
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => m[1]!,
      );
      expect(inline.length).toBeGreaterThan(0);
      for (const script of inline) {
        const hash = createHash("sha256").update(script).digest("base64");
        expect(scriptSources).toContain(`'sha256-${hash}'`);
      }
      // An uncached answer still gets a nonce of its own.
      const other = await get(fresh("/"));
      expect(other.headers.get("content-security-policy")).toMatch(/script-src [^;]*'nonce-[^']+'/);
    });

    test("compressed once: gzip and brotli answers are the same page", async () => {
      const path = fresh("/products");
      await get(path);
      await untilCached(path);
      const plain = await (await get(path)).text();
      for (const encoding of ["gzip", "br"]) {
        const response = await get(path, { "accept-encoding": encoding });
        expect(response.headers.get("content-encoding")).toBe(encoding);
        expect(await response.text()).toBe(plain); // fetch decodes it
      }
    });

    test("two display currencies are two pages, each answered with its own prices", async () => {
      const path = fresh("/products");
      for (const round of [1, 2]) {
        const dollars = await get(path, { cookie: "currency=USD" });
        const euros = await get(path, { cookie: "currency=EUR" });
        const [usd, eur] = [await dollars.text(), await euros.text()];
        expect(usd).toMatch(/From \$\d+\.\d\d/);
        expect(usd).not.toContain("€");
        expect(eur).toMatch(/From ≈ €\d+\.\d\d|€\d+\.\d\d/);
        if (round === 1) await untilCached(path, { cookie: "currency=EUR" });
      }
      const euros = await (await get(path, { cookie: "currency=EUR" })).text();
      expect(euros).toContain("€");
      expect(euros).not.toMatch(/From \$\d/);
    });

    test("two languages: French pages are their own; a French browser on / is still sent to /fr", async () => {
      const path = fresh("/");
      // An English visitor's home page is cached…
      await get(path, { "accept-language": "en" });
      await untilCached(path, { "accept-language": "en" });
      // …and a French one is still redirected, by browser language or by saved choice.
      const byBrowser = await get(path, { "accept-language": "fr-FR,fr;q=0.9" });
      expect(byBrowser.status).toBe(302);
      expect(byBrowser.headers.get("location")).toBe(`/fr${path.slice(1)}`);
      const bySavedChoice = await get(path, { cookie: "locale=fr" });
      expect(bySavedChoice.status).toBe(302);

      const french = fresh("/fr");
      await get(french);
      await untilCached(french);
      const page = await (await get(french)).text();
      expect(page).toContain('<html lang="fr-FR"');
    });

    test("a signed-in visitor is never answered from the cache, nor is their page kept", async () => {
      const path = fresh("/products");
      await get(path);
      await untilCached(path);

      const now = new Date();
      const [user] = await database.db
        .insert(users)
        .values({
          email: `cache-${unique}@example.test`,
          fullName: "Camille Cache",
          passwordHash: "unused",
          emailVerifiedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      const { token } = await createSession(database.db, {
        userId: user!.id,
        userAgent: browser,
        ip: null,
        now,
      });
      const cookie = (await setSessionCookie({ sessionSecrets, mode: "test" } as Config, token)).split(
        ";",
      )[0]!;

      for (const round of [1, 2]) {
        const response = await get(path, { cookie: `${cookie}; currency=USD` });
        expect(response.headers.get("cache-status"), `round ${round}`).toBe("shop-html; fwd=bypass");
        expect(response.headers.get("etag")).toBeNull();
        expect(await response.text()).toContain("Camille");
      }
      // The anonymous page did not learn the name.
      expect(await (await get(path)).text()).not.toContain("Camille");
      // Any cookie the cache does not know (a toast, a sign-in step) is not anonymous either.
      expect((await get(path, { cookie: "toast-session=x" })).headers.get("cache-status")).toBe(
        "shop-html; fwd=bypass",
      );
      // Nor is an API client's token, or the auth modal's address.
      expect((await get(path, { token: "whatever" })).headers.get("cache-status")).toBe(
        "shop-html; fwd=bypass",
      );
      expect((await get(`${path}&auth=signin`)).headers.get("cache-status")).toBe("shop-html; fwd=bypass");
    });

    test("a visitor's designer session (their uploads) does not keep them from cached pages", async () => {
      const path = fresh("/products");
      await get(path);
      await untilCached(path);
      const withDesigner = await get(path, { cookie: "designer=some-signed-session" });
      expect(withDesigner.headers.get("cache-status")).toBe("shop-html; hit");
    });

    test("elsewhere a designer session is the visitor's shop: their cart, order steps and orders are never cached", async () => {
      for (const page of ["/order/product", "/fr/order/shipping", "/order/payment?sn=x", "/design"]) {
        const path = fresh(page);
        const response = await get(path, { cookie: "designer=some-signed-session" });
        expect(response.headers.get("cache-status"), page).toBe("shop-html; fwd=bypass");
      }
    });

    test("a price change reaches every process's cached pages", async () => {
      const product = await firstProduct();
      const path = fresh(product.url);
      const oldPrice = `$${(product.from_price.usd_cents / 100).toFixed(2)}`;
      for (const each of shops) {
        await get(path, {}, each);
        await untilCached(path, {}, each);
        expect(await (await get(path, {}, each)).text()).toContain(oldPrice);
      }

      const raised = product.from_price.usd_cents + 1000;
      await database.db.execute(
        sql`update product_variants set price_cents = price_cents + 1000
            where product_id = (select id from products where public_id = ${product.id})`,
      );
      invalidateCatalogue(database.db);

      const newPrice = `$${(raised / 100).toFixed(2)}`;
      for (const each of shops) {
        await expect.poll(async () => (await get(path, {}, each)).text(), cacheWait).toContain(newPrice);
      }
    });
  });
}
