import type { OrderStatus } from "#core/schemas/order.ts";
import { useT } from "#app/utils/i18n.tsx";

const tones: Record<OrderStatus, string> = {
  pending_payment: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  paid: "bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100",
  in_production: "bg-secondary-100 text-secondary-900 dark:bg-secondary-900 dark:text-secondary-100",
  shipped: "bg-secondary-100 text-secondary-900 dark:bg-secondary-900 dark:text-secondary-100",
  delivered: "bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100",
  on_hold: "bg-error-100 text-error-900 dark:bg-error-900 dark:text-error-100",
  cancelled: "bg-surface-sunken text-ink-muted",
  refunded: "bg-surface-sunken text-ink-muted",
};

/** An order's status as a label (text, never colour alone). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT("order");
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
