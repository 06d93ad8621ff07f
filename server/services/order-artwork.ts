/**
 * Artwork sent about an order (issue 26, defect 18): while an order is held for its artwork, the
 * customer answers with a file of their library (or one they upload with the answer), and an
 * operator prints it instead of an image layer's file. The order's frozen design changes, its
 * print files and proofs are rendered again by the render job, and the audit log says who did it.
 */
import { and, eq } from "drizzle-orm";
import { areasFor } from "#core/design/product.ts";
import type { DesignDocument, ImageLayer } from "#core/schemas/design.ts";
import type { Database } from "../db/client.ts";
import { designs, files, orderItems, orderMessages, orders, type OrderStatus } from "../db/schema.ts";
import { recordAudit, type AuditActor } from "./audit.ts";
import { designProduct, type Language } from "./catalogue.ts";
import { requestRenders } from "./design-renders.ts";
import { uuidPattern } from "./designs.ts";
import { findFile, type LibraryFile } from "./files.ts";
import { FulfilmentInputRefused, messageFiles, OrderActionRefused } from "./fulfilment.ts";
import { OrderNotFound } from "./order-lifecycle.ts";

/**
 * A file sent with a message of order `sn`, for operators (the download and thumbnail route):
 * null unless one of that order's messages carries it.
 */
export async function orderMessageFile(
  db: Database,
  sn: string,
  fileId: string,
): Promise<LibraryFile | null> {
  if (!uuidPattern.test(fileId)) return null;
  const [row] = await db
    .select({ ownerId: files.userId })
    .from(orderMessages)
    .innerJoin(orders, eq(orders.id, orderMessages.orderId))
    .innerJoin(files, eq(files.id, orderMessages.fileId))
    .where(and(eq(orders.sn, sn), eq(orderMessages.fileId, fileId)))
    .limit(1);
  if (!row?.ownerId) return null;
  return findFile(db, { userId: row.ownerId }, fileId, { withRemoved: true });
}

/** An image layer of one of the order's designs: what an operator may print a sent file in. */
export type ArtworkLayer = {
  designId: string;
  /** The first item (1-based) printing this design, as the order's page numbers them. */
  item: number;
  area: string;
  areaLabel: string;
  layerId: string;
  fileName: string | null;
};

