import { memo } from "react";
import { Link } from "react-router";
import { designFonts, fontKeys, fontHasWeight } from "#core/design/fonts.ts";
import type { ArtWords } from "#core/design/art.ts";
import type { DesignLayer, TextLayer } from "#core/schemas/design.ts";
import { designLimits } from "#core/schemas/design.ts";
import { useT, type Translate } from "#app/utils/i18n.tsx";
import { EditForm } from "./edit-form.tsx";
import { ArtFields } from "./art-fields.tsx";
import { useArtWords } from "./art-words.ts";
import { BoxFields, NumberInput, SelectField, type FieldErrors } from "./layer-fields.tsx";
import { ShapeFields } from "./shape-fields.tsx";

type LayerListProps = {
  area: string;
  layers: DesignLayer[];
  selectedId: string | null;
  fileNames: ReadonlyMap<string, string>;
  /** The address that selects a layer without scripts (`?layer=`). */
  selectHref(id: string): string;
  /** The address that asks before deleting a layer (`?delete=`). */
  deleteHref(id: string): string;
  onSelect: ((id: string) => void) | null;
};

/**
 * A layer's name: a text's first line, an image's file name, a shape's kind ("Star"), a clip-art
 * piece's name ("Owl").
 */
export function layerName(
  layer: DesignLayer,
  fileNames: ReadonlyMap<string, string>,
  t: Translate<"design">,
  artWords: (id: string) => ArtWords,
): string {
  if (layer.type === "text") return layer.text.split("\n")[0] ?? t("layers.untitled");
  if (layer.type === "shape") return t(`shapes.${layer.shape}.name`);
  if (layer.type === "art") return artWords(layer.artId).name;
  return fileNames.get(layer.fileId) ?? t("layers.untitled");
}

/** What kind of layer it is, as the list shows it before the name. */
function layerKind(layer: DesignLayer, t: Translate<"design">): string {
  return t(`layers.${layer.type}`);
}

/** The area's layers, top first as a stack reads, each with its actions as small buttons. */
/** A layer as a list or a screen reader names it: "Text: Hello", "Image: logo.png". */
export function useLayerEntry() {
  const t = useT("design");
  return (layer: DesignLayer, name: string) => t("layers.entry", { type: layerKind(layer, t), name });
}

export function LayerList({
  area,
  layers,
  selectedId,
  fileNames,
  selectHref,
  deleteHref,
  onSelect,
}: LayerListProps) {
  const t = useT("design");
  const artWords = useArtWords();
  if (layers.length === 0) return <p className="text-sm text-ink-muted">{t("layers.empty")}</p>;
  const top = [...layers].reverse();
  return (
    <ol className="space-y-2">
      {top.map((layer, index) => (
        <LayerRow
          key={layer.id}
          area={area}
          layer={layer}
          name={layerName(layer, fileNames, t, artWords)}
          selected={layer.id === selectedId}
          top={index === 0}
          bottom={index === top.length - 1}
          selectHref={selectHref(layer.id)}
          deleteHref={deleteHref(layer.id)}
          onSelect={onSelect}
        />
      ))}
    </ol>
  );
}

const actionClass =
  "rounded border border-line px-2 py-0.5 text-xs hover:border-primary-600 disabled:cursor-not-allowed disabled:opacity-40";

/**
 * A layer of the list with its actions. Drawn again only when it changes: typing in one layer's
 * field leaves the other rows, and their many buttons, alone (issue 32).
 */
