import {
  ArrowRight,
  Check,
  Contrast,
  Crop,
  FileImage,
  Gauge,
  ListChecks,
  Scale,
  Type,
  type IconComponent,
} from "#app/components/icons.tsx";
import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { cellClass, InfoTable, rowHeaderClass } from "#app/components/info-table.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { PRINT_DPI } from "#core/catalogue.ts";
import { useLocale } from "#app/utils/i18n.tsx";
import { locales } from "#core/locales.ts";

/** The page's sections, in order: anchor id, message key and icon. */
const sections = [
  { id: "resolution", key: "resolution", Icon: Gauge },
  { id: "file-formats", key: "formats", Icon: FileImage },
  { id: "bleed-and-safe-area", key: "bleed", Icon: Crop },
  { id: "colour", key: "colour", Icon: Contrast },
  { id: "fonts", key: "fonts", Icon: Type },
  { id: "copyright", key: "copyright", Icon: Scale },
  { id: "checklist", key: "checklist", Icon: ListChecks },
] as const satisfies readonly { id: string; key: string; Icon: IconComponent }[];

/** Example print sizes in inches; their pixels come from the shop's resolutions (PRINT_DPI). */
const resolutionRows = [
  { key: "tshirt", inches: [12, 16] },
  { key: "posterSmall", inches: [8, 10] },
  { key: "posterMedium", inches: [12, 18] },
  { key: "posterLarge", inches: [18, 24] },
  { key: "posterXLarge", inches: [24, 36] },
] as const;
/** The bleed example: an 18 × 24 in poster with 0.125 in of bleed on every side. */
const bleedExampleInches = [18.25, 24.25] as const;
const CM_PER_INCH = 2.54;
const formats = ["png", "jpg", "vector"] as const;
const colourTips = ["rgb", "shifts", "thinLines", "dark"] as const;
const fontTips = ["outline", "raster", "size"] as const;
const checklist = ["resolution", "format", "bleed", "lines", "fonts", "rights", "preview"] as const;

const linkClass =
  "inline-flex items-center gap-1 font-semibold text-primary-700 underline-offset-4 hover:underline dark:text-primary-300";

function SectionHeading({ id, Icon, children }: { id: string; Icon: IconComponent; children: string }) {
  return (
    <h2 id={id} className="flex scroll-mt-6 items-center gap-3 text-2xl font-bold tracking-tight">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-100 text-primary-800 dark:bg-primary-900/60 dark:text-primary-200">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      {children}
    </h2>
  );
}

/** The words this page is written with, besides `common` (loaded before it renders). */
export const handle: MessagesHandle = { messages: ["pages"] };

