/** The plain-HTML form endpoints refuse broken posts with 4xx or a redirect, never a 5xx. */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";

let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop.close();
});

const bodies: [string, { body?: string; type?: string }][] = [
  ["no body", {}],
  ["JSON", { body: "{}", type: "application/json" }],
  ["a broken multipart body", { body: "garbage", type: "multipart/form-data; boundary=x" }],
  [
    "unknown values",
    {
      body: "locale=de&colorMode=pink&currency=zz&path=//evil&redirectTo=//evil",
      type: "application/x-www-form-urlencoded",
    },
  ],
];

describe.each(["/set-locale", "/set-color-mode", "/set-currency"])("POST %s", (path) => {
  test.each(bodies)("with %s is refused without a server error", async (_name, { body, type }) => {
    const response = await fetch(shop.url(path), {
      method: "POST",
      body,
      headers: type ? { "content-type": type } : {},
      redirect: "manual",
    });
    expect(response.status).toBeLessThan(500);
    expect(response.status === 400 || response.status === 302).toBe(true);
    // Never sent to another site, whatever redirectTo said.
    expect(response.headers.get("location") ?? "/").toMatch(/^\/(?!\/)/);
  });
});
