import { templatePreview, type Template } from "#server/services/templates.ts";

/** A template as the API gives it: no document internals beyond the design, its mockup's address once made. */
export async function templateOut(db: Parameters<typeof templatePreview>[0], template: Template) {
  const preview = await templatePreview(db, template);
  return {
    id: template.id,
    name: template.name,
    productId: template.productId,
    color: template.color,
    document: template.document,
    createdAt: template.createdAt,
    updatedAt: template.updatedAt,
    mockup: preview?.status === "done" ? `/account/templates/${template.id}/mockup` : null,
  };
}
