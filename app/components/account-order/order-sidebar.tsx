import { Form } from "react-router";
import { AddressLines } from "#app/components/address-lines.tsx";
import { CancelOrder } from "#app/components/order-cancel.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { OrderTotalsTable, useCalendarDate } from "#app/components/order-summary.tsx";
import { useT } from "#app/utils/i18n.tsx";
import type { OrderView } from "#server/services/orders.ts";

/** Beside the items: where it goes, what it cost, and what the customer may do with the order. */
export function OrderSidebar({ order }: { order: OrderView }) {
  const t = useT("order");
  const calendar = useCalendarDate();
  return (
    <aside className="space-y-6">
      <section aria-labelledby="order-delivery">
        <h2 id="order-delivery" className="text-lg font-semibold">
          {t("detail.delivery")}
        </h2>
        {order.customer ? <AddressLines address={order.customer.address} className="mt-2" /> : null}
        <p className="mt-2 text-sm">
          {t(`method.${order.shippingMethod}`)} ·{" "}
          {t("detail.window", { from: calendar(order.deliveryFrom), to: calendar(order.deliveryTo) })}
        </p>
      </section>
      <OrderTotalsTable totals={order} caption={t("detail.payment")} />
      <div className="flex flex-wrap gap-3">
        <LocalizedLink to={`/account/orders/${order.sn}/receipt`} className="btn-secondary">
          {t("detail.receipt")}
        </LocalizedLink>
        <Form method="post">
          <button type="submit" name="intent" value="again" className="btn-secondary">
            {t("detail.again")}
          </button>
        </Form>
      </div>
      <CancelOrder status={order.status} href={`/account/orders/${order.sn}`} />
    </aside>
  );
}
