/**
 * The fonts a design's text can use: a curated list of open-licence families shipped in
 * `public/fonts/design` (licences beside the files). The browser loads them with `@font-face`,
 * the print renderer loads the very same files, so text is shaped from the same outlines on both.
 */
export const designFonts = {
  inter: { family: "Inter", weights: [400, 700] },
  lora: { family: "Lora", weights: [400, 700] },
  oswald: { family: "Oswald", weights: [400, 700] },
  pacifico: { family: "Pacifico", weights: [400] },
  "permanent-marker": { family: "Permanent Marker", weights: [400] },
} as const satisfies Record<string, { family: string; weights: readonly FontWeight[] }>;

export type FontWeight = 400 | 700;
export type FontKey = keyof typeof designFonts;
export const fontKeys = Object.keys(designFonts) as [FontKey, ...FontKey[]];
export const fontWeights = [400, 700] as const satisfies readonly FontWeight[];

/** Where a font file is served from, and where it lies under `public/`. */
export function fontFilePath(font: FontKey, weight: FontWeight): string {
  return `/fonts/design/${font}-${weight}.ttf`;
}

/** Whether a family has this weight (Pacifico has no bold). */
export function fontHasWeight(font: FontKey, weight: number): weight is FontWeight {
  return (designFonts[font].weights as readonly number[]).includes(weight);
}

/** The `@font-face` rules for every design font: the designer page inlines them. */
export function fontFaceCss(): string {
  return Object.entries(designFonts)
    .flatMap(([key, font]) =>
      font.weights.map(
        (weight) =>
          `@font-face{font-family:"${font.family}";font-weight:${weight};font-style:normal;font-display:block;` +
          `src:url("${fontFilePath(key as FontKey, weight)}") format("truetype")}`,
      ),
    )
    .join("");
}
