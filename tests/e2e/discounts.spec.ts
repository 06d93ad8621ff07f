/**
 * A discount code from the back-office to the receipt (issue 31, item 4), with JavaScript on and
 * off, in English and French: an operator makes a 10 % code, a customer applies it at the cart
 * (typed in lower case), sees the reduction at the confirm step, pays, and the receipt shows the
 * code and the reduction.
 */
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import { approveAndPlace, checkoutTexts, chooseDelivery, payWithTestCard } from "./support/checkout.ts";
import { operatorPage } from "./support/operators.ts";
import { saveTeeDesign } from "./support/orders.ts";

const texts = {
  en: {
    adminTitle: "Discount codes",
    code: "Code",
    percentOff: "Percent off",
    save: "Save the code",
    created: (code: string) => `Code ${code} created.`,
    codesTable: "Discount codes, newest first",
    reduction: "10% off",
    field: "Discount code",
    apply: "Apply the code",
    applied: (code: string) => new RegExp(`^Code ${code}: \\$\\d+\\.\\d\\d off your items\\.$`),
    unknown: "There is no such discount code. Check how it is spelled.",
    row: (code: string) => new RegExp(`^Discount \\(${code}\\) −\\$\\d+\\.\\d\\d$`),
    france: "France",
  },
  fr: {
    adminTitle: "Codes de réduction",
    code: "Code",
    percentOff: "Pourcentage de réduction",
    save: "Enregistrer le code",
    created: (code: string) => `Code ${code} créé.`,
    codesTable: "Codes de réduction, du plus récent au plus ancien",
    reduction: "10\u00a0% de réduction",
    field: "Code de réduction",
    apply: "Appliquer le code",
    applied: (code: string) =>
      new RegExp(`^Code ${code}\u202f: \\d+,\\d\\d\\s\\$(US)? de moins sur vos articles\\.$`),
    unknown: "Ce code de réduction n’existe pas. Vérifiez son orthographe.",
    row: (code: string) => new RegExp(`^Réduction \\(${code}\\) −\\d+,\\d\\d\\s\\$(US)?$`),
    france: "France",
  },
} satisfies Record<Locale, unknown>;

/** A step's answer can take a few server round trips on the shared machine: generous, no timing claim. */
const step = { timeout: 15_000 };

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];
  const c = checkoutTexts[locale];

  test.describe(`discount codes (${locale})`, () => {
    // A refused code answers 400, which the browser notes in its console.
    test.use({ expectedConsoleErrors: [/status of 400/] });

    test("an operator makes a 10 % code; a customer applies it at the cart, sees it at confirm, pays; the receipt shows it", async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(90_000);
      const code = `E2E-${locale}-${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();

      // The operator, in a browser of their own: the code typed in lower case, saved upper-case.
      const admin = await operatorPage(browser, testInfo, locale);
      await admin.goto(localized("/admin/discounts", locale));
      await expect(admin.getByRole("heading", { level: 1, name: t.adminTitle })).toBeVisible();
      await admin.getByLabel(t.code, { exact: true }).fill(code.toLowerCase());
      await admin.getByLabel(t.percentOff).fill("10");
      await admin.getByRole("button", { name: t.save }).click();
      await expect(admin.getByText(t.created(code))).toBeVisible(step);
      const listed = admin
        .getByRole("table", { name: t.codesTable })
        .getByRole("row")
        .filter({ hasText: code });
      await expect(listed).toContainText(t.reduction);
      await admin.context().close();

      // The customer: a tee in the cart, the code applied there.
      const account = await createVerifiedAccount(page.request, testInfo, locale);
      await signInThroughApi(page.request, account);
      const designId = await saveTeeDesign(page, locale, "Sale 10");
      await page.goto(localized(`/order/product?add=${designId}`, locale));
      await page.getByLabel(c.cell(c.white, "M")).fill("2");
      await page.getByRole("button", { name: c.addToCart }).click();
      await expect(page.getByLabel(c.cell(c.white, "M"))).toHaveValue("2", step);
      await expect(page.getByRole("link", { name: c.toDelivery })).toBeVisible(step);

      // A code that does not exist is refused with why, beside the field.
      await page.getByRole("textbox", { name: t.field }).fill("no-such-code");
      await page.getByRole("button", { name: t.apply }).click();
      await expect(page.getByRole("alert").filter({ hasText: t.unknown })).toBeVisible(step);
      await expect(page.getByRole("textbox", { name: t.field })).toHaveAccessibleDescription(
        new RegExp(`^${t.unknown}`),
      );

      await page.getByRole("textbox", { name: t.field }).fill(code.toLowerCase());
      await page.getByRole("button", { name: t.apply }).click();
      await expect(page.getByTestId("cart-discount")).toHaveText(t.applied(code), step);
      await page.getByRole("link", { name: c.toDelivery }).click();
      await expect(page).toHaveURL(/\/order\/shipping/, step);

      // Delivery, then the review: the reduction is a row of the totals.
      await chooseDelivery(page, locale, {
        address: {
          fullName: account.fullName,
          line1: "12 rue de Rivoli",
          city: "Paris",
          postalCode: "75001",
          country: t.france,
        },
        method: "standard",
      });
      await expect(page.getByRole("row", { name: t.row(code) })).toBeVisible();
      const sn = await approveAndPlace(page, locale);

      // Paid: the payment step and the receipt show the code and what it took off.
      await expect(page.getByRole("row", { name: t.row(code) })).toBeVisible();
      await payWithTestCard(page, locale, sn);
      await page.goto(localized(`/account/orders/${sn}/receipt`, locale));
      await expect(page.getByRole("row", { name: t.row(code) })).toBeVisible();
    });
  });
}
