/**
 * The proofs a customer approves: a design printed on the front and the back, ordered in two
 * colours, shows a proof of each area in each colour, named by its area, on the review step and
 * again on the order's page, with JavaScript on or off.
 */
import { expect, localized, test } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import { approveAndPlace } from "./support/checkout.ts";
import { twoSidedTeeInCart } from "./support/orders.ts";

const texts = {
  en: {
    proof: (area: string, color: string) => `${area} of the Unisex Classic Cotton T-Shirt in ${color}`,
    caption: (area: string, color: string) => `${area} · ${color}`,
    areas: ["Front", "Back"],
    colors: ["White", "Black"],
  },
  fr: {
    proof: (area: string, color: string) =>
      `${area} du produit T-shirt unisexe classique en coton en ${color}`,
    caption: (area: string, color: string) => `${area} · ${color}`,
    areas: ["Devant", "Dos"],
    colors: ["Blanc", "Noir"],
  },
} as const;

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  test(`a front-and-back design in two colours: a named proof of each area in each colour, on review and on the order's page (${locale})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const account = await createVerifiedAccount(page.request, testInfo, locale);
    await signInThroughApi(page.request, account);
    const address = await twoSidedTeeInCart(page, locale, ["white", "black"]);

    await page.goto(localized(`/order/confirm?address=${address}&method=standard`, locale));
    const proofs = page.getByRole("region", { name: locale === "en" ? "Proofs" : "Épreuves" });
    for (const color of t.colors) {
      for (const area of t.areas) {
        const proof = proofs.getByRole("img", { name: t.proof(area, color), exact: true });
        await expect(proof).toBeVisible();
        // Large enough to read the text on it.
        expect((await proof.boundingBox())!.width).toBeGreaterThanOrEqual(300);
        await expect(proofs.getByRole("figure", { name: t.caption(area, color), exact: true })).toBeVisible();
      }
    }
    await expect(proofs.getByRole("figure")).toHaveCount(4);

    const sn = await approveAndPlace(page, locale);
    await page.goto(localized(`/account/orders/${sn}`, locale));
    const items = page.getByRole("region", { name: locale === "en" ? "Items" : "Articles" });
    for (const color of t.colors) {
      for (const area of t.areas) {
        await expect(items.getByRole("figure", { name: t.caption(area, color), exact: true })).toBeVisible();
      }
    }
    await expect(items.getByRole("figure")).toHaveCount(4);
  });
}
