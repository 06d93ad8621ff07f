import { layersOf } from "#core/design/operations.ts";
import { areasDependOnSize, type DesignPrintArea, type DesignProduct } from "#core/design/product.ts";
import { DesignPrice } from "#app/designer/page/design-price.tsx";
import { EditForm } from "#app/designer/page/edit-form.tsx";
import type { DesignDocument } from "#core/schemas/design.ts";
import { useT } from "#app/utils/i18n.tsx";

/**
 * Above the canvas: the print areas to switch between, the garment's colour and its size, and
 * what a piece costs with them.
 */
export function WorkspaceOptions({
  product,
  document,
  areas,
  area,
  areaHref,
  onArea,
}: {
  product: DesignProduct;
  document: DesignDocument;
  areas: DesignPrintArea[];
  area: DesignPrintArea;
  areaHref(key: string): string;
  /** Set once the page runs scripts: switches the area in place. */
  onArea: ((key: string) => void) | null;
}) {
  const t = useT("design");
  return (
    <div className="flex flex-wrap items-center gap-4">
      <nav aria-label={t("areas.label")} className="flex flex-wrap gap-1">
        {areas.map((candidate) => (
          <a
            key={candidate.key}
            href={areaHref(candidate.key)}
            aria-current={candidate.key === area.key ? "page" : undefined}
            onClick={
              onArea
                ? (event) => {
                    event.preventDefault();
                    onArea(candidate.key);
                  }
                : undefined
            }
            className="pill aria-[current=page]:border-primary-700 aria-[current=page]:font-semibold"
          >
            {candidate.label}
            {layersOf(document, candidate.key).length > 0 ? (
              <span className="ms-1 text-xs text-ink-muted">
                ({layersOf(document, candidate.key).length})
              </span>
            ) : null}
          </a>
        ))}
      </nav>
      <EditForm
        id="design-color"
        intent="color"
        label={t("color.label")}
        className="flex flex-wrap items-center gap-1"
      >
        <span className="text-sm font-medium">{t("color.label")}</span>
        {product.colors.map((color) => (
          <button
            key={color.key}
            type="submit"
            name="color"
            value={color.key}
            aria-pressed={color.key === document.color}
            aria-label={color.name}
            title={color.name}
            className="size-7 rounded-full border-2 border-line aria-pressed:border-primary-700 aria-pressed:ring-2 aria-pressed:ring-primary-600"
            style={{ backgroundColor: color.hex }}
          />
        ))}
      </EditForm>
      {areasDependOnSize(product) ? (
        <EditForm id="design-size" intent="size" label={t("size.label")} className="flex items-center gap-2">
          <label htmlFor="design-size-select" className="text-sm font-medium">
            {t("size.label")}
          </label>
          <select id="design-size-select" name="size" defaultValue={document.size ?? ""} className="field">
            {product.sizes.map((size) => (
              <option key={size.key} value={size.key}>
                {size.label}
              </option>
            ))}
          </select>
          <button type="submit" className="btn-quiet">
            {t("size.apply")}
          </button>
        </EditForm>
      ) : null}
      <DesignPrice product={product} document={document} />
    </div>
  );
}