/** The image layers of an order's designs, item by item, areas in catalogue order. */
export async function artworkLayers(
  db: Database,
  orderId: string,
  language: Language,
): Promise<ArtworkLayer[]> {
  const rows = await db
    .select({ designId: designs.id, document: designs.document, position: orderItems.position })
    .from(orderItems)
    .innerJoin(designs, eq(designs.id, orderItems.designId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.position);
  const seen = new Set<string>();
  const found: (Omit<ArtworkLayer, "fileName"> & { fileId: string })[] = [];
  for (const row of rows) {
    if (seen.has(row.designId)) continue;
    seen.add(row.designId);
    const product = await designProduct(db, row.document.product, language);
    if (!product) continue;
    for (const area of areasFor(product, row.document.size)) {
      for (const layer of row.document.areas[area.key] ?? []) {
        if (layer.type !== "image") continue;
        found.push({
          designId: row.designId,
          item: row.position,
          area: area.key,
          areaLabel: area.label,
          layerId: layer.id,
          fileId: layer.fileId,
        });
      }
    }
  }
  const names = await messageFiles(
    db,
    found.map((layer) => layer.fileId),
  );
  return found.map(({ fileId, ...layer }) => ({ ...layer, fileName: names.get(fileId)?.name ?? null }));
}

/** Whether an order's print may still change: it is paid and has not shipped. */
export function printCanChange(status: OrderStatus): boolean {
  return status === "paid" || status === "on_hold" || status === "in_production";
}

/**
 * The layer `file` takes the place of `layer`'s: the same centre and turn, as large as fits in the
 * old layer's box with the new file's proportions (a square logo replacing a wide one stays
 * inside the space the customer approved). Sizes are kept to a hundredth of a millimetre.
 */
export function layerWithFile(
  layer: ImageLayer,
  file: { id: string; width: number; height: number },
): ImageLayer {
  const aspect = file.width / file.height;
  const wider = layer.width / layer.height > aspect;
  const round = (value: number) => Math.max(0.1, Math.round(value * 100) / 100);
  return {
    ...layer,
    fileId: file.id,
    width: round(wider ? layer.height * aspect : layer.width),
    height: round(wider ? layer.height : layer.width / aspect),
  };
}

/**
 * An operator prints the file of the customer's message `messageId` in `layerId` of area `area`
 * of the order's design `designId`. Refused (FulfilmentInputRefused "artwork") when the message
 * is not the customer's with a ready file, or the layer is not an image of that design; an order
 * that has shipped or was cancelled is refused (OrderActionRefused "useFile"). The new print files
 * and proofs are queued for the render job: the caller wakes it.
 */
export async function printMessageFile(
  db: Database,
  input: {
    sn: string;
    messageId: number;
    designId: string;
    area: string;
    layerId: string;
    actor: AuditActor;
    now: Date;
  },
): Promise<{ fileId: string; designId: string }> {
  const { now } = input;
  const changed = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [order] = await tx.select().from(orders).where(eq(orders.sn, input.sn)).for("update");
    if (!order) throw new OrderNotFound(input.sn);
    if (!printCanChange(order.status)) throw new OrderActionRefused("useFile", order.status);
    const [message] = await tx
      .select({ fileId: orderMessages.fileId, author: orderMessages.author })
      .from(orderMessages)
      .where(and(eq(orderMessages.id, input.messageId), eq(orderMessages.orderId, order.id)));
    if (!message?.fileId || message.author !== "customer") throw new FulfilmentInputRefused("artwork");
    const [file] = await tx.select().from(files).where(eq(files.id, message.fileId));
    if (!file || file.status !== "ready" || !file.width || !file.height) {
      throw new FulfilmentInputRefused("artworkNotReady");
    }
    if (!uuidPattern.test(input.designId)) throw new FulfilmentInputRefused("artwork");
    const [design] = await tx
      .select({ id: designs.id, document: designs.document })
      .from(orderItems)
      .innerJoin(designs, eq(designs.id, orderItems.designId))
      .where(and(eq(orderItems.orderId, order.id), eq(designs.id, input.designId)))
      .limit(1);
    const layers = design?.document.areas[input.area];
    const old = layers?.find((layer) => layer.id === input.layerId);
    if (!design || !layers || old?.type !== "image") throw new FulfilmentInputRefused("artwork");
    const document: DesignDocument = {
      ...design.document,
      areas: {
        ...design.document.areas,
        [input.area]: layers.map((layer) =>
          layer === old
            ? layerWithFile(old, { id: file.id, width: file.width!, height: file.height! })
            : layer,
        ),
      },
    };
    await tx.update(designs).set({ document, updatedAt: now }).where(eq(designs.id, design.id));
    await recordAudit(tx, {
      actor: input.actor,
      action: "order.useFile",
      target: { type: "order", id: order.sn },
      details: {
        message: input.messageId,
        design: design.id,
        area: input.area,
        layer: input.layerId,
        from: old.fileId,
        to: file.id,
      },
      now,
    });
    const colors = await tx
      .selectDistinct({ color: orderItems.colorKey })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.designId, design.id)));
    return { document, designId: design.id, fileId: file.id, colors: colors.map((row) => row.color) };
  });
  // The print files and the proofs of the changed design, as for a newly paid order.
  const product = await designProduct(db, changed.document.product, "en");
  if (product) {
    await requestRenders(db, {
      designId: changed.designId,
      document: changed.document,
      product,
      colors: [...new Set([changed.document.color, ...changed.colors])],
      now,
    });
  }
  return { fileId: changed.fileId, designId: changed.designId };
}
