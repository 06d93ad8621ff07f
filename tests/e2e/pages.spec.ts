import { expect, localized, test, type Locale } from "./fixtures.ts";

const pages = ["/", "/about", "/creative", "/shipping", "/help-center", "/terms", "/privacy"];
const tags: Record<Locale, string> = { en: "en-US", fr: "fr-FR" };

for (const locale of ["en", "fr"] as const) {
  for (const path of pages) {
    const url = localized(path, locale);
    test(`${url} is served in ${locale} with its title, links and layout`, async ({ page, baseURL }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", tags[locale]);
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(/Inkwell Print Co\./);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${url}`);
      await expect(page.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute(
        "href",
        `${baseURL}${localized(path, "fr")}`,
      );
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }
}

test("the header navigation reaches every page and keeps the language", async ({ page }) => {
  await page.goto("/fr");
  const nav = page.getByRole("banner").getByRole("navigation").first();
  for (const [name, path] of [
    ["Comment ça marche", "/fr/about"],
    ["Guide créatif", "/fr/creative"],
    ["Livraison", "/fr/shipping"],
    ["Centre d’aide", "/fr/help-center"],
  ] as const) {
    await nav.getByRole("link", { name }).click();
    await expect(page).toHaveURL(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
  }
  await page.getByRole("link", { name: "Accueil Inkwell Print Co." }).click();
  await expect(page).toHaveURL("/fr");
});

test("the footer links to the terms and the privacy policy in the page's language", async ({ page }) => {
  await page.goto("/fr/shipping");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Conditions d’utilisation" }).click();
  await expect(page).toHaveURL("/fr/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Conditions d’utilisation");
  await footer.getByRole("link", { name: "Politique de confidentialité" }).click();
  await expect(page).toHaveURL("/fr/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique de confidentialité");
});

test("every link on the home page leads to a page that exists", async ({ page, request }) => {
  for (const locale of ["en", "fr"] as const) {
    await page.goto(localized("/", locale));
    const hrefs = await page
      .locator("a[href^='/']")
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute("href") ?? ""));
    for (const href of new Set(hrefs)) {
      expect((await request.get(href.split("#")[0] ?? href)).status(), href).toBe(200);
    }
  }
});
