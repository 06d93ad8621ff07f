/**
 * Designs being made in the designer (docs/decisions/017-designer.md): drafts kept for an
 * account or a visitor's designer session, each saved only once it is a document the shop can
 * print — the product and colour exist, every area is one of the product's, every layer sits on
 * its area, every image is one of the owner's files. Nothing of a refused document is kept.
 */
import { isDeepStrictEqual } from "node:util";
import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { areasFor, areasDependOnSize, type DesignProduct } from "#core/design/product.ts";
import { checkDesign, type DesignIssue } from "#core/design/checks.ts";
import { fontHasWeight } from "#core/design/fonts.ts";
import { centreOnArea } from "#core/design/operations.ts";
import { designDocumentSchema, usedFileIds, type DesignDocument } from "#core/schemas/design.ts";
import type { Database } from "../db/client.ts";
import { designs, files, type FileStatus } from "../db/schema.ts";
import { designProduct, type Language } from "./catalogue.ts";
import { claimGuestFiles, type FileOwner } from "./files.ts";

/** Who a design belongs to: the same owners as files. */
export type DesignOwner = FileOwner;

/** Why a document is refused; each is a message of the `design` namespace (`refused.<reason>`). */
export const designRefusalReasons = [
  "invalid",
  "unknownProduct",
  "unknownColor",
  "unknownSize",
  "unknownArea",
  "layerOutside",
  "duplicateLayer",
  "fontWeight",
  "unknownFile",
  "tooManyLayers",
] as const;
export type DesignRefusalReason = (typeof designRefusalReasons)[number];

/** A document the shop will not keep. `message` is a `validation.*` key when zod found it. */
export class DesignRefused extends Error {
  override name = "DesignRefused";
  readonly reason: DesignRefusalReason;
  readonly detail: string | undefined;
  constructor(reason: DesignRefusalReason, detail?: string) {
    super(`design refused: ${reason}${detail ? ` (${detail})` : ""}`);
    this.reason = reason;
    this.detail = detail;
  }
}

/** No such design for this owner (another owner's design is "no such design" too). */
export class DesignNotFound extends Error {
  override name = "DesignNotFound";
}

/** The draft changed since the editor loaded it (another tab saved): its revision is newer. */
export class DesignConflict extends Error {
  override name = "DesignConflict";
  readonly revision: number;
  constructor(revision: number) {
    super(`design changed: now at revision ${revision}`);
    this.revision = revision;
  }
}

export type Design = {
  id: string;
  document: DesignDocument;
  revision: number;
  createdAt: string;
  updatedAt: string;
};

/** A file a design may use, as the checks and the editor need it. */
export type DesignFile = { id: string; name: string; status: FileStatus; width: number; height: number };

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The owner's drafts: an order's frozen copy of a design is never a draft again. */
function designOwnedBy(owner: DesignOwner) {
  return and(
    "userId" in owner
      ? eq(designs.userId, owner.userId)
      : eq(designs.designerSessionId, owner.designerSessionId),
    isNull(designs.frozenAt),
  );
}

function fileOwnedBy(owner: DesignOwner) {
  return "userId" in owner
    ? eq(files.userId, owner.userId)
    : eq(files.designerSessionId, owner.designerSessionId);
}

