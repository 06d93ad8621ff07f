/**
 * The discount code form of the cart and the confirm step (docs/decisions/025-discount-codes.md):
 * one plain post (`intent=discount`, `code`; blank takes the code off) that both pages' actions
 * hand here. It applies the code to the visitor's cart and answers with a toast and a redirect,
 * or a 400 saying why the code does not apply (a minimum in the visitor's display currency).
 */
import { data, type RouterContextProvider } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { cartDiscountSchema } from "#core/schemas/discounts.ts";
import type { Locale } from "#core/locales.ts";
import { servicesContext } from "#server/context.ts";
import { currencyCookie } from "#server/cookies.ts";
import { setCartDiscount } from "#server/services/cart.ts";
import { resolveDisplayCurrency } from "#server/services/currency.ts";
import { DiscountRefused } from "#server/services/discounts.ts";
import { getSiteSettings } from "#server/services/site.ts";
import type { Shopper } from "#server/services/shoppers.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { refusalOf } from "#app/edge/refusals.server.ts";

/** What the page shows beside the code's field when the code was refused, and the code typed. */
export type DiscountFormError = { discountError: string; discountSent: string };

/** Applies (or removes) the posted code for `shopper`, then back to `returnTo` with a toast. */
export async function cartDiscountAction(options: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: FormData;
  shopper: Shopper;
  locale: Locale;
  returnTo: string;
}) {
  const { request, context, form, locale } = options;
  const { db, now } = context.get(servicesContext);
  const t = getInstance(context).getFixedT(locale, "order");
  const parsed = cartDiscountSchema.safeParse({ code: form.get("code") ?? "" });
  const site = await getSiteSettings(db, locale);
  const currency = await resolveDisplayCurrency(
    db,
    currencyCookie.parse(request.headers.get("cookie")),
    site.exchangeCurrency,
  );
  try {
    // Longer than any code: no such code (not "take it off", which only a blank field means).
    if (!parsed.success) throw new DiscountRefused("unknown");
    const { code } = parsed.data;
    const applied = await setCartDiscount(db, { shopper: options.shopper, code, now: now(), currency });
    return redirectWithSuccess(
      options.returnTo,
      applied ? t("discount.appliedToast", { code: applied.code }) : t("discount.removed"),
    );
  } catch (error) {
    const refusal = refusalOf(error, locale);
    if (!refusal) throw error;
    // The field shows what was typed again: a refusal loses nothing.
    const sent = String(form.get("code") ?? "").slice(0, 64);
    return data<DiscountFormError>(
      { discountError: refusal.message, discountSent: sent },
      { status: refusal.status },
    );
  }
}
