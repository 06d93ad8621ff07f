/**
 * Text PostgreSQL can store. It refuses the NUL character (0x00) in `text` and `jsonb`, and half a
 * UTF-16 surrogate pair has no UTF-8 form at all: either one reaching a query was a 500 (issue 27).
 * Request text is checked where it is read (JSON bodies, forms, addresses), not query by query.
 */

/** No NUL character and no lone surrogate. */
export function isStorableText(text: string): boolean {
  return text.isWellFormed() && !text.includes("\u0000");
}

/** The text without its NUL characters, a lone surrogate replaced by U+FFFD. */
export function storableText(text: string): string {
  return text.replaceAll("\u0000", "").toWellFormed();
}

/**
 * Where a parsed JSON value holds a string or a key that cannot be stored: its path ("items.2.name",
 * "" for the value itself), or null when everything in it can be.
 */
export function unstorableTextPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return isStorableText(value) ? null : path.join(".");
  if (typeof value !== "object" || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, storableText(key)].join(".");
    const found = unstorableTextPath(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** A parsed JSON value with every string and key made storable. */
export function storableJson(value: unknown): unknown {
  if (typeof value === "string") return storableText(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [storableText(key), storableJson(item)]),
  );
}
