import { Form, useNavigation } from "react-router";
import { DesignMockup } from "#app/components/design-mockup.tsx";
import { Pencil, Trash } from "#app/components/icons.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { ScrollRegion } from "#app/components/scroll-region.tsx";
import { useT } from "#app/utils/i18n.tsx";
import { usePriceFormatter } from "#app/hooks/use-price.ts";
import { PiecePricing } from "#app/components/piece-pricing.tsx";
import { locales } from "#core/locales.ts";
import { formatPercent } from "#core/pricing.ts";
import { useLocale } from "#app/utils/i18n.tsx";
import type { CartGroup } from "#server/services/cart.ts";

/** One design in the cart: its mockup, and the colour-by-size matrix of quantities to order. */
export function CartGroupCard({
  group,
  refusal,
}: {
  group: CartGroup;
  refusal: { error: string; sent: Record<string, string> } | null;
}) {
  const t = useT("order");
  const price = usePriceFormatter();
  const tag = locales[useLocale()].tag;
  const { pricing } = group;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("designId") === group.designId;
  const colors = [...new Map(group.options.map((option) => [option.colorKey, option])).values()];
  const sizes = [...new Map(group.options.map((option) => [option.sizeKey, option])).values()];
  const quantityOf = (colorKey: string, sizeKey: string) => {
    const sent = refusal?.sent[`${colorKey}/${sizeKey}`];
    if (sent !== undefined) return sent;
    const line = group.lines.find(
      (candidate) => candidate.colorKey === colorKey && candidate.sizeKey === sizeKey,
    );
    return line ? String(line.quantity) : "";
  };
  const blocking = group.issues.filter((issue) => issue.severity === "error");
  const formId = `matrix-${group.designId}`;
  const errorId = `${formId}-error`;
  const submitId = `${formId}-submit`;
  const submitLabel = group.lines.length > 0 ? t("cart.update") : t("cart.add");
  return (
    <article className="grid gap-6 rounded-lg border border-line p-4 sm:grid-cols-[12rem_1fr]">
      <DesignMockup
        product={group.designProduct}
        document={group.document}
        color={group.lines[0]?.colorKey ?? group.document.color}
        label={t("cart.mockupLabel", { product: group.product.title })}
      />
      <div className="min-w-0">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-xl font-semibold">{group.product.title}</h2>
          <div className="flex gap-2">
            <LocalizedLink
              to={`/design?draft=${group.designId}`}
              className="btn-quiet inline-flex items-center gap-1"
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t("cart.editDesign")}
            </LocalizedLink>
            {group.lines.length > 0 ? (
              <Form method="post">
                <input type="hidden" name="designId" value={group.designId} />
                <button
                  type="submit"
                  name="intent"
                  value="remove"
                  className="btn-quiet inline-flex items-center gap-1"
                >
                  <Trash aria-hidden="true" className="size-4" />
                  {t("cart.remove")}
                </button>
              </Form>
            ) : null}
          </div>
        </div>
        {blocking.length > 0 ? (
          <p role="alert" className="mt-2 text-sm text-error-700 dark:text-error-300">
            {t("cart.notPrintable")}{" "}
            <LocalizedLink to={`/design?draft=${group.designId}`} className="underline">
              {t("cart.fixInDesigner")}
            </LocalizedLink>
          </p>
        ) : null}
        <Form
          method="post"
          id={formId}
          className="mt-4"
          aria-describedby={refusal ? errorId : undefined}
          // The button stays enabled while the cart saves (a disabled button drops the focus to
          // the page), so a second press is ignored here.
          onSubmit={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          <input type="hidden" name="designId" value={group.designId} />
          {/* A box per colour and size is dozens of Tab stops: keyboard users may jump past them. */}
          <a
            href={`#${submitId}`}
            className="skip-inline"
            onClick={(event) => {
              event.preventDefault();
              document.getElementById(submitId)?.focus();
            }}
          >
            {t("cart.skipSizes", { action: submitLabel })}
          </a>
          <ScrollRegion label={t("cart.matrixCaption")}>
            <table className="text-sm">
              <caption className="mb-2 text-start font-medium">{t("cart.matrixCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col" className="pe-3 text-start font-medium">
                    {t("cart.colour")}
                  </th>
                  {sizes.map((size) => (
                    <th key={size.sizeKey} scope="col" className="px-1 text-center font-medium">
                      {size.sizeLabel}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {colors.map((color) => (
                  <tr key={color.colorKey}>
                    <th scope="row" className="pe-3 py-1 text-start font-normal whitespace-nowrap">
                      <span
                        aria-hidden="true"
                        className="me-2 inline-block size-3 rounded-full border border-line align-middle"
                        style={{ backgroundColor: color.colorHex }}
                      />
                      {color.colorName}
                    </th>
                    {sizes.map((size) => {
                      const option = group.options.find(
                        (candidate) =>
                          candidate.colorKey === color.colorKey && candidate.sizeKey === size.sizeKey,
                      );
                      if (!option) {
                        return (
                          <td key={size.sizeKey}>
                            <span className="sr-only">{t("cart.notMade")}</span>
                          </td>
                        );
                      }
                      const key = `${color.colorKey}/${size.sizeKey}`;
                      return (
                        <td key={size.sizeKey} className="px-1 py-1">
                          {/* A cell out of stock sends nothing: its box is disabled and named by its title. */}
                          {option.available ? <input type="hidden" name="variant" value={key} /> : null}
                          <input
                            name="quantity"
                            type="number"
                            inputMode="numeric"
                            min={0}
                            max={999}
                            defaultValue={quantityOf(color.colorKey, size.sizeKey)}
                            disabled={!option.available}
                            aria-label={
                              option.available
                                ? t("cart.quantityLabel", {
                                    color: color.colorName,
                                    size: size.sizeLabel,
                                    price: price(option.priceCents),
                                  })
                                : t("cart.unavailableLabel", { color: color.colorName, size: size.sizeLabel })
                            }
                            title={option.available ? price(option.priceCents) : t("cart.unavailable")}
                            className="w-16 rounded-md border border-line bg-surface px-2 py-1 text-center disabled:opacity-40"
                          />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {refusal ? (
            <p id={errorId} role="alert" className="mt-2 text-sm text-error-700 dark:text-error-300">
              {refusal.error}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center gap-4">
            <button
              type="submit"
              id={submitId}
              name="intent"
              value="quantities"
              className="btn-secondary"
              aria-disabled={busy || undefined}
            >
              {submitLabel}
            </button>
            {group.lines.length > 0 ? (
              <p className="text-sm text-ink-muted">
                {t("cart.groupTotal", { count: group.quantity, amount: price(group.subtotalCents) })}
              </p>
            ) : null}
          </div>
          <div className="mt-3 space-y-1 text-sm" aria-live="polite">
            <PiecePricing extraAreas={pricing.extraAreas} tier={pricing.tier} format={price} />
            {pricing.next ? (
              <p className="font-medium text-primary-800 dark:text-primary-300" data-testid="next-tier">
                {t("pricing.next", {
                  count: pricing.next.morePieces,
                  percent: formatPercent(pricing.next.percentOff, tag),
                })}
              </p>
            ) : null}
            {pricing.tiers.length > 0 ? (
              <p className="text-ink-muted">
                {t("pricing.tiers", {
                  tiers: pricing.tiers
                    .map((tier) =>
                      t("pricing.tierItem", {
                        count: tier.minQuantity,
                        percent: formatPercent(tier.percentOff, tag),
                      }),
                    )
                    .join(", "),
                })}
              </p>
            ) : null}
          </div>
        </Form>
      </div>
    </article>
  );
}
