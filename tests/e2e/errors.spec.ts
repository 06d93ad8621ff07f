import { expect, test } from "./fixtures.ts";

test.use({ expectedConsoleErrors: [/status of 404/] });

test("an unknown page gives 404 with its path, inside the site layout", async ({ page }) => {
  const response = await page.goto("/nope");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("Page not found: /nope")).toBeVisible();
  await expect(page.getByText("404", { exact: false }).first()).toBeVisible();
  await expect(page).toHaveTitle("Page Not Found · Inkwell Print Co.");
  await expect(page.getByRole("banner")).toBeVisible();
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL("/");
});

test("an unknown French page gives the 404 in French", async ({ page }) => {
  const response = await page.goto("/fr/nope");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
  await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
  await expect(page.getByText("Page introuvable : /fr/nope")).toBeVisible();
});

test("a locale we do not have is an unknown page", async ({ page }) => {
  const response = await page.goto("/de/about");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page not found: /de/about")).toBeVisible();
});
