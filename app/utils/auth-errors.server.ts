import type { TFunction } from "i18next";
import {
  EmailNotVerified,
  InvalidCredentials,
  InvalidResetCode,
  PasswordTooCommon,
  WrongPassword,
} from "#server/services/accounts.ts";
import {
  GoogleAccountConflict,
  GoogleEmailNotVerified,
  GoogleTokenInvalid,
  GoogleUnavailable,
} from "#server/services/google-identity.ts";
import { RateLimited } from "#server/services/rate-limit.ts";
import { InvalidSignInCode, SignInCodeRequired } from "#server/services/sign-in.ts";
import { AccountDisabled } from "#server/services/sessions.ts";

/**
 * The visitor-facing reason for an account failure, or null for an unexpected error (which the
 * caller rethrows: it is a bug or an outage, not something the visitor did).
 */
export function accountErrorMessage(error: unknown, t: TFunction): string | null {
  if (error instanceof InvalidCredentials) return t("auth.errors.invalidCredentials");
  if (error instanceof EmailNotVerified) return t("auth.errors.emailNotVerified");
  if (error instanceof AccountDisabled) return t("auth.errors.accountDisabled");
  if (error instanceof InvalidResetCode) return t("auth.errors.invalidResetCode");
  if (error instanceof SignInCodeRequired) return t("auth.signInCode.required");
  if (error instanceof InvalidSignInCode) return t("auth.errors.invalidSignInCode");
  if (error instanceof PasswordTooCommon) return t("validation.passwordTooCommon");
  if (error instanceof WrongPassword) return t("auth.errors.wrongPassword");
  if (error instanceof RateLimited) return t("auth.errors.rateLimited", { seconds: error.retryAfterSeconds });
  if (error instanceof GoogleUnavailable) return t("auth.google.unavailable");
  if (error instanceof GoogleTokenInvalid) return t("auth.google.failed");
  if (error instanceof GoogleEmailNotVerified) return t("auth.google.emailNotVerified");
  if (error instanceof GoogleAccountConflict) return t("auth.google.conflict");
  return null;
}

/**
 * The HTTP status the JSON API answers an account failure with. Refused credentials are a 400
 * (as OAuth's `invalid_grant`), never a 401: clients treat 401 as "your session has ended" and
 * leave the page (spec §7), so they would never show "Sign in failed! …". 401 is kept for a
 * missing or expired session on endpoints that need one.
 */
export function accountErrorStatus(error: unknown): number {
  if (error instanceof InvalidCredentials || error instanceof WrongPassword) return 400;
  if (error instanceof GoogleTokenInvalid) return 400;
  if (error instanceof GoogleEmailNotVerified || error instanceof GoogleAccountConflict) return 403;
  if (error instanceof GoogleUnavailable) return 503;
  if (error instanceof EmailNotVerified || error instanceof AccountDisabled) return 403;
  // Not refused: asked for one more proof, which the envelope's `data.challenge` goes with.
  if (error instanceof SignInCodeRequired) return 403;
  if (error instanceof RateLimited) return 429;
  return 400;
}
