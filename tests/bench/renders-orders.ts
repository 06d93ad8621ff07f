/**
 * The orders the renders bench pays for, made the way a customer's client makes them: through
 * the JSON API with an API token, and paid on the test provider's hosted page with its test card
 * (plain form posts, as the page works without JavaScript).
 */
import sharp from "sharp";
import { sendControlCommand } from "#server/control-socket.ts";
import type { BenchServer } from "./servers.ts";

// isbot counts Node's user agent as a crawler, and the shop renders crawlers differently.
export const browserUserAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

/** A tee's front print area: 305 × 406 mm, 12 × 16 in, 3602 × 4795 px at 300 DPI. */
const front = { widthMm: 305, heightMm: 406 };

export type Customer = { shop: BenchServer; token: string };

/** A new account, made an operator (its token also reads the back-office's print files). */
export async function newCustomer(shop: BenchServer): Promise<Customer> {
  if (!shop.dataDir) throw new Error("the shop has no data directory");
  const email = `renders-${Date.now()}@example.com`;
  const registered = await fetch(shop.url("/api/register"), {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": browserUserAgent },
    body: JSON.stringify({ fullname: "Bench Customer", email, pwd: "a long bench passphrase" }),
  });
  if (!registered.ok) throw new Error(`signing up failed: ${await registered.text()}`);
  const made = await sendControlCommand(shop.dataDir, ["add", email]);
  const token = await sendControlCommand(shop.dataDir, ["token", email, "bench"]);
  if (made.exitCode !== 0 || token.exitCode !== 0) {
    throw new Error(`the bench's token was refused: ${made.output} ${token.output}`);
  }
  return { shop, token: token.output.split("\n")[0]?.trim() ?? "" };
}

/** One JSON API call; throws unless the envelope says it worked. */
export async function api<T>(customer: Customer, path: string, body: unknown): Promise<T> {
  const response = await fetch(customer.shop.url(path), {
    method: "POST",
    headers: { "content-type": "application/json", token: customer.token, "user-agent": browserUserAgent },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 1) throw new Error(`${path}: ${response.status} ${envelope.msg}`);
  return envelope.data;
}

/**
 * A photo-like 3600 × 4800 JPEG (the size a 12 × 16 in print needs at 300 DPI), different for
 * each `seed`: smooth colour with detail, as a camera or a designer's export gives.
 */
export async function photo(seed: number): Promise<Buffer> {
  const width = 3600;
  const height = 4800;
  const circles = Array.from({ length: 120 }, (_, index) => {
    const x = (index * 733 + seed * 211) % width;
    const y = (index * 1297 + seed * 577) % height;
    const hue = (index * 37 + seed * 29) % 360;
    return `<circle cx="${x}" cy="${y}" r="${120 + ((index * 53) % 400)}" fill="hsl(${hue} 70% 55%)" fill-opacity="0.6"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${seed * 36} 80% 50%)"/><stop offset="1" stop-color="#f97316"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>${circles}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** Uploads `bytes` to the customer's library and waits until the shop has prepared it. */
export async function uploadPhoto(customer: Customer, name: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  const response = await fetch(customer.shop.url("/api/files/upload"), {
    method: "POST",
    headers: { token: customer.token, "user-agent": browserUserAgent },
    body: form,
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: { file: { id: string } } };
  if (envelope.code !== 1) throw new Error(`upload: ${response.status} ${envelope.msg}`);
  const { id } = envelope.data.file;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const thumbnail = await fetch(customer.shop.url(`/files/${id}/thumbnail`), {
      headers: { token: customer.token },
    });
    await thumbnail.arrayBuffer();
    if (thumbnail.ok) return id;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`file ${id} was not ready within 120 s`);
}

/**
 * An order of two white tees whose front is the photo `fileId`, filling the 12 × 16 in area, with
 * a title over it, placed and not paid. Returns its sn.
 */
export async function placeOrder(customer: Customer, fileId: string, title: string): Promise<string> {
  const { design } = await api<{ design: { id: string } }>(customer, "/api/designs/save", {
    document: {
      version: 1,
      product: "st75v2",
      color: "white",
      size: null,
      areas: {
        front: [
          {
            type: "image",
            id: "photo",
            fileId,
            x: front.widthMm / 2,
            y: front.heightMm / 2,
            width: front.widthMm,
            height: front.heightMm,
            rotation: 0,
          },
          {
            type: "text",
            id: "title",
            text: title,
            font: "oswald",
            weight: 700,
            sizePt: 72,
            color: "#ffffff",
            align: "center",
            letterSpacing: 0,
            x: front.widthMm / 2,
            y: 80,
            rotation: 0,
          },
        ],
      },
    },
  });
  await api(customer, "/api/cart/update", {
    designId: design.id,
    quantities: [{ color: "white", size: "m", quantity: 2 }],
  });
  const { address } = await api<{ address: { id: string } }>(customer, "/api/addresses/save", {
    fullName: "Élodie Martin",
    line1: "12 rue de Rivoli",
    city: "Paris",
    postalCode: "75001",
    country: "FR",
  });
  const { quote } = await api<{ quote: { totalCents: number } }>(customer, "/api/shipping/quote", {
    address: address.id,
    method: "standard",
  });
  const { sn } = await api<{ sn: string }>(customer, "/api/order/place", {
    address: address.id,
    method: "standard",
    placeKey: `bench-renders-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    approvedTotalCents: quote.totalCents,
  });
  return sn;
}

/** Opens the order's payment on the provider (the order's Pay button): the hosted page's address. */
export async function openPayment(customer: Customer, sn: string): Promise<string> {
  const response = await fetch(customer.shop.url(`/order/payment?sn=${sn}`), {
    method: "POST",
    headers: {
      token: customer.token,
      "user-agent": browserUserAgent,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ intent: "pay" }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  const location = response.headers.get("location");
  if (response.status < 300 || response.status >= 400 || !location) {
    throw new Error(`opening the payment of ${sn} answered ${response.status}`);
  }
  return new URL(location, customer.shop.url()).pathname;
}

/** Pays on the hosted page with the card that succeeds; resolves once the page sends the customer back. */
export async function payWithTestCard(customer: Customer, hostedPath: string): Promise<void> {
  const response = await fetch(customer.shop.url(hostedPath), {
    method: "POST",
    headers: { "user-agent": browserUserAgent, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      intent: "pay",
      number: "4242 4242 4242 4242",
      expiry: "12/40",
      cvc: "123",
      name: "Élodie Martin",
    }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  if (response.status !== 303) throw new Error(`paying on ${hostedPath} answered ${response.status}`);
}

type PrintFile = { area: string; render: { status: "queued" | "done" | "failed" } | null };

/** The order's print files as the back-office lists them: "done" once every one is rendered. */
export async function printFilesState(
  customer: Customer,
  sn: string,
): Promise<"done" | "failed" | "waiting"> {
  const { order } = await api<{ order: { printFiles: PrintFile[] } }>(customer, "/api/admin/order", { sn });
  const statuses = order.printFiles.map((file) => file.render?.status);
  if (statuses.includes("failed")) return "failed";
  return statuses.length > 0 && statuses.every((status) => status === "done") ? "done" : "waiting";
}
