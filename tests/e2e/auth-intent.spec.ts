/**
 * Issue 26: what a visitor was doing survives signing in, and the page's language survives every
 * step of it. A visitor designs, presses "Order this design", puts sizes in their cart (a visitor
 * orders without an account: issue 31), and on the delivery step chooses to sign in; whatever way
 * they get an account (sign in, sign up and the mailed link, Google) they end back on the delivery
 * step with their cart, now the account's. French stays French: toasts, mail, links, the account.
 */
import type { Page } from "@playwright/test";
import { baseURL } from "../playwright.config.ts";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, newPassword, uniqueEmail } from "./support/accounts.ts";
import { authDialog, authTexts, expectToast, openSignIn, submitSignIn, userMenu } from "./support/auth-ui.ts";
import { checkoutTexts } from "./support/checkout.ts";
import { waitForHydration } from "./support/hydration.ts";
import { mailMatching, resetCode, verificationLink } from "./support/mail.ts";

const designTexts = {
  en: {
    addTextField: "Text",
    addText: "Add text",
    addTextForm: /Add text/,
    order: "Order this design",
    edit: "Edit the design",
  },
  fr: {
    addTextField: "Texte",
    addText: "Ajouter le texte",
    addTextForm: /Ajouter du texte/,
    order: "Commander cette création",
    edit: "Modifier la création",
  },
} satisfies Record<Locale, unknown>;

const verifySubjects = {
  en: /^Confirm your email/,
  fr: /^Confirmez votre adresse e-mail/,
} satisfies Record<Locale, unknown>;

const signInLink = { en: "Have an account? Sign in", fr: "Vous avez un compte\u202f? Connectez-vous" };

/**
 * As a visitor: a t-shirt with one line of text, "Order this design", three white S in the cart,
 * on to the delivery step, and there "Have an account? Sign in". Returns the draft's id.
 */
async function designAndOrderAsVisitor(page: Page, locale: Locale): Promise<string> {
  const t = designTexts[locale];
  const c = checkoutTexts[locale];
  await page.goto(localized("/design?product=st75v2&color=white", locale));
  const add = page.getByRole("form", { name: t.addTextForm });
  await add.getByLabel(t.addTextField, { exact: true }).fill("Team 2026");
  await add.getByRole("button", { name: t.addText }).click();
  await expect(page).toHaveURL(/draft=/, { timeout: 15_000 });
  const draft = new URL(page.url()).searchParams.get("draft")!;
  await page.getByRole("link", { name: t.order }).click();
  await expect(page).toHaveURL(`${localized("/order/product", locale)}?add=${draft}`, { timeout: 15_000 });
  await page.getByLabel(c.cell(c.white, "S")).fill("3");
  await page.getByRole("button", { name: c.addToCart }).click();
  await expect(page.getByLabel(c.cell(c.white, "S"))).toHaveValue("3", { timeout: 15_000 });
  await page.getByRole("link", { name: c.toDelivery }).click();
  await expect(page).toHaveURL(/\/order\/shipping/, { timeout: 15_000 });
  await page.getByRole("link", { name: signInLink[locale] }).click();
  await expect(authDialog(page, authTexts[locale].signInTitle)).toBeVisible();
  return draft;
}

/** Back on the delivery step in `locale`, signed in, with the three white S of `draft` in the account's cart. */
async function expectOrderStepWith(page: Page, locale: Locale, draft: string): Promise<void> {
  const c = checkoutTexts[locale];
  await expect(page).toHaveURL(localized("/order/shipping", locale), { timeout: 15_000 });
  await expect(page.getByRole("link", { name: signInLink[locale] })).toHaveCount(0);
  await page.goto(localized("/order/product", locale));
  await expect(page.getByRole("link", { name: designTexts[locale].edit })).toHaveAttribute(
    "href",
    new RegExp(`draft=${draft}`),
  );
  await expect(page.getByLabel(c.cell(c.white, "S"))).toHaveValue("3");
}

/** Signs up in the open sign-in dialog (through its Sign up link). */
async function signUpInDialog(
  page: Page,
  locale: Locale,
  account: { fullName: string; email: string; password: string },
): Promise<void> {
  const t = authTexts[locale];
  await authDialog(page, t.signInTitle).getByRole("link", { name: t.toSignUp, exact: true }).click();
  const signUp = authDialog(page, t.signUpTitle);
  await signUp.getByLabel(t.fullName, { exact: true }).fill(account.fullName);
  await signUp.getByLabel(t.email, { exact: true }).fill(account.email);
  await signUp.getByLabel(t.password, { exact: true }).fill(account.password);
  await signUp.getByRole("button", { name: t.signUpSubmit, exact: true }).click();
  await expectToast(page, t.signUpSuccess);
  await expect(authDialog(page, t.signInTitle)).toBeVisible();
}

