/**
 * The designer's "Check and preview" (issue 28: the page decides nothing about background work).
 */
// The design engine's pure rules move below app/ and server/ with the layering step (issue 28).
import { canOrder } from "#core/design/checks.ts";
import { requestRenders } from "../services/design-renders.ts";
import { preflightDesign, type DesignOwner } from "../services/designs.ts";
import type { ShopServices } from "../shop-services.ts";

/** The saved draft to check, as `requestRenders` takes it. */
type SavedDraft = Pick<Parameters<typeof requestRenders>[1], "designId" | "document" | "product">;

/**
 * Checks the owner's saved draft as an order would; when nothing blocks it, asks for its print
 * files and previews in its colour and wakes the render job. `blocked`: an issue stops the order,
 * and nothing was asked for.
 */
export async function requestProofs(
  services: Pick<ShopServices, "db" | "now" | "wakeJob">,
  input: { owner: DesignOwner; draft: SavedDraft },
): Promise<{ blocked: boolean }> {
  const { db, now } = services;
  const { designId, document, product } = input.draft;
  const issues = await preflightDesign(db, input.owner, document, product);
  if (!canOrder(issues)) return { blocked: true };
  await requestRenders(db, { designId, document, product, colors: [document.color], now: now() });
  services.wakeJob("design-renders");
  return { blocked: false };
}
