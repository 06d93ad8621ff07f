import type { Page, TestInfo } from "@playwright/test";
import { expect, localized, test } from "./fixtures.ts";
import { createVerifiedAccount, newPassword } from "./support/accounts.ts";
import {
  authDialog,
  authTexts,
  expectToast,
  openSignIn,
  submitSignIn,
  toast,
  userMenu,
} from "./support/auth-ui.ts";
import { resetCode } from "./support/mail.ts";

const wayOut = {
  en: {
    resend: "Send a new code",
    otherEmail: "Use another email",
    back: "Return to sign in",
    subtitle: "Sign up with existing accounts to make it faster",
  },
  fr: {
    resend: "Recevoir un nouveau code",
    otherEmail: "Utiliser une autre adresse",
    back: "Retour à la connexion",
    subtitle: "Inscrivez-vous avec un compte existant pour aller plus vite",
  },
} as const;

for (const locale of ["en", "fr"] as const) {
  const t = authTexts[locale];
  const w = wayOut[locale];
  const home = localized("/", locale);

  test.describe(`the auth modal (${locale})`, () => {
    test("opens with the email field focused, not its Close button", async ({ page }) => {
      await page.goto(home);
      const signIn = await openSignIn(page, t);
      await expect(signIn.getByLabel(t.email, { exact: true })).toBeFocused();
      // Straight to a view from the address too (the no-JavaScript way in).
      await page.goto(`${home}?auth=signup`);
      await expect(authDialog(page, t.signUpTitle).getByLabel(t.fullName, { exact: true })).toBeFocused();
    });

    test("forgot password, step two: a new code, another email, or back to sign-in", async ({
      page,
    }, testInfo) => {
      // Four codes mailed and read back: longer than the usual 30 s on a busy machine.
      test.slow();
      const account = await createVerifiedAccount(page.request, testInfo, locale);
      await page.goto(`${home}?auth=forgot`);
      const forgot = authDialog(page, t.forgotTitle);
      await forgot.getByLabel(t.email, { exact: true }).fill(account.email);
      await forgot.getByRole("button", { name: t.forgotSubmit, exact: true }).click();
      const reset = authDialog(page, t.resetTitle);
      await expect(reset).toBeVisible();
      const first = await resetCode(account.email);

      await test.step("a new code replaces the first, and step two stays", async () => {
        await reset.getByRole("button", { name: w.resend }).click();
        await expectToast(page, t.codeSent);
        const second = await resetCode(account.email, { not: [first] });
        await expect(reset.getByLabel(t.email, { exact: true })).toHaveValue(account.email);
        // Only the newest code works: the first is refused, the second resets.
        const password = newPassword();
        const fill = async (code: string) => {
          await reset.getByLabel(t.newPassword, { exact: true }).fill(password);
          await reset.getByLabel(t.confirmPassword, { exact: true }).fill(password);
          await reset.getByLabel(t.code, { exact: true }).fill(code);
          await reset.getByRole("button", { name: t.resetSubmit, exact: true }).click();
        };
        await fill(first);
        await expectToast(page, t.wrongCode);
        await fill(second);
        await expectToast(page, t.resetDone);
        await expect(authDialog(page, t.signInTitle)).toBeVisible();
      });

      await test.step("another email goes back to step one, empty", async () => {
        await page.goto(`${home}?auth=forgot`);
        await forgot.getByLabel(t.email, { exact: true }).fill(account.email);
        await forgot.getByRole("button", { name: t.forgotSubmit, exact: true }).click();
        await reset.getByRole("button", { name: w.otherEmail }).click();
        await expect(forgot.getByLabel(t.email, { exact: true })).toHaveValue("");
        // A reload keeps step one: the step is over, not hidden.
        await page.reload();
        await expect(authDialog(page, t.forgotTitle)).toBeVisible();
      });

      await test.step("return to sign in leaves step two for good", async () => {
        await forgot.getByLabel(t.email, { exact: true }).fill(account.email);
        await forgot.getByRole("button", { name: t.forgotSubmit, exact: true }).click();
        await reset.getByRole("button", { name: w.back }).click();
        await expect(authDialog(page, t.signInTitle)).toBeVisible();
        await page.goto(`${home}?auth=forgot`);
        await expect(forgot.getByLabel(t.email, { exact: true })).toBeEditable();
        await expect(reset).toHaveCount(0);
      });
    });

    test("with Google available, sign-up invites to use it", async ({ page }) => {
      await page.goto(`${home}?auth=signup`);
      await expect(authDialog(page, t.signUpTitle).getByText(w.subtitle)).toBeVisible();
    });
  });

  test.describe(`toasts over the auth modal (${locale}, JavaScript)`, () => {
    test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "react-toastify's toasts need scripts");

    /** A verified customer who opened sign-in on the home page and typed a wrong password. */
    async function refusedOnce(page: Page, testInfo: TestInfo) {
      const account = await createVerifiedAccount(page.request, testInfo, locale);
      await page.goto(home);
      const signIn = await openSignIn(page, t);
      await submitSignIn(signIn, t, { email: account.email, password: "not the password" });
      return { account, signIn };
    }

    test("an error toast sits above the modal and closes on a click; signing in clears it", async ({
      page,
    }, testInfo) => {
      const { account, signIn } = await refusedOnce(page, testInfo);
      const failed = toast(page, t.wrongCredentials);
      await expect(failed).toBeVisible();
      // The topmost element where the toast is drawn is the toast, not the modal's backdrop.
      const box = await failed.boundingBox();
      if (!box) throw new Error("the toast has no box");
      const topmost = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest(".Toastify__toast") !== null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(topmost).toBe(true);
      // Auth-modal toasts are on the right (spec §9's second reading).
      expect(box.x + box.width).toBeGreaterThan((page.viewportSize()?.width ?? 0) * 0.75);
      await failed.click();
      await expect(failed).toBeHidden();

      await submitSignIn(signIn, t, { email: account.email, password: "still not it" });
      await expect(toast(page, t.wrongCredentials)).toBeVisible();
      await submitSignIn(signIn, t, account);
      await expect(userMenu(page, t, account.fullName)).toBeVisible();
      await expect(toast(page, t.wrongCredentials)).toHaveCount(0);
    });

    test("the same refusal, sent again while the dismissed toast is still closing, is shown again", async ({
      page,
    }, testInfo) => {
      const { account, signIn } = await refusedOnce(page, testInfo);
      const refusals = page.getByRole("alert").filter({ hasText: t.wrongCredentials });
      await expect(refusals).toHaveCount(1);
      // The dismissed toast stays on its way out (200 ms in real life, when a quick second try
      // used to come back without a word) for as long as the test needs.
      await page.addStyleTag({ content: ".toast-exit { animation-duration: 600s !important; }" });
      await refusals.click();
      await submitSignIn(signIn, t, { email: account.email, password: "still not it" });
      // Besides the one closing, a toast that stays says it again.
      await expect(
        page.locator(".Toastify__toast:not(.toast-exit)", { hasText: t.wrongCredentials }),
      ).toBeVisible();
    });
  });
}