for (const locale of ["en", "fr"] as const) {
  const t = authTexts[locale];

  test.describe(`the order survives signing in (${locale})`, () => {
    test("sign up, open the mailed link in the same browser, sign in: back on the delivery step with the cart", async ({
      page,
    }, testInfo) => {
      test.setTimeout(60_000);
      const draft = await designAndOrderAsVisitor(page, locale);
      const account = {
        fullName: locale === "fr" ? "Aurélie Dupont" : "Grace Hopper",
        email: uniqueEmail(testInfo, locale, "intent"),
        password: newPassword(),
      };
      await signUpInDialog(page, locale, account);

      const link = await verificationLink(account.email);
      expect(link.subject).toMatch(verifySubjects[locale]);
      await page.goto(link.path);
      await expectToast(page, t.verified);
      expect(new URL(page.url()).pathname).toBe(localized("/", locale));
      await submitSignIn(authDialog(page, t.signInTitle), t, account);
      await expectOrderStepWith(page, locale, draft);
    });

    test("sign in with an account: back on the delivery step with the cart", async ({ page }, testInfo) => {
      const account = await createVerifiedAccount(page.request, testInfo, locale);
      const draft = await designAndOrderAsVisitor(page, locale);
      await submitSignIn(authDialog(page, t.signInTitle), t, account);
      await expectOrderStepWith(page, locale, draft);
    });

    test("Google: back on the delivery step with the cart", async ({
      page,
      context,
      javaScriptEnabled,
    }, testInfo) => {
      test.setTimeout(60_000);
      const email = uniqueEmail(testInfo, locale, "google-intent");
      // The provider's page signs in whoever the shop's redirect names (tests/e2e/google.spec.ts).
      await context.route(
        (url) => url.origin === baseURL && url.pathname === "/auth/google",
        async (route) => {
          const response = await route.fetch({ maxRedirects: 0 });
          const location = new URL(response.headers().location ?? "");
          location.searchParams.set("login_hint", email);
          await route.fulfill({ response, headers: { ...response.headers(), location: location.href } });
        },
      );
      const draft = await designAndOrderAsVisitor(page, locale);
      const dialog = authDialog(page, t.signInTitle);
      if (javaScriptEnabled) {
        // The link opens a popup only once React owns it; a click before that is the redirect flow.
        const google = dialog.getByRole("link", { name: t.google });
        await waitForHydration(page, google);
        const popupOpened = page.waitForEvent("popup");
        await google.click();
        // With scripts, the provider's page posts the token back by itself, and the popup closes.
        await (await popupOpened).waitForEvent("close");
      } else {
        await dialog.getByRole("link", { name: t.google }).click();
        await page.getByRole("button", { name: "Continue" }).click();
      }
      await expectOrderStepWith(page, locale, draft);
    });
  });
}

test.describe("French stays French around accounts", () => {
  const t = authTexts.fr;

  for (const start of ["/fr", "/fr/products"]) {
    test(`sign up from ${start}: French toast, mail, link and account; later sign-ins stay French`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(60_000);
      const account = {
        fullName: "Aurélie Dupont",
        email: uniqueEmail(testInfo, "fr", "french"),
        password: newPassword(),
      };
      // A page with the modal's own parameters and another one (an intent to come back to).
      await page.goto(`${start}?${new URLSearchParams({ auth: "signin", redirectTo: "/fr/about" })}`);
      await signUpInDialog(page, "fr", account);

      const link = await verificationLink(account.email);
      expect(link.subject).toMatch(verifySubjects.fr);
      await page.goto(link.path);
      await expectToast(page, t.verified);
      expect(new URL(page.url()).pathname).toBe("/fr");
      await submitSignIn(authDialog(page, t.signInTitle), t, account);
      await expect(page).toHaveURL("/fr/about");
      await expect(userMenu(page, t, account.fullName)).toBeVisible();

      // The account is French: a sign-in on another French page stays there, in French.
      await userMenu(page, t, account.fullName).click();
      await page.getByRole("banner").getByRole("button", { name: t.signOut }).click();
      await expect(page).toHaveURL("/fr");
      await page.goto("/fr/shipping");
      await submitSignIn(await openSignIn(page, t), t, account);
      await expect(userMenu(page, t, account.fullName)).toBeVisible();
      await expect(page).toHaveURL("/fr/shipping");
      await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
    });
  }

  test("a reset code asked for on a French page comes in a French mail", async ({ page }, testInfo) => {
    // An account made in English, which forgets its password on a French page.
    const account = await createVerifiedAccount(page.request, testInfo, "en");
    await page.goto(`/fr/products?${new URLSearchParams({ auth: "forgot", redirectTo: "/fr/about" })}`);
    const forgot = authDialog(page, t.forgotTitle);
    // A click while React hydrates the form can send it twice (the browser's post, then React's
    // replay); this test is about the mail's language, so it waits as a visitor's eyes would.
    if (testInfo.project.name === "js-on")
      await waitForHydration(page, forgot.getByRole("button", { name: t.forgotSubmit, exact: true }));
    await forgot.getByLabel(t.email, { exact: true }).fill(account.email);
    await forgot.getByRole("button", { name: t.forgotSubmit, exact: true }).click();
    await expectToast(page, t.codeSent);
    await resetCode(account.email);
    const mail = await mailMatching(account.email, "a reset code", (message) =>
      /^\s*\d{6}\s*$/m.test(message.text),
    );
    expect(mail.subject).toMatch(/^Votre code de vérification /);
  });
});
