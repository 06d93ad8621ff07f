/**
 * Templates made straight in the database for the collection tests: a frozen design (the
 * template's own copy) and its `templates` row, optionally with a finished mockup preview — so
 * these tests do not depend on how the templates service makes them.
 */
import { Readable } from "node:stream";
import { DESIGN_VERSION, type DesignDocument } from "#core/schemas/design.ts";
import type { Database } from "#server/db/client.ts";
import { designRenders, designs, files, templates } from "#server/db/schema.ts";
import { renderStorageKey } from "#server/services/design-renders.ts";
import { fileStorageKeys } from "#server/services/files.ts";
import type { Storage } from "#server/storage/storage.ts";
import { imageLayer, textLayer } from "./design-layers.ts";

/** The seeded classic tee. */
export const TEMPLATE_PRODUCT = "st75v2";

/** A ready library file of `userId` with bytes in `storage` (when given); returns its id. */
export async function insertTestFile(
  db: Database,
  options: { userId: string; now: Date; sha?: string; storage?: Storage; bytes?: Buffer },
): Promise<string> {
  const bytes = options.bytes ?? Buffer.from(`artwork ${options.sha ?? "a"}`);
  const [row] = await db
    .insert(files)
    .values({
      userId: options.userId,
      name: `art-${options.sha ?? "a"}.png`,
      status: "ready",
      sourceType: "image/png",
      mediaType: "image/png",
      sha256: (options.sha ?? "a").repeat(64).slice(0, 64),
      byteSize: bytes.length,
      width: 3000,
      height: 3000,
      colorSpace: "srgb",
      hasAlpha: true,
      nextAttemptAt: options.now,
      createdAt: options.now,
      updatedAt: options.now,
    })
    .returning({ id: files.id });
  const id = row!.id;
  if (options.storage) {
    await options.storage.put(fileStorageKeys(id).original, Readable.from([bytes]), {
      size: bytes.length,
      contentType: "image/png",
    });
  }
  return id;
}

/**
 * A template of `userId`: a frozen design of the tee in `color` with a text layer and, given
 * `fileId`, an image layer; with `mockup`, a finished front preview (bytes in `storage` when given).
 */
export async function insertTestTemplate(
  db: Database,
  options: {
    userId: string;
    name: string;
    now: Date;
    color?: string;
    fileId?: string;
    mockup?: boolean;
    storage?: Storage;
  },
): Promise<{ id: string; designId: string; renderId: string | null }> {
  const color = options.color ?? "black";
  const document: DesignDocument = {
    version: DESIGN_VERSION,
    product: TEMPLATE_PRODUCT,
    color,
    size: null,
    areas: {
      front: [
        textLayer({ id: "t1", text: options.name, x: 152.5, y: 300, sizePt: 48 }),
        ...(options.fileId
          ? [imageLayer({ id: "i1", fileId: options.fileId, x: 152.5, y: 150, width: 200, height: 200 })]
          : []),
      ],
    },
  };
  const [design] = await db
    .insert(designs)
    .values({
      userId: options.userId,
      productId: TEMPLATE_PRODUCT,
      document,
      frozenAt: options.now,
      createdAt: options.now,
      updatedAt: options.now,
    })
    .returning({ id: designs.id });
  const [template] = await db
    .insert(templates)
    .values({
      userId: options.userId,
      name: options.name,
      designId: design!.id,
      productId: TEMPLATE_PRODUCT,
      color,
      createdAt: options.now,
      updatedAt: options.now,
    })
    .returning({ id: templates.id });
  let renderId: string | null = null;
  if (options.mockup) {
    const webp = Buffer.from("RIFF\0\0\0\0WEBPVP8 ");
    const [render] = await db
      .insert(designRenders)
      .values({
        designId: design!.id,
        documentHash: "0".repeat(64),
        document,
        kind: "preview",
        target: `front:${color}`,
        status: "done",
        width: 1000,
        height: 1000,
        byteSize: webp.length,
        nextAttemptAt: options.now,
        createdAt: options.now,
        updatedAt: options.now,
      })
      .returning({ id: designRenders.id });
    renderId = render!.id;
    if (options.storage) {
      await options.storage.put(renderStorageKey({ id: renderId, kind: "preview" }), Readable.from([webp]), {
        size: webp.length,
        contentType: "image/webp",
      });
    }
  }
  return { id: template!.id, designId: design!.id, renderId };
}
