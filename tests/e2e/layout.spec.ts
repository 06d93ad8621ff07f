import type { Locator, Page } from "@playwright/test";
import { expect, localized, test } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import { authTexts } from "./support/auth-ui.ts";

const classicTee = {
  en: { path: "/products/st75v2", title: "Unisex Classic Cotton T-Shirt", color: "Colour: White" },
  fr: { path: "/fr/products/st75v2", title: "T-shirt unisexe classique en coton", color: "Couleur : Blanc" },
};
const currencyTitle = { en: "Currency Display Options", fr: "Options d’affichage de la devise" };

/** True when the element's text fits in its own box: nothing is cut off or spills out. */
function fitsItsBox(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
}

/** The box of `inner` lies inside the box of `outer`. */
async function expectInside(inner: Locator, outer: Locator | { width: number }) {
  const box = await inner.boundingBox();
  if (!box) throw new Error("no box");
  if ("width" in outer) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(outer.width);
    return;
  }
  const around = await outer.boundingBox();
  if (!around) throw new Error("no box around");
  expect(box.x).toBeGreaterThanOrEqual(around.x - 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(around.x + around.width + 0.5);
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const locale of ["en", "fr"] as const) {
  test.describe(`on a 375 px phone (${locale})`, () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("every currency tile shows its whole label", async ({ page }) => {
      await page.goto(`${localized("/about", locale)}?dialog=currency`);
      const dialog = page.getByRole("dialog", { name: currencyTitle[locale] });
      const tiles = dialog.getByRole("radio");
      await expect(tiles).toHaveCount(16);
      for (const text of await dialog.locator("label span").all()) {
        await expect(text).toBeVisible();
        expect(await fitsItsBox(text), await text.innerText()).toBe(true);
      }
      await expect(dialog.getByText("USD ($)", { exact: true })).toBeVisible();
      await noHorizontalScroll(page);
    });

    test("a product's title, price and options come within the first screen", async ({ page }) => {
      await page.goto(classicTee[locale].path);
      const viewport = page.viewportSize()?.height ?? 0;
      for (const part of [
        page.getByRole("heading", { level: 1, name: classicTee[locale].title }),
        page.locator("main div.text-3xl"),
        page.getByText(classicTee[locale].color),
      ]) {
        const box = await part.boundingBox();
        expect(box?.y ?? Infinity).toBeLessThan(viewport);
      }
      await noHorizontalScroll(page);
    });

    test("the menu closes with Escape, focus back on its button", async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "without scripts the menu closes with its own button");
      await page.goto(localized("/", locale));
      const menuButton = page.getByRole("banner").locator("summary").last();
      await menuButton.click();
      const nav = page.getByRole("banner").getByRole("navigation");
      await expect(nav).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(nav).toBeHidden();
      await expect(menuButton).toBeFocused();
    });
  });

  test.describe(`on a 1280 px desktop (${locale})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("the header's controls keep inside the window and their pills", async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: "currency", value: "EUR", url: baseURL ?? "" }]);
      await page.goto(localized("/", locale));
      const header = page.getByRole("banner");
      const width = page.viewportSize()?.width ?? 0;
      const signIn = header.getByRole("link", { name: authTexts[locale].signInButton, exact: true });
      await expectInside(signIn, { width: width - 8 });
      expect(await fitsItsBox(signIn)).toBe(true);
      const currency = header.getByRole("link", { name: /EUR/ });
      await expectInside(currency.getByText("€", { exact: true }), currency);
      await noHorizontalScroll(page);
    });

    test("a signed-in visitor's menu button keeps inside the window", async ({ page }, testInfo) => {
      const account = await createVerifiedAccount(page.request, testInfo, locale);
      await signInThroughApi(page.request, account);
      await page.goto(localized("/", locale));
      const chip = page.getByRole("banner").getByLabel(authTexts[locale].userMenu(account.fullName));
      await expectInside(chip, { width: (page.viewportSize()?.width ?? 0) - 8 });
      await noHorizontalScroll(page);
    });
  });

  test(`dark mode: a black swatch has an edge that stands out from the dark page (${locale})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(localized("/products/st75v2", locale));
    const black = page.locator('fieldset label:has(input[value="black"]) > i');
    // WCAG's 3:1 for the edges of controls, with the edge drawn over the page's own background.
    const contrast = await black.evaluate((swatch) => {
      const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
      const [r = 0, g = 0, b = 0, a = 1] = rgba(getComputedStyle(swatch).borderTopColor);
      const [pr = 0, pg = 0, pb = 0] = rgba(getComputedStyle(document.body).backgroundColor);
      const over = [r * a + pr * (1 - a), g * a + pg * (1 - a), b * a + pb * (1 - a)];
      const luminance = ([red = 0, green = 0, blue = 0]: number[]) => {
        const linear = (value: number) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
      };
      const [light, dark] = [luminance(over), luminance([pr, pg, pb])].sort((x, y) => y - x);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    });
    expect(contrast).toBeGreaterThanOrEqual(3);
  });
}
