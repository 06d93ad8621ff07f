import type { ReactNode } from "react";
import type { ArtLayer } from "#core/schemas/design.ts";
import { useT } from "#app/utils/i18n.tsx";
import { BoxFields, type FieldErrors } from "./layer-fields.tsx";

/**
 * A clip-art piece's settings: its box, and its colours: its own, or one colour for all of it.
 * The colour field always sends a colour; the checkbox says whether the piece keeps its own.
 */
export function ArtFields({
  layer,
  errors,
  formId,
  position,
}: {
  layer: ArtLayer;
  errors: FieldErrors;
  formId: string;
  position: ReactNode;
}) {
  const t = useT("design");
  return (
    <>
      <BoxFields size={layer} errors={errors} formId={formId} position={position} />
      <div className="col-span-2">
        <label htmlFor={`${formId}-color`} className="block text-xs font-medium">
          {t("properties.artColor")}
        </label>
        <input
          id={`${formId}-color`}
          name="color"
          type="color"
          defaultValue={layer.color ?? "#111827"}
          // With scripts, picking a colour is choosing one colour (the form hears the change after).
          onChange={(event) => {
            const own = event.currentTarget.form?.elements.namedItem("ownColors");
            if (own instanceof HTMLInputElement) own.checked = false;
          }}
          className="h-9 w-full"
        />
        <label className="mt-1 flex items-center gap-2 text-xs">
          <input type="checkbox" name="ownColors" defaultChecked={layer.color === undefined} />
          {t("properties.ownColors")}
        </label>
      </div>
    </>
  );
}