const LayerRow = memo(function LayerRow({
  area,
  layer,
  name,
  selected,
  top,
  bottom,
  selectHref,
  deleteHref,
  onSelect,
}: {
  area: string;
  layer: DesignLayer;
  name: string;
  selected: boolean;
  /** First of the list (the top of the stack) and last: it cannot go further up, or down. */
  top: boolean;
  bottom: boolean;
  selectHref: string;
  deleteHref: string;
  onSelect: ((id: string) => void) | null;
}) {
  const entry = useLayerEntry();
  const t = useT("design");
  const actions: { action: string; label: string; disabled?: boolean }[] = [
    { action: "up", label: t("layers.up"), disabled: top },
    { action: "down", label: t("layers.down"), disabled: bottom },
    {
      action: layer.hidden ? "show" : "hide",
      label: layer.hidden ? t("layers.show") : t("layers.hide"),
    },
    {
      action: layer.locked ? "unlock" : "lock",
      label: layer.locked ? t("layers.unlock") : t("layers.lock"),
    },
    { action: "duplicate", label: t("layers.duplicate") },
  ];
  return (
    // A layer of its own (isolate), as the designer's columns: a row whose name changes as its
    // text is typed is painted again alone, not with the list's thirty others.
    <li
      data-layer-row={layer.id}
      className={`isolate rounded-md border p-2 text-sm ${selected ? "border-primary-600 bg-primary-50 dark:bg-primary-900/30" : "border-line"}`}
    >
      <a
        href={selectHref}
        aria-current={selected ? "true" : undefined}
        onClick={
          onSelect
            ? (event) => {
                event.preventDefault();
                onSelect(layer.id);
              }
            : undefined
        }
        className="block truncate font-medium hover:underline"
      >
        {/* Read as "Text: Hello"; shown as a small type above-case before the name. */}
        <span className="sr-only">{entry(layer, name)}</span>
        <span aria-hidden="true">
          <span className="me-1 text-xs text-ink-muted uppercase">{layerKind(layer, t)}</span>
          {name}
        </span>
        {layer.hidden ? <span className="ms-1 text-xs text-ink-muted">({t("layers.hidden")})</span> : null}
        {layer.locked ? <span className="ms-1 text-xs text-ink-muted">({t("layers.locked")})</span> : null}
      </a>
      <EditForm
        id={`layer-actions-${layer.id}`}
        intent="layer-action"
        area={area}
        layer={layer.id}
        label={t("layers.actionsFor", { name })}
        className="mt-1 flex flex-wrap gap-1"
      >
        {actions.map(({ action, label, disabled }) => (
          <button
            key={action}
            type="submit"
            name="action"
            value={action}
            disabled={disabled}
            className={actionClass}
            aria-label={t("layers.actionLabel", { action: label, name })}
          >
            {label}
          </button>
        ))}
        {/* Deleting asks first (a page state, so without scripts too); a locked layer cannot be. */}
        {layer.locked ? (
          <button
            type="button"
            disabled
            className={actionClass}
            aria-label={t("layers.actionLabel", { action: t("layers.delete"), name })}
          >
            {t("layers.delete")}
          </button>
        ) : (
          <Link
            to={deleteHref}
            preventScrollReset
            className={actionClass}
            aria-label={t("layers.actionLabel", { action: t("layers.delete"), name })}
          >
            {t("layers.delete")}
          </Link>
        )}
      </EditForm>
    </li>
  );
});

/** A main button that cannot be used looks so: greyed, not the bright "go" colour. */
export const blockedButton =
  "disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-ink-muted disabled:ring-1 disabled:ring-line disabled:hover:bg-surface-sunken";

/** The selected layer's numbers and settings, as a form that works without scripts. */
export function LayerProperties({
  area,
  layer,
  errors,
  version,
}: {
  area: string;
  layer: DesignLayer;
  errors: FieldErrors;
  /** Changes when the layer was changed elsewhere (canvas, keys): the fields then show the new values. */
  version: number;
}) {
  const t = useT("design");
  const formId = `layer-properties-${layer.id}`;
  const common = { errors, formId };
  const position = (
    <>
      <NumberInput name="x" label={t("properties.x")} value={layer.x} unit="mm" step={0.1} {...common} />
      <NumberInput name="y" label={t("properties.y")} value={layer.y} unit="mm" step={0.1} {...common} />
      <NumberInput
        name="rotation"
        label={t("properties.rotation")}
        value={layer.rotation}
        unit="°"
        step={1}
        min={-360}
        max={360}
        {...common}
      />
    </>
  );
  return (
    <EditForm
      key={`${layer.id}:${version}`}
      id={formId}
      intent={`${layer.type}-layer`}
      area={area}
      layer={layer.id}
      live
      label={t("properties.heading")}
      className="grid grid-cols-2 gap-3"
    >
      {layer.type === "image" ? (
        <BoxFields size={layer} errors={errors} formId={formId} position={position} />
      ) : null}
      {layer.type === "text" ? (
        <TextFields layer={layer} errors={errors} formId={formId} position={position} />
      ) : null}
      {layer.type === "shape" ? (
        <ShapeFields layer={layer} errors={errors} formId={formId} position={position} />
      ) : null}
      {layer.type === "art" ? (
        <ArtFields layer={layer} errors={errors} formId={formId} position={position} />
      ) : null}
      <button type="submit" className={`btn col-span-2 ${blockedButton}`} disabled={layer.locked}>
        {t("properties.apply")}
      </button>
      {layer.locked ? (
        <p className="col-span-2 text-xs text-ink-muted">{t("properties.lockedHint")}</p>
      ) : null}
    </EditForm>
  );
}

