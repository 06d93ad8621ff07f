import {
  ArrowRight,
  CircleDollarSign,
  Clock,
  Hourglass,
  Landmark,
  MapPin,
  PackageSearch,
  PackageX,
  Search,
  type IconComponent,
} from "#app/components/icons.tsx";
import type { ReactNode } from "react";
import { type MessagesHandle, Trans, useT } from "#app/utils/i18n.tsx";
import { ConvertedPriceNote } from "#app/components/converted-price-note.tsx";
import { cellClass, InfoTable, rowHeaderClass } from "#app/components/info-table.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { isShippingRegion, type ShippingRegion } from "#core/countries.ts";
import { usePriceFormatter } from "#app/hooks/use-price.ts";
import { listShippingRates, type ShippingRate } from "#server/services/shipping.ts";
import type { Route } from "./+types/shipping.ts";

const problems = [
  { key: "late", Icon: Hourglass },
  { key: "lost", Icon: Search },
  { key: "damaged", Icon: PackageX },
] as const satisfies readonly { key: string; Icon: IconComponent }[];

function InfoSection({
  id,
  Icon,
  heading,
  children,
}: {
  id: string;
  Icon: IconComponent;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-surface-raised p-6">
      <h2 id={id} className="flex items-center gap-3 text-xl font-bold tracking-tight">
        <Icon aria-hidden="true" className="size-6 shrink-0 text-secondary-700 dark:text-secondary-300" />
        {heading}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-ink-muted">{children}</div>
    </section>
  );
}

