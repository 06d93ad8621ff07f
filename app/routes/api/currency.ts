import { servicesContext } from "#server/context.ts";
import { currencyChoiceSchema } from "#core/schemas/currency.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { currencyCookie } from "#server/cookies.ts";
import { rememberPreference } from "#app/edge/preferences.server.ts";
import { requireCurrency } from "#server/services/currency.ts";

/**
 * POST /api/currency {currency} → {currency}: checks the code against the enabled currencies and
 * stores the choice in the `currency` cookie, so the next page renders prices in it.
 */
const endpoint = apiEndpoint({
  body: currencyChoiceSchema,
  async handle({ body, context }) {
    const { db } = context.get(servicesContext);
    const { currency } = await requireCurrency(db, body.currency);
    await rememberPreference(context, { currency });
    return {
      data: { currency },
      headers: { "Set-Cookie": currencyCookie.serialize(currency) },
    };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
