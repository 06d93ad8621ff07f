import { useT } from "#app/utils/i18n.tsx";
import { useLocale } from "#app/utils/i18n.tsx";
import { locales } from "#core/locales.ts";
import { formatPrice, USD } from "#core/money.ts";
import type { PriceTier } from "#core/pricing.ts";
import { PiecePricing } from "#app/components/piece-pricing.tsx";

type Item = {
  id: string;
  title: string;
  sku: string;
  colorKey: string;
  colorName: string;
  sizeLabel: string;
  quantity: number;
  unitPriceCents: number;
  lineCents: number;
  extraAreas: { key: string; label: string; cents: number }[];
  tier: PriceTier | null;
  designId: string | null;
};

type Proof = {
  area: string;
  areaLabel: string;
  color: string;
  colorName: string;
  frame: { x: number; y: number; width: number; height: number };
  render: { id: string; status: "queued" | "done" | "failed" } | null;
};

/**
 * An order's items, grouped by design, each group with its proofs: every print area in every
 * colour ordered, each cut from the preview the render job made from the frozen copy of the
 * design (what will be printed). Prices in USD, as charged.
 */
export function OrderItemsList({
  items,
  proofs: allProofs,
  renderSrc = (id) => `/design/renders/${id}`,
}: {
  items: readonly Item[];
  /** Proofs by design id; absent for a viewer who is not the order's owner. */
  proofs?: Readonly<Record<string, readonly Proof[]>>;
  /** Where a proof's image is served (the back-office has its own address for them). */
  renderSrc?: (renderId: string) => string;
}) {
  const t = useT("order");
  const tag = locales[useLocale()].tag;
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = item.designId ?? item.id;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return (
    <ul className="mt-3 space-y-6">
      {[...groups.entries()].map(([key, group]) => {
        const first = group[0]!;
        const proofs = allProofs?.[key] ?? [];
        return (
          <li key={key} className="rounded-lg border border-line p-4">
            <h3 className="font-semibold">{first.title}</h3>
            {allProofs ? (
              proofs.length === 0 ? (
                <p className="mt-3 text-sm text-ink-muted">{t("items.noProof")}</p>
              ) : (
                <ul className="mt-3 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3">
                  {proofs.map((proof) => {
                    const label = t("items.proofAlt", {
                      area: proof.areaLabel,
                      product: first.title,
                      color: proof.colorName,
                    });
                    const { x, y, width, height } = proof.frame;
                    return (
                      <li key={`${proof.area}:${proof.color}`}>
                        <figure>
                          {proof.render?.status === "done" ? (
                            // The side's preview, scaled and moved so the frame fills the square.
                            <div className="relative aspect-square w-full overflow-hidden rounded-md border border-line bg-surface-sunken">
                              <img
                                src={renderSrc(proof.render.id)}
                                alt={label}
                                width={1000}
                                height={1000}
                                loading="lazy"
                                className="absolute max-w-none"
                                style={{
                                  width: `${100_000 / width}%`,
                                  left: `${(-x / width) * 100}%`,
                                  top: `${(-y / height) * 100}%`,
                                }}
                              />
                            </div>
                          ) : (
                            <p className="flex aspect-square w-full items-center justify-center rounded-md border border-dashed border-line p-2 text-center text-sm text-ink-muted">
                              {proof.render?.status === "failed"
                                ? t("items.proofFailed")
                                : t("items.proofPreparing")}
                            </p>
                          )}
                          <figcaption className="mt-1 text-sm">
                            {t("items.proofCaption", { area: proof.areaLabel, color: proof.colorName })}
                          </figcaption>
                        </figure>
                      </li>
                    );
                  })}
                </ul>
              )
            ) : null}
            <table className="mt-3 w-full text-sm">
              <caption className="sr-only">{t("items.caption", { product: first.title })}</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-1 text-start font-medium">
                    {t("items.variant")}
                  </th>
                  <th scope="col" className="py-1 ps-3 text-end font-medium">
                    {t("items.quantity")}
                  </th>
                  <th scope="col" className="py-1 ps-3 text-end font-medium">
                    {t("items.unitPrice")}
                  </th>
                  <th scope="col" className="py-1 ps-3 text-end font-medium">
                    {t("items.lineTotal")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {group.map((item) => (
                  <tr key={item.id}>
                    <td className="py-1">
                      {t("items.variantName", { color: item.colorName, size: item.sizeLabel })}
                    </td>
                    <td className="py-1 ps-3 text-end whitespace-nowrap tabular-nums">{item.quantity}</td>
                    <td className="py-1 ps-3 text-end whitespace-nowrap tabular-nums">
                      {formatPrice(item.unitPriceCents, USD, tag)}
                    </td>
                    <td className="py-1 ps-3 text-end whitespace-nowrap tabular-nums">
                      {formatPrice(item.lineCents, USD, tag)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <PiecePricing
              extraAreas={first.extraAreas}
              tier={first.tier}
              format={(cents) => formatPrice(cents, USD, tag)}
              className="mt-2 text-sm text-ink-muted"
            />
          </li>
        );
      })}
    </ul>
  );
}
