/**
 * What a refusal from the services says and the HTTP status it answers with: one table keyed by
 * error class, for the pages, their actions and the API alike. An error that is not in the table
 * is not something the visitor did (a bug or an outage): `refusalOf` answers null and the caller
 * rethrows it.
 */
import { backgroundRemoval, fileLimits, formatBytes } from "#core/files.ts";
import { locales, type Locale } from "#core/locales.ts";
import { formatPrice, USD } from "#core/money.ts";
import {
  EmailNotVerified,
  InvalidCredentials,
  InvalidResetCode,
  PasswordTooCommon,
  WrongPassword,
} from "#server/services/accounts.ts";
import { AddressBookFull, AddressNotFound } from "#server/services/addresses.ts";
import { CartRefused } from "#server/services/cart.ts";
import { CollectionNotFound, CollectionRefused } from "#server/services/collections.ts";
import { DesignConflict, DesignNotFound, DesignRefused } from "#server/services/designs.ts";
import { DiscountInputRefused, DiscountRefused } from "#server/services/discounts.ts";
import { EditRefused } from "#core/design/edits.ts";
import { FileNotFound, FileRefused } from "#server/services/files.ts";
import { BackgroundRefused } from "#server/services/background-previews.ts";
import { FulfilmentInputRefused, OrderActionRefused } from "#server/services/fulfilment.ts";
import {
  GoogleAccountConflict,
  GoogleEmailNotVerified,
  GoogleTokenInvalid,
  GoogleUnavailable,
} from "#server/services/google-identity.ts";
import { IllegalTransition, OrderNotFound } from "#server/services/order-lifecycle.ts";
import { OrderNotFoundForCustomer, OrderRefused } from "#server/services/orders.ts";
import { RateLimited } from "#server/services/rate-limit.ts";
import { NotAGuestOrder } from "#server/commands/shoppers.ts";
import { AccountDisabled } from "#server/services/sessions.ts";
import { InvalidSignInCode, SignInCodeRequired } from "#server/services/sign-in.ts";
import { TemplateNotFound, TemplateRefused } from "#server/services/templates.ts";
import { serverTranslator } from "#server/translations.ts";

export type Refusal = { message: string; status: number };

type ErrorClass<E extends Error> = abstract new (...args: never[]) => E;
type Describe = (error: Error, locale: Locale) => Refusal;

const table = new Map<ErrorClass<Error>, Describe>();

/** Adds `type`'s row: its words in the visitor's language, and its status. */
function refuse<E extends Error>(type: ErrorClass<E>, describe: (error: E, locale: Locale) => Refusal): void {
  table.set(type, describe as Describe);
}

/** A refusal that always says the same thing, from namespace `ns`, with `status`. */
function fixed<E extends Error>(
  type: ErrorClass<E>,
  ns: Parameters<typeof serverTranslator>[1],
  key: string,
  status: number,
): void {
  refuse(type, (_error, locale) => ({ message: serverTranslator(locale, ns)(key as never), status }));
}

// Accounts. Refused credentials are a 400 (as OAuth's `invalid_grant`), never a 401: clients treat
// 401 as "your session has ended" and leave the page (spec §7), so they would never show "Sign in
// failed! …". 401 is kept for a missing or expired session on endpoints that need one.
fixed(InvalidCredentials, "auth", "errors.invalidCredentials", 400);
fixed(WrongPassword, "auth", "errors.wrongPassword", 400);
fixed(EmailNotVerified, "auth", "errors.emailNotVerified", 403);
fixed(AccountDisabled, "auth", "errors.accountDisabled", 403);
fixed(InvalidResetCode, "auth", "errors.invalidResetCode", 400);
// Not refused: asked for one more proof, which the API's `data.challenge` goes with.
fixed(SignInCodeRequired, "auth", "signInCode.required", 403);
fixed(InvalidSignInCode, "auth", "errors.invalidSignInCode", 400);
fixed(PasswordTooCommon, "common", "validation.passwordTooCommon", 400);
refuse(RateLimited, (error, locale) => ({
  message: serverTranslator(locale, "auth")("errors.rateLimited", {
    seconds: error.retryAfterSeconds,
  }),
  status: 429,
}));
fixed(GoogleUnavailable, "auth", "google.unavailable", 503);
fixed(GoogleTokenInvalid, "auth", "google.failed", 400);
fixed(GoogleEmailNotVerified, "auth", "google.emailNotVerified", 403);
fixed(GoogleAccountConflict, "auth", "google.conflict", 403);

