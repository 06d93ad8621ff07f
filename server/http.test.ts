import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Config } from "./config.ts";
import { cspNonces, refuseCrossOriginWrites } from "./http.ts";

// Only `publicUrl` is read by the check; the rest of a configuration does not matter here.
const config = { publicUrl: undefined } as Config;
let server: ReturnType<express.Express["listen"]>;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(refuseCrossOriginWrites(config));
  app.use((_req, res) => res.status(200).send("done"));
  server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (path: string, headers: Record<string, string>) =>
  fetch(base + path, { method: "POST", headers, body: "intent=x" });

test("Origin: null is refused on writes that carry the browser's cookies, sign-out included", async () => {
  for (const path of ["/auth/signout", "/account/settings", "/fr/cart", "/api/files/delete"]) {
    const response = await post(path, { origin: "null", cookie: "session=signed.value" });
    expect([path, response.status]).toEqual([path, 403]);
  }
  const french = await post("/fr/account/settings", { origin: "null", cookie: "session=signed.value" });
  expect(await french.text()).toMatch(/^Ce formulaire doit être envoyé depuis les pages de la boutique/);
});

test("Origin: null without cookies (an app's web view with a Token header) and same-site writes pass", async () => {
  expect((await post("/api/files/delete", { origin: "null", token: "t" })).status).toBe(200);
  expect((await post("/account/settings", { origin: base, cookie: "session=s" })).status).toBe(200);
  expect((await post("/account/settings", { cookie: "session=s" })).status).toBe(200);
  expect((await fetch(`${base}/account`, { headers: { origin: "null", cookie: "session=s" } })).status).toBe(
    200,
  );
});

test("the two cross-site posts that carry their own proof still pass with Origin: null", async () => {
  for (const path of ["/auth/google/callback", "/notifications/unsubscribe"]) {
    expect((await post(path, { origin: "null", cookie: "g_state=s" })).status).toBe(200);
  }
});

test("every CSP nonce is 16 fresh random bytes, across refills of the block they are cut from", () => {
  const nextNonce = cspNonces();
  const nonces = Array.from({ length: 1000 }, nextNonce);
  expect(new Set(nonces).size).toBe(1000);
  for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
});
