import { servicesContext } from "#server/context.ts";
import { registerBodySchema } from "#core/schemas/api-auth.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { requestOrigin } from "#app/edge/auth-flow.server.ts";
import { currencyCookie } from "#server/cookies.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { signUp } from "#server/services/accounts.ts";
import { resolveDisplayCurrency } from "#server/services/currency.ts";
import { getSiteSettings } from "#server/services/site.ts";

/**
 * POST /api/register {fullname, email, pwd} → {verificationRequired: true}. Like the sign-up form: the answer is the
 * same whether or not the email already has an account; the mailbox's owner learns which.
 */
const endpoint = apiEndpoint({
  body: registerBodySchema,
  async handle({ body, request, url, context }) {
    const { db } = context.get(servicesContext);
    const locale = preferredLocale(request);
    const site = await getSiteSettings(db, locale);
    const currency = await resolveDisplayCurrency(
      db,
      request.headers.get("currency") ?? currencyCookie.parse(request.headers.get("cookie")),
      site.exchangeCurrency,
    );
    await signUp(
      db,
      { fullName: body.fullname, email: body.email, password: body.pwd, locale, currency: currency.currency },
      requestOrigin(context, url),
    );
    return { data: { verificationRequired: true } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
