/**
 * The account's template commands that set background work off: a saved template's preview is
 * rendered by the render job, and a deleted one's files leave storage with the deletions job.
 * The designer, the order page, the templates page and their `/api/*` twins call these (issue 28).
 */
import * as templates from "../services/templates.ts";
import type { ShopServices } from "../shop-services.ts";

type Services = Pick<ShopServices, "db" | "now" | "wakeJob">;

/** Saves the account's draft as a new template named `name`, and has its preview rendered. */
export async function saveTemplateFromDraft(
  services: Services,
  input: { userId: string; draftId: string; name: string },
): Promise<templates.Template> {
  const template = await templates.saveTemplateFromDraft(services.db, { ...input, now: services.now() });
  services.wakeJob("design-renders");
  return template;
}

/** Writes a draft that edits a template back to it, and has the new preview rendered. */
export async function saveDraftToTemplate(
  services: Services,
  input: { userId: string; draftId: string },
): Promise<templates.Template> {
  const template = await templates.saveDraftToTemplate(services.db, { ...input, now: services.now() });
  services.wakeJob("design-renders");
  return template;
}

/** Saves an item of one of the account's past orders as a template, and has its preview rendered. */
export async function saveTemplateFromOrderItem(
  services: Services,
  input: { userId: string; orderItemId: string; name: string },
): Promise<templates.Template> {
  const template = await templates.saveTemplateFromOrderItem(services.db, { ...input, now: services.now() });
  services.wakeJob("design-renders");
  return template;
}

/**
 * Deletes the account's template. A library file only the template printed may be gone with it,
 * so the deletions job is woken to take its bytes out of storage.
 */
export async function deleteTemplate(
  services: Pick<ShopServices, "db" | "wakeJob">,
  input: { userId: string; id: string },
): Promise<void> {
  await templates.deleteTemplate(services.db, input);
  services.wakeJob("file-deletions");
}
