import { ScrollRegion } from "#app/components/scroll-region.tsx";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { locales, localizePath } from "#core/locales.ts";
import type { PrintFileView } from "#server/services/fulfilment.ts";
import type { AdminOrder } from "./admin-order.ts";

/** The order's print files, each with its size, its download and its preflight findings. */
export function PrintFiles({ order }: { order: AdminOrder }) {
  const t = useT("fulfilment");
  const locale = useLocale();
  const number = (value: number) => value.toLocaleString(locales[locale].tag);
  const designs = [...new Set(order.printFiles.map((file) => file.designId))];
  const productOf = (designId: string) => order.items.find((item) => item.designId === designId)?.title ?? "";
  return (
    <section aria-labelledby="order-print-files">
      <h2 id="order-print-files" className="text-xl font-semibold">
        {t("printFiles.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("printFiles.intro", { dpi: 300 })}</p>
      {order.printFiles.length === 0 ? (
        <p className="mt-3">{t("printFiles.none")}</p>
      ) : (
        <ScrollRegion className="mt-3" label={t("printFiles.title")}>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("printFiles.area")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("printFiles.size")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("printFiles.file")}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t("printFiles.preflight")}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.printFiles.map((file) => (
                <tr key={`${file.designId}-${file.area}`} className="border-b border-line align-top">
                  <th scope="row" className="py-3 pe-3 text-start font-normal">
                    {designs.length > 1 ? (
                      <span className="block text-xs text-ink-muted">
                        {t("printFiles.design", {
                          number: designs.indexOf(file.designId) + 1,
                          product: productOf(file.designId),
                        })}
                      </span>
                    ) : null}
                    <span className="font-medium">{file.areaLabel}</span>
                  </th>
                  <td className="py-3 pe-3">
                    {t("printFiles.sizeValue", {
                      width: number(file.widthMm),
                      height: number(file.heightMm),
                      bleed: number(file.bleedMm),
                    })}
                  </td>
                  <td className="py-3 pe-3">
                    <PrintFileCell file={file} sn={order.sn} number={number} />
                  </td>
                  <td className="py-3">
                    <PreflightList file={file} number={number} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

function PrintFileCell({
  file,
  sn,
  number,
}: {
  file: PrintFileView;
  sn: string;
  number: (value: number) => string;
}) {
  const t = useT("fulfilment");
  const locale = useLocale();
  const render = file.render;
  if (!render) return <span className="text-ink-muted">{t("printFiles.notRequested")}</span>;
  if (render.status === "queued") return <span className="text-ink-muted">{t("printFiles.queued")}</span>;
  if (render.status === "failed") {
    return <span className="text-error-700 dark:text-error-300">{t("printFiles.failed")}</span>;
  }
  const mismatch = render.width !== file.expected.width || render.height !== file.expected.height;
  return (
    <>
      <a
        href={localizePath(`/admin/orders/${sn}/renders/${render.id}`, locale)}
        download
        className="font-medium text-primary-700 underline dark:text-primary-300"
      >
        {t("printFiles.download", {
          area: file.areaLabel,
          width: number(render.width ?? 0),
          height: number(render.height ?? 0),
        })}
      </a>
      {mismatch ? (
        <span className="mt-1 block text-error-700 dark:text-error-300">
          {t("printFiles.pixelsMismatch", {
            width: number(render.width ?? 0),
            height: number(render.height ?? 0),
            expectedWidth: number(file.expected.width),
            expectedHeight: number(file.expected.height),
          })}
        </span>
      ) : null}
    </>
  );
}

function PreflightList({ file, number }: { file: PrintFileView; number: (value: number) => string }) {
  const t = useT("fulfilment");
  if (file.issues.length === 0) return <span>{t("printFiles.ok")}</span>;
  return (
    <ul className="space-y-1">
      {file.issues.map((issue, index) => {
        let text: string;
        switch (issue.code) {
          case "dpiTooLow":
          case "dpiLow":
            text = t(`printFiles.issues.${issue.code}`, {
              dpi: number(issue.dpi),
              needed: number(issue.needed.dpi),
            });
            break;
          case "textTooSmall":
            text = t("printFiles.issues.textTooSmall", { size: number(issue.sizePt) });
            break;
          case "strokeTooThin":
            text = t("printFiles.issues.strokeTooThin", { width: number(issue.strokeMm) });
            break;
          default:
            text = t(`printFiles.issues.${issue.code}`);
        }
        return (
          <li
            key={`${issue.code}-${index}`}
            className={
              issue.severity === "error"
                ? "text-error-700 dark:text-error-300"
                : issue.severity === "warning"
                  ? "text-secondary-800 dark:text-secondary-300"
                  : "text-ink-muted"
            }
          >
            <span className="font-semibold">{t(`printFiles.severity.${issue.severity}`)}</span> {text}
          </li>
        );
      })}
    </ul>
  );
}
