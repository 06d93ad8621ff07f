import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import {
  addSizesAndContinue,
  approveAndPlace,
  checkoutTexts,
  chooseDelivery,
  expectOrderItems,
  expectPaid,
  openTestPaymentPage,
  payWithCard,
  testCards,
} from "./support/checkout.ts";
import { mailTo } from "./support/mail.ts";
import { placeOrderThroughApi } from "./support/orders.ts";

const texts = {
  en: {
    addTextField: "Text",
    addText: "Add text",
    addTextForm: /Add text/,
    order: "Order this design",
    france: "France",
    receiptSubject: /^Receipt for your .* order /,
  },
  fr: {
    addTextField: "Texte",
    addText: "Ajouter le texte",
    addTextForm: /Ajouter du texte/,
    order: "Commander cette création",
    france: "France",
    receiptSubject: /^Reçu de votre commande /,
  },
} satisfies Record<Locale, unknown>;

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];
  const c = checkoutTexts[locale];

  test.describe(`ordering (${locale})`, () => {
    // The test provider answers a declined card with 402, as a payment page does.
    test.use({ expectedConsoleErrors: [/status of 402/] });

    test("design a t-shirt → 3 sizes in 2 colours → new address → express → confirm in EUR → pay: paid, receipt mailed", async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const account = await createVerifiedAccount(page.request, testInfo, locale);
      await signInThroughApi(page.request, account);
      await page.request.post("/set-currency", {
        form: { currency: "EUR", redirectTo: localized("/", locale) },
        maxRedirects: 0,
      });

      // The design: one line of text on the front.
      await page.goto(localized("/design?product=st75v2&color=white", locale));
      const add = page.getByRole("form", { name: t.addTextForm });
      await add.getByLabel(t.addTextField, { exact: true }).fill("Team 2026");
      await add.getByRole("button", { name: t.addText }).click();
      await expect(page).toHaveURL(/draft=/, { timeout: 15_000 });
      await page.getByRole("link", { name: t.order }).click();

      // The size run: white S and M, black L.
      const sizes = [
        { color: c.white, size: "S", quantity: 1 },
        { color: c.white, size: "M", quantity: 2 },
        { color: c.black, size: "L", quantity: 3 },
      ];
      await addSizesAndContinue(page, locale, sizes);

      // A new address in France, then express delivery.
      await chooseDelivery(page, locale, {
        address: {
          fullName: account.fullName,
          line1: "12 rue de Rivoli",
          city: "Paris",
          postalCode: "75001",
          country: t.france,
        },
        method: "express",
      });

      // The review: the € estimate beside the USD charge, then the proofs approved.
      const estimate = page.getByTestId("charge-estimate");
      await expect(estimate).toContainText("€");
      await expect(estimate).toContainText("$");
      const sn = await approveAndPlace(page, locale);

      // The test provider's page: a declined card first, then the card that pays.
      await openTestPaymentPage(page, locale);
      await payWithCard(page, locale, testCards.declined);
      await expect(page.getByText(c.declined)).toBeVisible({ timeout: 15_000 });
      await payWithCard(page, locale, testCards.pays);
      await expectPaid(page, locale, sn);

      await expectOrderItems(page, locale, sn, sizes);
      await expect
        .poll(async () => (await mailTo(account.email)).some((mail) => t.receiptSubject.test(mail.subject)), {
          timeout: 15_000,
        })
        .toBe(true);
    });

    test.describe("the payment link", () => {
      test.use({ expectedConsoleErrors: [/status of 404/] });

      test("the payment page needs an sn; a signed-out visitor with it sees no name, address or email", async ({
        page,
        browser,
      }, testInfo) => {
        await page.goto(localized("/order/payment", locale));
        await expect(page).toHaveURL(new RegExp(`${localized("/", locale)}$`));
        const response = await page.goto(localized("/order/payment?sn=abcdefghijkmnpqrstuvwxyz", locale));
        expect(response?.status()).toBe(404);

        // An order placed through the API, then opened by someone who only has the link.
        const account = await createVerifiedAccount(page.request, testInfo, locale);
        await signInThroughApi(page.request, account);
        const sn = await placeOrderThroughApi(page, locale);
        const stranger = await browser.newContext();
        const visitor = await stranger.newPage();
        await visitor.goto(localized(`/order/payment?sn=${sn}`, locale));
        const body = await visitor.locator("main").innerText();
        expect(body).not.toContain(account.fullName);
        expect(body).not.toContain(account.email);
        expect(body).not.toContain("Rivoli");
        await stranger.close();
      });
    });
  });
}
