import { ScrollRegion } from "#app/components/scroll-region.tsx";
import { data, Form, useNavigation } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { IntentButton } from "#app/components/admin-form.tsx";
import { RotateCcw, TriangleAlert } from "#app/components/icons.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { auditActorOf, requireOperator } from "#app/middleware/operator-guard.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { locales, localizePath, splitLocale } from "#core/locales.ts";
import { listAdminCurrencies, refreshRatesNow } from "#server/services/catalogue-admin.ts";
import type { Route } from "./+types/exchange-rates.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config, now } = context.get(servicesContext);
  return { currencies: await listAdminCurrencies(db, now()), source: config.ratesUrl };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { db, config, logger, now } = context.get(servicesContext);
  const operator = requireOperator(context);
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "catalogueAdmin");
  const form = await readFormData(request);
  if (form.get("intent") !== "refresh") return data({ error: t("unknownAction") }, { status: 400 });
  const refreshed = await refreshRatesNow({
    db,
    url: config.ratesUrl,
    logger,
    actor: auditActorOf(operator),
    now: now(),
  });
  // The source failed us, not the operator: a gateway error, with the last known rates kept.
  if (!refreshed) return data({ error: t("rates.refreshFailed") }, { status: 502 });
  return redirectWithSuccess(localizePath("/admin/rates", locale), t("rates.refreshed"));
}

export const handle: MessagesHandle = { messages: ["catalogueAdmin"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function ExchangeRatesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("catalogueAdmin");
  const locale = useLocale();
  const navigation = useNavigation();
  const published = new Intl.DateTimeFormat(locales[locale].tag, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
  // Rates keep their 10 decimal places; only the page's way of writing numbers changes.
  const rateFormat = new Intl.NumberFormat(locales[locale].tag, { maximumFractionDigits: 10 });
  const stale = loaderData.currencies.filter((currency) => currency.enabled && currency.stale);
  return (
    <>
      <PageSeo title={t("rates.title")} />
      <h1 className="text-3xl font-bold tracking-tight">{t("rates.title")}</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">{t("rates.intro")}</p>
      {stale.length > 0 ? (
        <div className="mt-4 flex gap-3 rounded-md border border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-semibold">
              {t("rates.staleWarning", { codes: stale.map((currency) => currency.code).join(", ") })}
            </p>
            <p>{t("rates.staleAdvice")}</p>
          </div>
        </div>
      ) : null}
      {actionData?.error && navigation.state === "idle" ? (
        <p
          role="alert"
          className="mt-4 flex items-center gap-2 rounded-md border border-error-600 px-4 py-3 text-sm text-error-700 dark:text-error-300"
        >
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {actionData.error}
        </p>
      ) : null}
      <Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
        <IntentButton intent="refresh" className="btn">
          <RotateCcw aria-hidden="true" className="size-4" />
          {t("rates.refresh")}
        </IntentButton>
        <p className="text-sm break-all text-ink-muted">
          {t("rates.refreshHint", { source: loaderData.source })}
        </p>
      </Form>
      <ScrollRegion className="mt-6" label={t("rates.caption")}>
        <table className="w-full text-sm">
          <caption className="sr-only">{t("rates.caption")}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t("rates.colCurrency")}
              </th>
              <th scope="col" className="py-2 pe-3 text-end font-medium">
                {t("rates.colRate")}
              </th>
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t("rates.colDate")}
              </th>
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t("rates.colSource")}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {t("rates.colState")}
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.currencies.map((currency) => (
              <tr key={currency.code} className="border-b border-line">
                <th scope="row" className="py-3 pe-3 text-start font-medium">
                  {currency.code}
                  {/* Some currencies' symbol is their code (CHF): say it once. */}
                  {currency.symbol === currency.code ? null : (
                    <span className="font-normal text-ink-muted"> {currency.symbol}</span>
                  )}
                </th>
                <td className="py-3 pe-3 text-end font-mono tabular-nums">
                  {rateFormat.format(Number(currency.rate))}
                </td>
                <td className="py-3 pe-3 whitespace-nowrap">
                  {published.format(new Date(currency.rateUpdatedAt))}
                </td>
                {currency.seeded ? (
                  <td className="py-3 pe-3 text-ink-muted">{t("rates.seeded")}</td>
                ) : (
                  <td className="max-w-64 truncate py-3 pe-3 text-ink-muted" title={currency.rateSource}>
                    {currency.rateSource}
                  </td>
                )}
                <td className="py-3">
                  <RateState currency={currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

function RateState({ currency }: { currency: Route.ComponentProps["loaderData"]["currencies"][number] }) {
  const t = useT("catalogueAdmin");
  const [label, tone] =
    currency.code === "USD"
      ? (["rates.base", "bg-surface-sunken text-ink-muted"] as const)
      : !currency.enabled
        ? (["rates.disabled", "bg-surface-sunken text-ink-muted"] as const)
        : currency.stale
          ? (["rates.stale", "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100"] as const)
          : ([
              "rates.fresh",
              "bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100",
            ] as const);
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {t(label)}
    </span>
  );
}
