/**
 * One press, one submission (issue 26, defect 13): Enter in a form sends it once, as a click on
 * its button does, and the customer goes on where the click would have taken them.
 */
import type { Page } from "@playwright/test";
import { expect, localized, test } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import { authDialog, authTexts } from "./support/auth-ui.ts";
import { checkoutTexts, expectPaid, openTestPaymentPage, testCards } from "./support/checkout.ts";
import { waitForHydration } from "./support/hydration.ts";
import { placeOrderThroughApi } from "./support/orders.ts";

/** The form posts the page sends from now on, by path. */
function recordPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

for (const locale of ["en", "fr"] as const) {
  const t = authTexts[locale];

  test(`Enter in the sign-in dialog's password field signs in once and goes on to the order (${locale})`, async ({
    page,
  }, testInfo) => {
    const account = await createVerifiedAccount(page.request, testInfo, locale);
    const orderStep = localized("/order/product", locale);
    await page.goto(
      `${localized("/products", locale)}?auth=signin&redirectTo=${encodeURIComponent(orderStep)}`,
    );
    const signIn = authDialog(page, t.signInTitle);
    if (testInfo.project.name === "js-on") await waitForHydration(page, signIn);
    const posts = recordPosts(page);
    await signIn.getByLabel(t.email, { exact: true }).fill(account.email);
    await signIn.getByLabel(t.password, { exact: true }).fill(account.password);
    await signIn.getByLabel(t.password, { exact: true }).press("Enter");

    await expect(page).toHaveURL((url) => url.pathname === orderStep);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(posts.filter((path) => path.startsWith("/auth/signin"))).toHaveLength(1);
  });

  test(`Enter on the test card page pays once and comes back to the order (${locale})`, async ({
    page,
  }, testInfo) => {
    const account = await createVerifiedAccount(page.request, testInfo, locale);
    await signInThroughApi(page.request, account);
    const sn = await placeOrderThroughApi(page, locale);
    await page.goto(localized(`/order/payment?sn=${sn}`, locale));
    await openTestPaymentPage(page, locale);
    const c = checkoutTexts[locale];
    if (testInfo.project.name === "js-on") await waitForHydration(page, page.getByLabel(c.cardNumber));
    const posts = recordPosts(page);
    await page.getByLabel(c.cardNumber).fill(testCards.pays);
    // The digits alone, as a phone's number pad types them: 12/30 (issue 26, defect 16).
    await page
      .getByLabel(c.expiry)
      .fill(`12${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, "0")}`);
    await page.getByLabel(c.cvc).fill("123");
    await page.getByLabel(c.cardName).fill("Test Customer");
    await page.getByLabel(c.cardName).press("Enter");

    await expectPaid(page, locale, sn);
    expect(posts.filter((path) => path.includes("/pay/test/"))).toHaveLength(1);
  });
}
