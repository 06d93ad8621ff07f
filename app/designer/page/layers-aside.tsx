import { Link } from "react-router";
import { ArrangeForm, LayerList, LayerProperties } from "#app/designer/page/layer-panel.tsx";
import type { DesignLayer } from "#core/schemas/design.ts";
import { useT } from "#app/utils/i18n.tsx";

/** The side panel of the area shown: its layers, the selected layer's properties, discarding the draft. */
export function LayersAside({
  area,
  layers,
  selected,
  fileNames,
  selectHref,
  deleteHref,
  onSelect,
  version,
  errors,
  draftId,
}: {
  area: string;
  layers: DesignLayer[];
  selected: DesignLayer | null;
  fileNames: ReadonlyMap<string, string>;
  selectHref(id: string): string;
  deleteHref(id: string): string;
  onSelect: ((id: string) => void) | null;
  /** Changes when the selected layer was changed elsewhere (canvas, keys, undo). */
  version: number;
  /** The selected layer's refused fields (message keys by field). */
  errors: Record<string, string[] | null>;
  draftId: string | null;
}) {
  const t = useT("design");
  return (
    // On a wide screen the panel scrolls on its own, beside the canvas: a long list of layers
    // does not push the selected layer's fields a screen below the canvas they change. Its inner
    // margin leaves room for the fields' focus rings, which its edges would cut.
    <aside
      className="isolate order-3 space-y-6 lg:sticky lg:top-0 lg:-mx-1 lg:max-h-dvh lg:self-start lg:overflow-y-auto lg:px-1 lg:pb-4"
      aria-label={t("layers.heading")}
    >
      <section aria-labelledby="design-layers">
        <h2 id="design-layers" className="section-label mb-2">
          {t("layers.heading")}
        </h2>
        <LayerList
          area={area}
          layers={layers}
          selectedId={selected?.id ?? null}
          fileNames={fileNames}
          selectHref={selectHref}
          deleteHref={deleteHref}
          onSelect={onSelect}
        />
      </section>
      {selected ? (
        <section aria-labelledby="design-properties" className="space-y-3">
          <h2 id="design-properties" className="section-label">
            {t("properties.heading")}
          </h2>
          <ArrangeForm area={area} layer={selected} />
          <LayerProperties area={area} layer={selected} version={version} errors={errors} />
        </section>
      ) : (
        <p className="text-sm text-ink-muted">{t("properties.none")}</p>
      )}
      {draftId ? (
        <Link
          to={deleteHref("draft")}
          preventScrollReset
          className="btn-quiet text-error-700 dark:text-error-300"
        >
          {t("discard")}
        </Link>
      ) : null}
    </aside>
  );
}
