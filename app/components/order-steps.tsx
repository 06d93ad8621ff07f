import { useT } from "#app/utils/i18n.tsx";

const steps = ["product", "shipping", "confirm", "payment"] as const;
export type OrderStep = (typeof steps)[number];

/** Where the customer is in the order flow (spec: product, shipping, confirm, payment). */
export function OrderSteps({ current }: { current: OrderStep }) {
  const t = useT("order");
  const index = steps.indexOf(current);
  return (
    <nav aria-label={t("steps.label")}>
      <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {steps.map((step, position) => (
          <li
            key={step}
            aria-current={step === current ? "step" : undefined}
            className={
              step === current
                ? "font-semibold text-primary-700 dark:text-primary-300"
                : position < index
                  ? "text-ink"
                  : "text-ink-muted"
            }
          >
            {t("steps.item", { number: position + 1, name: t(`steps.${step}`) })}
          </li>
        ))}
      </ol>
    </nav>
  );
}
