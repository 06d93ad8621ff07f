/**
 * Applying a template to another product (issue 17): the products whose print areas have the
 * same shape as the ones the template uses, each with the design scaled onto it and what the
 * print checks say of the result. Applying keeps the scaled design as a new template; the
 * original stays as it is. The server works the target out again on every apply: what the page
 * offered is never trusted.
 */
import { effectiveDpi } from "#core/design/geometry.ts";
import { areasDependOnSize, areasFor, type DesignProduct } from "#core/design/product.ts";
import { retargetDesign } from "#core/design/retarget.ts";
import { canOrder, checkDesign, type DesignIssue } from "#core/design/checks.ts";
import { usedFileIds, type DesignDocument } from "#core/schemas/design.ts";
import type { Database } from "../db/client.ts";
import { designProduct, listProductIds, type Language } from "./catalogue.ts";
import { designFiles, validateDesign, DesignRefused } from "./designs.ts";
import { findTemplate, insertTemplate, TemplateRefused, type Template } from "./templates.ts";

/** Why a target cannot take the design: the print check that fails. */
export type TargetBlock = "dpiTooLow" | "textTooSmall" | "strokeTooThin" | "missingFile";

export type TemplateTarget = {
  /** What a form or the API names the target by: the product id, and the size after a colon. */
  key: string;
  productId: string;
  title: string;
  /** Only for products whose print areas differ by size (posters). */
  size: { key: string; label: string } | null;
  /** The template's colour when the product has it, else the product's first. */
  color: { key: string; name: string; kept: boolean };
  /** Per area the design uses, in the target's words, the scale in percent. */
  scales: { label: string; percent: number }[];
  /** The lowest resolution an image prints at once scaled; null for a design without images. */
  lowestDpi: number | null;
  /** Below the recommended resolution: allowed, with a warning. */
  lowResolution: boolean;
  /** Set when the scaled design could not be ordered, so it is not offered. */
  blocked: TargetBlock | null;
  document: DesignDocument;
};

/** A target's key: `productId` or `productId:size`. */
export function targetKey(productId: string, size: string | null): string {
  return size === null ? productId : `${productId}:${size}`;
}

function blockOf(issues: readonly DesignIssue[]): TargetBlock | null {
  const error = issues.find((issue) => issue.severity === "error");
  if (!error) return null;
  return error.code === "dpiTooLow" || error.code === "textTooSmall" || error.code === "strokeTooThin"
    ? error.code
    : "missingFile";
}

/**
 * The other products the template can be applied to, in catalogue order (each size of a product
 * whose areas depend on it), with the scaled design and its print checks.
 */
export async function templateTargets(
  db: Database,
  options: { userId: string; id: string; language: Language },
): Promise<{ template: Template; source: DesignProduct | null; targets: TemplateTarget[] }> {
  const { userId, language } = options;
  const template = await findTemplate(db, userId, options.id);
  const source = await designProduct(db, template.productId, language);
  if (!source) return { template, source, targets: [] };
  const sourceAreas = areasFor(source, template.document.size);
  // A file the owner removed from the library still prints where the template has it.
  const files = await designFiles(db, { userId }, usedFileIds(template.document));
  const pixels = new Map([...files].filter(([, file]) => file.status !== "failed"));
  const targets: TemplateTarget[] = [];
  for (const productId of await listProductIds(db)) {
    if (productId === source.id) continue;
    const product = await designProduct(db, productId, language);
    const firstColor = product?.colors[0];
    if (!product || !firstColor) continue;
    const keptColor = product.colors.find((color) => color.key === template.color);
    const color = keptColor ?? firstColor;
    const sizes = areasDependOnSize(product) ? product.sizes : [null];
    for (const size of sizes) {
      const areas = areasFor(product, size?.key ?? null);
      const retargeted = retargetDesign(template.document, sourceAreas, {
        productId,
        color: color.key,
        size: size?.key ?? null,
        areas,
      });
      if (!retargeted) continue;
      const { document } = retargeted;
      const issues = checkDesign(document, areas, pixels);
      const dpis = Object.values(document.areas).flatMap((layers) =>
        layers.flatMap((layer) => {
          const file = layer.type === "image" && !layer.hidden ? pixels.get(layer.fileId) : undefined;
          return file && layer.type === "image" ? [effectiveDpi(file, layer)] : [];
        }),
      );
      targets.push({
        key: targetKey(productId, size?.key ?? null),
        productId,
        title: product.title,
        size,
        color: { key: color.key, name: color.name, kept: keptColor !== undefined },
        scales: retargeted.scales.map(({ to, scale }) => ({
          label: areas.find((area) => area.key === to)?.label ?? to,
          percent: Math.round(scale * 100),
        })),
        lowestDpi: dpis.length > 0 ? Math.floor(Math.min(...dpis)) : null,
        lowResolution: issues.some((issue) => issue.code === "dpiLow"),
        blocked: canOrder(issues) ? null : blockOf(issues),
        document,
      });
    }
  }
  return { template, source, targets };
}

/**
 * Applies the account's template to the target `target` (see targetKey) as a new template named
 * `name`. TemplateRefused when the target does not fit or the scaled design would not print.
 */
export async function applyTemplate(
  db: Database,
  options: { userId: string; id: string; target: string; name: string; now: Date },
): Promise<Template> {
  const { userId, now } = options;
  const { template, targets } = await templateTargets(db, { userId, id: options.id, language: "en" });
  const target = targets.find((candidate) => candidate.key === options.target);
  if (!target) throw new TemplateRefused("notApplicable");
  if (target.blocked) throw new TemplateRefused(target.blocked);
  try {
    // The same checks as any saved design; the template's own files count as already placed.
    const { document } = await validateDesign(db, { userId }, target.document, "en", template.document);
    return await insertTemplate(db, { userId, name: options.name, document, now });
  } catch (error) {
    if (error instanceof DesignRefused) throw new TemplateRefused("notApplicable");
    throw error;
  }
}
