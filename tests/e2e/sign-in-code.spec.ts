/**
 * A stranger's wrong passwords never lock the owner out (issue 27, finding 1): after ten of them,
 * the browser the owner signed in from before still gets in with the password alone, and a new
 * browser gets in with the code mailed to the owner, in the modal's second step. Both languages,
 * with and without JavaScript.
 */
import { randomInt } from "node:crypto";
import { expect, localized, test } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi, type TestAccount } from "./support/accounts.ts";
import { authDialog, authTexts, expectToast, openSignIn, submitSignIn, userMenu } from "./support/auth-ui.ts";
import { violationsOn } from "./support/axe.ts";
import { mailMatching } from "./support/mail.ts";

const texts = {
  en: {
    title: "Confirm it’s you",
    code: "Sign-in code",
    submit: "Sign in",
    back: "Back to sign in",
    wrongCode: "Sign in failed! The sign-in code is wrong or has expired. Sign in again to get a new one.",
    subject: /sign-in code/,
  },
  fr: {
    title: "Confirmez que c’est vous",
    code: "Code de connexion",
    submit: "Se connecter",
    back: "Retour à la connexion",
    wrongCode:
      "Échec de la connexion\u202f! Le code de connexion est erroné ou a expiré. Connectez-vous à nouveau pour en recevoir un autre.",
    subject: /code de connexion/,
  },
};

for (const locale of ["en", "fr"] as const) {
  const t = authTexts[locale];
  const s = texts[locale];

  test(`ten wrong passwords from strangers: the owner's browser gets in, a new one with the mailed code (${locale})`, async ({
    page,
    browser,
    playwright,
    javaScriptEnabled,
  }, testInfo) => {
    const account: TestAccount = await createVerifiedAccount(page.request, testInfo, locale);
    // The owner's own browser signed in before, and signed out since.
    const ownBrowser = await browser.newContext({ javaScriptEnabled });
    await signInThroughApi(ownBrowser.request, account);
    await ownBrowser.clearCookies({ name: /session/ });

    // Strangers try ten passwords, each from an address of its own.
    const stranger = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const guess = await stranger.post("/api/login", {
        headers: { "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${attempt}` },
        data: { account: account.email, pwd: `guess number ${attempt}` },
      });
      expect(guess.status()).toBe(400);
    }
    await stranger.dispose();

    await test.step("the owner's browser gets in with the password alone", async () => {
      const ownPage = await ownBrowser.newPage();
      await ownPage.goto(localized("/", locale));
      await submitSignIn(await openSignIn(ownPage, t), t, account);
      await expect(userMenu(ownPage, t, account.fullName)).toBeVisible();
      await ownBrowser.close();
    });

    const step = authDialog(page, s.title);
    await test.step("a new browser is asked for the code the owner was mailed", async () => {
      await page.goto(localized("/", locale));
      await submitSignIn(await openSignIn(page, t), t, account);
      await expect(step).toBeVisible();
      await expect(step).toContainText(account.email);
      await expect(step.getByLabel(s.code, { exact: true })).toBeFocused();
      if (javaScriptEnabled) expect(await violationsOn(page, "sign-in code step")).toEqual([]);
    });

    const mail = await mailMatching(account.email, "a sign-in code", (message) =>
      s.subject.test(message.subject),
    );
    const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1] ?? "";

    await test.step("a wrong code is refused and the step stays", async () => {
      await step.getByLabel(s.code, { exact: true }).fill(code === "000000" ? "111111" : "000000");
      await step.getByRole("button", { name: s.submit, exact: true }).click();
      await expectToast(page, s.wrongCode);
      await expect(step).toBeVisible();
    });

    await test.step("the mailed code signs in", async () => {
      await step.getByLabel(s.code, { exact: true }).fill(code);
      await step.getByRole("button", { name: s.submit, exact: true }).click();
      await expect(userMenu(page, t, account.fullName)).toBeVisible();
    });
  });

  test(`the code step has a way back to sign-in (${locale})`, async ({ page, playwright }, testInfo) => {
    const account = await createVerifiedAccount(page.request, testInfo, locale);
    const stranger = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await stranger.post("/api/login", {
        headers: { "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${attempt}` },
        data: { account: account.email, pwd: `guess number ${attempt}` },
      });
    }
    await stranger.dispose();
    await page.goto(localized("/", locale));
    await submitSignIn(await openSignIn(page, t), t, { email: account.email, password: "not the password" });
    const step = authDialog(page, s.title);
    await expect(step).toBeVisible();
    await step.getByRole("button", { name: s.back, exact: true }).click();
    await expect(authDialog(page, t.signInTitle)).toBeVisible();
  });
}
