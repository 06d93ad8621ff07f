import { expect, localized, test } from "./fixtures.ts";

for (const locale of ["en", "fr"] as const) {
  const texts = {
    en: {
      open: /Display currency: USD/,
      title: "Currency Display Options",
      confirm: "Confirm",
      now: /Display currency: EUR/,
    },
    fr: {
      open: /Devise d’affichage\s:\sUSD/,
      title: "Options d’affichage de la devise",
      confirm: "Confirmer",
      now: /Devise d’affichage\s:\sEUR/,
    },
  }[locale];

  test(`choosing EUR in the dialog changes the header, the cookie and every price (${locale})`, async ({
    page,
    context,
  }) => {
    await page.goto(localized("/shipping", locale));
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: texts.open }).click();

    const dialog = page.getByRole("dialog", { name: texts.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "USD ($)" })).toBeChecked();
    await dialog.getByText("EUR (€)").click();
    await dialog.getByRole("button", { name: texts.confirm }).click();

    await expect(dialog).toBeHidden();
    await expect(header.getByRole("link", { name: texts.now })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "currency")?.value).toBe("EUR");

    // $4.99 at the test rate of 0.9259 EUR per USD.
    const firstRate = page.getByRole("table").nth(1).getByRole("row").nth(1).getByRole("cell").first();
    await expect(firstRate).toHaveText(locale === "fr" ? /^4,62\s€$/ : "€4.62");

    await page.reload();
    await expect(header.getByRole("link", { name: texts.now })).toBeVisible();
    await expect(firstRate).toHaveText(locale === "fr" ? /^4,62\s€$/ : "€4.62");
  });
}

test("the current currency is preselected, and arrow keys move between tiles", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "currency", value: "GBP", url: baseURL ?? "" }]);
  await page.goto("/about?dialog=currency");
  const dialog = page.getByRole("dialog", { name: "Currency Display Options" });
  await expect(dialog.getByRole("radio", { name: "GBP (£)" })).toBeChecked();
  await dialog.getByRole("radio", { name: "GBP (£)" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("radio", { name: "CAD ($)" })).toBeChecked();
});

test("a currency that is no longer offered is refused, and the choice stays", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "the plain form post is the path a tampered form takes");
  await page.goto("/about?dialog=currency");
  const dialog = page.getByRole("dialog", { name: "Currency Display Options" });
  await dialog.getByRole("radio", { name: "EUR (€)" }).evaluate((input) => {
    (input as HTMLInputElement).value = "XYZ";
  });
  await dialog.getByText("EUR (€)").click();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("alert")).toHaveText("Failed to change currency");
  await expect(page.getByRole("banner").getByRole("link", { name: /Display currency: USD/ })).toBeVisible();
});

test("Escape closes the dialog without changing anything", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "Escape on a modal dialog is a browser behaviour scripts enable");
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Currency Display Options" });
  // The global event opens it once the page is interactive.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event("currency")));
      return dialog.isVisible();
    })
    .toBe(true);
  await expect(dialog.getByRole("radio", { name: "USD ($)" })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test.describe("on an error page", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("the header's currency control still opens the dialog", async ({ page }) => {
    await page.goto("/nope");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Display currency: USD/ })
      .click();
    await expect(page.getByRole("dialog", { name: "Currency Display Options" })).toBeVisible();
  });
});
