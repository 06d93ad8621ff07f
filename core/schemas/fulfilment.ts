/**
 * The back-office's order forms and API bodies, and the customer's answer to a hold, shared by the
 * browser and the server. Operator form messages are keys of the `fulfilment` namespace; the
 * customer's, of `order`.
 */
import { z } from "zod";
import { carriers } from "#core/tracking.ts";
import { areaKeyPattern, layerIdPattern } from "./design.ts";
import { orderSnSchema, orderStatusValues } from "./order.ts";

export const MAX_REASON_LENGTH = 1000;
export const MAX_MESSAGE_LENGTH = 2000;
/** Tracking numbers as carriers print them, spaces removed: letters and digits, maybe dashes. */
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9-]{5,39}$/;

/** A typed tracking number as stored: spaces out, capitals. */
export function normaliseTrackingNumber(value: string): string {
  return value.replaceAll(/\s+/g, "").toUpperCase();
}

const reason = z
  .string({ error: "errors.input.reason" })
  .trim()
  .min(1, { error: "errors.input.reason" })
  .max(MAX_REASON_LENGTH, { error: "errors.input.reasonTooLong" });

export const holdFormSchema = z.object({ reason });

export const releaseFormSchema = z.object({
  to: z.enum(["paid", "in_production"], { error: "errors.input.release" }),
});

export const shipFormSchema = z.object({
  carrier: z.enum(carriers as [string, ...string[]], { error: "errors.input.carrier" }),
  trackingNumber: z
    .string({ error: "errors.input.trackingNumber" })
    .transform(normaliseTrackingNumber)
    .pipe(z.string().regex(TRACKING_NUMBER_PATTERN, { error: "errors.input.trackingNumber" })),
});

export const cancelFormSchema = z.object({
  reason: reason.optional(),
  confirm: z.literal("on", { error: "errors.input.confirm" }),
});

export const operatorMessageFormSchema = z.object({
  body: z
    .string({ error: "errors.input.message" })
    .trim()
    .min(1, { error: "errors.input.message" })
    .max(MAX_MESSAGE_LENGTH, { error: "errors.input.message" }),
});

/**
 * The customer's answer on their order's page, with a file of their library if they choose one
 * (a new upload posted with the form becomes one before this is checked).
 */
export const orderReplyFormSchema = z.object({
  body: z
    .string({ error: "detail.replyInvalid" })
    .trim()
    .min(1, { error: "detail.replyInvalid" })
    .max(MAX_MESSAGE_LENGTH, { error: "detail.replyInvalid" }),
  fileId: z.uuid({ error: "detail.fileRefused" }).optional(),
});

/** The image layer an operator chose for a file, as the form sends it: `<design>/<area>/<layer>`. */
export function artworkLayerValue(layer: { designId: string; area: string; layerId: string }): string {
  return `${layer.designId}/${layer.area}/${layer.layerId}`;
}

const artworkLayer = {
  designId: z.uuid({ error: "errors.input.artwork" }),
  area: z.string().regex(areaKeyPattern, { error: "errors.input.artwork" }),
  layerId: z.string().regex(layerIdPattern, { error: "errors.input.artwork" }),
};

export const useFileFormSchema = z.object({
  message: z.coerce
    .number({ error: "errors.input.artwork" })
    .int()
    .positive({ error: "errors.input.artwork" }),
  layer: z
    .string({ error: "errors.input.artwork" })
    .transform((value) => value.split("/"))
    .pipe(
      z.tuple([artworkLayer.designId, artworkLayer.area, artworkLayer.layerId], {
        error: "errors.input.artwork",
      }),
    )
    .transform(([designId, area, layerId]) => ({ designId, area, layerId })),
});

/** The queue's address: a status, a search and a page. Bad values fall back. */
export const operatorOrdersQuerySchema = z.object({
  status: z.enum(orderStatusValues).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

// The operator API's bodies: strict, so a misspelt field is named instead of ignored.
const sn = orderSnSchema;

export const apiOrdersBodySchema = z.strictObject({
  status: z.enum(orderStatusValues).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.number().int().min(1).max(10_000).optional(),
});
export const apiOrderBodySchema = z.strictObject({ sn });
export const apiHoldBodySchema = z.strictObject({ sn, reason });
export const apiReleaseBodySchema = z.strictObject({ sn, to: z.enum(["paid", "in_production"]) });
export const apiShipBodySchema = z.strictObject({
  sn,
  carrier: shipFormSchema.shape.carrier,
  trackingNumber: shipFormSchema.shape.trackingNumber,
});
export const apiCancelBodySchema = z.strictObject({ sn, reason: reason.optional() });
export const apiMessageBodySchema = z.strictObject({ sn, body: operatorMessageFormSchema.shape.body });
export const apiUseFileBodySchema = z.strictObject({
  sn,
  messageId: z.number().int().positive(),
  ...artworkLayer,
});
/** The customer's answer through the API: a file of their library (`POST /api/files/upload` first). */
export const apiOrderReplyBodySchema = z.strictObject({
  sn,
  body: orderReplyFormSchema.shape.body,
  fileId: z.uuid().optional(),
});
