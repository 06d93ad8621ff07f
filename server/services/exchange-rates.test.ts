import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { useTestDatabase } from "#tests/support/database.ts";
import { requireCurrency } from "./currency.ts";
import { parseEcbDailyRates, RatesUnavailable, refreshExchangeRates, toUsdBase } from "./exchange-rates.ts";

const fixture = readFileSync(new URL("../../tests/fixtures/ecb-daily.xml", import.meta.url), "utf8");
const silent = pino({ level: "silent" });

describe("the ECB document", () => {
  test("is read into rates per euro with its publication day", () => {
    const { publishedAt, perEuro } = parseEcbDailyRates(fixture);
    expect(publishedAt.toISOString()).toBe("2026-11-20T15:00:00.000Z");
    expect(perEuro.USD).toBe(1.08);
    expect(perEuro.JPY).toBe(162);
    expect(Object.keys(perEuro)).toHaveLength(16);
  });

  test("converts to a US-dollar base", () => {
    const perUsd = toUsdBase(parseEcbDailyRates(fixture).perEuro);
    expect(perUsd.USD).toBe("1");
    expect(perUsd.EUR).toBe("0.9259259259"); // 1 / 1.08
    expect(perUsd.JPY).toBe("150.0000000000"); // 162 / 1.08
    expect(perUsd.GBP).toBe("0.8000000000"); // 0.864 / 1.08
  });

  test.each([
    ["no date", "<Cube><Cube currency='USD' rate='1.08'/></Cube>"],
    ["no rates", "<Cube time='2026-11-20'></Cube>"],
    ["a bad rate", "<Cube time='2026-11-20'><Cube currency='USD' rate='-1'/></Cube>"],
    ["a bad code", "<Cube time='2026-11-20'><Cube currency='usd' rate='1.08'/></Cube>"],
    ["an HTML page", "<html><body>Service unavailable</body></html>"],
  ])("with %s is refused", (_name, xml) => {
    expect(() => parseEcbDailyRates(xml)).toThrow(RatesUnavailable);
  });

  test("without a USD rate cannot be converted", () => {
    expect(() => toUsdBase({ GBP: 0.86 })).toThrow(RatesUnavailable);
  });
});

describe("refreshing rates from a rate source", () => {
  let server: Server;
  let baseUrl = "";
  const responses: Record<string, { status: number; body: string }> = {
    "/daily.xml": { status: 200, body: fixture },
    "/broken.xml": { status: 200, body: "<Cube time='2026-11-21'><Cube currency='USD' rate='abc'/></Cube>" },
    "/down.xml": { status: 503, body: "maintenance" },
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const response = responses[req.url ?? ""] ?? { status: 404, body: "" };
      res.writeHead(response.status, { "content-type": "text/xml" }).end(response.body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const database = useTestDatabase("pglite", { seeded: true });

  test("a good document updates every known currency in USD terms", async () => {
    expect(
      await refreshExchangeRates({ db: database().db, url: `${baseUrl}/daily.xml`, logger: silent }),
    ).toBe(true);
    const eur = await requireCurrency(database().db, "EUR");
    expect(eur.rate).toBe("0.9259259259");
    expect(eur.rateUpdatedAt).toBe("2026-11-20T15:00:00.000Z");
    expect((await requireCurrency(database().db, "JPY")).rate).toBe("150");
    expect((await requireCurrency(database().db, "USD")).rate).toBe("1");
  });

  test.each([
    ["the source is down", "/down.xml"],
    ["the document is malformed", "/broken.xml"],
    ["the address is wrong", "/missing.xml"],
  ])("when %s the last known rates stay", async (_name, path) => {
    const before = await requireCurrency(database().db, "EUR");
    expect(await refreshExchangeRates({ db: database().db, url: `${baseUrl}${path}`, logger: silent })).toBe(
      false,
    );
    expect(await requireCurrency(database().db, "EUR")).toEqual(before);
  });

  test("when nothing listens at the address the last known rates stay", async () => {
    const before = await requireCurrency(database().db, "EUR");
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const address = closed.address();
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 9}/daily.xml`;
    expect(await refreshExchangeRates({ db: database().db, url, logger: silent })).toBe(false);
    expect(await requireCurrency(database().db, "EUR")).toEqual(before);
  });

  test("a file: URL reads a local copy of the document", async () => {
    const url = new URL("../../tests/fixtures/ecb-daily.xml", import.meta.url).href;
    expect(await refreshExchangeRates({ db: database().db, url, logger: silent })).toBe(true);
    expect((await requireCurrency(database().db, "GBP")).rate).toBe("0.8");
  });
});
