/**
 * Collections (issue 17): an account's named groups of its templates, in its own order, with a
 * description and a cover. A collection is private, or shared by an unguessable link whose token
 * is the only key to it: revoking (or replacing) the token makes the old link unknown at once.
 * What a shared collection shows is public data only — never the owner's name, email or file ids.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { and, asc, desc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { DesignDocument } from "#core/schemas/design.ts";
import type { Database } from "../db/client.ts";
import { collections, collectionTemplates, designRenders, designs, files, templates } from "../db/schema.ts";
import type { Storage } from "../storage/storage.ts";
import { orderProduct, type Language } from "./catalogue.ts";
import { saveDesign, type Design, type DesignOwner } from "./designs.ts";
import { ensureRoom, fileStorageKeys, lockFileOwner } from "./files.ts";

export const COLLECTION_NAME_MAX = 80;
export const COLLECTION_DESCRIPTION_MAX = 500;

/** Why a change is refused; each is a message of the `collections` namespace (`refused.<reason>`). */
export const collectionRefusalReasons = ["nameRequired", "nameTooLong", "descriptionTooLong"] as const;
export type CollectionRefusalReason = (typeof collectionRefusalReasons)[number];

export class CollectionRefused extends Error {
  override name = "CollectionRefused";
  readonly reason: CollectionRefusalReason;
  constructor(reason: CollectionRefusalReason) {
    super(`collection refused: ${reason}`);
    this.reason = reason;
  }
}

/** No such collection (or template) for this owner; another account's is "no such" too. */
export class CollectionNotFound extends Error {
  override name = "CollectionNotFound";
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// 32 random bytes in base64url: 43 characters, 256 bits, far beyond guessing.
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** A new share token: 32 random bytes, base64url. */
export function newShareToken(): string {
  return randomBytes(32).toString("base64url");
}

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0) throw new CollectionRefused("nameRequired");
  if ([...trimmed].length > COLLECTION_NAME_MAX) throw new CollectionRefused("nameTooLong");
  return trimmed;
}

function checkDescription(description: string): string {
  const trimmed = description.trim();
  if ([...trimmed].length > COLLECTION_DESCRIPTION_MAX) throw new CollectionRefused("descriptionTooLong");
  return trimmed;
}

/** The mockup that stands for a template: a finished preview of its frozen design, front first. */
export type MockupRef = { renderId: string; designId: string };

/** A template as a collection lists it to its owner. */
export type CollectionTemplate = {
  id: string;
  name: string;
  productId: string;
  color: string;
  position: number;
  mockup: MockupRef | null;
};

export type CollectionSummary = {
  id: string;
  name: string;
  description: string;
  shareToken: string | null;
  templateCount: number;
  cover: CollectionTemplate | null;
  updatedAt: string;
};

export type CollectionDetail = Omit<CollectionSummary, "templateCount" | "cover"> & {
  coverTemplateId: string | null;
  templates: CollectionTemplate[];
};

/** The finished previews of `designIds`, one per design: the chosen colour's front view when there is one. */
async function mockupsOf(
  db: Database,
  rows: readonly { designId: string; color: string }[],
): Promise<Map<string, MockupRef>> {
  const ids = [...new Set(rows.map((row) => row.designId))];
  if (ids.length === 0) return new Map();
  const renders = await db
    .select({ id: designRenders.id, designId: designRenders.designId, target: designRenders.target })
    .from(designRenders)
    .where(
      and(
        inArray(designRenders.designId, ids),
        eq(designRenders.kind, "preview"),
        eq(designRenders.status, "done"),
      ),
    )
    .orderBy(desc(designRenders.updatedAt), asc(designRenders.target));
  const colorOf = new Map(rows.map((row) => [row.designId, row.color]));
  const chosen = new Map<string, { ref: MockupRef; score: number }>();
  for (const render of renders) {
    const [view, color] = render.target.split(":");
    const score = (color === colorOf.get(render.designId) ? 2 : 0) + (view === "front" ? 1 : 0);
    const best = chosen.get(render.designId);
    if (!best || score > best.score)
      chosen.set(render.designId, { ref: { renderId: render.id, designId: render.designId }, score });
  }
  return new Map([...chosen].map(([designId, { ref }]) => [designId, ref]));
}

