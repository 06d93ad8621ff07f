/**
 * The auth modal, the user menu and the toasts as a visitor sees them, in both languages: what
 * the account and Google specs click and read. Texts are the spec's wording (locales/*).
 */
import type { Locator, Page } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";
import { expect, type Locale } from "../fixtures.ts";

export const authTexts = {
  en: {
    signInButton: "Sign in",
    signInTitle: "Sign in",
    signUpTitle: "Sign up",
    forgotTitle: "Forgot password",
    resetTitle: "Reset password",
    toSignUp: "Sign up",
    toForgot: "Forgot password?",
    fullName: "Full name",
    email: "Email",
    password: "Password",
    signInSubmit: "Sign in",
    signUpSubmit: "Sign up",
    forgotSubmit: "Send",
    newPassword: "New password",
    confirmPassword: "Confirm new password",
    code: "Verification code",
    resetSubmit: "Reset Password",
    google: "Continue with Google",
    signUpSuccess: "Sign up successful! Please check your email for verification",
    notVerified: "Sign in failed! Please verify your email first: open the link we emailed you.",
    resend: "Send the link again",
    verified: "Your email is verified. You can sign in now.",
    wrongCredentials: "Sign in failed! The email or password is incorrect.",
    googleRefused: "Sign in failed! Google did not confirm your sign-in. Please try again.",
    codeSent: "Email sent! Please check your email to get a verification code",
    passwordsDiffer: "Passwords do not match",
    codeLength: "Verification code is 6 digits",
    wrongCode:
      "Failed to reset password! The verification code is wrong or has expired. Ask for a new code if needed.",
    resetDone: "Password reset successful! Please sign in with your new password",
    userMenu: (name: string) => `Account menu for ${name}`,
    settingsLink: "Account settings",
    signOut: "Sign out",
  },
  fr: {
    signInButton: "Se connecter",
    signInTitle: "Connexion",
    signUpTitle: "Inscription",
    forgotTitle: "Mot de passe oublié",
    resetTitle: "Réinitialiser le mot de passe",
    toSignUp: "S’inscrire",
    toForgot: "Mot de passe oublié ?",
    fullName: "Nom complet",
    email: "E-mail",
    password: "Mot de passe",
    signInSubmit: "Se connecter",
    signUpSubmit: "S’inscrire",
    forgotSubmit: "Envoyer",
    newPassword: "Nouveau mot de passe",
    confirmPassword: "Confirmer le nouveau mot de passe",
    code: "Code de vérification",
    resetSubmit: "Réinitialiser le mot de passe",
    google: "Continuer avec Google",
    signUpSuccess: "Inscription réussie ! Consultez vos e-mails pour vérifier votre adresse",
    notVerified:
      "Échec de la connexion ! Vérifiez d’abord votre adresse : ouvrez le lien que nous vous avons envoyé.",
    resend: "Renvoyer le lien",
    verified: "Votre adresse e-mail est vérifiée. Vous pouvez maintenant vous connecter.",
    wrongCredentials: "Échec de la connexion ! L’e-mail ou le mot de passe est incorrect.",
    googleRefused: "Échec de la connexion ! Google n’a pas confirmé votre connexion. Veuillez réessayer.",
    codeSent: "E-mail envoyé ! Consultez vos e-mails pour obtenir un code de vérification",
    passwordsDiffer: "Les mots de passe ne correspondent pas",
    codeLength: "Le code de vérification comporte 6 chiffres",
    wrongCode:
      "Échec de la réinitialisation du mot de passe ! Le code de vérification est erroné ou a expiré. Demandez-en un nouveau si besoin.",
    resetDone: "Mot de passe réinitialisé ! Connectez-vous avec votre nouveau mot de passe",
    userMenu: (name: string) => `Menu du compte de ${name}`,
    settingsLink: "Paramètres du compte",
    signOut: "Se déconnecter",
  },
} satisfies Record<Locale, unknown>;

export type AuthTexts = (typeof authTexts)[Locale];

/**
 * A toast: printed in the page by the server without JavaScript, shown by react-toastify with it.
 * Either way it is announced (an alert, or a status for good news without JavaScript).
 */
export function toast(page: Page, message: string): Locator {
  return page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: message }).first();
}

export async function expectToast(page: Page, message: string): Promise<void> {
  await expect(toast(page, message)).toHaveText(message);
}

/** The auth modal on the view called `title`. */
export function authDialog(page: Page, title: string): Locator {
  return page.getByRole("dialog", { name: title });
}

/** Opens the modal with the header's Sign in button; returns its sign-in view. */
export async function openSignIn(page: Page, t: AuthTexts): Promise<Locator> {
  await page.getByRole("banner").getByRole("link", { name: t.signInButton, exact: true }).click();
  const dialog = authDialog(page, t.signInTitle);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills in and sends the sign-in view's form. */
export async function submitSignIn(
  dialog: Locator,
  t: AuthTexts,
  account: { email: string; password: string },
): Promise<void> {
  // The dialog is often open in the server's HTML: a submit while React hydrates it is lost
  // (seen in CI after a click that loaded the page), so with scripts the form is hydrated first.
  await dialog.waitFor();
  if (
    await dialog
      .page()
      .evaluate(() => "__reactRouterContext" in window)
      .catch(() => false)
  ) {
    await waitForHydration(dialog.page(), dialog);
  }
  await dialog.getByLabel(t.email, { exact: true }).fill(account.email);
  await dialog.getByLabel(t.password, { exact: true }).fill(account.password);
  await dialog.getByRole("button", { name: t.signInSubmit, exact: true }).click();
}

/** The header's user menu (a disclosure named for the user). */
export function userMenu(page: Page, t: AuthTexts, fullName: string): Locator {
  return page.getByRole("banner").getByLabel(t.userMenu(fullName), { exact: true });
}

/** The header as an anonymous visitor sees it: the Sign in button, no user menu. */
export async function expectSignedOut(page: Page, t: AuthTexts): Promise<void> {
  await expect(
    page.getByRole("banner").getByRole("link", { name: t.signInButton, exact: true }),
  ).toBeVisible();
}
