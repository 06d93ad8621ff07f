/**
 * The /api contract (docs/api.md) as a client sees it: envelope, status codes, languages, and no
 * 5xx whatever the body. Runs against the built shop in process (`npm run build` first).
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";

let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop.close();
});

type Envelope = { code: number; msg: string; data: unknown };

async function call(
  path: string,
  init: {
    method?: string;
    body?: string;
    type?: string | null;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.type !== null) headers["content-type"] = init.type ?? "application/json";
  const response = await fetch(shop.url(path), { method: init.method ?? "POST", body: init.body, headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as Envelope };
}

function expectFailure(result: { body: Envelope }, msg: RegExp) {
  expect(result.body.code).not.toBe(1);
  expect(result.body.msg).toMatch(msg);
  expect(result.body.data).toBeNull();
}

const endpoints = [
  "/api/init",
  "/api/exchange",
  "/api/currency",
  "/api/products",
  "/api/product",
  "/api/files",
  "/api/files/rename",
  "/api/files/delete",
  "/api/design",
  "/api/designs/save",
  "/api/cart",
  "/api/cart/update",
  "/api/addresses",
  "/api/addresses/save",
  "/api/addresses/delete",
  "/api/shipping/quote",
  "/api/order/place",
  "/api/order",
  "/api/order/cancel",
  "/api/orders",
  "/api/notifications",
  "/api/notifications/unread",
  "/api/notifications/read",
  "/api/templates",
  "/api/templates/save",
  "/api/templates/rename",
  "/api/templates/duplicate",
  "/api/templates/delete",
  "/api/templates/order",
  "/api/templates/targets",
  "/api/templates/apply",
  "/api/collections",
  "/api/collections/create",
  "/api/collections/update",
  "/api/collections/delete",
  "/api/collections/templates",
  "/api/collections/share",
];

describe("POST /api/init", () => {
  test("returns the site settings", async () => {
    const result = await call("/api/init", { type: null });
    expect(result.status).toBe(200);
    expect(result.headers.get("cache-control")).toBe("no-store");
    expect(result.body).toEqual({
      code: 1,
      msg: "",
      data: {
        site_name: "Inkwell Print Co.",
        description: expect.stringMatching(/print/i),
        exchange_currency: "USD",
      },
    });
  });

  test("in French for a French client", async () => {
    const result = await call("/api/init", { body: "{}", headers: { "accept-language": "fr-FR,fr;q=0.9" } });
    expect((result.body.data as { description: string }).description).toMatch(/imprimons/);
  });

  test("refuses fields it does not know", async () => {
    const result = await call("/api/init", { body: '{"debug":true}' });
    expect(result.status).toBe(400);
    expectFailure(result, /debug/);
  });
});

describe("POST /api/exchange", () => {
  test("lists the enabled currencies with absolute icon URLs and rates from the rate source", async () => {
    const result = await call("/api/exchange", { type: null });
    expect(result.status).toBe(200);
    const list = result.body.data as {
      currency: string;
      symbol: string;
      icon: string;
      rate: string;
      id: number;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list[0]).toMatchObject({ currency: "USD", symbol: "$", rate: "1" });
    expect(list.find((entry) => entry.currency === "EUR")).toMatchObject({
      symbol: "€",
      icon: shop.url("/flags/eu.svg"),
      rate: "0.9259259259",
    });
    const icon = await fetch(list[0]?.icon ?? "");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toContain("image/svg+xml");
  });
});

describe("POST /api/currency", () => {
  test("accepts an enabled currency, in any case, and stores the choice in the currency cookie", async () => {
    const result = await call("/api/currency", { body: JSON.stringify({ currency: "eur" }) });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ code: 1, msg: "", data: { currency: "EUR" } });
    const cookie = result.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^currency=EUR;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  test("an unknown code is refused and no cookie is set", async () => {
    const result = await call("/api/currency", { body: '{"currency":"XYZ"}' });
    expect(result.status).toBe(400);
    expectFailure(result, /XYZ is not available/);
    expect(result.headers.get("set-cookie")).toBeNull();
  });

  test.each([
    ["a missing currency", "{}", /currency/],
    ["a number", '{"currency":978}', /currency/],
    ["a long code", '{"currency":"EURO"}', /currency/],
    ["an extra field", '{"currency":"EUR","rate":2}', /rate/],
    ["an array", "[]", /request body/],
    ["null", "null", /request body/],
  ])("%s is refused with 400", async (_name, body, msg) => {
    const result = await call("/api/currency", { body });
    expect(result.status).toBe(400);
    expectFailure(result, msg);
  });

  test("the message follows the locale cookie", async () => {
    const result = await call("/api/currency", {
      body: '{"currency":"XYZ"}',
      headers: { cookie: "locale=fr" },
    });
    expectFailure(result, /La devise XYZ n’est pas disponible/);
  });
});

describe.each(endpoints)("%s refuses what is not a JSON POST", (path) => {
  test.each(["GET", "PUT", "DELETE", "PATCH"])("%s → 405 with Allow: POST", async (method) => {
    const result = await call(path, { method, type: null });
    expect(result.status).toBe(405);
    expect(result.headers.get("allow")).toBe("POST");
    expectFailure(result, new RegExp(`${method} requests`));
  });

  test("malformed JSON → 400", async () => {
    const result = await call(path, { body: '{"currency": "EUR"' });
    expect(result.status).toBe(400);
    expectFailure(result, /not valid JSON/);
  });

  test("another content type → 415", async () => {
    const result = await call(path, { body: "currency=EUR", type: "application/x-www-form-urlencoded" });
    expect(result.status).toBe(415);
    expectFailure(result, /application\/json/);
  });

  test("a huge body → 413", async () => {
    // Larger than the largest limit (a design document's).
    const result = await call(path, { body: JSON.stringify({ currency: "x".repeat(300_000) }) });
    expect(result.status).toBe(413);
    expectFailure(result, /too large/);
  });
});

test("an address under /api that is no endpoint → 404 envelope", async () => {
  const result = await call("/api/orders/42", { type: null });
  expect(result.status).toBe(404);
  expectFailure(result, /no API endpoint at \/api\/orders\/42/);
});

describe("fuzz: random bodies never cause a 5xx", () => {
  const contentTypes = fc.constantFrom(
    "application/json",
    "application/json; charset=utf-8",
    "text/plain",
    "application/x-www-form-urlencoded",
    null,
  );
  const bodies = fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value) ?? ""),
    fc.record({ currency: fc.oneof(fc.string(), fc.jsonValue()) }).map((value) => JSON.stringify(value)),
    // Catalogue-shaped bodies, mostly valid, so searches and filters run with odd values too.
    fc
      .record(
        {
          category: fc.oneof(fc.string(), fc.constantFrom("apparel", "vetements", "wall-art", "nope")),
          subtype: fc.oneof(fc.string(), fc.constantFrom("t-shirts", "posters", "affiches")),
          colors: fc.array(fc.oneof(fc.string(), fc.constantFrom("black", "white", "navy"))),
          sizes: fc.array(fc.oneof(fc.string(), fc.constantFrom("m", "xl", "11oz"))),
          sort: fc.oneof(fc.string(), fc.constantFrom("featured", "relevance", "price-asc", "newest")),
          page: fc.oneof(fc.integer(), fc.double(), fc.constant(2)),
          q: fc.oneof(fc.string(), fc.constantFrom("t-shirt", "tasse", "':* & | !", "hood")),
          id: fc.oneof(fc.string(), fc.stringMatching(/^[a-z0-9]{6}$/)),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
    fc.string({ unit: "binary" }),
    fc.uint8Array({ maxLength: 256 }).map((bytes) => new Uint8Array(bytes)),
  );

  test.each(endpoints)("%s: 1000 random bodies, each answered with the envelope below 500", async (path) => {
    await fc.assert(
      fc.asyncProperty(bodies, contentTypes, async (body, type) => {
        const response = await fetch(shop.url(path), {
          method: "POST",
          body,
          headers: type ? { "content-type": type } : {},
        });
        const envelope = (await response.json()) as Envelope;
        expect(response.status).toBeLessThan(500);
        expect(typeof envelope.code).toBe("number");
        expect(typeof envelope.msg).toBe("string");
        // Success and failure never disagree between the envelope and the status line.
        expect({ success: envelope.code === 1, ok: response.ok, data: envelope.data === null }).toEqual(
          envelope.code === 1
            ? { success: true, ok: true, data: false }
            : { success: false, ok: false, data: true },
        );
      }),
      { numRuns: 1000 },
    );
  });
});
