import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { AdminInput, IntentButton } from "#app/components/admin-form.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { auditActorOf, requireOperator } from "#app/middleware/operator-guard.ts";
import { centsToDollars, shippingRateSchema } from "#core/schemas/catalogue-admin.ts";
import { isShippingRegion, type ShippingRegion } from "#core/countries.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { localizePath, splitLocale, type Locale } from "#core/locales.ts";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";
import { ShippingRegionNotFound, updateShippingRate } from "#server/services/catalogue-admin.ts";
import { listShippingRates, type ShippingRate } from "#server/services/shipping.ts";
import type { Route } from "./+types/shipping-rates.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const rates = await listShippingRates(context.get(servicesContext).db);
  // Only the regions the shop names (a row added by hand for another region has no name to show).
  return {
    rates: rates.flatMap((rate) => (isShippingRegion(rate.region) ? [{ ...rate, region: rate.region }] : [])),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { db, now } = context.get(servicesContext);
  const operator = requireOperator(context);
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "catalogueAdmin");
  const form = await readFormData(request);
  const region = String(form.get("region") ?? "");
  const invalid = (
    submission: { reply(options: { fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]> },
    fieldErrors?: Record<string, string[]>,
  ) => data({ region, reply: submission.reply(fieldErrors ? { fieldErrors } : {}) }, { status: 400 });
  const submission = parseWithZod(form, { schema: shippingRateSchema });
  if (form.get("intent") !== "rate") {
    return invalid(submission, { standardFirst: [t("unknownAction")] });
  }
  if (submission.status !== "success") return invalid(submission);
  try {
    const { changed } = await updateShippingRate(db, {
      region: submission.value.region,
      rate: submission.value.rate,
      actor: auditActorOf(operator),
      now: now(),
    });
    const name = t(`shipping.regions.${submission.value.region}`);
    return redirectWithSuccess(
      localizePath("/admin/shipping", locale),
      t(changed ? "shipping.saved" : "shipping.unchanged", { region: name }),
    );
  } catch (error) {
    if (error instanceof ShippingRegionNotFound) {
      return invalid(submission, { standardFirst: [t("validation.regionUnknown")] });
    }
    throw error;
  }
}

export const handle: MessagesHandle = { messages: ["catalogueAdmin"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function ShippingRatesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("catalogueAdmin");
  return (
    <>
      <PageSeo title={t("shipping.title")} />
      <h1 className="text-3xl font-bold tracking-tight">{t("shipping.title")}</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">{t("shipping.intro")}</p>
      <div className="mt-6 space-y-6">
        {loaderData.rates.map((rate) => (
          <RegionForm
            key={rate.region}
            rate={rate}
            lastResult={actionData?.region === rate.region ? actionData.reply : undefined}
          />
        ))}
      </div>
    </>
  );
}

const dollars = (cents: number | null, locale: Locale) =>
  cents === null ? "" : centsToDollars(cents, locale);
const days = (value: number | null) => (value === null ? "" : String(value));

function RegionForm({
  rate,
  lastResult,
}: {
  rate: ShippingRate & { region: ShippingRegion };
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const t = useT("catalogueAdmin");
  const locale = useLocale();
  const region = t(`shipping.regions.${rate.region}`);
  const { form, fields, onInput } = useValidatedForm(shippingRateSchema, {
    id: `shipping-${rate.region}`,
    lastResult,
    defaultValue: {
      region: rate.region,
      standardFirst: dollars(rate.standardFirstCents, locale),
      standardAdditional: dollars(rate.standardAdditionalCents, locale),
      standardTransitMin: days(rate.standardTransitMin),
      standardTransitMax: days(rate.standardTransitMax),
      expressFirst: dollars(rate.expressFirstCents, locale),
      expressAdditional: dollars(rate.expressAdditionalCents, locale),
      expressTransitMin: days(rate.expressTransitMin),
      expressTransitMax: days(rate.expressTransitMax),
    },
  });
  const titleId = `${form.id}-title`;
  const methods = [
    {
      method: "standard" as const,
      fields: [
        { field: fields.standardFirst, label: "shipping.first", money: true },
        { field: fields.standardAdditional, label: "shipping.additional", money: true },
        { field: fields.standardTransitMin, label: "shipping.transitMin", money: false },
        { field: fields.standardTransitMax, label: "shipping.transitMax", money: false },
      ],
    },
    {
      method: "express" as const,
      fields: [
        { field: fields.expressFirst, label: "shipping.first", money: true },
        { field: fields.expressAdditional, label: "shipping.additional", money: true },
        { field: fields.expressTransitMin, label: "shipping.transitMin", money: false },
        { field: fields.expressTransitMax, label: "shipping.transitMax", money: false },
      ],
    },
  ] as const;
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-line bg-surface-raised p-5">
      <h2 id={titleId} className="text-lg font-bold tracking-tight">
        {region}
      </h2>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} onInput={onInput} noValidate className="mt-3">
        <input type="hidden" name="region" value={rate.region} />
        {methods.map((group) => (
          <fieldset key={group.method} className="mt-3 first:mt-0">
            <legend className="text-sm font-semibold">{t(`shipping.${group.method}`)}</legend>
            {group.method === "express" && rate.expressFirstCents === null ? (
              <p className="text-xs text-ink-muted">{t("shipping.expressNone")}</p>
            ) : null}
            <div className="mt-1 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {group.fields.map((entry) => (
                <AdminInput
                  key={entry.field.name}
                  field={entry.field}
                  label={t(entry.label)}
                  aria-label={t("shipping.fieldLabel", {
                    region,
                    method: t(`shipping.${group.method}`),
                    field: t(entry.label),
                  })}
                  inputMode={entry.money ? "decimal" : "numeric"}
                  autoComplete="off"
                  required={group.method === "standard"}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <div className="mt-4">
          <IntentButton
            intent="rate"
            pendingWhen={{ region: rate.region }}
            label={t("shipping.saveLabel", { region })}
            className="btn"
          >
            {t("shipping.save")}
          </IntentButton>
        </div>
      </Form>
    </section>
  );
}
