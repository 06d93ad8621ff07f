import { clientIpContext, servicesContext } from "#server/context.ts";
import { userContext } from "#app/middleware/auth-guard.ts";
import { contactBodySchema } from "#core/schemas/contact.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { sendContactMessage } from "#server/services/contact.ts";

/**
 * POST /api/contact {name, email, topic, orderNumber?, message} → {reference}: the help center's
 * contact form for API clients, with its rules, limits and mails; the copy is in the caller's
 * language.
 */
const endpoint = apiEndpoint({
  body: contactBodySchema,
  async handle({ body, request, context }) {
    const { db, config, now } = context.get(servicesContext);
    const { reference } = await sendContactMessage(
      db,
      { ...body, locale: preferredLocale(request) },
      {
        ip: context.get(clientIpContext),
        now: now(),
        shopAddress: config.contactEmail,
        accountEmail: context.get(userContext)?.email ?? null,
      },
    );
    return { data: { reference } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
