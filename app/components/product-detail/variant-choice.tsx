import { Form, useSearchParams } from "react-router";
import { ColorChoice, SizeChoice } from "#app/components/option-choice.tsx";
import type { selectVariant, UnavailableReason } from "#core/catalogue.ts";
import { useT } from "#app/utils/i18n.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import type { ProductDetail } from "#server/services/catalogue.ts";

const reasonKeys = {
  notMade: "notMade",
  outOfStock: "outOfStock",
  discontinued: "discontinued",
} as const satisfies Record<UnavailableReason, string>;

/**
 * The colour and size choices (a plain get form), what makes the chosen variant unavailable, and
 * its SKU.
 */
export function VariantChoice({
  product,
  selection,
}: {
  product: ProductDetail;
  selection: ReturnType<typeof selectVariant>;
}) {
  const t = useT("product");
  const hydrated = useHydrated();
  const [, setSearchParams] = useSearchParams();
  const color = product.colors.find((entry) => entry.key === selection.color);
  const reasonText = (reason: UnavailableReason) => t(reasonKeys[reason], { color: color?.name ?? "" });
  const hasSizes = product.sizes.length > 1;

  // With JavaScript the choice shows at once; the address keeps it, so a reload shows the same.
  const choose = (event: React.ChangeEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ["color", "size"]) {
      const value = data.get(name);
      if (typeof value === "string") next.set(name, value);
    }
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <Form method="get" preventScrollReset onChange={choose} className="mt-6 flex flex-col gap-5">
        <fieldset>
          <legend className="text-sm font-semibold">{t("colorChosen", { name: color?.name ?? "" })}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {product.colors.map((entry) => {
              const reason = selection.colorReasons[entry.key] ?? null;
              const label = reason
                ? t("unavailableOption", {
                    option: entry.name,
                    reason: t(reasonKeys[reason], { color: entry.name }),
                  })
                : entry.name;
              return (
                <ColorChoice
                  key={entry.key}
                  type="radio"
                  name="color"
                  value={entry.key}
                  label={label}
                  hex={entry.hex}
                  selected={entry.key === selection.color}
                  disabled={reason !== null}
                  large
                />
              );
            })}
          </div>
        </fieldset>

        {hasSizes ? (
          <fieldset>
            <legend className="text-sm font-semibold">{t("size")}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {product.sizes.map((entry) => {
                const reason = selection.sizeReasons[entry.key] ?? null;
                return (
                  <SizeChoice
                    key={entry.key}
                    type="radio"
                    name="size"
                    value={entry.key}
                    text={entry.label}
                    label={
                      reason
                        ? t("unavailableOption", {
                            option: entry.label,
                            reason: reasonText(reason),
                          })
                        : entry.label
                    }
                    selected={entry.key === selection.size}
                    disabled={reason !== null}
                    large
                  />
                );
              })}
            </div>
            {product.sizes.some((entry) => selection.sizeReasons[entry.key]) ? (
              <ul className="mt-2 text-xs text-ink-muted">
                {product.sizes
                  .filter((entry) => selection.sizeReasons[entry.key])
                  .map((entry) => (
                    <li key={entry.key}>
                      {t("unavailableOption", {
                        option: entry.label,
                        reason: reasonText(selection.sizeReasons[entry.key]!),
                      })}
                    </li>
                  ))}
              </ul>
            ) : null}
          </fieldset>
        ) : (
          <input type="hidden" name="size" value={selection.size} />
        )}

        {hydrated ? null : (
          <button
            type="submit"
            className="self-start rounded-md border border-line bg-surface-raised px-4 py-2 text-sm font-semibold hover:border-primary-600"
          >
            {t("show")}
          </button>
        )}
      </Form>

      {selection.reason ? (
        <output className="mt-4 block rounded-md border border-error-300 bg-error-50 p-3 text-sm text-error-800 dark:border-error-700 dark:bg-error-900/30 dark:text-error-200">
          {t("selectionUnavailable", { reason: reasonText(selection.reason) })}
        </output>
      ) : null}
      {selection.variant ? (
        <p className="mt-3 text-xs text-ink-muted">{t("sku", { sku: selection.variant.sku })}</p>
      ) : null}
    </>
  );
}