// The file library: a refused upload is never a 5xx, the sender can fix it.
fixed(FileNotFound, "files", "notFound", 404);
refuse(FileRefused, (error, locale) => {
  const t = serverTranslator(locale, "files");
  const number = new Intl.NumberFormat(locales[locale].tag);
  const values = error.values;
  switch (error.reason) {
    case "tooLarge":
      return {
        message: t("refused.tooLarge", { limit: formatBytes(fileLimits.maxFileBytes, locale) }),
        status: 413,
      };
    case "quotaExceeded":
      return {
        message: t("refused.quotaExceeded", {
          quota: formatBytes(values.quota ?? 0, locale),
          free: formatBytes(Math.max(0, (values.quota ?? 0) - (values.used ?? 0)), locale),
        }),
        status: 413,
      };
    case "tooManyFiles":
      return {
        message: t("refused.tooManyFiles", { count: values.limit ?? fileLimits.maxFilesPerPost }),
        status: 400,
      };
    case "tooManyPixels":
      return {
        message: t("refused.tooManyPixels", {
          width: number.format(values.width ?? 0),
          height: number.format(values.height ?? 0),
          limit: number.format(fileLimits.maxPixels / 1_000_000),
        }),
        status: 422,
      };
    case "unsupportedType":
    case "pdf":
    case "svg":
      return { message: t(`refused.${error.reason}`), status: 415 };
    case "damaged":
      return { message: t(`refused.${error.reason}`), status: 422 };
    default:
      return { message: t(`refused.${error.reason}`), status: 400 };
  }
});

// A background removal that cannot start: not yet (409), or an image too large for it (422).
refuse(BackgroundRefused, (error, locale) => ({
  message: serverTranslator(locale, "files")(`background.refused.${error.reason}`, {
    limit: new Intl.NumberFormat(locales[locale].tag).format(backgroundRemoval.maxPixels / 1_000_000),
  }),
  status: error.reason === "tooManyPixels" ? 422 : 409,
}));

// Collections and templates: another account's is as absent as one that does not exist.
fixed(CollectionNotFound, "collections", "notFound", 404);
refuse(CollectionRefused, (error, locale) => ({
  message: serverTranslator(locale, "collections")(`refused.${error.reason}`),
  status: 400,
}));
fixed(TemplateNotFound, "templates", "notFound", 404);
refuse(TemplateRefused, (error, locale) => ({
  message: serverTranslator(locale, "templates")(`refused.${error.reason}`),
  status: 400,
}));

// The designer: 404 for a draft that is not the visitor's, 409 for a stale save.
refuse(DesignRefused, (error, locale) => {
  const message = serverTranslator(locale, "design")(`refused.${error.reason}`);
  // A value the document schema refused says which rule, as the designer's own fields do.
  const rule = error.detail?.startsWith("validation.")
    ? serverTranslator(locale, "common")(error.detail as "validation.designShape")
    : null;
  return { message: rule ? `${message} ${rule}` : message, status: 400 };
});
refuse(EditRefused, (error, locale) => ({
  message: serverTranslator(locale, "design")(`edit.${error.reason}`),
  status: 400,
}));
fixed(DesignNotFound, "design", "notFound", 404);
fixed(DesignConflict, "design", "conflict", 409);

// The back office: an order not in a state for the action is a 409 (read it again, do not fix
// the request).
refuse(OrderActionRefused, (error, locale) => {
  const status = serverTranslator(locale, "order")(`status.${error.status}`);
  return {
    message: serverTranslator(locale, "fulfilment")(`errors.refused.${error.action}`, { status }),
    status: 409,
  };
});
refuse(FulfilmentInputRefused, (error, locale) => ({
  message: serverTranslator(locale, "fulfilment")(`errors.input.${error.reason}`),
  status: 400,
}));
refuse(OrderNotFound, (error, locale) => ({
  message: serverTranslator(locale, "fulfilment")("errors.notFound", { sn: error.message }),
  status: 404,
}));

// The customer's order steps, in the words the order pages use.
refuse(CartRefused, (error, locale) => ({
  message: serverTranslator(locale, "order")(`cart.refused.${error.reason}`),
  status: error.reason === "unknownDesign" ? 404 : 400,
}));
refuse(OrderRefused, (error, locale) => ({
  message: serverTranslator(locale, "order")(`refused.${error.reason}`),
  status: error.reason === "priceChanged" ? 409 : 400,
}));
// A discount code that does not apply says why; a minimum is said in the customer's currency.
refuse(DiscountRefused, (error, locale) => ({
  message: serverTranslator(locale, "order")(`discount.refused.${error.reason}`, {
    minimum: formatPrice(error.minimumCents ?? 0, error.currency ?? USD, locales[locale].tag),
  }),
  status: 400,
}));
refuse(DiscountInputRefused, (error, locale) => ({
  message: serverTranslator(locale, "catalogueAdmin")(error.reason),
  status: error.reason === "validation.discountUnknown" ? 404 : 400,
}));
// Cancelling twice (a second tab, a form sent again) is told so, not that printing started.
refuse(IllegalTransition, (error, locale) => ({
  message: serverTranslator(
    locale,
    "order",
  )(
    error.from === "cancelled" || error.from === "refunded"
      ? "detail.alreadyCancelled"
      : "detail.cannotCancel",
  ),
  status: 409,
}));
fixed(OrderNotFoundForCustomer, "order", "notFound", 404);
fixed(AddressNotFound, "order", "shipping.addressNotFound", 404);
fixed(AddressBookFull, "order", "shipping.bookFull", 409);
fixed(NotAGuestOrder, "order", "notFound", 404);

/** What `error` tells the visitor in `locale`, with its status; null when it is not a refusal. */
export function refusalOf(error: unknown, locale: Locale): Refusal | null {
  if (!(error instanceof Error)) return null;
  return table.get(error.constructor as ErrorClass<Error>)?.(error, locale) ?? null;
}
