/**
 * The render job (docs/decisions/017-designer.md): print files and mockup previews made from a
 * design by the one renderer (core/design/render.ts) and resvg, out of the request. Renders are
 * rows claimed once across instances (`FOR UPDATE SKIP LOCKED` and a lease, like the mail outbox
 * and the files job), retried with backoff, and survive restarts: a lease that runs out is
 * claimed again. Each keeps the document it was asked for.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import type { AreaBox } from "#core/design/geometry.ts";
import { placeAreaOnMockup, renderDesignSvg, renderOnMockup, type MockupBox } from "#core/design/render.ts";
import { areasFor, usedAreas, type DesignProduct } from "#core/design/product.ts";
import type { DesignDocument, DesignLayer } from "#core/schemas/design.ts";
import { PRINT_DPI, pixelsFor } from "#core/catalogue.ts";
import type { Database } from "../db/client.ts";
import { designRenderDeletions, designRenders, designs, files, type DesignRenderKind } from "../db/schema.ts";
import { claimNextDue } from "../jobs/claim.ts";
import type { Logger } from "../logger.ts";
import { renderMockupSvg } from "../mockups/render.ts";
import type { MockupShape, MockupView } from "../mockups/types.ts";
import type { Storage } from "../storage/storage.ts";
import { designProduct } from "./catalogue.ts";
import { printArtSource } from "./art.ts";
import { rasteriseInWorker, type Raster, type RasteriseTask } from "./rasterise.ts";
import { fileStorageKeys } from "./files.ts";

/** How long a worker owns a render it claimed; far longer than a render takes. */
export const RENDER_CLAIM_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 15_000;
/** Mockup previews are square, this many pixels a side. */
export const PREVIEW_SIZE = 1000;
/**
 * Renders one instance works on at once: the job takes one claim at a time, so its memory is one
 * render's (a print file's raster is 3600 × 4800 RGBA, 69 MB) and it leaves the other core to the
 * site.
 */
export const RENDER_CONCURRENCY = 1;

let fontFiles: string[] | undefined;

/**
 * The design fonts, the very files the browser loads; nothing from the machine. They are in the
 * project's `public/fonts/design` (this module also runs from inside the built server bundle, so
 * the project directory is where the shop was started, as for `build/`).
 */
function designFontFiles(): string[] {
  if (fontFiles) return fontFiles;
  const candidates = [
    path.resolve("public/fonts/design"),
    fileURLToPath(new URL("../../public/fonts/design", import.meta.url)),
  ];
  const directory = candidates.find((candidate) => existsSync(candidate));
  if (!directory) throw new Error(`design fonts not found in ${candidates.join(" or ")}`);
  fontFiles = readdirSync(directory)
    .filter((name) => name.endsWith(".ttf"))
    .map((name) => path.join(directory, name));
  return fontFiles;
}

/** An image layer whose file is gone, not ready, or not the design owner's: rendering cannot help. */
export class MissingArtwork extends Error {
  override name = "MissingArtwork";
}

export type DesignRender = {
  id: string;
  kind: DesignRenderKind;
  target: string;
  status: "queued" | "done" | "failed";
  failure: string | null;
  width: number | null;
  height: number | null;
  byteSize: number | null;
};

/** SHA-256 of the document with its keys sorted: the same design gives the same hash. */
export function documentHash(document: DesignDocument): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return createHash("sha256")
    .update(JSON.stringify(canonical(document)))
    .digest("hex");
}

export function renderStorageKey(render: { id: string; kind: DesignRenderKind }): string {
  return `design-renders/${render.id}.${render.kind === "print" ? "png" : "webp"}`;
}

function toRender(row: typeof designRenders.$inferSelect): DesignRender {
  return {
    id: row.id,
    kind: row.kind,
    target: row.target,
    status: row.status,
    failure: row.failure,
    width: row.width,
    height: row.height,
    byteSize: row.byteSize,
  };
}

