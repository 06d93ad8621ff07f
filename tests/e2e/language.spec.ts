import { browserUserAgent } from "../playwright.config.ts";
import { expect, test } from "./fixtures.ts";

test("the language switcher shows the same page in the other language and remembers it", async ({ page }) => {
  await page.goto("/shipping");
  await page.getByRole("button", { name: "Voir cette page en français" }).click();
  await expect(page).toHaveURL("/fr/shipping");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");

  // Back on the home page, the choice holds.
  await page.goto("/");
  await expect(page).toHaveURL("/fr");

  await page.getByRole("button", { name: "View this page in English" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await page.goto("/");
  await expect(page).toHaveURL("/");
});

test("a first visit from a French browser lands on /fr", async ({ browser }) => {
  const context = await browser.newContext({ locale: "fr-FR", userAgent: browserUserAgent });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page).toHaveURL("/fr");
  await context.close();
});

test("crawlers are never redirected", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    locale: "fr-FR",
  });
  await context.addCookies([{ name: "locale", value: "fr", url: baseURL ?? "" }]);
  const page = await context.newPage();
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL("/");
  await context.close();
});

test("/en/… redirects to the plain English path", async ({ page }) => {
  await page.goto("/en/about");
  await expect(page).toHaveURL("/about");
});
