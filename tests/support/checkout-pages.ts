/**
 * An order placed and paid through the shop's own pages and API, as a customer does it: the
 * design saved, the size run added, an address, the confirm form (twice: a double submit must
 * find the same order), the payment step and the test card. The integration suites that follow
 * an order after payment (fulfilment, mail, print files) all start here.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { orders } from "#server/db/schema.ts";
import type { TestDatabase } from "./database.ts";
import type { SignedInAccount } from "./shop-clients.ts";
import type { RunningShop } from "./shop-server.ts";
import { until } from "./until.ts";

export type PaidOrderOptions = {
  /** The design document, as the designer saves it. */
  document: Record<string, unknown>;
  /** The card's expiry, from the shop's clock (`cardExpiry` in clock.ts). */
  expiry: string;
  locale?: "en" | "fr";
  /** `colour/size` of each line; one line goes through the page's form, several through the API. */
  variants?: string[];
  quantity?: number;
};

/** Places and pays an order for `buyer`; answers its sn once the shop has recorded the payment. */
export async function placePaidOrder(
  shop: Pick<RunningShop, "url">,
  database: TestDatabase,
  buyer: SignedInAccount,
  { document, expiry, locale = "en", variants = ["white/m"], quantity = 2 }: PaidOrderOptions,
): Promise<string> {
  const at = (path: string) => (locale === "fr" ? `/fr${path}` : path);
  const saved = await buyer.api<{ design: { id: string } }>("/api/designs/save", { document });
  const designId = saved.body.data.design.id;
  // The size run through the page's form, as without scripts (several colours at once by API).
  const added =
    variants.length === 1
      ? (
          await buyer.post(at("/order/product"), {
            intent: "quantities",
            designId,
            variant: variants[0]!,
            quantity: String(quantity),
          })
        ).status === 302
      : (
          await buyer.api("/api/cart/update", {
            designId,
            quantities: variants.map((variant) => {
              const [color, size] = variant.split("/");
              return { color, size, quantity };
            }),
          })
        ).body.code === 1;
  expect(added).toBe(true);
  const address = await buyer.api<{ address: { id: string } }>("/api/addresses/save", {
    fullName: "Élodie Martin",
    line1: "12 rue de Rivoli",
    city: "Paris",
    postalCode: "75001",
    country: "FR",
  });
  const addressId = address.body.data.address.id;
  const confirm = await buyer.request(at(`/order/confirm?address=${addressId}&method=standard`));
  const html = await confirm.text();
  const placeKey = /name="placeKey" value="([^"]+)"/.exec(html)![1]!;
  const approvedTotal = /name="approvedTotal" value="(\d+)"/.exec(html)![1]!;
  const fields = { address: addressId, method: "standard", placeKey, approvedTotal, approve: "on" };
  const placed = await buyer.post(at("/order/confirm"), fields);
  expect(placed.status).toBe(302);
  const sn = new URL(placed.location!, shop.url("/")).searchParams.get("sn")!;
  const again = await buyer.post(at("/order/confirm"), fields);
  expect(new URL(again.location!, shop.url("/")).searchParams.get("sn")).toBe(sn);

  const pay = await buyer.post(at(`/order/payment?sn=${sn}`), { intent: "pay" });
  const paid = await buyer.post(new URL(pay.location!, shop.url("/")).pathname, {
    intent: "pay",
    number: "4242 4242 4242 4242",
    expiry,
    cvc: "123",
    name: "E M",
  });
  expect(paid.status).toBe(303);
  await until(
    async () =>
      (await database.db.select({ status: orders.status }).from(orders).where(eq(orders.sn, sn)))[0],
    (row) => row?.status === "paid",
  );
  return sn;
}
