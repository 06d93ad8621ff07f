/**
 * A customer cancels their order, with JavaScript on and off, in English and French: a guest their
 * paid order from its own page (refunded), an account their unpaid order from its order page. Each
 * asks first, on the page itself.
 */
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi, uniqueEmail } from "./support/accounts.ts";
import { expectToast } from "./support/auth-ui.ts";
import { payWithTestCard } from "./support/checkout.ts";
import { placeOrderThroughApi } from "./support/orders.ts";

const texts = {
  en: {
    cancel: "Cancel the order",
    questionPaid: "Cancel this order? Printing has not started: you will be refunded in full.",
    question: "Cancel this order? Nothing has been charged.",
    confirm: "Yes, cancel it",
    cancelledRefund: "Your order is cancelled; the refund is on its way.",
    cancelled: "Your order is cancelled.",
    closed: "This order is closed: it cannot be paid any more.",
    status: /^(Cancelled|Refunded)$/,
  },
  fr: {
    cancel: "Annuler la commande",
    questionPaid:
      "Annuler cette commande\u202f? L’impression n’a pas commencé\u202f: vous serez remboursé intégralement.",
    question: "Annuler cette commande\u202f? Rien n’a été débité.",
    confirm: "Oui, l’annuler",
    cancelledRefund: "Votre commande est annulée\u202f; le remboursement est en cours.",
    cancelled: "Votre commande est annulée.",
    closed: "Cette commande est close\u202f: elle ne peut plus être payée.",
    status: /^(Annulée|Remboursée)$/,
  },
} satisfies Record<Locale, unknown>;

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  test.describe(`cancelling an order (${locale})`, () => {
    test("a guest cancels their paid order from its page and is refunded", async ({ page }, testInfo) => {
      const email = uniqueEmail(testInfo, locale, "guest-cancel");
      const sn = await placeOrderThroughApi(page, locale, undefined, { email });
      await page.goto(localized(`/order/payment?sn=${sn}`, locale));
      await payWithTestCard(page, locale, sn);

      await page.getByRole("link", { name: t.cancel }).click();
      await expect(page.getByText(t.questionPaid)).toBeVisible();
      await page.getByRole("button", { name: t.confirm }).click();
      await expectToast(page, t.cancelledRefund);
      await expect(page.getByText(t.closed)).toBeVisible();
      await expect(page.getByRole("link", { name: t.cancel })).toHaveCount(0);
    });

    test("a customer cancels their unpaid order from their account", async ({ page }, testInfo) => {
      const account = await createVerifiedAccount(page.request, testInfo, locale);
      await signInThroughApi(page.request, account);
      const sn = await placeOrderThroughApi(page, locale);
      await page.goto(localized(`/account/orders/${sn}`, locale));

      await page.getByRole("link", { name: t.cancel }).click();
      await expect(page.getByText(t.question)).toBeVisible();
      await page.getByRole("button", { name: t.confirm }).click();
      await expectToast(page, t.cancelled);
      await expect(page.getByText(t.status).first()).toBeVisible();
      await expect(page.getByRole("link", { name: t.cancel })).toHaveCount(0);
    });
  });
}
