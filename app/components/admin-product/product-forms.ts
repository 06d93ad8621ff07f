import type { SubmissionResult } from "@conform-to/react";

/** The product page's forms, told apart by the `intent` they post. */
export type ProductIntent = "visibility" | "variant" | "bulkPrice" | "areaPrices" | "priceTiers";

/** The page's action answer: which form (and, for a variant, which SKU) its reply belongs to. */
export type ProductActionData =
  { intent: ProductIntent; key: string; reply: SubmissionResult<string[]> | undefined } | undefined;

/** The reply for one form, if the last answer was for it: the other forms stay as they were. */
export function replyOf(actionData: ProductActionData, intent: ProductIntent, key = "") {
  if (!actionData || actionData.intent !== intent || actionData.key !== key) return undefined;
  return actionData.reply;
}