export default function CreativeRoute() {
  const t = useT("pages");
  const whole = new Intl.NumberFormat(locales[useLocale()].tag, { maximumFractionDigits: 0 });
  const pixels = ([width, height]: readonly number[], dpi: number) =>
    t("creative.resolution.pixels", {
      width: whole.format((width ?? 0) * dpi),
      height: whole.format((height ?? 0) * dpi),
    });
  const dpi = { minimum: PRINT_DPI.minimum, recommended: PRINT_DPI.recommended };
  const heading = (index: number) => {
    const section = sections[index]!;
    return (
      <SectionHeading id={section.id} Icon={section.Icon}>
        {t(`creative.${section.key}.heading`)}
      </SectionHeading>
    );
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <PageSeo title={t("creative.title")} description={t("creative.description", dpi)} />

      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">{t("creative.title")}</h1>
        <p className="mt-4 text-lg text-ink-muted">{t("creative.intro")}</p>
      </header>

      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-labelledby="on-this-page" className="lg:sticky lg:top-6 lg:self-start">
          <h2 id="on-this-page" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {t("common.onThisPage")}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {sections.map(({ id, key }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="block rounded-md border border-line px-3 py-1.5 text-sm hover:border-primary-500 hover:text-primary-700 lg:border-0 lg:px-2 dark:hover:text-primary-300"
                >
                  {t(`creative.${key}.heading`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="min-w-0 max-w-3xl space-y-16">
          <section aria-labelledby="resolution">
            {heading(0)}
            <p className="mt-4 leading-relaxed">
              {t("creative.resolution.body1", {
                ...dpi,
                perCentimetre: Math.round(PRINT_DPI.recommended / CM_PER_INCH),
              })}
            </p>
            <p className="mt-4 leading-relaxed">{t("creative.resolution.body2", dpi)}</p>
            <InfoTable
              caption={t("creative.resolution.tableCaption")}
              columns={[
                t("creative.resolution.colProduct"),
                t("creative.resolution.colPrintSize"),
                t("creative.resolution.colMinimum", { dpi: PRINT_DPI.minimum }),
                t("creative.resolution.colRecommended", { dpi: PRINT_DPI.recommended }),
              ]}
            >
              {resolutionRows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className={rowHeaderClass}>
                    {t(`creative.resolution.rows.${row.key}.product`)}
                  </th>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {t(`creative.resolution.rows.${row.key}.size`)}
                  </td>
                  <td className={`${cellClass} font-mono whitespace-nowrap tabular-nums`}>
                    {pixels(row.inches, PRINT_DPI.minimum)}
                  </td>
                  <td className={`${cellClass} font-mono whitespace-nowrap tabular-nums`}>
                    {pixels(row.inches, PRINT_DPI.recommended)}
                  </td>
                </tr>
              ))}
            </InfoTable>
            <p className="mt-3 text-sm text-ink-muted">{t("creative.resolution.tableNote")}</p>
          </section>

          <section aria-labelledby="file-formats">
            {heading(1)}
            <p className="mt-4 leading-relaxed">{t("creative.formats.intro")}</p>
            <dl className="mt-6 grid gap-4 sm:grid-cols-3">
              {formats.map((format) => (
                <div key={format} className="rounded-xl border border-line bg-surface-raised p-5">
                  <dt className="font-semibold">{t(`creative.formats.${format}.name`)}</dt>
                  <dd className="mt-2 text-sm leading-relaxed text-ink-muted">
                    {t(`creative.formats.${format}.body`)}
                  </dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="bleed-and-safe-area">
            {heading(2)}
            <p className="mt-4 leading-relaxed">{t("creative.bleed.body")}</p>
            <div className="mt-6 grid items-center gap-6 sm:grid-cols-[10rem_minmax(0,1fr)]">
              {/* A picture of the three lines: bleed (outer), trim (solid), safe area (inner). */}
              <div
                aria-hidden="true"
                className="mx-auto aspect-[3/4] w-40 rounded-sm border-2 border-dashed border-secondary-500 bg-secondary-100 p-3 dark:bg-secondary-900/50"
              >
                <div className="h-full border-2 border-ink bg-surface-raised p-3">
                  <div className="h-full border-2 border-dotted border-primary-600" />
                </div>
              </div>
              <dl className="space-y-4">
                <div>
                  <dt className="flex items-center gap-2 font-semibold">
                    <span
                      aria-hidden="true"
                      className="size-3 rounded-sm border-2 border-dashed border-secondary-500"
                    />
                    {t("creative.bleed.bleedItem.name")}
                  </dt>
                  <dd className="mt-1 leading-relaxed text-ink-muted">
                    {t("creative.bleed.bleedItem.body")}
                  </dd>
                </div>
                <div>
                  <dt className="flex items-center gap-2 font-semibold">
                    <span
                      aria-hidden="true"
                      className="size-3 rounded-sm border-2 border-dotted border-primary-600"
                    />
                    {t("creative.bleed.safeItem.name")}
                  </dt>
                  <dd className="mt-1 leading-relaxed text-ink-muted">{t("creative.bleed.safeItem.body")}</dd>
                </div>
              </dl>
            </div>
            <p className="mt-6 rounded-lg bg-surface-sunken p-4 text-sm leading-relaxed">
              {t("creative.bleed.example", {
                width: whole.format(bleedExampleInches[0] * PRINT_DPI.recommended),
                height: whole.format(bleedExampleInches[1] * PRINT_DPI.recommended),
                dpi: PRINT_DPI.recommended,
              })}
            </p>
          </section>

          <section aria-labelledby="colour">
            {heading(3)}
            <dl className="mt-6 grid gap-4 sm:grid-cols-2">
              {colourTips.map((tip) => (
                <div key={tip} className="rounded-xl border border-line bg-surface-raised p-5">
                  <dt className="font-semibold">{t(`creative.colour.${tip}.name`)}</dt>
                  <dd className="mt-2 text-sm leading-relaxed text-ink-muted">
                    {t(`creative.colour.${tip}.body`)}
                  </dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="fonts">
            {heading(4)}
            <ul className="mt-4 list-disc space-y-3 ps-6 leading-relaxed marker:text-primary-600">
              {fontTips.map((tip) => (
                <li key={tip}>{t(`creative.fonts.${tip}`)}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="copyright">
            {heading(5)}
            <p className="mt-4 leading-relaxed">{t("creative.copyright.body1")}</p>
            <p className="mt-4 leading-relaxed">{t("creative.copyright.body2")}</p>
          </section>

          <section
            aria-labelledby="checklist"
            className="rounded-2xl border border-primary-200 bg-primary-50 p-6 sm:p-8 dark:border-primary-800 dark:bg-primary-900/30"
          >
            {heading(6)}
            <ul className="mt-6 space-y-3">
              {checklist.map((item) => (
                <li key={item} className="flex gap-3">
                  <Check
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-primary-700 dark:text-primary-300"
                  />
                  <span>{t(`creative.checklist.items.${item}`, dpi)}</span>
                </li>
              ))}
            </ul>
          </section>

          <nav aria-labelledby="keep-reading" className="border-t border-line pt-8">
            <h2 id="keep-reading" className="text-xl font-bold tracking-tight">
              {t("common.keepReading")}
            </h2>
            <ul className="mt-4 space-y-2">
              <li>
                <LocalizedLink to="/help-center#design" className={linkClass}>
                  {t("creative.next.help")}
                  <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
                </LocalizedLink>
              </li>
              <li>
                <LocalizedLink to="/shipping" className={linkClass}>
                  {t("creative.next.shipping")}
                  <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
                </LocalizedLink>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}
