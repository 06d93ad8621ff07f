/**
 * The file library's rules and figures, shared by pages, the API and the files service: what an
 * upload may be, how much an owner may keep, and how sizes are written.
 */
import { PRINT_DPI } from "./catalogue.ts";
import { locales, type Locale } from "./locales.ts";

const MB = 1024 * 1024;

export const fileLimits = {
  /** One upload, checked while it streams in. */
  maxFileBytes: 50 * MB,
  /**
   * Pixels an image may have. 24 × 36 in at 300 DPI, the largest print we sell, is 78 megapixels;
   * a bigger image only costs memory, and a "decompression bomb" claims billions.
   */
  maxPixels: 100_000_000,
  /** Kept by one account (everything it uploaded, as stored). */
  accountQuotaBytes: 1024 * MB,
  /** Kept by one designer session of a visitor without an account, until they sign in. */
  guestQuotaBytes: 200 * MB,
  /** Files in one upload form post. */
  maxFilesPerPost: 10,
  maxNameLength: 120,
} as const;

/**
 * Taking a plain background away (issue 30): the tolerance a customer picks, in per cent of the
 * largest colour difference (black to white), and the largest image it is done for. The work
 * holds the whole image in memory, 5 bytes a pixel, so it stops well short of `maxPixels`.
 */
export const backgroundRemoval = {
  minTolerance: 0,
  maxTolerance: 100,
  defaultTolerance: 10,
  maxPixels: 50_000_000,
} as const;

/** What we accept, found in the bytes themselves (never in the name). */
export const acceptedMediaTypes = ["image/png", "image/jpeg", "image/webp", "image/tiff"] as const;
export type AcceptedMediaType = (typeof acceptedMediaTypes)[number];

/** The `accept` attribute of file inputs: a hint for the browser's picker, not a check. */
export const fileInputAccept = ".png,.jpg,.jpeg,.webp,.tif,.tiff,image/png,image/jpeg,image/webp,image/tiff";

export const fileSortOrders = ["newest", "oldest", "name", "name-desc"] as const;
export type FileSortOrder = (typeof fileSortOrders)[number];
export const FILES_PAGE_SIZE = 24;

/** How far back the library may be narrowed by upload date. */
export const uploadPeriods = { any: null, week: 7, month: 30, year: 365 } as const;
export type UploadPeriod = keyof typeof uploadPeriods;

/** The first moment of `period` before `now` (the shop's clock), or null for any time. */
export function uploadedSince(period: UploadPeriod, now: Date): Date | null {
  const days = uploadPeriods[period];
  return days === null ? null : new Date(now.getTime() - days * 24 * 60 * 60_000);
}

/** How a file's name is kept: no path, no control characters, no surrounding space, not too long. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // Control characters and the bidirectional overrides that can disguise an extension.
  // oxlint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, "").trim();
  return [...cleaned].slice(0, fileLimits.maxNameLength).join("").trim();
}

const byteFormats = new Map<string, Intl.NumberFormat>();

/** "12.4 MB", "980 KB", "1 GB" in the page's language (binary multiples, as file managers count). */
export function formatBytes(bytes: number, locale: Locale): string {
  const units = [
    ["gigabyte", 1024 * MB],
    ["megabyte", MB],
    ["kilobyte", 1024],
  ] as const;
  const [unit, size] = units.find(([, scale]) => bytes >= scale) ?? units[2];
  const value = bytes / size;
  const key = `${locale}:${unit}:${value < 10 ? 1 : 0}`;
  let format = byteFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locales[locale].tag, {
      style: "unit",
      unit,
      maximumFractionDigits: value < 10 ? 1 : 0,
    });
    byteFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * How large an image prints at each of the shop's resolutions: inches for English, centimetres
 * for French, one decimal.
 */
export function printSizes(
  width: number,
  height: number,
  locale: Locale,
): Record<keyof typeof PRINT_DPI, { dpi: number; width: string; height: string; unit: "in" | "cm" }> {
  const unit: "in" | "cm" = locale === "en" ? "in" : "cm";
  const number = new Intl.NumberFormat(locales[locale].tag, { maximumFractionDigits: 1 });
  const size = (pixels: number, dpi: number) => {
    const inches = pixels / dpi;
    return number.format(unit === "in" ? inches : inches * 2.54);
  };
  const at = (dpi: number) => ({ dpi, width: size(width, dpi), height: size(height, dpi), unit });
  return { recommended: at(PRINT_DPI.recommended), minimum: at(PRINT_DPI.minimum) };
}