/** "contact us" in a text: the help center's contact form, on the shipping topic. */
function ContactLink({ children }: { children?: ReactNode }) {
  return (
    <LocalizedLink
      to="/help-center?topic=shipping#contact"
      className="font-semibold text-primary-700 underline underline-offset-2 hover:no-underline dark:text-primary-300"
    >
      {children}
    </LocalizedLink>
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  const rates = await listShippingRates(context.get(servicesContext).db);
  // A region the page has no name for is not shown (each row's name is a message).
  return {
    rates: rates.filter((rate): rate is ShippingRate & { region: ShippingRegion } =>
      isShippingRegion(rate.region),
    ),
  };
}

/** The words this page is written with, besides `common` (loaded before it renders). */
export const handle: MessagesHandle = { messages: ["pages"] };

export default function ShippingRoute({ loaderData }: Route.ComponentProps) {
  const t = useT("pages");
  const formatPrice = usePriceFormatter();
  const businessDays = (min: number, max: number) =>
    min === max
      ? t("shipping.regions.businessDaysExact", { count: min })
      : t("shipping.regions.businessDays", { min, max });
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <PageSeo title={t("shipping.title")} description={t("shipping.description")} />

      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">{t("shipping.title")}</h1>
        <p className="mt-4 text-lg text-ink-muted">{t("shipping.intro")}</p>
      </header>

      <section aria-labelledby="production-time" className="mt-12 max-w-3xl">
        <h2 id="production-time" className="flex items-center gap-3 text-2xl font-bold tracking-tight">
          <Clock aria-hidden="true" className="size-6 text-primary-700 dark:text-primary-300" />
          {t("shipping.production.heading")}
        </h2>
        <p className="mt-4 leading-relaxed">{t("shipping.production.body1")}</p>
        <p className="mt-4 leading-relaxed">{t("shipping.production.body2")}</p>
      </section>

      <section aria-labelledby="delivery-times" className="mt-12 max-w-4xl">
        <h2 id="delivery-times" className="flex items-center gap-3 text-2xl font-bold tracking-tight">
          <MapPin aria-hidden="true" className="size-6 text-primary-700 dark:text-primary-300" />
          {t("shipping.regions.heading")}
        </h2>
        <InfoTable
          caption={t("shipping.regions.tableCaption")}
          columns={[
            t("shipping.regions.colRegion"),
            t("shipping.regions.colStandard"),
            t("shipping.regions.colExpress"),
          ]}
        >
          {loaderData.rates.map((rate) => {
            const express =
              rate.expressFirstCents !== null &&
              rate.expressTransitMin !== null &&
              rate.expressTransitMax !== null
                ? businessDays(rate.expressTransitMin, rate.expressTransitMax)
                : null;
            return (
              <tr key={rate.region}>
                <th scope="row" className={rowHeaderClass}>
                  {t(`shipping.regions.rows.${rate.region}.name`)}
                </th>
                <td className={`${cellClass} tabular-nums`}>
                  {businessDays(rate.standardTransitMin, rate.standardTransitMax)}
                </td>
                <td className={`${cellClass} tabular-nums ${express ? "" : "text-ink-muted"}`}>
                  {express ?? t("shipping.regions.notAvailable")}
                </td>
              </tr>
            );
          })}
        </InfoTable>
        <p className="mt-3 text-sm text-ink-muted">{t("shipping.regions.note")}</p>
      </section>

      <section aria-labelledby="shipping-rates" className="mt-12 max-w-5xl">
        <h2 id="shipping-rates" className="flex items-center gap-3 text-2xl font-bold tracking-tight">
          <CircleDollarSign aria-hidden="true" className="size-6 text-primary-700 dark:text-primary-300" />
          {t("shipping.rates.heading")}
        </h2>
        <InfoTable
          caption={t("shipping.rates.tableCaption")}
          columns={[
            t("shipping.rates.colRegion"),
            t("shipping.rates.colStandardFirst"),
            t("shipping.rates.colStandardAdditional"),
            t("shipping.rates.colExpressFirst"),
            t("shipping.rates.colExpressAdditional"),
          ]}
        >
          {loaderData.rates.map((rate) => (
            <tr key={rate.region}>
              <th scope="row" className={rowHeaderClass}>
                {t(`shipping.regions.rows.${rate.region}.name`)}
              </th>
              {[
                rate.standardFirstCents,
                rate.standardAdditionalCents,
                rate.expressFirstCents,
                rate.expressAdditionalCents,
              ].map((cents, index) => (
                <td
                  key={index}
                  className={`${cellClass} tabular-nums ${cents === null ? "text-ink-muted" : ""}`}
                >
                  {cents === null ? t("shipping.regions.notAvailable") : formatPrice(cents)}
                </td>
              ))}
            </tr>
          ))}
        </InfoTable>
        <ConvertedPriceNote className="mt-3 text-sm text-ink-muted" />
      </section>

      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <InfoSection id="costs-and-currency" Icon={CircleDollarSign} heading={t("shipping.costs.heading")}>
          <p>{t("shipping.costs.body1")}</p>
          <p>{t("shipping.costs.body2")}</p>
        </InfoSection>
        <InfoSection id="tracking" Icon={PackageSearch} heading={t("shipping.tracking.heading")}>
          <p>{t("shipping.tracking.body")}</p>
        </InfoSection>
        <InfoSection id="customs" Icon={Landmark} heading={t("shipping.customs.heading")}>
          <p>{t("shipping.customs.body")}</p>
        </InfoSection>
        <InfoSection id="address" Icon={MapPin} heading={t("shipping.address.heading")}>
          <p>{t("shipping.address.body")}</p>
        </InfoSection>
      </div>

      <section aria-labelledby="parcel-problems" className="mt-12">
        <h2 id="parcel-problems" className="text-2xl font-bold tracking-tight">
          {t("shipping.problems.heading")}
        </h2>
        <p className="mt-3 max-w-3xl leading-relaxed">
          <Trans text={t("shipping.problems.intro")} components={{ contact: <ContactLink /> }} />
        </p>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {problems.map(({ key, Icon }) => (
            <li key={key} className="rounded-xl border border-line bg-surface-sunken p-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-primary-700 dark:text-primary-300" />
                {t(`shipping.problems.${key}.name`)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">
                <Trans text={t(`shipping.problems.${key}.body`)} components={{ contact: <ContactLink /> }} />
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <LocalizedLink
            to="/help-center#returns"
            className="inline-flex items-center gap-1 font-semibold text-primary-700 underline-offset-4 hover:underline dark:text-primary-300"
          >
            {t("shipping.problems.helpLink")}
            <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </LocalizedLink>
        </p>
      </section>
    </div>
  );
}
