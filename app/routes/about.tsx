import {
  ArrowRight,
  CircleDollarSign,
  Eye,
  Factory,
  MapPin,
  MousePointerClick,
  SearchCheck,
  Truck,
  Upload,
  Users,
  type IconComponent,
} from "#app/components/icons.tsx";
import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { LinkCards } from "#app/components/link-cards.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { useRootData } from "#app/utils/root-data.ts";
import { PRINT_DPI } from "#core/catalogue.ts";

const processSteps = [
  { key: "choose", Icon: MousePointerClick },
  { key: "design", Icon: Upload },
  { key: "preview", Icon: Eye },
  { key: "production", Icon: Factory },
  { key: "quality", Icon: SearchCheck },
  { key: "shipping", Icon: Truck },
  { key: "tracking", Icon: MapPin },
] as const satisfies readonly { key: string; Icon: IconComponent }[];

const nextLinks = [
  { to: "/creative", key: "creative" },
  { to: "/shipping", key: "shipping" },
  { to: "/help-center", key: "help" },
] as const;

/** The words this page is written with, besides `common` (loaded before it renders). */
export const handle: MessagesHandle = { messages: ["pages"] };

export default function AboutRoute() {
  const t = useT("pages");
  const siteName = useRootData()?.site.siteName ?? "";
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <PageSeo title={t("about.title")} description={t("about.description")} />

      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">{t("about.title")}</h1>
        <p className="mt-4 text-lg text-ink-muted">{t("about.intro")}</p>
      </header>

      <section aria-labelledby="what-we-do" className="mt-14 max-w-3xl">
        <h2 id="what-we-do" className="text-2xl font-bold tracking-tight">
          {t("about.whatWeDo.heading")}
        </h2>
        <p className="mt-4 leading-relaxed">{t("about.whatWeDo.body1")}</p>
        <p className="mt-4 leading-relaxed">{t("about.whatWeDo.body2")}</p>
      </section>

      <section aria-labelledby="step-by-step" className="mt-14">
        <h2 id="step-by-step" className="text-2xl font-bold tracking-tight">
          {t("about.process.heading")}
        </h2>
        <p className="mt-3 max-w-3xl text-ink-muted">{t("about.process.intro")}</p>
        <ol className="mt-8 max-w-3xl">
          {processSteps.map(({ key, Icon }, index) => (
            <li key={key} id={`step-${key}`} className="relative flex gap-5 pb-10 last:pb-0">
              {index < processSteps.length - 1 && (
                <span aria-hidden="true" className="absolute start-5 top-12 bottom-2 w-px bg-line" />
              )}
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-700 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-sm font-semibold text-primary-700 dark:text-primary-300">
                  {t("common.stepNumber", { number: index + 1 })}
                </p>
                <h3 className="mt-1 text-lg font-semibold">{t(`about.process.${key}.title`)}</h3>
                <p className="mt-2 leading-relaxed text-ink-muted">
                  {t(`about.process.${key}.body`, { recommended: PRINT_DPI.recommended })}
                </p>
                {key === "choose" && (
                  <LocalizedLink
                    to="/creative"
                    className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-primary-700 underline-offset-4 hover:underline dark:text-primary-300"
                  >
                    {t("about.next.creative")}
                    <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
                  </LocalizedLink>
                )}
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="prices-and-payment"
        className="mt-14 flex max-w-3xl gap-4 rounded-xl border border-secondary-200 bg-secondary-50 p-6 dark:border-secondary-800 dark:bg-secondary-900/40"
      >
        <CircleDollarSign
          aria-hidden="true"
          className="mt-1 size-7 shrink-0 text-secondary-700 dark:text-secondary-300"
        />
        <div>
          <h2 id="prices-and-payment" className="text-xl font-bold tracking-tight">
            {t("about.payment.heading")}
          </h2>
          <p className="mt-2 leading-relaxed">{t("about.payment.body")}</p>
        </div>
      </section>

      <section aria-labelledby="who-we-are" className="mt-14 max-w-3xl">
        <h2 id="who-we-are" className="flex items-center gap-3 text-2xl font-bold tracking-tight">
          <Users aria-hidden="true" className="size-6 text-primary-700 dark:text-primary-300" />
          {t("about.whoWeAre.heading")}
        </h2>
        <p className="mt-4 leading-relaxed">{t("about.whoWeAre.body1", { siteName })}</p>
        <p className="mt-4 leading-relaxed">{t("about.whoWeAre.body2")}</p>
      </section>

      <nav aria-labelledby="learn-more" className="mt-14 max-w-3xl border-t border-line pt-8">
        <h2 id="learn-more" className="text-xl font-bold tracking-tight">
          {t("about.next.heading")}
        </h2>
        <LinkCards links={nextLinks.map(({ to, key }) => ({ to, label: t(`about.next.${key}`) }))} />
      </nav>
    </div>
  );
}
