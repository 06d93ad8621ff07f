import { DesignMockup } from "#app/components/design-mockup.tsx";
import { usedAreas, type DesignProduct } from "#core/design/product.ts";
import type { DesignDocument } from "#core/schemas/design.ts";
import { useT } from "#app/utils/i18n.tsx";

/**
 * The proofs of a design before it is ordered: every print area it prints on, in every colour
 * ordered, each framed round its area and named by it ("Back · Black"). What the customer approves.
 */
export function DesignProofs({
  product,
  document,
  title,
  colors,
}: {
  product: Pick<DesignProduct, "id" | "areas" | "sizes" | "surface">;
  document: DesignDocument;
  /** The product's name, in the page's language. */
  title: string;
  colors: readonly { key: string; name: string }[];
}) {
  const t = useT("order");
  const areas = usedAreas(product, document);
  return (
    <ul className="mt-3 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
      {colors.flatMap((color) =>
        areas.map((area) => (
          <li key={`${area.key}:${color.key}`}>
            <figure>
              <DesignMockup
                product={product}
                document={document}
                color={color.key}
                area={area}
                // A white garment on a white page still shows where the proof ends.
                className="aspect-square w-full overflow-hidden rounded-lg border border-line bg-surface-sunken"
                label={t("items.proofAlt", { area: area.label, product: title, color: color.name })}
              />
              <figcaption className="mt-1 text-sm">
                {t("items.proofCaption", { area: area.label, color: color.name })}
              </figcaption>
            </figure>
          </li>
        )),
      )}
    </ul>
  );
}
