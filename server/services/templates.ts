/**
 * Templates (issue 17): finished designs an account keeps for reuse. Each template holds its own
 * frozen copy of the design (like an order's copy), so it outlives the draft it came from, edits
 * of that draft, and the library files it uses (files.ts keeps a removed file while a frozen
 * design prints it). Ordering or editing a template always works on a new draft copy.
 */
import { and, asc, desc, eq, ilike, isNotNull, isNull, sql } from "drizzle-orm";
import type { DesignDocument } from "#core/schemas/design.ts";
import type { Database } from "../db/client.ts";
import { designs, orderItems, orders, templates } from "../db/schema.ts";
import { designProduct } from "./catalogue.ts";
import { documentHash, listRenders, requestRenders, type DesignRender } from "./design-renders.ts";
import { uuidPattern } from "./designs.ts";
import { purgeRemovedFiles } from "./files.ts";

/** A template's name: what the forms and the API accept. */
export const TEMPLATE_NAME_MAX = 80;

/** No such template (or draft, or order item) for this account: another account's is "no such" too. */
export class TemplateNotFound extends Error {
  override name = "TemplateNotFound";
}

/** Why a template is refused; each is a message of the `templates` namespace (`refused.<reason>`). */
export type TemplateRefusalReason =
  | "name"
  | "unknownProduct"
  // Applying to another product (template-apply.ts): no area of the same shape, or the scaled
  // design would not print (an image below the minimum resolution, type too small, a lost file).
  | "notApplicable"
  | "dpiTooLow"
  | "textTooSmall"
  | "strokeTooThin"
  | "missingFile";

export class TemplateRefused extends Error {
  override name = "TemplateRefused";
  readonly reason: TemplateRefusalReason;
  constructor(reason: TemplateRefusalReason) {
    super(`template refused: ${reason}`);
    this.reason = reason;
  }
}

export type Template = {
  id: string;
  name: string;
  productId: string;
  color: string;
  designId: string;
  document: DesignDocument;
  createdAt: string;
  updatedAt: string;
};

export type TemplateSort = "updated" | "name";

type TemplateRow = typeof templates.$inferSelect & { document: DesignDocument };

function toTemplate(row: TemplateRow): Template {
  return {
    id: row.id,
    name: row.name,
    productId: row.productId,
    color: row.color,
    designId: row.designId,
    document: row.document,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The name as kept: trimmed, 1–80 characters. */
function templateName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > TEMPLATE_NAME_MAX) throw new TemplateRefused("name");
  return trimmed;
}

const templateColumns = {
  id: templates.id,
  userId: templates.userId,
  name: templates.name,
  designId: templates.designId,
  productId: templates.productId,
  color: templates.color,
  createdAt: templates.createdAt,
  updatedAt: templates.updatedAt,
  document: designs.document,
};

/** The account's template `id`; TemplateNotFound for a malformed id or another account's template. */
export async function findTemplate(db: Database, userId: string, id: string): Promise<Template> {
  if (!uuidPattern.test(id)) throw new TemplateNotFound("no such template");
  const [row] = await db
    .select(templateColumns)
    .from(templates)
    .innerJoin(designs, eq(designs.id, templates.designId))
    .where(and(eq(templates.userId, userId), eq(templates.id, id)));
  if (!row) throw new TemplateNotFound("no such template");
  return toTemplate(row);
}

/**
 * Keeps `document` as a new frozen design of the account and asks for its mockup preview in the
 * template's colour (the render job makes it), so the template never changes with a draft.
 */
async function freezeDocument(
  db: Database,
  options: { userId: string; document: DesignDocument; now: Date },
): Promise<string> {
  const { userId, document, now } = options;
  const product = await designProduct(db, document.product, "en");
  if (!product) throw new TemplateRefused("unknownProduct");
  const [row] = await db
    .insert(designs)
    .values({ userId, productId: document.product, document, frozenAt: now, createdAt: now, updatedAt: now })
    .returning({ id: designs.id });
  const designId = row!.id;
  await requestRenders(db, {
    designId,
    document,
    product,
    colors: [document.color],
    kinds: ["preview"],
    now,
  });
  return designId;
}

