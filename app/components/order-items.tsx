import { useT } from "#app/utils/i18n.tsx";
import { useLocale } from "#app/utils/i18n.tsx";
import { locales } from "#app/utils/locales.ts";
import { formatPrice, USD } from "#app/utils/money.ts";

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
  designId: string | null;
};

type Render = { id: string; kind: "print" | "preview"; target: string; status: "queued" | "done" | "failed" };

/**
 * An order's items, grouped by design, each group with its proofs: the previews the render job
 * made from the frozen copy of the design (what will be printed). Prices in USD, as charged.
 */
export function OrderItemsList({
  items,
  renders,
  renderSrc = (id) => `/design/renders/${id}`,
}: {
  items: readonly Item[];
  /** Renders by design id; absent for a viewer who is not the order's owner. */
  renders?: Readonly<Record<string, readonly Render[]>>;
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
        const colors = [...new Set(group.map((item) => item.colorKey))];
        const proofs = (renders?.[key] ?? []).filter(
          (render) => render.kind === "preview" && colors.includes(render.target.split(":")[1] ?? ""),
        );
        return (
          <li key={key} className="rounded-lg border border-line p-4">
            <h3 className="font-semibold">{first.title}</h3>
            {renders ? (
              <div className="mt-3 flex flex-wrap gap-3">
                {proofs.length === 0 ? (
                  <p className="text-sm text-ink-muted">{t("items.noProof")}</p>
                ) : (
                  proofs.map((proof) =>
                    proof.status === "done" ? (
                      <img
                        key={proof.id}
                        src={renderSrc(proof.id)}
                        alt={t("items.proofAlt", { product: first.title, target: proof.target })}
                        width={160}
                        height={160}
                        loading="lazy"
                        className="size-40 rounded-md border border-line bg-surface-sunken"
                      />
                    ) : (
                      <p
                        key={proof.id}
                        className="flex size-40 items-center justify-center rounded-md border border-dashed border-line p-2 text-center text-sm text-ink-muted"
                      >
                        {proof.status === "failed" ? t("items.proofFailed") : t("items.proofPreparing")}
                      </p>
                    ),
                  )
                )}
              </div>
            ) : null}
            <table className="mt-3 w-full text-sm">
              <caption className="sr-only">{t("items.caption", { product: first.title })}</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-1 text-start font-medium">
                    {t("items.variant")}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t("items.quantity")}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t("items.unitPrice")}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
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
                    <td className="py-1 text-end tabular-nums">{item.quantity}</td>
                    <td className="py-1 text-end tabular-nums">
                      {formatPrice(item.unitPriceCents, USD, tag)}
                    </td>
                    <td className="py-1 text-end tabular-nums">{formatPrice(item.lineCents, USD, tag)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
        );
      })}
    </ul>
  );
}
