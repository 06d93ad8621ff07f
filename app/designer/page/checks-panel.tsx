import type { DesignIssue } from "#core/design/checks.ts";
import { CheckCircle2, TriangleAlert } from "#app/components/icons.tsx";
import { useLocale, useT } from "#app/utils/i18n.tsx";

/** The print checks, worst first, each naming its area and layer. */
export function ChecksPanel({
  issues,
  areaLabel,
  layerLabel,
}: {
  issues: DesignIssue[];
  areaLabel(key: string): string;
  layerLabel(area: string, layer: string): string;
}) {
  const t = useT("design");
  const locale = useLocale();
  const number = (value: number) => value.toLocaleString(locale);
  const order = { error: 0, warning: 1, notice: 2 } as const;
  const sorted = [...issues].sort((a, b) => order[a.severity] - order[b.severity]);
  const errors = issues.filter((issue) => issue.severity === "error").length;
  return (
    <section aria-labelledby="design-checks" aria-live="polite">
      <h2 id="design-checks" className="section-label mb-2">
        {t("checks.heading")}
      </h2>
      <p
        className={`mb-2 flex items-center gap-2 text-sm font-medium ${errors ? "text-error-700 dark:text-error-300" : ""}`}
      >
        {errors ? (
          <TriangleAlert aria-hidden="true" className="size-4" />
        ) : (
          <CheckCircle2 aria-hidden="true" className="size-4 text-primary-600" />
        )}
        {errors ? t("checks.blocking", { count: errors }) : t("checks.printable")}
      </p>
      <ul className="space-y-1 text-sm" data-testid="design-issues">
        {sorted.map((issue, index) => {
          const where =
            "layer" in issue
              ? t("checks.whereLayer", {
                  area: areaLabel(issue.area),
                  layer: layerLabel(issue.area, issue.layer),
                })
              : "area" in issue
                ? areaLabel(issue.area)
                : "";
          let text: string;
          switch (issue.code) {
            case "dpiTooLow":
            case "dpiLow":
              text = t(`checks.${issue.code}`, {
                dpi: number(issue.dpi),
                needed: number(issue.needed.dpi),
                width: number(issue.needed.width),
                height: number(issue.needed.height),
              });
              break;
            case "textTooSmall":
              text = t("checks.textTooSmall", { size: number(issue.sizePt) });
              break;
            case "strokeTooThin":
              text = t("checks.strokeTooThin", { width: number(issue.strokeMm) });
              break;
            default:
              text = t(`checks.${issue.code}`);
          }
          return (
            <li
              key={`${issue.code}-${"layer" in issue ? issue.layer : ""}-${"area" in issue ? issue.area : ""}-${index}`}
              data-issue={issue.code}
              data-severity={issue.severity}
              className={
                issue.severity === "error"
                  ? "text-error-700 dark:text-error-300"
                  : issue.severity === "warning"
                    ? "text-secondary-800 dark:text-secondary-300"
                    : "text-ink-muted"
              }
            >
              <span className="font-semibold">{t(`checks.severity.${issue.severity}`)}</span>{" "}
              {where ? t("checks.item", { where, text }) : text}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