/** A new template of the account with its own frozen copy of `document`, named `name`. */
export async function insertTemplate(
  db: Database,
  options: { userId: string; name: string; document: DesignDocument; now: Date },
): Promise<Template> {
  const { userId, document, now } = options;
  const name = templateName(options.name);
  const designId = await freezeDocument(db, { userId, document, now });
  const [row] = await db
    .insert(templates)
    .values({
      userId,
      name,
      designId,
      productId: document.product,
      color: document.color,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toTemplate({ ...row!, document });
}

/** Saves the account's draft `draftId` as a new template named `name`. */
export async function saveTemplateFromDraft(
  db: Database,
  options: { userId: string; draftId: string; name: string; now: Date },
): Promise<Template> {
  const { userId, draftId } = options;
  // The name is checked before anything else so a bad name never costs a lookup's 404.
  templateName(options.name);
  if (!uuidPattern.test(draftId)) throw new TemplateNotFound("no such draft");
  const [draft] = await db
    .select({ document: designs.document })
    .from(designs)
    .where(and(eq(designs.id, draftId), eq(designs.userId, userId), isNull(designs.frozenAt)));
  if (!draft) throw new TemplateNotFound("no such draft");
  return insertTemplate(db, { ...options, document: draft.document });
}

/**
 * Saves an item of one of the account's past orders as a template: the order's frozen design, in
 * the colour that was ordered.
 */
export async function saveTemplateFromOrderItem(
  db: Database,
  options: { userId: string; orderItemId: string; name: string; now: Date },
): Promise<Template> {
  const { userId, orderItemId } = options;
  templateName(options.name);
  if (!uuidPattern.test(orderItemId)) throw new TemplateNotFound("no such order item");
  const [item] = await db
    .select({ document: designs.document, colorKey: orderItems.colorKey })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(designs, eq(designs.id, orderItems.designId))
    .where(and(eq(orderItems.id, orderItemId), eq(orders.userId, userId), isNotNull(designs.frozenAt)));
  if (!item) throw new TemplateNotFound("no such order item");
  return insertTemplate(db, { ...options, document: { ...item.document, color: item.colorKey } });
}

/** The account's templates, optionally only those whose name contains `query`. */
export async function listTemplates(
  db: Database,
  options: { userId: string; query?: string | undefined; sort?: TemplateSort | undefined },
): Promise<Template[]> {
  const query = options.query?.trim() ?? "";
  // LIKE's wildcards in a search are the characters themselves.
  const pattern = `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await db
    .select(templateColumns)
    .from(templates)
    .innerJoin(designs, eq(designs.id, templates.designId))
    .where(and(eq(templates.userId, options.userId), query ? ilike(templates.name, pattern) : undefined))
    .orderBy(
      ...(options.sort === "name"
        ? [asc(sql`lower(${templates.name})`), desc(templates.updatedAt)]
        : [desc(templates.updatedAt), asc(sql`lower(${templates.name})`)]),
      asc(templates.id),
    );
  return rows.map(toTemplate);
}

/** Renames the account's template. */
export async function renameTemplate(
  db: Database,
  options: { userId: string; id: string; name: string; now: Date },
): Promise<Template> {
  const name = templateName(options.name);
  const template = await findTemplate(db, options.userId, options.id);
  await db
    .update(templates)
    .set({ name, updatedAt: options.now })
    .where(and(eq(templates.id, template.id), eq(templates.userId, options.userId)));
  return { ...template, name, updatedAt: options.now.toISOString() };
}

/**
 * Copies the account's template under `name`. Both share the frozen design (it never changes:
 * editing a template gives it a new one), and with it the mockup already rendered.
 */
export async function duplicateTemplate(
  db: Database,
  options: { userId: string; id: string; name: string; now: Date },
): Promise<Template> {
  const { userId, now } = options;
  const name = templateName(options.name);
  const template = await findTemplate(db, userId, options.id);
  const [row] = await db
    .insert(templates)
    .values({
      userId,
      name,
      designId: template.designId,
      productId: template.productId,
      color: template.color,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toTemplate({ ...row!, document: template.document });
}

/**
 * Deletes a frozen design no template and no order uses any more (its renders go with it), and
 * with it the account's removed library files nothing prints any more.
 */
async function dropUnusedDesign(db: Database, userId: string, designId: string): Promise<void> {
  const deleted = await db
    .delete(designs)
    .where(
      and(
        eq(designs.id, designId),
        isNotNull(designs.frozenAt),
        sql`not exists (select 1 from ${templates} where ${templates.designId} = ${designId})`,
        sql`not exists (select 1 from ${orderItems} where ${orderItems.designId} = ${designId})`,
      ),
    )
    .returning({ id: designs.id });
  if (deleted.length > 0) await purgeRemovedFiles(db, userId);
}

/** Deletes the account's template, and its frozen design when nothing else uses it. */
export async function deleteTemplate(db: Database, options: { userId: string; id: string }): Promise<void> {
  const template = await findTemplate(db, options.userId, options.id);
  await db.delete(templates).where(and(eq(templates.id, template.id), eq(templates.userId, options.userId)));
  await dropUnusedDesign(db, options.userId, template.designId);
}

/**
 * A new draft of the account with the template's design: a copy to change or to order freely, or
 * (`editsTemplate`) the template's own draft, which `saveDraftToTemplate` writes back.
 */
export async function draftFromTemplate(
  db: Database,
  options: { userId: string; id: string; editsTemplate?: boolean; now: Date },
): Promise<{ draftId: string; productId: string }> {
  const { userId, now } = options;
  const template = await findTemplate(db, userId, options.id);
  const [row] = await db
    .insert(designs)
    .values({
      userId,
      productId: template.productId,
      document: template.document,
      editsTemplateId: options.editsTemplate ? template.id : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: designs.id });
  return { draftId: row!.id, productId: template.productId };
}

/** The template a draft of the account edits, or null when it is an ordinary draft (or not theirs). */
export async function templateEditedBy(
  db: Database,
  userId: string,
  draftId: string,
): Promise<{ id: string; name: string } | null> {
  if (!uuidPattern.test(draftId)) return null;
  const [row] = await db
    .select({ id: templates.id, name: templates.name })
    .from(designs)
    .innerJoin(templates, eq(templates.id, designs.editsTemplateId))
    .where(
      and(
        eq(designs.id, draftId),
        eq(designs.userId, userId),
        isNull(designs.frozenAt),
        eq(templates.userId, userId),
      ),
    );
  return row ?? null;
}

/**
 * Writes a draft that edits a template back to it: the template gets a new frozen copy of the
 * draft's document (its old copy goes when nothing else uses it). The draft stays for more edits.
 */
export async function saveDraftToTemplate(
  db: Database,
  options: { userId: string; draftId: string; now: Date },
): Promise<Template> {
  const { userId, draftId, now } = options;
  const edited = await templateEditedBy(db, userId, draftId);
  if (!edited) throw new TemplateNotFound("no template edited by this draft");
  const [draft] = await db
    .select({ document: designs.document })
    .from(designs)
    .where(eq(designs.id, draftId));
  const document = draft!.document;
  const template = await findTemplate(db, userId, edited.id);
  const designId = await freezeDocument(db, { userId, document, now });
  await db
    .update(templates)
    .set({ designId, productId: document.product, color: document.color, updatedAt: now })
    .where(eq(templates.id, template.id));
  await dropUnusedDesign(db, options.userId, template.designId);
  return {
    ...template,
    designId,
    productId: document.product,
    color: document.color,
    document,
    updatedAt: now.toISOString(),
  };
}

/** The template's mockup preview (front view first), once asked for; null when it has none. */
export async function templatePreview(db: Database, template: Template): Promise<DesignRender | null> {
  const renders = await listRenders(db, template.designId, documentHash(template.document));
  const previews = renders.filter(
    (render) => render.kind === "preview" && render.target.endsWith(`:${template.color}`),
  );
  return previews.find((render) => render.target.startsWith("front:")) ?? previews[0] ?? null;
}
