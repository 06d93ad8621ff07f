import { expect, test } from "./fixtures.ts";

const darkSurface = "rgb(12, 18, 16)";
const lightSurface = "rgb(255, 255, 255)";

test("the chosen colour mode applies at once and survives a reload", async ({ page }) => {
  await page.goto("/about");
  const html = page.locator("html");
  const body = page.locator("body");
  const switcher = page.getByRole("form", { name: "Colour mode" });

  await switcher.getByRole("button", { name: "Dark" }).click();
  await expect(html).toHaveClass(/dark/);
  await expect(body).toHaveCSS("background-color", darkSurface);
  await expect(switcher.getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL("/about");
  await page.reload();
  await expect(html).toHaveClass(/dark/);

  await switcher.getByRole("button", { name: "Light" }).click();
  await expect(html).not.toHaveClass(/dark/);
  await expect(body).toHaveCSS("background-color", lightSurface);
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
});

test("system mode follows the operating system, live, with or without JavaScript", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/fr/creative");
  await page.getByRole("form", { name: "Mode d’affichage" }).getByRole("button", { name: "Système" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-color-mode", "system");
  await expect(page.locator("body")).toHaveCSS("background-color", darkSurface);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("body")).toHaveCSS("background-color", lightSurface);
});
