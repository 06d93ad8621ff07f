import { useLocale, useT } from "#app/utils/i18n.tsx";
import { locales } from "#core/locales.ts";
import type { AdminOrder } from "./admin-order.ts";

/** The order's number, when it was placed and paid, and the language the customer reads. */
export function OrderFacts({ order }: { order: AdminOrder }) {
  const t = useT("fulfilment");
  const tag = locales[useLocale()].tag;
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium">{t("order.sn")}</dt>
      <dd className="font-mono select-all">{order.sn}</dd>
      <dt className="font-medium">{t("order.placed")}</dt>
      <dd>{dateTime.format(new Date(order.placedAt))}</dd>
      <dt className="font-medium">{t("order.paid")}</dt>
      <dd>{order.paidAt ? dateTime.format(new Date(order.paidAt)) : t("order.notPaid")}</dd>
      <dt className="font-medium">{t("order.language")}</dt>
      <dd>{order.locale === "fr" ? t("order.languages.fr") : t("order.languages.en")}</dd>
    </dl>
  );
}

/** Why the order is on hold, with a pointer to the conversation once the customer has answered. */
export function HoldNotice({ order }: { order: AdminOrder }) {
  const t = useT("fulfilment");
  const lastMessage = order.messages.at(-1);
  return (
    <section aria-labelledby="order-hold" className="mt-4 rounded-lg border border-error-600 p-4">
      <h2 id="order-hold" className="font-semibold">
        {t("order.onHold")}
      </h2>
      <p className="mt-1 text-sm">{t("order.holdReason")}</p>
      <p className="mt-1 whitespace-pre-line">{order.holdReason}</p>
      {lastMessage?.author === "customer" ? (
        <p className="mt-2 text-sm font-semibold text-secondary-800 dark:text-secondary-300">
          <a href="#order-messages" className="underline">
            {t("order.customerAnswered")}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/** The parcel's carrier and tracking number, linked to the carrier's page when it has one. */
export function TrackingLine({
  tracking,
  trackingUrl,
}: {
  tracking: NonNullable<AdminOrder["tracking"]>;
  trackingUrl: string | null;
}) {
  const t = useT("fulfilment");
  const to = useT("order");
  return (
    <p className="mt-4">
      {t("order.tracking", { carrier: to(`carriers.${tracking.carrier}` as "carriers.ups") })}{" "}
      {trackingUrl ? (
        <a href={trackingUrl} className="font-mono underline" rel="noopener noreferrer" target="_blank">
          {tracking.number}
        </a>
      ) : (
        <span className="font-mono">{tracking.number}</span>
      )}
    </p>
  );
}
