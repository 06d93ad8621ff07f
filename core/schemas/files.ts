/**
 * The file library's forms and API bodies, shared by the browser (conform) and the server. Form
 * messages are translation keys under `validation` in locales/{en,fr}/common.ts.
 */
import { z } from "zod";
import {
  backgroundRemoval,
  cleanFileName,
  fileLimits,
  fileSortOrders,
  uploadPeriods,
  type UploadPeriod,
} from "#core/files.ts";
import { sitePathSchema } from "./preferences.ts";

const periods = Object.keys(uploadPeriods) as [UploadPeriod, ...UploadPeriod[]];

/** A file's id as addresses and forms carry it. */
export const fileIdSchema = z.uuid({ version: "v4", error: "validation.fileRequired" });

const fileNameSchema = z
  .string({ error: "validation.fileNameRequired" })
  .overwrite(cleanFileName)
  .min(1, { error: "validation.fileNameRequired" })
  .max(fileLimits.maxNameLength, { error: "validation.fileNameTooLong" });

/** Renaming a file: which one, and its new name. */
export const renameFileSchema = z.object({ id: fileIdSchema, name: fileNameSchema });

/** Deleting a file (after the confirmation). */
export const deleteFileSchema = z.object({ id: fileIdSchema });

/** What the library shows: a part of the name to find, the order, the page. Bad values fall back. */
export const fileListQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  sort: z.enum(fileSortOrders).catch("newest"),
  uploaded: z.enum(periods).catch("any"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** POST /api/files: the same choices as the page's address, all optional. */
export const fileListBodySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  sort: z.enum(fileSortOrders).optional(),
  uploaded: z.enum(periods).optional(),
  page: z.number().int().min(1).max(10_000).optional(),
});

/** How far from the background colour a colour may be and still go, in per cent (0–100). */
const toleranceSchema = z
  .number({ error: "validation.toleranceInvalid" })
  .int({ error: "validation.toleranceInvalid" })
  .min(backgroundRemoval.minTolerance, { error: "validation.toleranceInvalid" })
  .max(backgroundRemoval.maxTolerance, { error: "validation.toleranceInvalid" });

/** Asking for a library file without its plain background, at a tolerance (the page's form). */
export const removeBackgroundSchema = z.object({ id: fileIdSchema, tolerance: toleranceSchema });

/** POST /api/files/remove-background: the same, the tolerance optional. */
export const removeBackgroundBodySchema = z.strictObject({
  id: fileIdSchema,
  tolerance: toleranceSchema.default(backgroundRemoval.defaultTolerance),
});

/** Keeping or discarding a background-removal preview: which one. */
export const previewSchema = z.object({ id: fileIdSchema });

/**
 * The background-removal page's address: the preview shown, and the page it came from (the
 * library, the designer) to go back to. Bad values are dropped.
 */
export const backgroundPageQuerySchema = z.object({
  preview: fileIdSchema.optional().catch(undefined),
  back: sitePathSchema.optional().catch(undefined),
});
