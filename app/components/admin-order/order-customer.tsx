import { AddressLines } from "#app/components/address-lines.tsx";
import { useCalendarDate } from "#app/components/order-summary.tsx";
import { useT } from "#app/utils/i18n.tsx";
import type { AdminOrder } from "./admin-order.ts";

/** Who ordered: the contact address, and the account it was placed from if any. */
export function CustomerSection({ order }: { order: AdminOrder }) {
  const t = useT("fulfilment");
  return (
    <section aria-labelledby="order-customer">
      <h2 id="order-customer" className="text-lg font-semibold">
        {t("order.customer")}
      </h2>
      {order.customer ? (
        <>
          <p className="mt-2 text-sm">
            <a href={`mailto:${order.customer.email}`} className="underline">
              {order.customer.email}
            </a>
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            {order.customerAccount
              ? t("order.account", {
                  name: order.customerAccount.fullName,
                  email: order.customerAccount.email,
                })
              : t("order.noAccount")}
          </p>
        </>
      ) : null}
    </section>
  );
}

/** Where the parcel goes, and the delivery window of the chosen shipping method. */
export function DeliverySection({ order }: { order: AdminOrder }) {
  const t = useT("fulfilment");
  const to = useT("order");
  const calendar = useCalendarDate();
  return (
    <section aria-labelledby="order-delivery">
      <h2 id="order-delivery" className="text-lg font-semibold">
        {t("order.delivery")}
      </h2>
      {order.customer ? <AddressLines address={order.customer.address} className="mt-2" /> : null}
      {order.customer?.address.phone ? (
        <p className="mt-1 text-sm">{t("order.phone", { phone: order.customer.address.phone })}</p>
      ) : null}
      <p className="mt-2 text-sm">
        {t("order.window", {
          method: to(`method.${order.shippingMethod}`),
          from: calendar(order.deliveryFrom),
          to: calendar(order.deliveryTo),
        })}
      </p>
    </section>
  );
}
