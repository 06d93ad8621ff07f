/**
 * Issue 31's acceptance, with JavaScript on and off, in English and French: a visitor without an
 * account orders 30 tees printed front and back with a 10 % code and pays; the receipt shows the
 * quantity tier, the extra print area, the code and the tax; the visitor signs up later, on
 * another device, with the email they ordered with, and finds the order in their account.
 */
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi, uniqueEmail } from "./support/accounts.ts";
import { approveAndPlace, checkoutTexts, chooseDelivery, payWithTestCard } from "./support/checkout.ts";
import { operatorPage } from "./support/operators.ts";
import { saveTwoSidedTee } from "./support/orders.ts";

const texts = {
  en: {
    codeField: "Discount code",
    apply: "Apply the code",
    email: "Email",
    saveEmail: "Save the email",
    emailSaved: "Email saved.",
    receiptTo: (email: string) => `Receipt and updates to ${email}`,
    tier: "Quantity price: 10% off each piece from 24 pieces",
    extraArea: /^Extra print area: Back \+\$5\.00 a piece$/,
    discount: (code: string) => new RegExp(`^Discount \\(${code}\\) −\\$\\d+\\.\\d\\d$`),
    tax: /^Tax \(20%\) \$\d+\.\d\d$/,
    receipt: "Printable receipt",
    orders: "Orders",
    france: "France",
  },
  fr: {
    codeField: "Code de réduction",
    apply: "Appliquer le code",
    email: "E-mail",
    saveEmail: "Enregistrer l’e-mail",
    emailSaved: "E-mail enregistré.",
    receiptTo: (email: string) => `Reçu et suivi envoyés à ${email}`,
    tier: "Prix par quantité\u202f: 10\u00a0% de remise sur chaque pièce dès 24 pièces",
    extraArea: /^Zone d’impression en plus\s:\sDos \+5,00\s\$(US)? par pièce$/,
    discount: (code: string) => new RegExp(`^Réduction \\(${code}\\) −\\d+,\\d\\d\\s\\$(US)?$`),
    tax: /^Taxes \(20\s%\) \d+,\d\d\s\$(US)?$/,
    receipt: "Reçu imprimable",
    orders: "Commandes",
    france: "France",
  },
} satisfies Record<Locale, unknown>;

/** A step's answer can take a few server round trips on the shared machine: generous, no timing claim. */
const step = { timeout: 15_000 };

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];
  const c = checkoutTexts[locale];

  test.describe(`guest checkout (${locale})`, () => {
    test("a visitor orders 30 two-sided tees with a 10 % code, pays, and finds the order after signing up with that email", async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(120_000);
      const code = `GUEST-${locale}-${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();
      const email = uniqueEmail(testInfo, locale, "guest");

      // The shop's 10 % code, made in the back-office's API.
      const admin = await operatorPage(browser, testInfo, locale);
      const made = await admin.request.post("/api/admin/discounts/save", { data: { code, percentOff: 10 } });
      expect(made.ok(), await made.text()).toBe(true);
      await admin.context().close();

      // The visitor designs without an account (the design is their designer session's).
      const designId = await saveTwoSidedTee(page, locale);
      await page.goto(localized(`/order/product?add=${designId}`, locale));
      await page.getByLabel(c.cell(c.white, "M")).fill("15");
      await page.getByLabel(c.cell(c.white, "L")).fill("15");
      await page.getByRole("button", { name: c.addToCart }).click();
      await expect(page.getByLabel(c.cell(c.white, "L"))).toHaveValue("15", step);
      await expect(page.getByText(t.tier)).toBeVisible();
      await page.getByRole("textbox", { name: t.codeField }).fill(code.toLowerCase());
      await page.getByRole("button", { name: t.apply }).click();
      await expect(page.getByTestId("cart-discount")).toContainText(code, step);
      await page.getByRole("link", { name: c.toDelivery }).click();
      await expect(page).toHaveURL(/\/order\/shipping/, step);

      // Delivery: their email, then the address and the method.
      await page.getByLabel(t.email, { exact: true }).fill(email);
      await page.getByRole("button", { name: t.saveEmail }).click();
      await expect(page.getByText(t.emailSaved)).toBeVisible(step);
      await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(email);
      await chooseDelivery(page, locale, {
        address: {
          fullName: "Camille Durand",
          line1: "12 rue de Rivoli",
          city: "Paris",
          postalCode: "75001",
          country: t.france,
        },
        method: "standard",
      });

      // The review names where the receipt goes; then placed and paid.
      await expect(page.getByText(t.receiptTo(email))).toBeVisible();
      await expect(page.getByRole("row", { name: t.discount(code) })).toBeVisible();
      const sn = await approveAndPlace(page, locale);
      await payWithTestCard(page, locale, sn);

      // The receipt: the tier, the extra area, the code and the tax.
      await page.getByRole("link", { name: t.receipt }).click();
      await expect(page).toHaveURL(new RegExp(`/account/orders/${sn}/receipt$`), step);
      await expect(page.getByText(t.tier).first()).toBeVisible();
      await expect(page.getByText(t.extraArea).first()).toBeVisible();
      await expect(page.getByRole("row", { name: t.discount(code) })).toBeVisible();
      await expect(page.getByRole("row", { name: t.tax })).toBeVisible();

      // Later, on another device: an account made with that email, verified, signed in.
      const later = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
        userAgent: testInfo.project.use.userAgent,
      });
      const account = await createVerifiedAccount(later.request, testInfo, locale, { email });
      await signInThroughApi(later.request, account);
      const elsewhere = await later.newPage();
      await elsewhere.goto(localized("/account/orders", locale));
      await expect(elsewhere.getByRole("heading", { level: 1, name: t.orders })).toBeVisible();
      await expect(elsewhere.getByRole("link", { name: new RegExp(sn.slice(0, 8), "i") })).toBeVisible();
      await later.close();
    });
  });
}
