import { Form, useNavigation } from "react-router";
import { usePriceFormatter } from "#app/hooks/use-price.ts";
import { useT } from "#app/utils/i18n.tsx";
import type { DiscountRefusalReason } from "#core/discounts.ts";

/** The cart's code as the page shows it (the cart service's `CartDiscount`). */
export type ShownDiscount = {
  code: string;
  amountCents: number;
  minSubtotalCents: number | null;
  refusal: DiscountRefusalReason | null;
};

/**
 * The cart's discount code at the cart and the confirm step: what the code applied takes off (or
 * why it no longer applies), a field to apply one and a button to take it off. Plain posts
 * (`intent=discount`) to the page's own action; `hidden` carries what the page's action needs
 * besides (the confirm step's address and method).
 */
export function DiscountCodeForm({
  discount,
  error,
  sent,
  hidden = {},
  className,
}: {
  discount: ShownDiscount | null;
  error?: string | null | undefined;
  /** The code that was refused, shown again in the field. */
  sent?: string | undefined;
  hidden?: Record<string, string>;
  className?: string;
}) {
  const t = useT("order");
  const price = usePriceFormatter();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "discount";
  const hiddenFields = Object.entries(hidden).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
  return (
    <section aria-labelledby="discount-title" className={className}>
      <h2 id="discount-title" className="text-lg font-semibold">
        {t("discount.title")}
      </h2>
      {discount ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p data-testid="cart-discount">
            {discount.refusal
              ? t("discount.notApplied", {
                  code: discount.code,
                  reason: t(`discount.refused.${discount.refusal}`, {
                    minimum: price(discount.minSubtotalCents ?? 0),
                  }),
                })
              : t("discount.applied", { code: discount.code, amount: price(discount.amountCents) })}
          </p>
          <Form method="post">
            {hiddenFields}
            <input type="hidden" name="code" value="" />
            <button type="submit" name="intent" value="discount" className="btn-small" disabled={busy}>
              {t("discount.remove")}
            </button>
          </Form>
        </div>
      ) : null}
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        {hiddenFields}
        <div>
          <label htmlFor="discount-code" className="block text-sm font-medium">
            {t("discount.label")}
          </label>
          <input
            id="discount-code"
            name="code"
            required
            maxLength={64}
            defaultValue={sent}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "discount-error discount-help" : "discount-help"}
            className="mt-1 w-56 rounded-md border border-line bg-surface px-3 py-2 uppercase"
          />
        </div>
        <button type="submit" name="intent" value="discount" className="btn" disabled={busy}>
          {t("discount.apply")}
        </button>
      </Form>
      {error ? (
        <p id="discount-error" role="alert" className="mt-2 text-sm text-error-700 dark:text-error-300">
          {error}
        </p>
      ) : null}
      <p id="discount-help" className="mt-2 text-sm text-ink-muted">
        {t("discount.help")}
      </p>
    </section>
  );
}
