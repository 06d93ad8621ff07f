import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { redirectWithError } from "remix-toast";
import { servicesContext } from "#server/context.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { currencyFormSchema } from "#core/schemas/currency.ts";
import { currencyCookie } from "#server/cookies.ts";
import { splitLocale } from "#core/locales.ts";
import { CurrencyNotAvailable, requireCurrency } from "#server/services/currency.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { rememberPreference } from "#app/edge/preferences.server.ts";
import type { Route } from "./+types/set-currency.ts";

/**
 * The currency dialog posted without JavaScript: stores the choice and returns to the page, or
 * returns with the "Failed to change currency" toast and the choice unchanged.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const redirectTo = currencyFormSchema.shape.redirectTo
    .catch("/")
    .parse(formData.get("redirectTo") ?? undefined);
  const failed = () => {
    const t = getInstance(context).getFixedT(splitLocale(redirectTo).locale);
    return redirectWithError(redirectTo, t("currency.failed"));
  };
  const submission = parseWithZod(formData, { schema: currencyFormSchema });
  if (submission.status !== "success") throw await failed();
  let currency: string;
  try {
    ({ currency } = await requireCurrency(context.get(servicesContext).db, submission.value.currency));
  } catch (error) {
    if (error instanceof CurrencyNotAvailable) throw await failed();
    throw error;
  }
  await rememberPreference(context, { currency });
  throw redirect(redirectTo, { headers: { "Set-Cookie": currencyCookie.serialize(currency) } });
}

export function loader() {
  throw redirect("/");
}
