import { memo } from "react";
import { Link } from "react-router";
import { FileUploader } from "#app/components/file-uploader.tsx";
import { Eraser } from "#app/components/icons.tsx";
import { designFonts, fontKeys } from "#core/design/fonts.ts";
import { shapeElement } from "#core/design/shapes.ts";
import { designLimits, shapeKinds, type ShapeKind } from "#core/schemas/design.ts";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { localizePath } from "#core/locales.ts";
import { ArtPicker } from "./art-picker.tsx";
import { EditForm } from "./edit-form.tsx";

export type PanelFile = {
  id: string;
  name: string;
  status: "processing" | "ready" | "failed";
  width: number;
  height: number;
};

/** A shape's button picture, drawn by the designer's own outlines. */
function ShapeIcon({ shape }: { shape: ShapeKind }) {
  const line = shape === "line";
  const markup = shapeElement(
    { shape, width: 20, height: line ? 2 : 20, corners: 3 },
    line ? ' fill="none" stroke="currentColor" stroke-width="2"' : ' fill="currentColor"',
  );
  return (
    <svg
      viewBox="-12 -12 24 24"
      className="size-6"
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

/**
 * Adding to the print area shown: an image from the library or a new upload, a line of text, a
 * shape, or a piece of clip art. Drawn again only when its own props change, not at each change
 * of the design: its clip art alone is a hundred elements (issue 32).
 */
export const AddPanel = memo(function AddPanel({
  area,
  areaLabel,
  files,
  uploadAction,
  onUploaded,
}: {
  area: string;
  areaLabel: string;
  files: PanelFile[];
  uploadAction: string;
  onUploaded: ((ids: string[]) => void) | null;
}) {
  const t = useT("design");
  const tFiles = useT("files");
  const locale = useLocale();
  const usable = files.filter((file) => file.status !== "failed");
  // The background-removal page comes back to this draft (issue 30).
  const removeBackground = (id: string) =>
    `${localizePath(`/remove-background/${id}`, locale)}?${new URLSearchParams({ back: uploadAction })}`;
  return (
    <div className="space-y-6">
      <section aria-labelledby="design-add-image">
        <h2 id="design-add-image" className="section-label mb-2">
          {t("add.imageHeading", { area: areaLabel })}
        </h2>
        <FileUploader action={uploadAction} onFinished={({ ids }) => onUploaded?.(ids)} />
        {usable.length > 0 ? (
          <EditForm id="add-image" intent="add-image" area={area} label={t("add.library")} className="mt-3">
            <p className="mb-2 text-sm font-medium">{t("add.library")}</p>
            <ul className="grid grid-cols-3 gap-2">
              {usable.map((file) => (
                <li key={file.id} className="relative">
                  <button
                    type="submit"
                    name="fileId"
                    value={file.id}
                    className="checkerboard block w-full overflow-hidden rounded border border-line hover:border-primary-600"
                    aria-label={t("add.placeFile", { name: file.name })}
                    title={file.name}
                  >
                    {file.status === "ready" ? (
                      <img
                        src={`/files/${file.id}/thumbnail`}
                        alt=""
                        width={96}
                        height={96}
                        loading="lazy"
                        className="aspect-square w-full object-contain"
                      />
                    ) : (
                      <span className="flex aspect-square items-center justify-center p-1 text-xs text-ink-muted">
                        {t("add.preparing")}
                      </span>
                    )}
                  </button>
                  {file.status === "ready" ? (
                    <Link
                      to={removeBackground(file.id)}
                      aria-label={tFiles("background.actionFor", { name: file.name })}
                      title={tFiles("background.action")}
                      className="absolute end-1 top-1 rounded bg-surface/90 p-1 text-ink hover:text-primary-700"
                    >
                      <Eraser aria-hidden="true" className="size-4" />
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          </EditForm>
        ) : (
          <p className="mt-3 text-sm text-ink-muted">{t("add.noFiles")}</p>
        )}
      </section>
      <section aria-labelledby="design-add-text">
        <h2 id="design-add-text" className="section-label mb-2">
          {t("add.textHeading", { area: areaLabel })}
        </h2>
        <EditForm
          id="add-text"
          intent="add-text"
          resetAfter
          area={area}
          label={t("add.textHeading", { area: areaLabel })}
          className="space-y-2"
        >
          <label htmlFor="add-text-text" className="block text-xs font-medium">
            {t("add.text")}
          </label>
          <input
            id="add-text-text"
            name="text"
            required
            maxLength={designLimits.textLength}
            placeholder={t("add.textPlaceholder")}
            className="field w-full"
          />
          <label htmlFor="add-text-font" className="block text-xs font-medium">
            {t("properties.font")}
          </label>
          <select id="add-text-font" name="font" defaultValue="inter" className="field w-full">
            {fontKeys.map((key) => (
              <option key={key} value={key}>
                {designFonts[key].family}
              </option>
            ))}
          </select>
          <button type="submit" className="btn w-full">
            {t("add.addText")}
          </button>
        </EditForm>
      </section>
      <section aria-labelledby="design-add-shape">
        <h2 id="design-add-shape" className="section-label mb-2">
          {t("add.shapeHeading", { area: areaLabel })}
        </h2>
        <EditForm
          id="add-shape"
          intent="add-shape"
          area={area}
          label={t("add.shapeHeading", { area: areaLabel })}
          className="grid grid-cols-3 gap-2"
        >
          {shapeKinds.map((shape) => (
            <button
              key={shape}
              type="submit"
              name="shape"
              value={shape}
              aria-label={t(`shapes.${shape}.add`)}
              className="flex flex-col items-center gap-1 rounded border border-line px-1 py-2 text-xs hover:border-primary-600"
            >
              <ShapeIcon shape={shape} />
              {t(`shapes.${shape}.name`)}
            </button>
          ))}
        </EditForm>
      </section>
      <ArtPicker area={area} areaLabel={areaLabel} />
    </div>
  );
});
