import { LocalizedLink } from "#app/components/localized-link.tsx";
import { useT } from "#app/utils/i18n.tsx";
import { trackingUrl } from "#core/tracking.ts";
import type { OrderView } from "#server/services/orders.ts";

/** What the customer has to do now: answer a held order, or pay a pending one. */
export function OrderNotices({ order }: { order: Pick<OrderView, "sn" | "status" | "holdReason"> }) {
  const t = useT("order");
  return (
    <>
      {order.status === "on_hold" && order.holdReason ? (
        <section aria-labelledby="order-hold" className="mt-4 rounded-lg border-2 border-error-600 p-4">
          <h2 id="order-hold" className="text-lg font-semibold">
            {t("detail.onHold")}
          </h2>
          <p className="mt-1">{t("detail.onHoldAnswer")}</p>
          <blockquote className="mt-3 border-s-4 border-line ps-3 whitespace-pre-line">
            {order.holdReason}
          </blockquote>
          <a href="#order-conversation" className="btn mt-3 inline-flex">
            {t("detail.answerBelow")}
          </a>
        </section>
      ) : null}
      {order.status === "pending_payment" ? (
        <div className="mt-4 rounded-lg border border-line p-4">
          <p>{t("detail.awaitingPayment")}</p>
          <LocalizedLink to={`/order/payment?sn=${order.sn}`} className="btn mt-3 inline-flex">
            {t("detail.payNow")}
          </LocalizedLink>
        </div>
      ) : null}
    </>
  );
}

/** Where the parcel is: the carrier, its tracking number, and the carrier's tracking page. */
export function OrderTracking({ carrier, number }: { carrier: string; number: string }) {
  const t = useT("order");
  const url = trackingUrl(carrier, number);
  const name = t(`carriers.${carrier}` as "carriers.ups");
  return (
    <section className="mt-4 rounded-lg border border-line p-4">
      <p>
        {t("detail.tracking", { carrier: name })} <span className="font-mono">{number}</span>
      </p>
      {url ? (
        <a href={url} className="btn-quiet -ms-2 mt-1" rel="noopener noreferrer" target="_blank">
          {t("detail.trackParcel", { carrier: name })}
        </a>
      ) : null}
    </section>
  );
}