async function templatesOf(db: Database, collectionIds: readonly string[]) {
  if (collectionIds.length === 0) return new Map<string, CollectionTemplate[]>();
  const rows = await db
    .select({
      collectionId: collectionTemplates.collectionId,
      id: templates.id,
      name: templates.name,
      productId: templates.productId,
      color: templates.color,
      designId: templates.designId,
      position: collectionTemplates.position,
    })
    .from(collectionTemplates)
    .innerJoin(templates, eq(templates.id, collectionTemplates.templateId))
    .where(inArray(collectionTemplates.collectionId, [...collectionIds]))
    .orderBy(asc(collectionTemplates.position), asc(collectionTemplates.addedAt));
  const mockups = await mockupsOf(db, rows);
  const byCollection = new Map<string, CollectionTemplate[]>();
  for (const row of rows) {
    const list = byCollection.get(row.collectionId) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      productId: row.productId,
      color: row.color,
      position: row.position,
      mockup: mockups.get(row.designId) ?? null,
    });
    byCollection.set(row.collectionId, list);
  }
  return byCollection;
}

function coverOf(coverTemplateId: string | null, list: readonly CollectionTemplate[]) {
  return list.find((template) => template.id === coverTemplateId) ?? list[0] ?? null;
}

/** The account's collections, most recently changed first, each with its cover. */
export async function listCollections(db: Database, userId: string): Promise<CollectionSummary[]> {
  const rows = await db
    .select()
    .from(collections)
    .where(eq(collections.userId, userId))
    .orderBy(desc(collections.updatedAt), desc(collections.id));
  const byCollection = await templatesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const list = byCollection.get(row.id) ?? [];
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      shareToken: row.shareToken,
      templateCount: list.length,
      cover: coverOf(row.coverTemplateId, list),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

async function ownedRow(db: Database, userId: string, id: string) {
  if (!uuidPattern.test(id)) throw new CollectionNotFound("no such collection");
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.userId, userId), eq(collections.id, id)));
  if (!row) throw new CollectionNotFound("no such collection");
  return row;
}

