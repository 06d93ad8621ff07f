/**
 * Collections' forms and API bodies, shared by the pages and the API. Messages are keys of the
 * `collections` namespace (`refused.*`).
 */
import { z } from "zod";

const idSchema = z.uuid({ error: "refused.invalid" });

const nameSchema = z
  .string({ error: "refused.nameRequired" })
  .trim()
  .min(1, { error: "refused.nameRequired" })
  .max(80, { error: "refused.nameTooLong" });

const descriptionSchema = z.string().trim().max(500, { error: "refused.descriptionTooLong" });

/** Creating a collection (page form). */
export const createCollectionSchema = z.object({
  name: nameSchema,
  description: descriptionSchema.optional().default(""),
});

/** Renaming and describing a collection (page form). */
export const updateCollectionSchema = z.object({
  name: nameSchema,
  description: descriptionSchema.optional().default(""),
});

/** The collection page's one-button forms. */
export const collectionIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), templateId: idSchema }),
  z.object({ intent: z.literal("remove"), templateId: idSchema }),
  z.object({ intent: z.literal("move"), templateId: idSchema, direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("cover"), templateId: idSchema }),
  z.object({ intent: z.literal("share") }),
  z.object({ intent: z.literal("revoke") }),
  z.object({ intent: z.literal("delete") }),
]);

/** "Customise a copy" on a shared collection's page. */
export const customiseCopySchema = z.object({ templateId: idSchema });

const refusalKeys = [
  "refused.nameRequired",
  "refused.nameTooLong",
  "refused.descriptionTooLong",
  "refused.invalid",
] as const;

/** The `collections` message of a failed parse: its first issue's key, "invalid" for anything else. */
export function refusalKey(error: z.ZodError): (typeof refusalKeys)[number] {
  const message = error.issues[0]?.message;
  return refusalKeys.find((key) => key === message) ?? "refused.invalid";
}

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
