import { Download, Loader2, TriangleAlert } from "#app/components/icons.tsx";
import { useLocale, useT } from "#app/utils/i18n.tsx";

export type PanelRender = {
  id: string;
  kind: "print" | "preview";
  target: string;
  status: "queued" | "done" | "failed";
  failure: string | null;
  width: number | null;
  height: number | null;
};

/**
 * What the server rendered from the design as it was checked: mockup previews (the proof) and
 * the print files, each as soon as the render job made it.
 */
export function ProofPanel({
  renders,
  areaLabel,
  colorName,
}: {
  renders: PanelRender[];
  areaLabel(key: string): string;
  colorName(key: string): string;
}) {
  const t = useT("design");
  const locale = useLocale();
  const previews = renders.filter((render) => render.kind === "preview");
  const prints = renders.filter((render) => render.kind === "print");
  const describe = (render: PanelRender) => {
    if (render.kind === "print") return areaLabel(render.target);
    const [view = "", color = ""] = render.target.split(":");
    return t("proof.previewOf", {
      view: t(`proof.views.${view === "back" ? "back" : "front"}`),
      color: colorName(color),
    });
  };
  const status = (render: PanelRender) =>
    render.status === "queued" ? (
      <span className="flex items-center gap-1 text-xs text-ink-muted">
        <Loader2 aria-hidden="true" className="size-3 animate-spin" />
        {t("proof.rendering")}
      </span>
    ) : render.status === "failed" ? (
      <span className="flex items-center gap-1 text-xs text-error-700 dark:text-error-300">
        <TriangleAlert aria-hidden="true" className="size-3" />
        {render.failure ? t(render.failure as "proof.failed") : t("proof.failed")}
      </span>
    ) : null;
  return (
    <section aria-labelledby="design-proof" className="space-y-4" data-testid="design-proof">
      <h2 id="design-proof" className="section-label">
        {t("proof.heading")}
      </h2>
      <p className="text-sm text-ink-muted">{t("proof.intro")}</p>
      <ul className="grid grid-cols-2 gap-3">
        {previews.map((render) => (
          <li key={render.id} className="space-y-1">
            {render.status === "done" ? (
              <img
                src={`/design/renders/${render.id}`}
                alt={describe(render)}
                width={render.width ?? 1000}
                height={render.height ?? 1000}
                className="w-full rounded border border-line bg-surface"
              />
            ) : (
              <div className="flex aspect-square items-center justify-center rounded border border-dashed border-line">
                {status(render)}
              </div>
            )}
            <p className="text-xs">{describe(render)}</p>
          </li>
        ))}
      </ul>
      <div>
        <h3 className="text-sm font-semibold">{t("proof.printFiles")}</h3>
        <ul className="mt-1 space-y-1 text-sm">
          {prints.map((render) => (
            <li key={render.id} className="flex flex-wrap items-center gap-2" data-print-file={render.target}>
              <span>{describe(render)}</span>
              {render.status === "done" && render.width && render.height ? (
                <>
                  <span className="text-xs text-ink-muted">
                    {t("proof.pixels", {
                      width: render.width.toLocaleString(locale),
                      height: render.height.toLocaleString(locale),
                    })}
                  </span>
                  <a href={`/design/renders/${render.id}?download`} className="btn-quiet" download>
                    <Download aria-hidden="true" className="size-4" />
                    {t("proof.download")}
                  </a>
                </>
              ) : (
                status(render)
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