/** What a document needs rendered: a print file per area with visible layers, previews per side and colour. */
export function renderTargets(document: DesignDocument, product: DesignProduct, colors: readonly string[]) {
  const used = usedAreas(product, document);
  const views = [...new Set(used.map((area) => area.view))];
  return [
    ...used.map((area) => ({ kind: "print" as const, target: area.key })),
    ...views.flatMap((view) =>
      colors.map((color) => ({ kind: "preview" as const, target: `${view}:${color}` })),
    ),
  ];
}

/** Renders of a design's document, in the order they were asked for. */
export async function listRenders(db: Database, designId: string, hash: string): Promise<DesignRender[]> {
  const rows = await db
    .select()
    .from(designRenders)
    .where(and(eq(designRenders.designId, designId), eq(designRenders.documentHash, hash)))
    .orderBy(asc(designRenders.kind), asc(designRenders.target));
  return rows.map(toRender);
}

/**
 * Asks for a document's print files and its previews in `colors`; what was asked before for the
 * same document is not asked again. Returns the document's renders.
 */
export async function requestRenders(
  db: Database,
  options: {
    designId: string;
    document: DesignDocument;
    product: DesignProduct;
    colors: readonly string[];
    /** Only these kinds (an order asks for previews when placed, print files once paid). */
    kinds?: readonly DesignRenderKind[];
    now: Date;
  },
): Promise<DesignRender[]> {
  const { designId, document, product, now } = options;
  const hash = documentHash(document);
  const colors = options.colors.filter((color) =>
    product.colors.some((candidate) => candidate.key === color),
  );
  const targets = renderTargets(document, product, colors).filter(
    (target) => !options.kinds || options.kinds.includes(target.kind),
  );
  if (targets.length > 0) {
    await db
      .insert(designRenders)
      .values(
        targets.map(({ kind, target }) => ({
          designId,
          documentHash: hash,
          document,
          kind,
          target,
          status: "queued" as const,
          nextAttemptAt: now,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
  }
  return listRenders(db, designId, hash);
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Rasterises an SVG document with the design fonts, its images given by address, in a worker
 * thread (rasterise.ts): a PNG, or the raw premultiplied RGBA pixels.
 */
async function rasteriseSvg(
  svg: string,
  width: number,
  images: ReadonlyMap<string, Buffer>,
  output: RasteriseTask["output"],
): Promise<Raster> {
  const result = await rasteriseInWorker({
    svg,
    width,
    images: [...images],
    fontFiles: designFontFiles(),
    output,
  });
  if ("missingImage" in result) throw new MissingArtwork(`no image for ${result.missingImage}`);
  return result.raster;
}

const asBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/** Light rasters kept, the most recently used last: a shop's few products and colours. */
const lightRasters = new Map<string, Buffer>();
const LIGHT_RASTERS_KEPT = 24;

/**
 * A mockup's light (its folds, rounding, grain and shading) drawn at a preview's size, kept in
 * memory per drawing. resvg takes 0.3–3 s to work its filters out on a garment, and the light is
 * the same under every design on that product, view and colour: drawn once, it costs a composite.
 */
async function lightRaster(drawing: {
  shape: MockupShape;
  view: MockupView;
  colorHex: string;
}): Promise<Buffer> {
  const key = `${drawing.shape}/${drawing.view}/${drawing.colorHex.toLowerCase()}`;
  const kept = lightRasters.get(key);
  if (kept) {
    lightRasters.delete(key);
    lightRasters.set(key, kept);
    return kept;
  }
  const svg = renderMockupSvg({ ...drawing, areas: [], layer: "light" });
  const png = asBuffer((await rasteriseSvg(svg, PREVIEW_SIZE, new Map(), "png")).data);
  lightRasters.set(key, png);
  for (const oldest of lightRasters.keys()) {
    if (lightRasters.size <= LIGHT_RASTERS_KEPT) break;
    lightRasters.delete(oldest);
  }
  return png;
}

/**
 * The address the renderer gives an image layer's file on the server. resvg hands only http(s)
 * addresses back to us to resolve (and fetches nothing itself); a reserved `.invalid` host makes
 * sure no such address can ever reach the network. The browser's drawing differs only by this
 * string (`/files/<id>`): the markup is the same function's.
 */
export const fileHref = (fileId: string) => `https://artwork.invalid/files/${fileId}`;

/**
 * A print area's print file: the area and its bleed at the print resolution, transparent where
 * nothing is printed, tagged sRGB and 300 DPI. `images` maps `fileHref(id)` to the cleaned file;
 * clip art is drawn from the shop's own pieces.
 */
export async function renderPrintPng(
  input: { area: Parameters<typeof renderDesignSvg>[0]["area"]; layers: DesignDocument["areas"][string] },
  images: ReadonlyMap<string, Buffer>,
): Promise<{ png: Buffer; width: number; height: number }> {
  const width = pixelsFor(input.area.widthMm + 2 * input.area.bleedMm, PRINT_DPI.recommended);
  const svg = renderDesignSvg({
    area: input.area,
    layers: input.layers,
    images: fileHref,
    art: await printArtSource(),
  });
  const raster = await rasteriseSvg(svg, width, images, "pixels");
  const { data, info } = await sharp(asBuffer(raster.data), {
    raw: { width: raster.width, height: raster.height, channels: 4, premultiplied: true },
  })
    .withIccProfile("srgb")
    .withMetadata({ density: PRINT_DPI.recommended })
    .png({ compressionLevel: 6 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/**
 * The artwork brought down to twice the size a preview shows it at. resvg decodes and resamples an
 * image each time it is drawn, and a print wrapped round a mug is drawn once per strip: a
 * 20-megapixel photo would be decoded two dozen times (12 s and 2 GB for one preview).
 */
async function previewArtwork(
  images: ReadonlyMap<string, Buffer>,
  placements: readonly { area: AreaBox; box: MockupBox; layers: readonly DesignLayer[] }[],
): Promise<Map<string, Buffer>> {
  const shown = new Map<string, { width: number; height: number }>();
  for (const { area, box, layers } of placements) {
    const pixelsPerMm = (placeAreaOnMockup(area, box).scale * PREVIEW_SIZE) / 1000;
    for (const layer of layers) {
      if (layer.type !== "image") continue;
      const href = fileHref(layer.fileId);
      const before = shown.get(href) ?? { width: 0, height: 0 };
      shown.set(href, {
        width: Math.max(before.width, layer.width * pixelsPerMm),
        height: Math.max(before.height, layer.height * pixelsPerMm),
      });
    }
  }
  const smaller = new Map<string, Buffer>();
  for (const [href, bytes] of images) {
    const size = shown.get(href);
    smaller.set(
      href,
      size
        ? await sharp(bytes)
            .resize({
              width: Math.max(Math.ceil(size.width * 2), 16),
              height: Math.max(Math.ceil(size.height * 2), 16),
              fit: "inside",
              withoutEnlargement: true,
            })
            .png({ compressionLevel: 1 })
            .toBuffer()
        : bytes,
    );
  }
  return smaller;
}

/**
 * A mockup preview: the product drawing in a colour with every used area of a side, laid on the
 * product's surface under its light (issue 30), as WebP.
 */
export async function renderPreviewWebp(
  input: { document: DesignDocument; product: DesignProduct; view: string; color: string },
  images: ReadonlyMap<string, Buffer>,
): Promise<{ webp: Buffer; width: number; height: number }> {
  const { document, product, view, color } = input;
  const swatch = product.colors.find((candidate) => candidate.key === color);
  if (!swatch || (view !== "front" && view !== "back")) throw new MissingArtwork(`no ${view} in ${color}`);
  const drawing = {
    shape: product.shape as MockupShape,
    view: view as MockupView,
    colorHex: swatch.hex,
    areas: [],
  };
  const mockup = renderMockupSvg({ ...drawing, layer: "product" });
  const placements = areasFor(product, document.size)
    .filter((area) => area.view === view)
    .map((area) => ({ area, box: area.mockup, layers: document.areas[area.key] ?? [] }));
  // The light goes over everything, as renderOnMockup would draw it: composited here from its
  // raster, which does not depend on the design.
  const look = { surface: product.surface, light: "", id: "preview" };
  const svg = renderOnMockup(mockup, placements, fileHref, look, await printArtSource());
  const raw = await rasteriseSvg(svg, PREVIEW_SIZE, await previewArtwork(images, placements), "png");
  const { data, info } = await sharp(asBuffer(raw.data))
    .composite([{ input: await lightRaster(drawing) }])
    .webp({ quality: 86 })
    .toBuffer({ resolveWithObject: true });
  return { webp: data, width: info.width, height: info.height };
}

/** The cleaned bytes of every file a render needs, checked to be the design owner's and ready. */
async function artworkFor(
  db: Database,
  storage: Storage,
  design: { userId: string | null; designerSessionId: string | null },
  document: DesignDocument,
  areaKeys: readonly string[],
): Promise<Map<string, Buffer>> {
  const ids = [
    ...new Set(
      areaKeys.flatMap((key) =>
        (document.areas[key] ?? []).flatMap((layer) =>
          layer.type === "image" && !layer.hidden ? [layer.fileId] : [],
        ),
      ),
    ),
  ];
  const images = new Map<string, Buffer>();
  if (ids.length === 0) return images;
  const owned = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.id, ids),
        eq(files.status, "ready"),
        design.userId
          ? eq(files.userId, design.userId)
          : eq(files.designerSessionId, design.designerSessionId ?? ""),
      ),
    );
  if (owned.length !== ids.length) throw new MissingArtwork("an image is not in the owner's library");
  for (const { id } of owned) {
    const stream = await storage.get(fileStorageKeys(id).original);
    if (!stream) throw new MissingArtwork(`file ${id} has no stored bytes`);
    images.set(fileHref(id), await readAll(stream));
  }
  return images;
}

async function renderOne(
  db: Database,
  storage: Storage,
  render: typeof designRenders.$inferSelect,
  now: () => Date,
) {
  const [design] = await db
    .select({ userId: designs.userId, designerSessionId: designs.designerSessionId })
    .from(designs)
    .where(eq(designs.id, render.designId));
  if (!design) throw new MissingArtwork("the design is gone");
  const document = render.document;
  const product = await designProduct(db, document.product, "en");
  if (!product) throw new MissingArtwork("the product is gone");
  let bytes: Buffer;
  let size: { width: number; height: number };
  if (render.kind === "print") {
    const area = areasFor(product, document.size).find((candidate) => candidate.key === render.target);
    if (!area) throw new MissingArtwork(`no area ${render.target}`);
    const images = await artworkFor(db, storage, design, document, [area.key]);
    const print = await renderPrintPng({ area, layers: document.areas[area.key] ?? [] }, images);
    bytes = print.png;
    size = print;
  } else {
    const [view = "", color = ""] = render.target.split(":");
    const keys = areasFor(product, document.size)
      .filter((area) => area.view === view)
      .map((area) => area.key);
    const images = await artworkFor(db, storage, design, document, keys);
    const preview = await renderPreviewWebp({ document, product, view, color }, images);
    bytes = preview.webp;
    size = preview;
  }
  await storage.put(renderStorageKey(render), Readable.from([bytes]), {
    size: bytes.length,
    contentType: render.kind === "print" ? "image/png" : "image/webp",
  });
  await db
    .update(designRenders)
    .set({
      status: "done",
      failure: null,
      width: size.width,
      height: size.height,
      byteSize: bytes.length,
      lockedUntil: null,
      attempts: render.attempts + 1,
      updatedAt: now(),
    })
    .where(eq(designRenders.id, render.id));
}

/**
 * Renders what is due, `concurrency` claims at a time, up to `batchSize`. Missing artwork fails the render
 * at once (`render.missingFile`); anything else (storage out of reach) is retried with backoff.
 */
export async function processDueRenders(options: {
  db: Database;
  storage: Storage;
  logger: Logger;
  clock: () => Date;
  batchSize?: number;
  /** Renders at once (RENDER_CONCURRENCY unless given). */
  concurrency?: number;
  signal?: AbortSignal;
}): Promise<{ rendered: number; failed: number }> {
  const { db, storage, logger, clock, signal } = options;
  const batchSize = options.batchSize ?? 10;
  let taken = 0;
  let rendered = 0;
  let failed = 0;
  const renderInTurn = async () => {
    while (taken < batchSize) {
      if (signal?.aborted) return;
      taken += 1;
      const claimed = await claimNextDue(db, designRenders, {
        ready: eq(designRenders.status, "queued"),
        claimMs: RENDER_CLAIM_MS,
        now: clock(),
      });
      if (!claimed) {
        taken = batchSize;
        return;
      }
      await renderClaimed(claimed);
    }
  };
  const renderClaimed = async (claimed: typeof designRenders.$inferSelect) => {
    try {
      await renderOne(db, storage, claimed, clock);
      logger.info({ renderId: claimed.id, kind: claimed.kind, target: claimed.target }, "design rendered");
      rendered += 1;
    } catch (error) {
      failed += 1;
      const reason = error instanceof Error ? error.message : String(error);
      const givenUp = error instanceof MissingArtwork || claimed.attempts + 1 >= MAX_ATTEMPTS;
      await db
        .update(designRenders)
        .set(
          givenUp
            ? {
                status: "failed",
                failure: error instanceof MissingArtwork ? "render.missingFile" : "render.failed",
                lockedUntil: null,
                attempts: claimed.attempts + 1,
                updatedAt: clock(),
              }
            : {
                attempts: claimed.attempts + 1,
                nextAttemptAt: new Date(clock().getTime() + FIRST_RETRY_MS * 2 ** claimed.attempts),
                lockedUntil: null,
              },
        )
        .where(eq(designRenders.id, claimed.id));
      logger.warn({ renderId: claimed.id, reason, givenUp }, "design render failed");
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? RENDER_CONCURRENCY }, renderInTurn));
  return { rendered, failed };
}

/** The owner's render `id` (through its design), or null. */
export async function findRender(
  db: Database,
  owner: { userId: string } | { designerSessionId: string },
  id: string,
): Promise<(DesignRender & { updatedAt: Date }) | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) return null;
  const [row] = await db
    .select({ render: designRenders })
    .from(designRenders)
    .innerJoin(designs, eq(designs.id, designRenders.designId))
    .where(
      and(
        eq(designRenders.id, id),
        "userId" in owner
          ? eq(designs.userId, owner.userId)
          : eq(designs.designerSessionId, owner.designerSessionId),
      ),
    );
  return row ? { ...toRender(row.render), updatedAt: row.render.updatedAt } : null;
}

/** Removes the stored bytes of deleted renders (queued by a trigger on `design_renders`). */
export async function removeDeletedRenderBytes(options: {
  db: Database;
  storage: Storage;
  logger: Logger;
  batchSize?: number;
}): Promise<{ removed: number }> {
  const { db, storage, logger } = options;
  const queued = await db
    .select()
    .from(designRenderDeletions)
    .orderBy(asc(designRenderDeletions.attempts))
    .limit(options.batchSize ?? 100);
  let removed = 0;
  for (const { renderId, kind } of queued) {
    try {
      await storage.delete(renderStorageKey({ id: renderId, kind }));
      await db.delete(designRenderDeletions).where(eq(designRenderDeletions.renderId, renderId));
      removed += 1;
    } catch (error) {
      await db
        .update(designRenderDeletions)
        .set({ attempts: sql`${designRenderDeletions.attempts} + 1` })
        .where(eq(designRenderDeletions.renderId, renderId));
      logger.warn({ renderId, err: error }, "stored render not removed; will retry");
    }
  }
  return { removed };
}
