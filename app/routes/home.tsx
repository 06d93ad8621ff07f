import {
  ArrowRight,
  BadgeCheck,
  Coffee,
  Frame,
  Globe,
  Layers,
  Palette,
  PackageCheck,
  ShieldCheck,
  Shirt,
  ShoppingBag,
  Smartphone,
  Sticker,
  Truck,
  type IconComponent,
} from "#app/components/icons.tsx";
import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { ProductGrid, toProductCardData } from "#app/components/product-card.tsx";
import { Reveal } from "#app/components/reveal.tsx";
import { servicesContext } from "#server/context.ts";
import { mockupUrl } from "#core/catalogue.ts";
import { splitLocale } from "#core/locales.ts";
import { featuredCatalogue } from "#server/services/catalogue.ts";
import type { Route } from "./+types/home.ts";

const steps = [
  { key: "choose", Icon: Shirt },
  { key: "design", Icon: Palette },
  { key: "ship", Icon: Truck },
] as const satisfies readonly { key: string; Icon: IconComponent }[];

const reasons = [
  { key: "quality", Icon: BadgeCheck },
  { key: "noMinimums", Icon: Layers },
  { key: "worldwide", Icon: Globe },
  { key: "payments", Icon: ShieldCheck },
] as const satisfies readonly { key: string; Icon: IconComponent }[];

/** The decorative product tiles beside the hero text. */
const heroTiles = [
  { Icon: Shirt, className: "bg-primary-100 text-primary-800 dark:bg-primary-900/60 dark:text-primary-200" },
  {
    Icon: Coffee,
    className: "bg-secondary-100 text-secondary-800 dark:bg-secondary-900/60 dark:text-secondary-200",
  },
  { Icon: Frame, className: "bg-surface-sunken text-ink" },
  { Icon: Sticker, className: "bg-surface-sunken text-ink" },
  {
    Icon: ShoppingBag,
    className: "bg-primary-100 text-primary-800 dark:bg-primary-900/60 dark:text-primary-200",
  },
  {
    Icon: Smartphone,
    className: "bg-secondary-100 text-secondary-800 dark:bg-secondary-900/60 dark:text-secondary-200",
  },
] as const;

const primaryButton =
  "inline-flex items-center gap-2 rounded-md bg-primary-700 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600";
const secondaryButton =
  "inline-flex items-center gap-2 rounded-md border border-line bg-surface-raised px-5 py-3 text-sm font-semibold text-ink hover:border-secondary-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-secondary-600";
const textLink =
  "inline-flex items-center gap-1 font-semibold text-primary-700 underline-offset-4 hover:underline dark:text-primary-300";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const featured = await featuredCatalogue(db, splitLocale(url.pathname).locale);
  return { ...featured, products: featured.products.map((product) => toProductCardData(product)) };
}