/** The account's collection `id` with its templates in order; CollectionNotFound otherwise. */
export async function findCollection(db: Database, userId: string, id: string): Promise<CollectionDetail> {
  const row = await ownedRow(db, userId, id);
  const list = (await templatesOf(db, [row.id])).get(row.id) ?? [];
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    shareToken: row.shareToken,
    coverTemplateId: coverOf(row.coverTemplateId, list)?.id ?? null,
    templates: list,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The account's templates, to choose from when adding to a collection (newest first). */
export async function accountTemplates(db: Database, userId: string) {
  const rows = await db
    .select({
      id: templates.id,
      name: templates.name,
      productId: templates.productId,
      color: templates.color,
      designId: templates.designId,
    })
    .from(templates)
    .where(eq(templates.userId, userId))
    .orderBy(desc(templates.updatedAt), desc(templates.id));
  const mockups = await mockupsOf(db, rows);
  return rows.map(({ designId, ...row }) => ({ ...row, mockup: mockups.get(designId) ?? null }));
}

/** A new private collection. */
export async function createCollection(
  db: Database,
  options: { userId: string; name: string; description?: string | undefined; now: Date },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(collections)
    .values({
      userId: options.userId,
      name: checkName(options.name),
      description: checkDescription(options.description ?? ""),
      createdAt: options.now,
      updatedAt: options.now,
    })
    .returning({ id: collections.id });
  if (!row) throw new Error("the collection was not created");
  return row;
}

/** Renames and/or describes the account's collection. */
export async function updateCollection(
  db: Database,
  options: {
    userId: string;
    id: string;
    name?: string | undefined;
    description?: string | undefined;
    now: Date;
  },
): Promise<void> {
  await ownedRow(db, options.userId, options.id);
  await db
    .update(collections)
    .set({
      ...(options.name === undefined ? {} : { name: checkName(options.name) }),
      ...(options.description === undefined ? {} : { description: checkDescription(options.description) }),
      updatedAt: options.now,
    })
    .where(eq(collections.id, options.id));
}

/** Deletes the account's collection (its templates stay). */
export async function deleteCollection(db: Database, options: { userId: string; id: string }): Promise<void> {
  if (!uuidPattern.test(options.id)) throw new CollectionNotFound("no such collection");
  const deleted = await db
    .delete(collections)
    .where(and(eq(collections.userId, options.userId), eq(collections.id, options.id)))
    .returning({ id: collections.id });
  if (deleted.length === 0) throw new CollectionNotFound("no such collection");
}

/**
 * Adds the account's own templates to its collection, after those already there; a template
 * already in it stays where it is. Another account's (or an unknown) template: CollectionNotFound.
 */
export async function addTemplates(
  db: Database,
  options: { userId: string; id: string; templateIds: readonly string[]; now: Date },
): Promise<void> {
  const { userId, id, now } = options;
  const wanted = [...new Set(options.templateIds)];
  if (wanted.some((templateId) => !uuidPattern.test(templateId)))
    throw new CollectionNotFound("no such template");
  await db.transaction(async (tx) => {
    await ownedRow(tx, userId, id);
    // Two additions at once would take the same positions: one waits for the other.
    await tx.execute(sql`select 1 from ${collections} where ${collections.id} = ${id} for update`);
    const owned = wanted.length
      ? await tx
          .select({ id: templates.id })
          .from(templates)
          .where(and(eq(templates.userId, userId), inArray(templates.id, wanted)))
      : [];
    if (owned.length !== wanted.length) throw new CollectionNotFound("no such template");
    const [last] = await tx
      .select({ position: max(collectionTemplates.position) })
      .from(collectionTemplates)
      .where(eq(collectionTemplates.collectionId, id));
    let position = (last?.position ?? -1) + 1;
    for (const templateId of wanted) {
      const added = await tx
        .insert(collectionTemplates)
        .values({ collectionId: id, templateId, position, addedAt: now })
        .onConflictDoNothing()
        .returning({ templateId: collectionTemplates.templateId });
      if (added.length) position += 1;
    }
    await tx.update(collections).set({ updatedAt: now }).where(eq(collections.id, id));
  });
}

/** Takes a template out of the account's collection (the template itself stays). */
export async function removeTemplate(
  db: Database,
  options: { userId: string; id: string; templateId: string; now: Date },
): Promise<void> {
  const { userId, id, templateId, now } = options;
  await db.transaction(async (tx) => {
    await ownedRow(tx, userId, id);
    const removed = uuidPattern.test(templateId)
      ? await tx
          .delete(collectionTemplates)
          .where(
            and(eq(collectionTemplates.collectionId, id), eq(collectionTemplates.templateId, templateId)),
          )
          .returning({ templateId: collectionTemplates.templateId })
      : [];
    if (removed.length === 0) throw new CollectionNotFound("no such template");
    await tx.update(collections).set({ updatedAt: now }).where(eq(collections.id, id));
  });
}

async function writeOrder(tx: Database, id: string, order: readonly string[], now: Date) {
  for (const [position, templateId] of order.entries()) {
    await tx
      .update(collectionTemplates)
      .set({ position })
      .where(and(eq(collectionTemplates.collectionId, id), eq(collectionTemplates.templateId, templateId)));
  }
  await tx.update(collections).set({ updatedAt: now }).where(eq(collections.id, id));
}

async function currentOrder(tx: Database, id: string): Promise<string[]> {
  await tx.execute(sql`select 1 from ${collections} where ${collections.id} = ${id} for update`);
  const rows = await tx
    .select({ templateId: collectionTemplates.templateId })
    .from(collectionTemplates)
    .where(eq(collectionTemplates.collectionId, id))
    .orderBy(asc(collectionTemplates.position), asc(collectionTemplates.addedAt));
  return rows.map((row) => row.templateId);
}

/** Moves a template one place up or down in the collection (at an end it stays). */
export async function moveTemplate(
  db: Database,
  options: { userId: string; id: string; templateId: string; direction: "up" | "down"; now: Date },
): Promise<void> {
  const { userId, id, templateId, direction, now } = options;
  await db.transaction(async (tx) => {
    await ownedRow(tx, userId, id);
    const order = await currentOrder(tx, id);
    const index = order.indexOf(templateId);
    if (index < 0) throw new CollectionNotFound("no such template");
    const other = direction === "up" ? index - 1 : index + 1;
    if (other < 0 || other >= order.length) return;
    [order[index], order[other]] = [order[other] as string, order[index] as string];
    await writeOrder(tx, id, order, now);
  });
}

/**
 * Puts a template at `position` (1 for the first) in the collection, the others keeping their
 * order around it. A position past either end means that end (the page the owner saw may count
 * fewer or more templates than the collection now holds).
 */
export async function moveTemplateTo(
  db: Database,
  options: { userId: string; id: string; templateId: string; position: number; now: Date },
): Promise<void> {
  const { userId, id, templateId, position, now } = options;
  await db.transaction(async (tx) => {
    await ownedRow(tx, userId, id);
    const order = await currentOrder(tx, id);
    const index = order.indexOf(templateId);
    if (index < 0) throw new CollectionNotFound("no such template");
    const target = Math.min(Math.max(Math.trunc(position), 1), order.length) - 1;
    if (target === index) return;
    order.splice(index, 1);
    order.splice(target, 0, templateId);
    await writeOrder(tx, id, order, now);
  });
}

/**
 * Puts the collection's templates in the order given. It must name each template of the
 * collection exactly once (CollectionNotFound otherwise: the list the caller saw is out of date).
 */
export async function reorderTemplates(
  db: Database,
  options: { userId: string; id: string; templateIds: readonly string[]; now: Date },
): Promise<void> {
  const { userId, id, templateIds, now } = options;
  await db.transaction(async (tx) => {
    await ownedRow(tx, userId, id);
    const order = await currentOrder(tx, id);
    const same =
      templateIds.length === order.length &&
      new Set(templateIds).size === order.length &&
      templateIds.every((templateId) => order.includes(templateId));
    if (!same) throw new CollectionNotFound("not the collection's templates");
    await writeOrder(tx, id, templateIds, now);
  });
}

/** Chooses the cover among the collection's templates, or `null` for "the first one". */
export async function setCover(
  db: Database,
  options: { userId: string; id: string; templateId: string | null; now: Date },
): Promise<void> {
  const { userId, id, templateId, now } = options;
  await db.transaction(async (tx) => {
    await ownedRow(tx, userId, id);
    if (templateId !== null) {
      const order = await currentOrder(tx, id);
      if (!order.includes(templateId)) throw new CollectionNotFound("no such template");
    }
    await tx
      .update(collections)
      .set({ coverTemplateId: templateId, updatedAt: now })
      .where(eq(collections.id, id));
  });
}

/** Shares the collection with a new link (any previous link stops working); returns its token. */
export async function shareCollection(
  db: Database,
  options: { userId: string; id: string; now: Date },
): Promise<string> {
  await ownedRow(db, options.userId, options.id);
  const token = newShareToken();
  await db
    .update(collections)
    .set({ shareToken: token, updatedAt: options.now })
    .where(eq(collections.id, options.id));
  return token;
}

/** Makes the collection private again: its link is unknown from now on. */
export async function revokeShare(
  db: Database,
  options: { userId: string; id: string; now: Date },
): Promise<void> {
  await ownedRow(db, options.userId, options.id);
  await db
    .update(collections)
    .set({ shareToken: null, updatedAt: options.now })
    .where(eq(collections.id, options.id));
}

/** A template of a shared collection as anyone with the link sees it. */
export type SharedTemplate = {
  id: string;
  name: string;
  productId: string;
  productTitle: string;
  productPath: string;
  color: string;
  colorName: string;
  /** The cheapest orderable size of the colour ("from"), in US cents; null when none is orderable. */
  fromPriceCents: number | null;
  hasMockup: boolean;
};

export type SharedCollection = { name: string; description: string; templates: SharedTemplate[] };

async function sharedRow(db: Database, token: string) {
  if (!tokenPattern.test(token)) return null;
  const [row] = await db.select().from(collections).where(eq(collections.shareToken, token));
  return row ?? null;
}

/**
 * The collection shared by `token`, in `language`, or null (unknown or revoked token). Only what
 * the page may show: names, the product, colour and price from the catalogue — no owner, no ids
 * of the owner's designs, renders or files. Templates whose product left the catalogue are left out.
 */
export async function sharedCollection(
  db: Database,
  token: string,
  language: Language,
): Promise<SharedCollection | null> {
  const row = await sharedRow(db, token);
  if (!row) return null;
  const list = (await templatesOf(db, [row.id])).get(row.id) ?? [];
  const shown: SharedTemplate[] = [];
  for (const template of list) {
    const product = await orderProduct(db, template.productId);
    const variants = product?.variants.filter((variant) => variant.colorKey === template.color) ?? [];
    if (!product || variants.length === 0) continue;
    const orderable = variants.filter((variant) => variant.availability === "available");
    shown.push({
      id: template.id,
      name: template.name,
      productId: product.id,
      productTitle: product.title[language],
      productPath: product.paths[language],
      color: template.color,
      colorName: (variants[0] as (typeof variants)[number]).colorName[language],
      fromPriceCents: orderable.length ? Math.min(...orderable.map((variant) => variant.priceCents)) : null,
      hasMockup: template.mockup !== null,
    });
  }
  return { name: row.name, description: row.description, templates: shown };
}

/** The mockup render of template `templateId` of the collection shared by `token`, or null. */
export async function sharedMockup(
  db: Database,
  token: string,
  templateId: string,
): Promise<MockupRef | null> {
  const row = await sharedRow(db, token);
  if (!row || !uuidPattern.test(templateId)) return null;
  const template = ((await templatesOf(db, [row.id])).get(row.id) ?? []).find(
    (entry) => entry.id === templateId,
  );
  return template?.mockup ?? null;
}

/**
 * "Customise a copy": the shared template `templateId` becomes a new draft of `owner` (an account
 * or a visitor's designer session). The images it prints are copied into the visitor's own
 * library — new file rows with their own copy of the bytes, so the owner's file ids are never
 * shown and the owner deleting a file does not touch the copy. A file the visitor already holds
 * (the same bytes) is reused. Returns the draft, or null for an unknown token or template.
 */
export async function customiseCopy(
  db: Database,
  storage: Storage,
  options: { token: string; templateId: string; owner: DesignOwner; now: Date },
): Promise<Design | null> {
  const { token, templateId, owner, now } = options;
  const row = await sharedRow(db, token);
  if (!row || !uuidPattern.test(templateId)) return null;
  const [source] = await db
    .select({ document: designs.document })
    .from(collectionTemplates)
    .innerJoin(templates, eq(templates.id, collectionTemplates.templateId))
    .innerJoin(designs, eq(designs.id, templates.designId))
    .where(and(eq(collectionTemplates.collectionId, row.id), eq(collectionTemplates.templateId, templateId)));
  if (!source) return null;

  const usedIds = [
    ...new Set(
      Object.values(source.document.areas).flatMap((layers) =>
        layers.flatMap((layer) => (layer.type === "image" ? [layer.fileId] : [])),
      ),
    ),
  ];
  const originals = usedIds.length ? await db.select().from(files).where(inArray(files.id, usedIds)) : [];
  const ownerColumn =
    "userId" in owner ? eq(files.userId, owner.userId) : eq(files.designerSessionId, owner.designerSessionId);
  const replacement = new Map<string, string>();
  const copies: { from: typeof files.$inferSelect; id: string }[] = [];
  let needed = 0;
  for (const original of originals) {
    const [held] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(ownerColumn, eq(files.sha256, original.sha256), isNull(files.removedAt)));
    if (held) {
      replacement.set(original.id, held.id);
      continue;
    }
    needed += original.byteSize + (original.thumbnailBytes ?? 0);
    copies.push({ from: original, id: randomUUID() });
  }
  // Refused early, before any bytes are copied; checked again under the owner's lock below.
  await ensureRoom(db, owner, needed);

  // The bytes are copied before the rows exist (as an upload does), and removed if the rows fail.
  const copiedKeys: string[] = [];
  try {
    for (const { from, id } of copies) {
      const sourceKeys = fileStorageKeys(from.id);
      const targetKeys = fileStorageKeys(id);
      for (const kind of ["upload", "original", "thumbnail"] as const) {
        const body = await storage.get(sourceKeys[kind]);
        if (!body) continue;
        // Read whole (files are at most 50 MB): `put` needs the exact size, which `get` does not give.
        const bytes = Buffer.concat(await body.toArray());
        const contentType =
          kind === "thumbnail"
            ? "image/webp"
            : kind === "upload"
              ? from.sourceType
              : (from.mediaType ?? from.sourceType);
        await storage.put(targetKeys[kind], Readable.from([bytes]), { size: bytes.length, contentType });
        copiedKeys.push(targetKeys[kind]);
      }
    }
    const { draft, unused } = await db.transaction(async (tx) => {
      // Two copies (or an upload and a copy) for one owner at once: the second waits here, then
      // counts the first's files, so together they never go over the quota (as uploads, files.ts).
      await lockFileOwner(tx, owner);
      const kept: typeof copies = [];
      const needless: typeof copies = [];
      for (const copy of copies) {
        const [held] = await tx
          .select({ id: files.id })
          .from(files)
          .where(and(ownerColumn, eq(files.sha256, copy.from.sha256), isNull(files.removedAt)));
        if (held) replacement.set(copy.from.id, held.id);
        (held ? needless : kept).push(copy);
      }
      await ensureRoom(
        tx,
        owner,
        kept.reduce((sum, { from }) => sum + from.byteSize + (from.thumbnailBytes ?? 0), 0),
      );
      for (const { from, id } of kept) {
        replacement.set(from.id, id);
        await tx.insert(files).values({
          ...from,
          id,
          userId: "userId" in owner ? owner.userId : null,
          designerSessionId: "userId" in owner ? null : owner.designerSessionId,
          removedAt: null,
          lockedUntil: null,
          createdAt: now,
          updatedAt: now,
        });
      }
      const document: DesignDocument = {
        ...source.document,
        areas: Object.fromEntries(
          Object.entries(source.document.areas).map(([key, layers]) => [
            key,
            layers.map((layer) =>
              layer.type === "image"
                ? { ...layer, fileId: replacement.get(layer.fileId) ?? layer.fileId }
                : layer,
            ),
          ]),
        ),
      };
      return { draft: await saveDesign(tx, { owner, document, now }), unused: needless };
    });
    // Bytes copied for a file the owner came to hold meanwhile (a concurrent copy of the same file).
    const unusedKeys = new Set(unused.flatMap(({ id }) => Object.values(fileStorageKeys(id))));
    await Promise.allSettled(
      copiedKeys.filter((key) => unusedKeys.has(key)).map((key) => storage.delete(key)),
    );
    return draft;
  } catch (error) {
    await Promise.allSettled(copiedKeys.map((key) => storage.delete(key)));
    throw error;
  }
}
