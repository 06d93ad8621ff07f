import { z } from "zod";

/** A back-office list's address: a search and a page. Bad values fall back. */
export const adminListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** What an operator does to an account: its role, or whether it may sign in. */
export const accountActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("role"), role: z.enum(["customer", "operator"]) }),
  z.object({
    intent: z.literal("disabled"),
    disabled: z.enum(["true", "false"]).transform((v) => v === "true"),
  }),
]);
