import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { listCurrencies } from "#server/services/currency.ts";

/** POST /api/exchange → the display currencies (spec §3) with their rate per USD. */
const endpoint = apiEndpoint({
  body: z.strictObject({}),
  async handle({ url, context }) {
    const { db, config } = context.get(servicesContext);
    const origin = config.publicUrl ?? url.origin;
    const list = await listCurrencies(db);
    return {
      data: list.map((entry) => ({
        id: entry.id,
        currency: entry.currency,
        symbol: entry.symbol,
        icon: `${origin}${entry.icon}`,
        rate: entry.rate,
        rate_updated_at: entry.rateUpdatedAt,
        minor_units: entry.minorUnits,
      })),
    };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