/** The words this page is written with, besides `common` (loaded before it renders). */
export const handle: MessagesHandle = { messages: ["home"] };

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const t = useT("home");
  return (
    <>
      <PageSeo title={t("title")} description={t("description")} />

      <section className="border-b border-line bg-linear-to-b from-primary-50 to-surface dark:from-primary-900/30 dark:to-surface">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[3fr_2fr]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">
              {t("hero.eyebrow")}
            </p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t("title")}</h1>
            <p className="mt-6 max-w-2xl text-lg text-ink-muted">{t("hero.pitch")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <LocalizedLink to="/products" className={primaryButton}>
                {t("catalogue.browse")}
                <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </LocalizedLink>
              <LocalizedLink to="/about" className={secondaryButton}>
                {t("hero.ctaHowItWorks")}
              </LocalizedLink>
              <LocalizedLink to="/creative" className={secondaryButton}>
                <Palette aria-hidden="true" className="size-4" />
                {t("hero.ctaCreative")}
              </LocalizedLink>
            </div>
            <p className="mt-6 flex items-center gap-2 text-sm text-ink-muted">
              <ShieldCheck
                aria-hidden="true"
                className="size-4 shrink-0 text-primary-700 dark:text-primary-300"
              />
              {t("hero.note")}
            </p>
          </div>
          <div aria-hidden="true" className="hidden grid-cols-3 gap-4 lg:grid">
            {heroTiles.map(({ Icon, className }, index) => (
              <div
                key={index}
                className={`flex aspect-square items-center justify-center rounded-2xl border border-line shadow-sm ${className} ${
                  index % 3 === 1 ? "mt-8" : ""
                }`}
              >
                <Icon className="size-10" strokeWidth={1.5} />
              </div>
            ))}
          </div>
        </div>
      </section>

      <Reveal>
        <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="how-it-works" className="text-3xl font-bold tracking-tight">
            {t("steps.heading")}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-ink-muted">{t("steps.intro")}</p>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map(({ key, Icon }, index) => (
              <li
                key={key}
                className="relative rounded-xl border border-line bg-surface-raised p-6 shadow-sm"
              >
                <div className="flex items-center gap-3">
                  <span className="flex size-11 items-center justify-center rounded-full bg-primary-700 text-white">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="text-sm font-semibold text-primary-700 dark:text-primary-300">
                    {t("stepNumber", { number: index + 1 })}
                  </span>
                </div>
                <h3 className="mt-4 text-xl font-semibold">{t(`steps.${key}.title`)}</h3>
                <p className="mt-2 text-ink-muted">{t(`steps.${key}.body`)}</p>
              </li>
            ))}
          </ol>
          <p className="mt-8">
            <LocalizedLink to="/about" className={textLink}>
              {t("steps.more")}
              <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            </LocalizedLink>
          </p>
        </section>
      </Reveal>

      <Reveal className="border-y border-line bg-surface-sunken">
        <section aria-labelledby="why-us" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="why-us" className="text-3xl font-bold tracking-tight">
            {t("reasons.heading")}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-ink-muted">{t("reasons.intro")}</p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {reasons.map(({ key, Icon }) => (
              <li key={key} className="rounded-xl border border-line bg-surface-raised p-6">
                <Icon aria-hidden="true" className="size-8 text-secondary-700 dark:text-secondary-300" />
                <h3 className="mt-4 text-lg font-semibold">{t(`reasons.${key}.title`)}</h3>
                <p className="mt-2 text-sm text-ink-muted">{t(`reasons.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>
      </Reveal>

      <Reveal>
        <section aria-labelledby="categories" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="categories" className="text-3xl font-bold tracking-tight">
                {t("catalogue.categoriesHeading")}
              </h2>
              <p className="mt-3 max-w-3xl text-lg text-ink-muted">{t("catalogue.categoriesIntro")}</p>
            </div>
            <LocalizedLink to="/products" className={textLink}>
              {t("catalogue.seeAll")}
              <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            </LocalizedLink>
          </div>
          <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
            {loaderData.categories.map((category) => (
              <li key={category.id}>
                <LocalizedLink
                  to={category.path}
                  className="group flex h-full flex-col rounded-xl border border-line bg-surface-raised p-4 shadow-sm hover:border-primary-500"
                >
                  <span className="aspect-square overflow-hidden rounded-lg bg-stage">
                    {category.cover ? (
                      <img
                        src={mockupUrl(category.cover.productId, "front", category.cover.color)}
                        alt=""
                        width={1000}
                        height={1000}
                        loading="lazy"
                        className="size-full object-contain p-3 transition group-hover:scale-[1.03]"
                      />
                    ) : null}
                  </span>
                  <span className="mt-3 font-semibold">{category.name}</span>
                  <span className="mt-1 text-sm text-ink-muted">
                    {t("catalogue.categoryCount", { count: category.productCount })}
                  </span>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </section>
      </Reveal>

      <Reveal className="border-t border-line">
        <section aria-labelledby="featured" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="featured" className="text-3xl font-bold tracking-tight">
            {t("catalogue.featuredHeading")}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-ink-muted">{t("catalogue.featuredIntro")}</p>
          <ProductGrid products={loaderData.products} className="mt-10 lg:grid-cols-4" />
          <p className="mt-8">
            <LocalizedLink to="/products" className={textLink}>
              {t("catalogue.seeAll")}
              <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            </LocalizedLink>
          </p>
        </section>
      </Reveal>

      <Reveal>
        <section aria-labelledby="questions" className="mx-auto max-w-6xl px-4 pb-8 sm:px-6">
          <div className="flex flex-col gap-6 rounded-2xl bg-secondary-900 p-8 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
            <div className="flex gap-4">
              <PackageCheck aria-hidden="true" className="mt-1 size-8 shrink-0 text-secondary-200" />
              <div>
                <h2 id="questions" className="text-2xl font-bold tracking-tight">
                  {t("closing.heading")}
                </h2>
                <p className="mt-2 max-w-xl text-secondary-100">{t("closing.body")}</p>
              </div>
            </div>
            <div className="flex flex-wrap gap-3">
              <LocalizedLink
                to="/shipping"
                className="inline-flex items-center gap-2 rounded-md bg-white px-5 py-3 text-sm font-semibold text-secondary-900 hover:bg-secondary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                <Truck aria-hidden="true" className="size-4" />
                {t("closing.shipping")}
              </LocalizedLink>
              <LocalizedLink
                to="/help-center"
                className="inline-flex items-center gap-2 rounded-md border border-secondary-300 px-5 py-3 text-sm font-semibold text-white hover:bg-secondary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {t("closing.help")}
              </LocalizedLink>
            </div>
          </div>
        </section>
      </Reveal>
    </>
  );
}