function TextFields({
  layer,
  errors,
  formId,
  position,
}: {
  layer: TextLayer;
  errors: FieldErrors;
  formId: string;
  position: React.ReactNode;
}) {
  const t = useT("design");
  const tc = useT();
  const textError = errors.text?.[0];
  return (
    <>
      <div className="col-span-2">
        <label htmlFor={`${formId}-text`} className="block text-xs font-medium">
          {t("properties.text")}
        </label>
        {/* A box of its own size, its inside contained (contain-strict): a key typed in it lays
            out the box, not the whole page (1,400 boxes, some 4 ms a key on a slowed phone). */}
        <textarea
          id={`${formId}-text`}
          name="text"
          rows={2}
          maxLength={designLimits.textLength}
          defaultValue={layer.text}
          aria-invalid={textError ? true : undefined}
          className="field h-16 w-full contain-strict"
        />
        {textError ? (
          <p className="mt-1 text-xs text-error-700 dark:text-error-300">
            {tc(textError as "validation.designNumber")}
          </p>
        ) : null}
      </div>
      <SelectField
        formId={formId}
        name="font"
        label={t("properties.font")}
        value={layer.font}
        className="col-span-2"
        options={fontKeys.map((key) => ({ value: key, label: designFonts[key].family }))}
      />
      <SelectField
        formId={formId}
        name="weight"
        label={t("properties.weight")}
        value={String(layer.weight)}
        options={[
          { value: "400", label: t("properties.regular") },
          // A family without bold (Pacifico) cannot be set bold: the print would fake it.
          { value: "700", label: t("properties.bold"), disabled: !fontHasWeight(layer.font, 700) },
        ]}
      />
      <NumberInput
        name="sizePt"
        label={t("properties.size")}
        value={layer.sizePt}
        unit="pt"
        step={0.5}
        min={designLimits.minSizePt}
        max={designLimits.maxSizePt}
        errors={errors}
        formId={formId}
      />
      <div>
        <label htmlFor={`${formId}-color`} className="block text-xs font-medium">
          {t("properties.color")}
        </label>
        <input
          id={`${formId}-color`}
          name="color"
          type="color"
          defaultValue={layer.color}
          className="h-9 w-full"
        />
      </div>
      <SelectField
        formId={formId}
        name="align"
        label={t("properties.align")}
        value={layer.align}
        options={[
          { value: "left", label: t("properties.alignLeft") },
          { value: "center", label: t("properties.alignCenter") },
          { value: "right", label: t("properties.alignRight") },
        ]}
      />
      <NumberInput
        name="letterSpacing"
        label={t("properties.letterSpacing")}
        value={layer.letterSpacing}
        unit="em"
        step={0.01}
        min={designLimits.minLetterSpacing}
        max={designLimits.maxLetterSpacing}
        errors={errors}
        formId={formId}
      />
      <NumberInput
        name="arc"
        label={t("properties.arc")}
        value={layer.arc?.degrees ?? 0}
        unit="°"
        step={5}
        min={-designLimits.maxArcDegrees}
        max={designLimits.maxArcDegrees}
        errors={errors}
        formId={formId}
      />
      <NumberInput
        name="outlineMm"
        label={t("properties.outlineWidth")}
        value={layer.outline?.widthMm ?? 0}
        unit="mm"
        step={0.1}
        min={0}
        max={designLimits.maxStrokeMm}
        errors={errors}
        formId={formId}
      />
      <div>
        <label htmlFor={`${formId}-outlineColor`} className="block text-xs font-medium">
          {t("properties.outlineColor")}
        </label>
        <input
          id={`${formId}-outlineColor`}
          name="outlineColor"
          type="color"
          // A colour field always holds a colour: without an outline, white, the usual one on dark type.
          defaultValue={layer.outline?.color ?? "#ffffff"}
          className="h-9 w-full"
        />
      </div>
      {position}
    </>
  );
}

/** Placing the selected layer on the area: centre, middle, and for images and art fit, fill and flips. */
export function ArrangeForm({ area, layer }: { area: string; layer: DesignLayer }) {
  const t = useT("design");
  const actions = [
    { action: "center", label: t("arrange.center") },
    { action: "middle", label: t("arrange.middle") },
    ...(layer.type === "image" || layer.type === "art"
      ? [
          { action: "fit", label: t("arrange.fit") },
          { action: "fill", label: t("arrange.fill") },
          { action: "flip-x", label: t("arrange.flipX") },
          { action: "flip-y", label: t("arrange.flipY") },
        ]
      : []),
  ];
  return (
    <EditForm
      id={`arrange-${layer.id}`}
      intent="layer-action"
      area={area}
      layer={layer.id}
      label={t("arrange.heading")}
      className="flex flex-wrap gap-1"
    >
      {actions.map(({ action, label }) => (
        <button
          key={action}
          type="submit"
          name="action"
          value={action}
          disabled={layer.locked}
          className="rounded border border-line px-2 py-1 text-xs hover:border-primary-600 disabled:opacity-40"
        >
          {label}
        </button>
      ))}
    </EditForm>
  );
}
