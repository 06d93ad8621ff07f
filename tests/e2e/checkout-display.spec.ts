/**
 * Issue 26: the order steps as a customer sees them. Wide tables fit at 1280 px and scroll in a
 * named, focusable region with a hint on a phone; nothing is wider than a 390 px screen; the
 * currency control works on every step (JavaScript on and off) and every step says where its
 * converted prices come from, and when the rate is old.
 */
import type { Page } from "@playwright/test";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import { placeOrderThroughApi, saveTeeDesign } from "./support/orders.ts";

const texts = {
  en: {
    matrix: "How many of each colour and size",
    printAreas: "Print areas",
    hint: "Scroll sideways to see the whole table.",
    currencyButton: /^Display currency: (USD|EUR)/,
    dialog: "Currency Display Options",
    confirm: "Confirm",
    eurPill: /^Display currency: EUR/,
    dark: "Dark",
    note: /^Prices in EUR are converted from US dollars at the exchange rate of /,
    stale:
      "This rate is more than 3 days old, so the estimate may have moved; the amount charged in USD is unchanged.",
    subtotal: /^1 item: €\d+\.\d\d$/,
  },
  fr: {
    matrix: "Combien de chaque couleur et taille",
    printAreas: "Zones d’impression",
    hint: "Faites défiler de côté pour voir tout le tableau.",
    currencyButton: /^Devise d’affichage\s: (USD|EUR)/,
    dialog: "Options d’affichage de la devise",
    confirm: "Confirmer",
    eurPill: /^Devise d’affichage\s: EUR/,
    dark: "Sombre",
    note: /^Les prix en EUR sont convertis depuis le dollar américain au taux de change du /,
    stale:
      "Ce taux date de plus de 3 jours\u202f: l’estimation a pu changer depuis, le montant débité en USD reste le même.",
    subtotal: /^1 article\s: \d+,\d\d\s€$/,
  },
} satisfies Record<Locale, unknown>;

/** A signed-in customer with an unpaid order (its sn) and a one-sided tee in the cart. */
async function customerWithCart(
  page: Page,
  locale: Locale,
  testInfo: Parameters<typeof createVerifiedAccount>[1],
) {
  const account = await createVerifiedAccount(page.request, testInfo, locale);
  await signInThroughApi(page.request, account);
  const sn = await placeOrderThroughApi(page, locale);
  const designId = await saveTeeDesign(page, locale, "Hello");
  const added = await page.request.post("/api/cart/update", {
    data: { designId, quantities: [{ color: "white", size: "m", quantity: 1 }] },
  });
  expect(((await added.json()) as { code: number }).code).toBe(1);
  return sn;
}

/** The elements inside the box that reach past its right edge (the box does not show them whole). */
function cutOff(page: Page, name: string) {
  return page.getByRole("table", { name }).evaluate((table) => {
    const box = table.parentElement!.getBoundingClientRect();
    return [table, ...table.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > box.right + 0.5)
      .map((element) => element.textContent?.trim() || element.tagName);
  });
}

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  test.describe(`checkout display (${locale})`, () => {
    test("at 1280 px the size run and the print areas fit their boxes, the largest size included", async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await customerWithCart(page, locale, testInfo);
      await page.goto(localized("/order/product", locale));
      const matrix = page.getByRole("table", { name: t.matrix });
      await expect(matrix.getByRole("columnheader").last()).toBeInViewport({ ratio: 1 });
      expect(await cutOff(page, t.matrix)).toEqual([]);

      await page.goto(localized("/products/st75v2", locale));
      await expect(page.getByRole("table", { name: t.printAreas })).toBeVisible();
      expect(await cutOff(page, t.printAreas)).toEqual([]);
    });

    test("on a 390 px phone the cart and the steps stay within the screen; wide tables are focusable regions with a hint", async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const sn = await customerWithCart(page, locale, testInfo);
      for (const path of ["/order/product", "/order/shipping", `/order/payment?sn=${sn}`]) {
        await page.goto(localized(path, locale));
        expect(await pageWidth(page), path).toBeLessThanOrEqual(390);
        // The light/dark switch is whole on the screen.
        await expect(page.getByRole("button", { name: t.dark }), path).toBeInViewport({ ratio: 1 });
      }

      await page.goto(localized("/order/product", locale));
      const region = page.getByRole("group", { name: t.matrix });
      await expect(region).toHaveAttribute("tabindex", "0");
      await expect(region).toHaveAccessibleDescription(t.hint);
      await expect(page.getByText(t.hint)).toBeVisible();

      await page.goto(localized("/products/st75v2", locale));
      const areas = page.getByRole("group", { name: t.printAreas, description: t.hint });
      await expect(areas).toHaveAttribute("tabindex", "0");
      await expect(areas.getByRole("table", { name: t.printAreas })).toBeVisible();
      await expect(page.getByText(t.hint).first()).toBeVisible();
    });

    test("the currency control on an order step changes the prices there, says where they come from and that the rate is old", async ({
      page,
    }, testInfo) => {
      await customerWithCart(page, locale, testInfo);
      await page.goto(localized("/order/product", locale));
      await page.getByRole("banner").getByRole("link", { name: t.currencyButton }).click();
      const dialog = page.getByRole("dialog", { name: t.dialog });
      await dialog.getByText("EUR (€)").click();
      await dialog.getByRole("button", { name: t.confirm }).click();

      await expect(page.getByRole("banner").getByRole("link", { name: t.eurPill })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${localized("/order/product", locale)}$`));
      await expect(page.getByText(t.subtotal).last()).toBeVisible();
      // The test rates were published on 20 November 2026: more than 3 days before any run.
      const note = page.getByText(t.note);
      await expect(note).toContainText(t.stale);
    });

    test("the payment page shows the ≈ estimate in the display currency beside the USD charge", async ({
      page,
    }, testInfo) => {
      const sn = await customerWithCart(page, locale, testInfo);
      await page.request.post("/set-currency", {
        form: { currency: "EUR", redirectTo: localized("/", locale) },
        maxRedirects: 0,
      });
      await page.goto(localized(`/order/payment?sn=${sn}`, locale));
      const estimate = page.getByTestId("charge-estimate");
      await expect(estimate).toContainText("≈");
      await expect(estimate).toContainText("€");
      await expect(estimate).toContainText("$");
      await expect(page.getByText(t.note)).toContainText(t.stale);
    });
  });
}
