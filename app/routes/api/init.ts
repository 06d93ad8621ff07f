import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { getSiteSettings } from "#server/services/site.ts";

/** POST /api/init → the site settings (spec §3), in the caller's language. */
const endpoint = apiEndpoint({
  body: z.strictObject({}),
  async handle({ request, context }) {
    const { db } = context.get(servicesContext);
    const site = await getSiteSettings(db, preferredLocale(request));
    return {
      data: {
        site_name: site.siteName,
        description: site.description,
        exchange_currency: site.exchangeCurrency,
      },
    };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
