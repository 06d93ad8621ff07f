export const colorModes = ["light", "dark", "system"] as const;
export type ColorMode = (typeof colorModes)[number];

export function isColorMode(value: unknown): value is ColorMode {
  return colorModes.includes(value as ColorMode);
}

/** Browser-storage key that mirrors the colour-mode cookie (spec §1). */
export const colorModeStorageKey = "color-mode";

/** What a route may put in its `handle` to force a colour mode. */
export type ColorModeHandle = { colorMode?: ColorMode };

/**
 * The mode a page is shown in: the deepest route that forces one wins, else the visitor's choice.
 * `system` cannot be forced (spec §4): such a request is ignored with a console warning.
 */
export function resolveColorMode(chosen: ColorMode, handles: readonly unknown[]): ColorMode {
  for (const handle of [...handles].reverse()) {
    const forced = (handle as ColorModeHandle | undefined)?.colorMode;
    if (forced === undefined) continue;
    if (forced === "system") {
      console.warn('A route forced the colour mode "system", which cannot be forced; ignoring it.');
      continue;
    }
    return forced;
  }
  return chosen;
}
