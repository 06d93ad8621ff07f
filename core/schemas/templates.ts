/**
 * The templates' forms and API bodies (issue 17), shared by the browser (conform) and the server.
 * Form messages are translation keys under `validation` in locales/{en,fr}/common.ts.
 */
import { z } from "zod";

export const TEMPLATE_NAME_MAX = 80;
export const templateSorts = ["updated", "name"] as const;

/** A template's id as addresses and forms carry it; anything else is a template that does not exist. */
export const templateIdSchema = z.string({ error: "validation.templateRequired" }).min(1).max(100);

export const templateNameSchema = z
  .string({ error: "validation.templateNameRequired" })
  .trim()
  .min(1, { error: "validation.templateNameRequired" })
  .max(TEMPLATE_NAME_MAX, { error: "validation.templateNameTooLong" });

/** Renaming or duplicating a template: which one, and the name. */
export const namedTemplateSchema = z.object({ id: templateIdSchema, name: templateNameSchema });

/** Deleting, opening or ordering a template. */
export const templateActionSchema = z.object({ id: templateIdSchema });

/** Saving a draft (or an order's item) as a template. */
export const saveTemplateSchema = z.object({ name: templateNameSchema });

/** Saving a past order's item as a template: which item, and the name. */
export const orderItemTemplateSchema = z.object({ item: templateIdSchema, name: templateNameSchema });

/** What the page shows: a part of the name to find and the order. Bad values fall back. */
export const templateListQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  sort: z.enum(templateSorts).catch("updated"),
});

/** POST /api/templates: the same choices as the page's address, all optional. */
export const templateListBodySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  sort: z.enum(templateSorts).optional(),
});

/**
 * Applying a template to another product: the target (`productId` or `productId:size`, as the
 * page offers them) and an optional name for the new template (the shop names it otherwise).
 */
export const applyTemplateSchema = z.object({
  target: z
    .string({ error: "validation.templateTargetRequired" })
    .regex(/^[a-z0-9]{6}(:[a-z0-9][a-z0-9-]{0,39})?$/, { error: "validation.templateTargetRequired" }),
  name: templateNameSchema.optional(),
});
