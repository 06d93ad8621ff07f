/**
 * Orders as the specs need them: a customer's order placed through the JSON API and paid on the
 * test provider's page, as a customer pays.
 */
import type { Page } from "@playwright/test";
import { expect, localized, type Locale } from "../fixtures.ts";
import { textLayer } from "#tests/support/design-layers.ts";
import { payWithTestCard } from "./checkout.ts";

/**
 * An image uploaded to the signed-in customer's library through the JSON API, once the shop has
 * prepared it (its thumbnail answers). Returns its id.
 */
export async function uploadImage(page: Page, name: string, buffer: Buffer): Promise<string> {
  const response = await page.request.post("/api/files/upload", {
    multipart: { file: { name, mimeType: "image/png", buffer } },
  });
  const body = (await response.json()) as { code: number; msg: string; data: { file: { id: string } } };
  expect(body.code, body.msg).toBe(1);
  const { id } = body.data.file;
  await expect
    .poll(async () => (await page.request.get(`/files/${id}/thumbnail`)).status(), { timeout: 30_000 })
    .toBe(200);
  return id;
}

/**
 * A two-sided tee (text on the front and on the back, and the library file `logo` on the front
 * when given, in a 200 × 100 mm box) in the cart through the JSON API, in the colours given (two of
 * size M each), and a delivery address. Returns the address's id.
 */
export async function twoSidedTeeInCart(
  page: Page,
  locale: Locale,
  colors: readonly string[] = ["white"],
  logo?: string,
): Promise<string> {
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data, headers: { "Accept-Language": locale } });
    const body = (await response.json()) as { code: number; msg: string; data: Record<string, unknown> };
    expect(body.code, `${path}: ${body.msg}`).toBe(1);
    return body.data;
  };
  const designId = await saveTwoSidedTee(page, locale, logo);
  await post("/api/cart/update", {
    designId,
    quantities: colors.map((color) => ({ color, size: "m", quantity: 2 })),
  });
  const { address } = (await post("/api/addresses/save", {
    fullName: "Élodie Martin",
    line1: "12 rue de Rivoli",
    city: "Paris",
    postalCode: "75001",
    country: "FR",
  })) as { address: { id: string } };
  return address.id;
}

/**
 * A tee with text on the front and on the back (and the library file `logo` on the front when
 * given) saved through the JSON API, as the signed-in customer's or the visitor's draft. Returns
 * its id.
 */
export async function saveTwoSidedTee(page: Page, locale: Locale, logo?: string): Promise<string> {
  const response = await page.request.post("/api/designs/save", {
    data: {
      document: {
        version: 1,
        product: "st75v2",
        color: "white",
        size: null,
        areas: {
          front: [centredText("f1", "Front"), ...(logo ? [imageLayer("logo", logo)] : [])],
          back: [centredText("b1", "Back")],
        },
      },
    },
    headers: { "Accept-Language": locale },
  });
  const body = (await response.json()) as { code: number; msg: string; data: { design: { id: string } } };
  expect(body.code, body.msg).toBe(1);
  return body.data.design.id;
}

/** A bold, centred text layer of a tee's print area, as the designer makes one. */
function centredText(id: string, words: string) {
  return textLayer({ id, text: words, x: 152.5, y: 150 });
}

/** An image layer of a tee's front, 200 × 100 mm above the middle. */
function imageLayer(id: string, fileId: string) {
  return { type: "image", id, fileId, x: 152.5, y: 120, width: 200, height: 100, rotation: 0 };
}

/** A white tee with `words` on its front, saved as a draft of the signed-in customer. Returns its id. */
export async function saveTeeDesign(page: Page, locale: Locale, words: string): Promise<string> {
  const response = await page.request.post("/api/designs/save", {
    data: {
      document: {
        version: 1,
        product: "st75v2",
        color: "white",
        size: null,
        areas: { front: [centredText("t1", words)] },
      },
    },
    headers: { "Accept-Language": locale },
  });
  const body = (await response.json()) as { code: number; msg: string; data: { design: { id: string } } };
  expect(body.code, body.msg).toBe(1);
  return body.data.design.id;
}

/**
 * A customer's order of a two-sided tee (with the library file `logo` on the front when given),
 * placed through the JSON API and not paid yet; a visitor's (a guest order) gives `email`. Returns
 * its sn.
 */
export async function placeOrderThroughApi(
  page: Page,
  locale: Locale,
  logo?: string,
  guest: { email?: string } = {},
): Promise<string> {
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data, headers: { "Accept-Language": locale } });
    const body = (await response.json()) as { code: number; msg: string; data: Record<string, unknown> };
    expect(body.code, `${path}: ${body.msg}`).toBe(1);
    return body.data;
  };
  const address = { id: await twoSidedTeeInCart(page, locale, ["white"], logo) };
  const { quote } = (await post("/api/shipping/quote", { address: address.id, method: "standard" })) as {
    quote: { totalCents: number };
  };
  const { sn } = (await post("/api/order/place", {
    address: address.id,
    method: "standard",
    placeKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`.slice(0, 60),
    approvedTotalCents: quote.totalCents,
    ...guest,
  })) as { sn: string };

  return sn;
}

/**
 * A customer's order of a two-sided tee (with the library file `logo` on the front when given),
 * placed through the JSON API and paid on the provider's page.
 */
export async function paidOrder(page: Page, locale: Locale, logo?: string): Promise<string> {
  const sn = await placeOrderThroughApi(page, locale, logo);
  await page.goto(localized(`/order/payment?sn=${sn}`, locale));
  await payWithTestCard(page, locale, sn);
  return sn;
}