function toDesign(row: typeof designs.$inferSelect): Design {
  return {
    id: row.id,
    document: row.document,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The owner's files among `ids` (missing and foreign ids are simply absent). */
export async function designFiles(
  db: Database,
  owner: DesignOwner,
  ids: readonly string[],
): Promise<Map<string, DesignFile>> {
  const wanted = [...new Set(ids)].filter((id) => uuidPattern.test(id));
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: files.id,
      name: files.name,
      status: files.status,
      width: files.width,
      height: files.height,
    })
    .from(files)
    .where(and(fileOwnedBy(owner), inArray(files.id, wanted)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Checks a document sent by the editor, a form or the API against the catalogue and the
 * owner's files, and returns it normalised (areas in catalogue order, empty ones dropped, the
 * size only where areas depend on it). Throws DesignRefused.
 */
export async function validateDesign(
  db: Database,
  /** Null for a visitor with no designer session yet: they have no files. */
  owner: DesignOwner | null,
  input: unknown,
  language: Language,
  /** The draft's document before this save: a file removed from the library may stay in it. */
  previous?: DesignDocument | null,
): Promise<{ document: DesignDocument; product: DesignProduct }> {
  const parsed = designDocumentSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const tooMany = issue?.message === "validation.designTooManyLayers";
    throw new DesignRefused(tooMany ? "tooManyLayers" : "invalid", issue?.message);
  }
  const document = parsed.data;
  const product = await designProduct(db, document.product, language);
  if (!product) throw new DesignRefused("unknownProduct");
  if (!product.colors.some((color) => color.key === document.color)) throw new DesignRefused("unknownColor");
  const bySize = areasDependOnSize(product);
  if (bySize && document.size !== null && !product.sizes.some((size) => size.key === document.size)) {
    throw new DesignRefused("unknownSize");
  }
  const size = bySize ? (document.size ?? product.sizes[0]?.key ?? null) : null;
  const areas = areasFor(product, size);
  const known = new Map(areas.map((area) => [area.key, area]));
  const ids = new Set<string>();
  for (const [key, layers] of Object.entries(document.areas)) {
    const area = known.get(key);
    if (!area) throw new DesignRefused("unknownArea", key);
    for (const layer of layers) {
      if (ids.has(layer.id)) throw new DesignRefused("duplicateLayer", layer.id);
      ids.add(layer.id);
      if (!centreOnArea(layer, area)) throw new DesignRefused("layerOutside", layer.id);
      if (layer.type === "text" && !fontHasWeight(layer.font, layer.weight)) {
        throw new DesignRefused("fontWeight", layer.id);
      }
    }
  }
  const fileIds = usedFileIds(document);
  const owned = owner ? await designFiles(db, owner, fileIds) : new Map<string, DesignFile>();
  const foreign = fileIds.find((id) => !owned.has(id));
  if (foreign) throw new DesignRefused("unknownFile", foreign);
  // A file removed from the library stays printable where it already was (a template's copy),
  // but is not a new layer: for new designs it is as gone as a deleted file (issue 17). So is a
  // background-removal preview until it is kept (issue 30).
  const kept = new Set(previous ? usedFileIds(previous) : []);
  const added = fileIds.filter((id) => !kept.has(id));
  if (owner && added.length > 0) {
    const [removed] = await db
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          fileOwnedBy(owner),
          inArray(files.id, added),
          or(isNotNull(files.removedAt), isNotNull(files.previewExpiresAt)),
        ),
      )
      .limit(1);
    if (removed) throw new DesignRefused("unknownFile", removed.id);
  }
  const normalised: DesignDocument = {
    ...document,
    size,
    areas: Object.fromEntries(
      areas.flatMap((area) => {
        const layers = document.areas[area.key] ?? [];
        return layers.length > 0 ? [[area.key, layers]] : [];
      }),
    ),
  };
  return { document: normalised, product };
}

/**
 * The print checks the editor shows live, run by the server on what it keeps (preflight before a
 * proof or an order): a file whose processing failed counts as missing.
 */
export async function preflightDesign(
  db: Database,
  owner: DesignOwner,
  document: DesignDocument,
  product: DesignProduct,
): Promise<DesignIssue[]> {
  const used = await designFiles(db, owner, usedFileIds(document));
  const ready = new Map([...used].filter(([, file]) => file.status !== "failed"));
  return checkDesign(document, areasFor(product, document.size), ready);
}

/** The owner's design `id`, or null (also for a malformed id or another owner's design). */
export async function findDesign(db: Database, owner: DesignOwner, id: string): Promise<Design | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db
    .select()
    .from(designs)
    .where(and(designOwnedBy(owner), eq(designs.id, id)));
  return row ? toDesign(row) : null;
}

/** The owner's most recently changed draft of a product, to offer to resume it. */
export async function latestDesign(
  db: Database,
  owner: DesignOwner,
  productId: string,
): Promise<Design | null> {
  const [row] = await db
    .select()
    .from(designs)
    .where(and(designOwnedBy(owner), eq(designs.productId, productId)))
    .orderBy(desc(designs.updatedAt), desc(designs.id))
    .limit(1);
  return row ? toDesign(row) : null;
}

/**
 * Saves a validated document: a new draft without `id`, else the owner's draft `id`, which
 * must still be at `revision` when one is given (DesignConflict otherwise). Returns the draft.
 */
