import { useLocale, useT } from "#app/utils/i18n.tsx";
import { locales } from "#core/locales.ts";
import { formatPrice, USD } from "#core/money.ts";
import type { AdminOrder } from "./admin-order.ts";

/** The order's payments: status, amount and the provider's reference of each. */
export function Payments({ order }: { order: AdminOrder }) {
  const t = useT("fulfilment");
  const tag = locales[useLocale()].tag;
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby="order-payments">
      <h2 id="order-payments" className="text-lg font-semibold">
        {t("payments.title")}
      </h2>
      {order.payments.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t("payments.none")}</p>
      ) : (
        <ul className="mt-2 space-y-3 text-sm">
          {order.payments.map((payment) => (
            <li key={payment.id} className="rounded-lg border border-line p-3">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                <dt className="font-medium">{t("payments.status")}</dt>
                <dd>{t(`payments.statuses.${payment.status}`)}</dd>
                <dt className="font-medium">{t("payments.amount")}</dt>
                <dd className="tabular-nums">{formatPrice(payment.amountCents, USD, tag)}</dd>
                <dt className="font-medium">{t("payments.provider")}</dt>
                <dd>{payment.provider}</dd>
                <dt className="font-medium">{t("payments.reference")}</dt>
                <dd className="font-mono text-xs break-all">{payment.chargeRef ?? payment.providerRef}</dd>
                <dt className="font-medium">{t("payments.updated")}</dt>
                <dd>{dateTime.format(new Date(payment.updatedAt))}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
