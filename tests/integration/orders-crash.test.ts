/**
 * Placing orders survives the process being killed: the built server (`npm start`, embedded
 * PGlite in a data directory) is SIGKILLed ten times while orders are being placed, restarted on
 * the same data each time, and every order it kept is whole (items, totals, timeline) while every
 * cart is either untouched or emptied by exactly one order. Needs the build (`npm run build`).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, expect, test } from "vitest";
import { seededDataDir } from "#tests/support/seeded-data-dir.ts";
import { spawnServer, type SpawnedServer } from "#tests/support/spawn-server.ts";

type Envelope<T> = { code: number; msg: string; data: T };

const data = seededDataDir();
let server: (SpawnedServer & { port: number }) | null = null;

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  data.remove();
});

async function start() {
  server = await spawnServer({ DATA_DIR: data.dir });
  return server;
}

function client(token: string | null) {
  return async <T>(pathname: string, body: unknown): Promise<{ status: number; body: Envelope<T> }> => {
    const response = await fetch(server!.url(pathname), {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  };
}

/** The verification link the shop wrote to its mail folder (no SMTP_URL: mail goes to files). */
function verificationPath(email: string): string {
  const folder = path.join(data.dir, "mail");
  for (const name of readdirSync(folder)) {
    const raw = readFileSync(path.join(folder, name), "utf8")
      .replaceAll(/=\r?\n/g, "")
      .replaceAll("=3D", "=");
    if (!raw.includes(email)) continue;
    const link = /https?:\/\/[^\s"<>]*verify[^\s"<>]*/.exec(raw)?.[0];
    if (link) return `${new URL(link).pathname}${new URL(link).search}`;
  }
  throw new Error(`no verification mail for ${email}`);
}

test("ten SIGKILLs while placing orders leave no half-written order", { timeout: 150_000 }, async () => {
  await start();
  const email = "crash@example.com";
  const pwd = "a long enough passphrase";
  const anonymous = client(null);
  expect((await anonymous("/api/register", { fullname: "Ada", email, pwd })).body.code).toBe(1);
  let verified = false;
  for (let attempt = 0; attempt < 100 && !verified; attempt += 1) {
    try {
      const response = await fetch(server!.url(verificationPath(email)), { redirect: "manual" });
      verified = response.status === 302;
    } catch {
      await sleep(100);
    }
  }
  expect(verified).toBe(true);
  const login = await anonymous<{ token: string }>("/api/login", { account: email, pwd });
  const api = client(login.body.data.token);

  const design = await api<{ design: { id: string } }>("/api/designs/save", {
    document: {
      version: 1,
      product: "st75v2",
      color: "white",
      areas: {
        front: [
          {
            type: "text",
            id: "t1",
            text: "Crash test",
            font: "inter",
            sizePt: 36,
            color: "#111827",
            weight: 700,
            align: "center",
            letterSpacing: 0,
            x: 152.5,
            y: 150,
            rotation: 0,
          },
        ],
      },
    },
  });
  const designId = design.body.data.design.id;
  const address = await api<{ address: { id: string } }>("/api/addresses/save", {
    fullName: "Ada",
    line1: "1 Main Street",
    city: "Springfield",
    region: "IL",
    postalCode: "62704",
    country: "US",
  });
  const addressId = address.body.data.address.id;
  const quantities = [
    { color: "white", size: "s", quantity: 1 },
    { color: "black", size: "m", quantity: 2 },
    { color: "navy", size: "l", quantity: 3 },
  ];

  let killedWhilePlacing = 0;
  for (let round = 0; round < 10; round += 1) {
    const currentApi = client(login.body.data.token);
    const cart = await currentApi<{ cart: { itemCount: number } }>("/api/cart", {});
    if (cart.body.data.cart.itemCount === 0) {
      await currentApi("/api/cart/update", { designId, quantities });
    }
    const quote = await currentApi<{ quote: { totalCents: number } }>("/api/shipping/quote", {
      address: addressId,
      method: "standard",
    });
    // Several submits of the same form and a few of others, then the process dies mid-way.
    const attempts = Array.from({ length: 6 }, (_, index) =>
      currentApi("/api/order/place", {
        address: addressId,
        method: "standard",
        placeKey: `crash-round-${round}-form-${index % 2}`,
        approvedTotalCents: quote.body.data.quote.totalCents,
      }).catch(() => null),
    );
    await sleep(5 + ((round * 7) % 25));
    server!.child.kill("SIGKILL");
    await server!.exited;
    const answered = await Promise.all(attempts);
    if (answered.some((answer) => answer === null)) killedWhilePlacing += 1;
    await start();
  }
  // The kills landed while requests were in flight, not between rounds.
  expect(killedWhilePlacing).toBeGreaterThan(5);

  const api2 = client(login.body.data.token);
  const list = await api2<{ orders: { sn: string }[]; total: number }>("/api/orders", {});
  const sns: string[] = [];
  for (let page = 1; page <= Math.ceil(list.body.data.total / 10); page += 1) {
    const pageOf = await api2<{ orders: { sn: string }[] }>("/api/orders", { page });
    sns.push(...pageOf.body.data.orders.map((order) => order.sn));
  }
  expect(sns.length).toBe(list.body.data.total);
  for (const sn of sns) {
    const { body } = await api2<{
      order: {
        status: string;
        items: { quantity: number; lineCents: number }[];
        subtotalCents: number;
        shippingCents: number;
        taxCents: number;
        totalCents: number;
        events: { toStatus: string }[];
      };
    }>("/api/order", { sn });
    const order = body.data.order;
    expect(
      order.items.reduce((sum, item) => sum + item.quantity, 0),
      sn,
    ).toBe(6);
    expect(
      order.items.reduce((sum, item) => sum + item.lineCents, 0),
      sn,
    ).toBe(order.subtotalCents);
    expect(order.totalCents, sn).toBe(order.subtotalCents + order.shippingCents + order.taxCents);
    expect(
      order.events.map((event) => event.toStatus),
      sn,
    ).toEqual(["pending_payment"]);
  }
  // Each order emptied the cart it was placed from: at most one order per round, and the cart
  // holds its six items again only if the last round placed nothing.
  expect(sns.length).toBeLessThanOrEqual(10);
  const cart = await api2<{ cart: { itemCount: number } }>("/api/cart", {});
  expect([0, 6]).toContain(cart.body.data.cart.itemCount);
});
