import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { baseURL, googleClientId, oidcIssuer } from "../playwright.config.ts";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { uniqueEmail } from "./support/accounts.ts";
import { authTexts, expectToast, openSignIn, type AuthTexts } from "./support/auth-ui.ts";
import { waitForHydration } from "./support/hydration.ts";

const authorizationPath = "/o/oauth2/v2/auth";

/**
 * Who signs in at "Google": the account the visitor picks on the provider's page, one per test.
 * The shop sends no `login_hint`, and a route cannot change a request that a redirect made, so
 * the shop's answer to /auth/google (the redirect to the provider) gets the hint added.
 */
async function pickGoogleAccount(
  context: BrowserContext,
  email: string,
  options: { clientId?: string } = {},
): Promise<void> {
  await context.route(
    (url) => url.origin === baseURL && url.pathname === "/auth/google",
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const location = new URL(response.headers().location ?? "");
      expect(location.origin + location.pathname).toBe(`${oidcIssuer}${authorizationPath}`);
      location.searchParams.set("login_hint", email);
      if (options.clientId) location.searchParams.set("client_id", options.clientId);
      await route.fulfill({ response, headers: { ...response.headers(), location: location.href } });
    },
  );
}

/**
 * An ID token from the test provider, as Google's button hands one to the page: signed with the
 * provider's key, for `clientId` (the shop's unless a test says otherwise).
 */
async function googleCredential(email: string, clientId = googleClientId): Promise<string> {
  const query = new URLSearchParams({
    response_type: "id_token",
    response_mode: "form_post",
    client_id: clientId,
    redirect_uri: `${baseURL}/auth/google/callback`,
    nonce: randomBytes(8).toString("hex"),
    login_hint: email,
  });
  const page = await (await fetch(`${oidcIssuer}${authorizationPath}?${query}`)).text();
  const token = /name="id_token" value="([^"]+)"/.exec(page)?.[1];
  if (!token) throw new Error(`the provider gave no ID token:\n${page}`);
  return token;
}

/** The header's user menu, whoever signed in, and the email it shows. */
async function expectSignedInAs(page: Page, t: AuthTexts, email: string): Promise<void> {
  const menu = page.getByRole("banner").getByLabel(t.userMenu(""));
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(page.getByRole("banner").getByText(email, { exact: true })).toBeVisible();
}

/**
 * What Google's button does with the credential it gets: its callback posts it to the shop
 * (app/components/google-sign-in.tsx). The button itself is Google's script, which the shop only
 * loads for Google's real issuer, so the page posts the same form here.
 */
async function postGoogleCredential(page: Page, credential: string, returnTo: string): Promise<void> {
  await page.evaluate(
    (fields) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/auth/google/credential";
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { credential, returnTo, redirectTo: returnTo },
  );
}

for (const locale of ["en", "fr"] as const satisfies Locale[]) {
  const t = authTexts[locale];
  const home = localized("/", locale);

  test(`redirect flow: "Continue with Google" goes to Google and back signed in (${locale})`, async ({
    page,
    context,
    javaScriptEnabled,
  }, testInfo) => {
    test.skip(javaScriptEnabled, "with JavaScript the same link opens a popup (the popup flow)");
    const email = uniqueEmail(testInfo, locale, "google");
    await pickGoogleAccount(context, email);
    await page.goto(home);
    await (await openSignIn(page, t)).getByRole("link", { name: t.google }).click();
    // The provider's page posts the token back; without JavaScript its button does.
    await expect(page.getByText(`Signing in as ${email}`)).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(home);
    await expectSignedInAs(page, t, email);
  });
}

test("popup flow: the Google window signs in, closes itself, and the page shows the account", async ({
  page,
  context,
  javaScriptEnabled,
}, testInfo) => {
  test.skip(!javaScriptEnabled, "the popup needs JavaScript; without it the link is the redirect flow");
  const t = authTexts.en;
  const email = uniqueEmail(testInfo, "en", "google");
  await pickGoogleAccount(context, email);
  await page.goto("/about");
  const dialog = await openSignIn(page, t);
  // The link opens a popup only once React owns it; a click before that is the redirect flow.
  const google = dialog.getByRole("link", { name: t.google });
  await waitForHydration(page, google);
  const popupOpened = page.waitForEvent("popup");
  await google.click();
  const popup = await popupOpened;
  await popup.waitForEvent("close");
  await expect(page).toHaveURL("/about");
  await expectSignedInAs(page, t, email);
  // The popup removed the flag the page set when it opened it (that removal refreshed the page).
  expect(await page.evaluate(() => window.localStorage.getItem("auth-popup"))).toBeNull();
});

test("button flow: the credential from Google's button signs in", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.skip(!javaScriptEnabled, "Google's button is a script");
  const t = authTexts.fr;
  const email = uniqueEmail(testInfo, "fr", "google");
  await page.goto("/fr/shipping");
  await openSignIn(page, t);
  await postGoogleCredential(page, await googleCredential(email), "/fr/shipping");
  await expect(page).toHaveURL("/fr/shipping");
  await expectSignedInAs(page, t, email);
});

test("a token issued to another application is refused", async ({
  page,
  context,
  javaScriptEnabled,
}, testInfo) => {
  const t = authTexts.en;
  const email = uniqueEmail(testInfo, "en", "google");
  const otherClientId = "another-app.apps.googleusercontent.com";
  await page.goto("/");
  if (javaScriptEnabled) {
    await postGoogleCredential(page, await googleCredential(email, otherClientId), "/");
  } else {
    // The redirect flow, with the provider answering for another client.
    await pickGoogleAccount(context, email, { clientId: otherClientId });
    await (await openSignIn(page, t)).getByRole("link", { name: t.google }).click();
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await expectToast(page, t.googleRefused);
  await expect(page.getByRole("dialog", { name: t.signInTitle })).toBeVisible();
  await expect(
    page.getByRole("banner").getByRole("link", { name: t.signInButton, exact: true }),
  ).toBeVisible();
});
