import type { ReactNode } from "react";
import { DEFAULT_POINTS } from "#core/design/shapes.ts";
import { designLimits, type ShapeLayer } from "#core/schemas/design.ts";
import { useT } from "#app/utils/i18n.tsx";
import { BoxFields, NumberInput, type FieldErrors } from "./layer-fields.tsx";

/**
 * A shape's settings: its box, its fill and outline (each can be turned off), and what its kind
 * has of its own (a rectangle's rounded corners, a star's points, a polygon's sides). A line is
 * only an outline, so it has no fill to choose.
 */
export function ShapeFields({
  layer,
  errors,
  formId,
  position,
}: {
  layer: ShapeLayer;
  errors: FieldErrors;
  formId: string;
  position: ReactNode;
}) {
  const t = useT("design");
  const common = { errors, formId };
  const line = layer.shape === "line";
  // A colour field always holds a colour: an absent fill or outline offers the other's.
  const fallback = layer.fill ?? layer.stroke ?? "#111827";
  return (
    <>
      <BoxFields size={layer} errors={errors} formId={formId} position={position} keepRatio={!line} />
      {line ? (
        <>
          <input type="hidden" name="fill" value={fallback} />
          <input type="hidden" name="noFill" value="on" />
        </>
      ) : (
        <ColorChoice
          formId={formId}
          name="fill"
          label={t("properties.fill")}
          offName="noFill"
          offLabel={t("properties.noFill")}
          value={layer.fill}
          fallback={fallback}
        />
      )}
      <ColorChoice
        formId={formId}
        name="stroke"
        label={t("properties.stroke")}
        offName="noStroke"
        offLabel={t("properties.noStroke")}
        value={layer.stroke}
        fallback={fallback}
      />
      <NumberInput
        name="strokeMm"
        label={t("properties.strokeWidth")}
        value={layer.strokeMm}
        unit="mm"
        step={0.1}
        min={0}
        max={designLimits.maxStrokeMm}
        {...common}
      />
      {layer.shape === "rect" ? (
        <NumberInput
          name="corners"
          label={t("properties.corners")}
          value={layer.corners ?? 0}
          unit="mm"
          step={0.5}
          min={0}
          {...common}
        />
      ) : null}
      {layer.shape === "star" || layer.shape === "polygon" ? (
        <NumberInput
          name="points"
          label={layer.shape === "star" ? t("properties.points") : t("properties.sides")}
          value={layer.points ?? DEFAULT_POINTS[layer.shape]}
          step={1}
          min={designLimits.minPoints}
          max={designLimits.maxPoints}
          {...common}
        />
      ) : null}
    </>
  );
}

/** A colour with a checkbox that leaves it out ("No fill"). */
function ColorChoice({
  formId,
  name,
  label,
  offName,
  offLabel,
  value,
  fallback,
}: {
  formId: string;
  name: string;
  label: string;
  offName: string;
  offLabel: string;
  value: string | null;
  fallback: string;
}) {
  const id = `${formId}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium">
        {label}
      </label>
      <input id={id} name={name} type="color" defaultValue={value ?? fallback} className="h-9 w-full" />
      <label className="mt-1 flex items-center gap-2 text-xs">
        <input type="checkbox" name={offName} defaultChecked={value === null} />
        {offLabel}
      </label>
    </div>
  );
}
