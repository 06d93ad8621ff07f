import type { CSSProperties } from "react";

/**
 * The inline style of a colour dot: its colour as `--c`, which `.card-colors i` and `.choice > i`
 * paint. Lists draw a hundred dots, so the attribute is kept as short as the colour allows.
 */
export function swatchStyle(hex: string): CSSProperties {
  return { "--c": hex } as CSSProperties;
}
