/**
 * The /api contract (docs/api.md) as a client sees it: envelope, status codes, languages, and no
 * 5xx whatever the body. Runs against the built shop in process (`npm run build` first).
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database.ts";
import { shopBrowser, signedInAccount, type SignedInAccount } from "#tests/support/shop-clients.ts";
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
  "/api/files/remove-background",
  "/api/files/preview",
  "/api/files/preview/keep",
  "/api/files/preview/discard",
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
  "/api/art",
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

describe("POST /api/art and the pieces it names", () => {
  type Piece = { id: string; name: string; keywords: string[]; category: string };
  const pieces = (result: { body: Envelope }) => (result.body.data as { art: Piece[] }).art;

  test("lists every piece without a search, and finds them by name or keyword in the language asked", async () => {
    const all = await call("/api/art", { type: null });
    expect(all.status).toBe(200);
    expect(pieces(all).length).toBeGreaterThanOrEqual(200);
    expect(pieces(all)).toContainEqual({
      id: "owl",
      name: "Owl",
      keywords: ["owl", "night", "wise", "bird"],
      category: "animals",
    });
    const french = await call("/api/art", { body: JSON.stringify({ q: "ELEPHANT", language: "fr" }) });
    expect(pieces(french)).toEqual([
      { id: "elephant", name: "Éléphant", keywords: ["éléphant", "trompe", "savane"], category: "animals" },
    ]);
    // Without a language, the client's own.
    const asked = await call("/api/art", {
      body: JSON.stringify({ q: "cœur", category: "symbols" }),
      headers: { "accept-language": "fr-FR,fr;q=0.9" },
    });
    expect(pieces(asked).length).toBeGreaterThan(5);
    expect(pieces(asked).every((piece) => piece.category === "symbols" && /cœur/i.test(piece.name))).toBe(
      true,
    );
    expect(pieces(await call("/api/art", { body: JSON.stringify({ q: "zzzz" }) }))).toEqual([]);
  });

  test("refuses a category or a language it does not have", async () => {
    for (const body of [{ category: "weapons" }, { language: "de" }, { q: 12 }]) {
      const result = await call("/api/art", { body: JSON.stringify(body) });
      expect(result.status).toBe(400);
      expectFailure(result, new RegExp(Object.keys(body)[0]!));
    }
  });

  test("each piece is served as SVG, in its own colours or one; an unknown piece is 404, a bad colour 400", async () => {
    const own = await fetch(shop.url("/art/owl.svg"));
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(own.headers.get("cache-control")).toContain("public");
    // An SVG opened on its own is a document: it may run nothing.
    expect(own.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(own.headers.get("x-content-type-options")).toContain("nosniff");
    const drawing = await own.text();
    expect(drawing).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(new Set(drawing.match(/fill="#[0-9a-f]{6}"/g)).size).toBeGreaterThan(3);
    const blue = await (await fetch(shop.url("/art/owl.svg?color=1D4ED8"))).text();
    expect(new Set(blue.match(/fill="#[0-9a-f]{6}"/g))).toEqual(new Set(['fill="#1d4ed8"']));
    for (const [path, status] of [
      ["/art/swan.svg", 404],
      ["/art/owl", 404],
      ["/art/..%2Fpackage.json", 404],
      ["/art/owl.svg?color=blue", 400],
      ["/art/owl.svg?color=%23123456", 400],
    ] as const) {
      const response = await fetch(shop.url(path));
      expect(response.status, path).toBe(status);
      expect(response.headers.get("content-type"), path).toBe("text/plain; charset=utf-8");
    }
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

  test.each(endpoints)("%s: 300 random bodies, each answered with the envelope below 500", async (path) => {
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
      { numRuns: 300 },
    );
  });
});

describe("fuzz: NUL bytes and lone surrogates are refused or stripped, never a 5xx (issue 27)", () => {
  // PostgreSQL stores neither 0x00 nor half a surrogate pair in text or jsonb; each used to be a 500.
  let shopWithData: RunningShop;
  let database: TestDatabase;
  const clock = new Date();
  beforeAll(async () => {
    database = await createTestDatabase("pglite", { seeded: true });
    shopWithData = await startShop({ trustProxy: "loopback" }, { database, now: () => clock });
  });
  afterAll(async () => {
    await shopWithData.close();
    await database.dispose();
  });

  const unstorable = fc.constantFrom("\u0000", "a\u0000b", "\ud800", "x\udfffy", "\udc00\ud800", "%00");
  const text = fc.oneof(
    unstorable,
    fc.tuple(fc.string(), unstorable, fc.string()).map((parts) => parts.join("")),
  );
  /** Bodies of the endpoint's own shape, so the text gets past the schema to the query. */
  const shaped = (fields: Record<string, fc.Arbitrary<unknown>>) =>
    fc
      .record(
        Object.fromEntries(
          Object.entries(fields).map(([key, plausible]) => [key, fc.oneof(text, plausible)]),
        ),
      )
      // Sometimes the bad text is a key, not a value.
      .chain((record) =>
        fc.oneof(
          fc.constant(record),
          text.map((key) => ({ ...record, [key]: "x" })),
        ),
      )
      .map((value) => JSON.stringify(value));
  const words = fc.constantFrom("logo", "t-shirt", "");

  test("/api/files, /api/templates and /api/admin/orders answer a translated 400 or a clean result", async () => {
    const customer = await signedInAccount(shopWithData, database, {
      email: `nul-${Date.now()}@example.com`,
      clock,
    });
    const operator = await signedInAccount(shopWithData, database, {
      email: `nul-operator-${Date.now()}@example.com`,
      clock,
      role: "operator",
    });
    const cases: [SignedInAccount, string, fc.Arbitrary<string>][] = [
      [customer, "/api/files", shaped({ q: words })],
      [customer, "/api/files/rename", shaped({ id: fc.uuid({ version: 4 }), name: words })],
      [
        customer,
        "/api/files/remove-background",
        shaped({ id: fc.uuid({ version: 4 }), tolerance: fc.oneof(fc.integer(), fc.double(), words) }),
      ],
      [customer, "/api/templates", shaped({ q: words })],
      [customer, "/api/templates/rename", shaped({ id: fc.uuid({ version: 4 }), name: words })],
      [customer, "/api/orders", shaped({})],
      [
        customer,
        "/api/addresses/save",
        shaped({ fullName: words, line1: words, city: words, postalCode: words, country: fc.constant("FR") }),
      ],
      [operator, "/api/admin/orders", shaped({ q: words })],
      [
        operator,
        "/api/admin/order/message",
        shaped({ sn: fc.constant("abcdefghijkmnpqrstuvwxyz"), body: words }),
      ],
    ];
    for (const [who, path, bodies] of cases) {
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const response = await who.request(path, {
            method: "POST",
            body,
            headers: { "content-type": "application/json" },
          });
          const envelope = (await response.json()) as Envelope;
          expect(response.status, `${path} ${body}`).toBeLessThan(500);
          expect(envelope.code === 1 || envelope.msg.length > 0).toBe(true);
        }),
        { numRuns: 60 },
      );
    }
    // The refusal says what is wrong, in the account's language.
    const french = await signedInAccount(shopWithData, database, {
      email: `nul-fr-${Date.now()}@example.com`,
      clock,
      language: "fr",
    });
    for (const [who, message] of [
      [customer, /^Invalid request: q holds a character that cannot be stored/],
      [french, /^Requête invalide\u202f: q contient un caractère qui ne peut pas être enregistré/],
    ] as const) {
      const response = await who.request("/api/files", {
        method: "POST",
        body: JSON.stringify({ q: "logo\u0000" }),
        headers: { "content-type": "application/json" },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as Envelope).msg).toMatch(message);
    }
  });

  test("the account and back-office list pages answer with the search cleaned of NUL bytes", async () => {
    const customer = await signedInAccount(shopWithData, database, {
      email: `nul-pages-${Date.now()}@example.com`,
      clock,
    });
    const operator = await signedInAccount(shopWithData, database, {
      email: `nul-pages-operator-${Date.now()}@example.com`,
      clock,
      role: "operator",
    });
    const searches = ["q=%00", "q=logo%00", "q=%00&sort=%00&page=%00", "delete=%00", "status=%00"];
    for (const [who, path] of [
      [customer, "/account/orders"],
      [customer, "/account/files"],
      [customer, "/account/templates"],
      [customer, "/account/notifications"],
      [customer, "/fr/account/files"],
      [operator, "/admin/orders"],
      [operator, "/admin/accounts"],
      [operator, "/admin/audit"],
    ] as const) {
      for (const search of searches) {
        const response = await who.request(`${path}?${search}`);
        expect(`${path}?${search} ${response.status}`).toBe(`${path}?${search} 200`);
      }
    }
    // A NUL in the address itself is no page: a translated 400, not a 500.
    const file = await customer.request("/files/%00");
    expect([file.status, await file.text()]).toEqual([400, expect.stringMatching(/cannot be stored/)]);
  });

  test("a form's text is stored without its NUL bytes", async () => {
    const customer = await signedInAccount(shopWithData, database, {
      email: `nul-form-${Date.now()}@example.com`,
      clock,
    });
    const saved = await customer.post("/account/settings", {
      intent: "profile",
      fullName: "Ada\u0000 Lovelace",
    });
    expect(saved.status).toBeLessThan(400);
    const [row] = await database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.fullName).toBe("Ada Lovelace");
    // The account forms, the sign-in one among them (its strategy reads the form itself).
    const visitor = shopBrowser(shopWithData);
    for (const [path, fields] of [
      ["/auth/signin", { email: "ada\u0000@example.com", password: "pass\u0000word", returnTo: "/" }],
      [
        "/auth/signup",
        { fullName: "A\u0000", email: "a\u0000@example.com", password: "x\u0000".repeat(8), returnTo: "/" },
      ],
      ["/auth/forgot", { email: "\u0000@example.com", returnTo: "/" }],
      [
        "/help-center",
        { name: "A\u0000", email: "a@example.com", topic: "other", message: "\u0000".repeat(30) },
      ],
    ] as const) {
      const answer = await visitor.post(path, fields);
      expect(`${path} ${answer.status}`).not.toMatch(/ 5\d\d$/);
    }
  });
});
