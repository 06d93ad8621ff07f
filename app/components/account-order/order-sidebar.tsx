import { Form, useSearchParams } from "react-router";
import { AddressLines } from "#app/components/address-lines.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { OrderTotalsTable, useCalendarDate } from "#app/components/order-summary.tsx";
import { useT } from "#app/utils/i18n.tsx";
import type { OrderView } from "#server/services/orders.ts";

/** Beside the items: where it goes, what it cost, and what the customer may do with the order. */
export function OrderSidebar({ order }: { order: OrderView }) {
  const t = useT("order");
  const calendar = useCalendarDate();
  const [search] = useSearchParams();
  const cancellable = order.status === "pending_payment" || order.status === "paid";
  const confirmingCancel = search.get("cancel") === "1" && cancellable;
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
      {cancellable ? (
        confirmingCancel ? (
          <Form method="post" className="rounded-lg border border-error-600 p-4">
            <p>{order.status === "paid" ? t("detail.cancelQuestionPaid") : t("detail.cancelQuestion")}</p>
            <div className="mt-3 flex gap-3">
              <button type="submit" name="intent" value="cancel" className="btn-danger">
                {t("detail.cancelConfirm")}
              </button>
              <LocalizedLink to={`/account/orders/${order.sn}`} className="btn-quiet">
                {t("detail.keep")}
              </LocalizedLink>
            </div>
          </Form>
        ) : (
          <LocalizedLink
            to={`/account/orders/${order.sn}?cancel=1`}
            className="btn-quiet text-error-700 dark:text-error-300"
          >
            {t("detail.cancel")}
          </LocalizedLink>
        )
      ) : null}
    </aside>
  );
}
