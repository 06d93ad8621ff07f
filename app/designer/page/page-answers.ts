import type { EditOutcome } from "#core/design/edits.ts";
import type { DesignEdit } from "#core/schemas/design.ts";

/** Ids of the designer's forms and sections: where the answer to a plain post opens the page. */
const anchorPattern = /^[a-z][a-z0-9-]{0,79}$/;

/**
 * Where the page answering a form post opens: at the form that was sent (its id, sent as
 * `anchor`), or at the layer list when that form went away with its layer. On a phone the
 * form is far below the top of the page.
 */
export function pageAnchor(sent: FormDataEntryValue | null, edit: DesignEdit): string | null {
  if (edit.intent === "layer-action" && edit.action === "delete") return "design-layers";
  return typeof sent === "string" && anchorPattern.test(sent) ? sent : null;
}

/** The values of the "small image" message, in the page's language. */
export function smallImageValues(small: NonNullable<EditOutcome["smallImage"]>, locale: string) {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return {
    width: number.format(small.pixels.width),
    height: number.format(small.pixels.height),
    widthMm: number.format(small.width),
    heightMm: number.format(small.height),
  };
}
