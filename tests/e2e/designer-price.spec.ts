import type { Page } from "@playwright/test";
import { locales } from "#core/locales.ts";
import { formatPrice, USD } from "#core/money.ts";
import { baseURL } from "../playwright.config.ts";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { waitForDesigner } from "./support/hydration.ts";

/*
 * The price as you design (issue 30), with and without JavaScript, in both languages: the framed
 * poster's piece price follows its size and colour (a colour out of stock in that size says it
 * cannot be ordered), and in another display currency it is an estimate beside the dollars charged.
 * (Its 12″ × 16″ costs $49, its 18″ × 24″ $74; oak is out of stock in 18″ × 24″.)
 */

const texts = {
  en: {
    size: "Size",
    useSize: "Use this size",
    large: "18″ × 24″",
    oak: "Oak",
    black: "Black",
    label: "Price per piece",
    unavailable: "This colour cannot be ordered at the moment.",
    note: "Before shipping. Charged in US dollars.",
    from: "From",
    chargedFrom: "Charged from",
    back: "Back",
    addTextForm: /Add text/,
    addTextField: "Text",
    addText: "Add text",
    extraBack: (amount: string) => `Includes ${amount} for one more print area: Back.`,
    hide: "Hide: 2026",
    tiers: "5% off each piece from 12 pieces of this design, up to 20% off from 96.",
  },
  fr: {
    size: "Taille",
    useSize: "Choisir cette taille",
    large: "45 × 60 cm",
    oak: "Chêne",
    black: "Noir",
    label: "Prix à la pièce",
    unavailable: "Cette couleur ne peut pas être commandée pour le moment.",
    note: "Hors livraison. Débité en dollars américains.",
    from: "À partir de",
    chargedFrom: "Débité à partir de",
    back: "Dos",
    addTextForm: /Ajouter du texte/,
    addTextField: "Texte",
    addText: "Ajouter le texte",
    extraBack: (amount: string) => `Dont ${amount} pour une zone d’impression de plus : Dos.`,
    hide: "Masquer : 2026",
    tiers: "5 % de remise sur chaque pièce dès 12 pièces de ce design, jusqu’à 20 % dès 96.",
  },
} satisfies Record<Locale, unknown>;

const usd = (cents: number, locale: Locale) => formatPrice(cents, USD, locales[locale].tag);

async function openDesigner(page: Page, locale: Locale, query: string, javaScriptEnabled: boolean) {
  await page.goto(localized(`/design?${query}&mode=form`, locale));
  await waitForDesigner(page, javaScriptEnabled);
  return page.getByTestId("design-price");
}

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  test.describe(`the price in the designer (${locale})`, () => {
    test("the piece price follows the poster's size and colour", async ({ page, javaScriptEnabled }) => {
      const price = await openDesigner(
        page,
        locale,
        "product=voa5lq&color=black&size=12x16",
        javaScriptEnabled,
      );
      await expect(price).toContainText(`${t.label} ${usd(4900, locale)}`);
      await expect(price).toContainText(t.note);

      await page.getByRole("combobox", { name: t.size, exact: true }).selectOption({ label: t.large });
      await page.getByRole("button", { name: t.useSize, exact: true }).click();
      await expect(price).toContainText(`${t.label} ${usd(7400, locale)}`);

      await page.getByRole("button", { name: t.oak, exact: true }).click();
      await expect(price).toContainText(t.unavailable);
      await expect(price).not.toContainText(t.note);

      await page.getByRole("button", { name: t.black, exact: true }).click();
      await expect(price).toContainText(`${t.label} ${usd(7400, locale)}`);
    });

    test("the piece price adds each print area used beyond the first, and drops when it is no longer printed", async ({
      page,
      javaScriptEnabled,
    }) => {
      const price = await openDesigner(page, locale, "product=st75v2&color=white", javaScriptEnabled);
      const onePiece = `${t.label} ${t.from} ${usd(2200, locale)}`;
      await expect(price).toContainText(onePiece);
      await expect(price).toContainText(t.tiers);
      const addText = async (words: string) => {
        const add = page.getByRole("form", { name: t.addTextForm });
        await add.getByLabel(t.addTextField, { exact: true }).fill(words);
        await add.getByRole("button", { name: t.addText }).click();
      };
      // One area printed: the price is the tee's.
      await addText("Team");
      await expect(page.getByRole("link", { name: /^(Text|Texte)\s?: Team$/ })).toBeVisible();
      await expect(price).toContainText(onePiece);
      await expect(price).not.toContainText(t.extraBack(usd(500, locale)));

      // The back too: its $5.00 is added to every piece.
      await page
        .getByRole("navigation", { name: /Print areas|Zones d’impression/ })
        .getByRole("link", { name: t.back })
        .click();
      await addText("2026");
      await expect(price).toContainText(`${t.label} ${t.from} ${usd(2700, locale)}`);
      await expect(price).toContainText(t.extraBack(usd(500, locale)));

      // A hidden layer prints nothing: the back is no longer charged.
      await page.getByRole("button", { name: t.hide, exact: true }).click();
      await expect(price).toContainText(onePiece);
      await expect(price).not.toContainText(t.extraBack(usd(500, locale)));
    });

    test("in euros it is an estimate, with the dollars charged and the rate's date", async ({
      page,
      javaScriptEnabled,
    }) => {
      await page.context().addCookies([{ name: "currency", value: "EUR", url: baseURL }]);
      // The tee's sizes from 2XL cost more: the price is where its sizes start.
      const price = await openDesigner(page, locale, "product=st75v2&color=white", javaScriptEnabled);
      await expect(price).toContainText(new RegExp(`${t.label} ${t.from} ≈ (€|\\d)`));
      await expect(price).toContainText(`${t.chargedFrom} ${usd(2200, locale)}`);
      await expect(price).not.toContainText(t.note);
    });
  });
}