export async function saveDesign(
  db: Database,
  options: {
    owner: DesignOwner;
    id?: string | undefined;
    revision?: number | undefined;
    document: DesignDocument;
    now: Date;
    /** A new draft made by a change: what it was changed from, the first step "Undo" goes back to. */
    from?: DesignDocument | undefined;
  },
): Promise<Design> {
  const { owner, document, now } = options;
  if (options.id === undefined) {
    const [row] = await db
      .insert(designs)
      .values({
        ...("userId" in owner ? { userId: owner.userId } : { designerSessionId: owner.designerSessionId }),
        productId: document.product,
        document,
        ...(options.from ? { undoStack: [options.from] } : {}),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toDesign(row as typeof designs.$inferSelect);
  }
  const existing = uuidPattern.test(options.id)
    ? (
        await db
          .select()
          .from(designs)
          .where(and(designOwnedBy(owner), eq(designs.id, options.id)))
      )[0]
    : undefined;
  if (!existing) throw new DesignNotFound("no such design");
  // What the draft was before is kept for "Undo"; a new change makes what was undone unreachable.
  // (Compared as values: the database keeps an object's keys in its own order.)
  const changed = !isDeepStrictEqual(existing.document, document);
  const history = changed
    ? { undoStack: [...existing.undoStack, existing.document].slice(-HISTORY_STEPS), redoStack: [] }
    : {};
  const [row] = await db
    .update(designs)
    .set({
      document,
      productId: document.product,
      revision: sql`${designs.revision} + 1`,
      updatedAt: now,
      ...history,
    })
    .where(
      and(
        designOwnedBy(owner),
        eq(designs.id, options.id),
        options.revision === undefined ? undefined : eq(designs.revision, options.revision),
      ),
    )
    .returning();
  if (!row) throw new DesignConflict(existing.revision);
  return toDesign(row);
}

/** Saves kept for "Undo" (and undone steps for "Redo") per draft. */
export const HISTORY_STEPS = 20;

/** How many steps of a draft can be undone and redone. */
export async function designHistory(
  db: Database,
  owner: DesignOwner,
  id: string,
): Promise<{ undo: number; redo: number }> {
  if (!uuidPattern.test(id)) return { undo: 0, redo: 0 };
  const [row] = await db
    .select({
      undo: sql<number>`jsonb_array_length(${designs.undoStack})`,
      redo: sql<number>`jsonb_array_length(${designs.redoStack})`,
    })
    .from(designs)
    .where(and(designOwnedBy(owner), eq(designs.id, id)));
  return { undo: Number(row?.undo ?? 0), redo: Number(row?.redo ?? 0) };
}

/**
 * Takes the draft one saved step back ("undo") or forward again ("redo"): the form posts of the
 * designer without JavaScript. Returns the draft, or null when there is no step to take.
 */
export async function stepDesign(
  db: Database,
  options: { owner: DesignOwner; id: string; direction: "undo" | "redo"; now: Date },
): Promise<Design | null> {
  const { owner, id, direction, now } = options;
  if (!uuidPattern.test(id)) throw new DesignNotFound("no such design");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(designs)
      .where(and(designOwnedBy(owner), eq(designs.id, id)))
      .for("update");
    if (!row) throw new DesignNotFound("no such design");
    const from = direction === "undo" ? row.undoStack : row.redoStack;
    const to = direction === "undo" ? row.redoStack : row.undoStack;
    const document = direction === "undo" ? from.at(-1) : from[0];
    if (!document) return null;
    const rest = direction === "undo" ? from.slice(0, -1) : from.slice(1);
    const kept =
      direction === "undo"
        ? [row.document, ...to].slice(0, HISTORY_STEPS)
        : [...to, row.document].slice(-HISTORY_STEPS);
    const [updated] = await tx
      .update(designs)
      .set({
        document,
        productId: document.product,
        revision: sql`${designs.revision} + 1`,
        updatedAt: now,
        ...(direction === "undo"
          ? { undoStack: rest, redoStack: kept }
          : { redoStack: rest, undoStack: kept }),
      })
      .where(eq(designs.id, id))
      .returning();
    return toDesign(updated as typeof designs.$inferSelect);
  });
}

/** Deletes the owner's draft. */
export async function deleteDesign(db: Database, owner: DesignOwner, id: string): Promise<void> {
  if (!uuidPattern.test(id)) throw new DesignNotFound("no such design");
  const deleted = await db
    .delete(designs)
    .where(and(designOwnedBy(owner), eq(designs.id, id)))
    .returning({ id: designs.id });
  if (deleted.length === 0) throw new DesignNotFound("no such design");
}

/**
 * At sign-in: a visitor's drafts and files move to the account. A visitor's file the account
 * already holds (the same bytes) is not moved but dropped, so the drafts are pointed at the
 * account's copy first. Returns how many drafts moved.
 */
export async function claimGuestDesigns(
  db: Database,
  options: { designerSessionId: string; userId: string; now: Date },
): Promise<number> {
  const { designerSessionId, userId, now } = options;
  const moved = await db.transaction(async (tx) => {
    const kept = alias(files, "kept");
    const duplicates = await tx
      .select({ guest: files.id, kept: kept.id })
      .from(files)
      .innerJoin(kept, and(eq(kept.sha256, files.sha256), eq(kept.userId, userId)))
      .where(eq(files.designerSessionId, designerSessionId));
    const replacement = new Map(duplicates.map((row) => [row.guest, row.kept]));
    const drafts = await tx.select().from(designs).where(eq(designs.designerSessionId, designerSessionId));
    for (const draft of drafts) {
      const document: DesignDocument = {
        ...draft.document,
        areas: Object.fromEntries(
          Object.entries(draft.document.areas).map(([key, layers]) => [
            key,
            layers.map((layer) =>
              layer.type === "image"
                ? { ...layer, fileId: replacement.get(layer.fileId) ?? layer.fileId }
                : layer,
            ),
          ]),
        ),
      };
      await tx
        .update(designs)
        .set({ userId, designerSessionId: null, document, updatedAt: now })
        .where(eq(designs.id, draft.id));
    }
    return drafts.length;
  });
  await claimGuestFiles(db, { designerSessionId, userId, now });
  return moved;
}
