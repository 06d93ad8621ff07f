/**
 * Collections' forms and API bodies, shared by the pages and the API. Messages are keys of the
 * `collections` namespace (`refused.*`).
 */
import { z } from "zod";

export const COLLECTION_NAME_MAX = 80;
export const COLLECTION_DESCRIPTION_MAX = 500;

const idSchema = z.uuid({ error: "refused.invalid" });

const nameSchema = z
  .string({ error: "refused.nameRequired" })
  .trim()
  .min(1, { error: "refused.nameRequired" })
  .max(COLLECTION_NAME_MAX, { error: "refused.nameTooLong" });

const descriptionSchema = z
  .string()
  .trim()
  .max(COLLECTION_DESCRIPTION_MAX, { error: "refused.descriptionTooLong" });

/** A collection's name and description: creating one, and renaming and describing it (page forms). */
export const collectionDetailsSchema = z.object({
  name: nameSchema,
  description: descriptionSchema.optional().default(""),
});

/** Adding one of the account's templates to the collection (page form). */
export const addTemplateSchema = z.object({ templateId: z.uuid({ error: "refused.templateRequired" }) });

/**
 * Putting a template at a place in the collection (page form): a whole number from 1 to `count`,
 * the number of templates the collection holds.
 */
export function positionSchema(count: number) {
  const position = z
    .number({ error: "refused.position" })
    .int({ error: "refused.position" })
    .min(1, { error: "refused.position" })
    .max(Math.max(count, 1), { error: "refused.position" });
  return z.object({ templateId: idSchema, position });
}

/** The collection page's one-button forms (adding and placing a template have their own). */
export const collectionIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("remove"), templateId: idSchema }),
  z.object({ intent: z.literal("move"), templateId: idSchema, direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("cover"), templateId: idSchema }),
  z.object({ intent: z.literal("share") }),
  z.object({ intent: z.literal("revoke") }),
  z.object({ intent: z.literal("delete") }),
]);

/** "Customise a copy" on a shared collection's page. */
export const customiseCopySchema = z.object({ templateId: idSchema });

/** POST /api/collections/create. */
export const apiCreateCollectionSchema = z.strictObject({
  name: z.string().max(1000),
  description: z.string().max(5000).optional(),
});

/** POST /api/collections/update: any of the name, the description and the cover (null: the first). */
export const apiUpdateCollectionSchema = z.strictObject({
  id: z.string().max(100),
  name: z.string().max(1000).optional(),
  description: z.string().max(5000).optional(),
  coverTemplateId: z.uuid().nullable().optional(),
});

/** POST /api/collections/delete. */
export const apiCollectionIdSchema = z.strictObject({ id: z.string().max(100) });

/** POST /api/collections/templates: one change of the collection's templates. */
export const apiCollectionTemplatesSchema = z.discriminatedUnion("action", [
  z.strictObject({
    id: z.string().max(100),
    action: z.literal("add"),
    templateIds: z.array(z.uuid()).min(1).max(100),
  }),
  z.strictObject({ id: z.string().max(100), action: z.literal("remove"), templateId: z.uuid() }),
  z.strictObject({
    id: z.string().max(100),
    action: z.literal("move"),
    templateId: z.uuid(),
    direction: z.enum(["up", "down"]),
  }),
  z.strictObject({
    id: z.string().max(100),
    action: z.literal("reorder"),
    templateIds: z.array(z.uuid()).max(1000),
  }),
]);

/** POST /api/collections/share: on (keeping a live link unless `renew`) or off. */
export const apiShareCollectionSchema = z.strictObject({
  id: z.string().max(100),
  shared: z.boolean(),
  renew: z.boolean().optional(),
});
