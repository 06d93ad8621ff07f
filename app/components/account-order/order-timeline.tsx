import { useLocale, useT } from "#app/utils/i18n.tsx";
import { locales } from "#core/locales.ts";
import type { OrderEventView } from "#server/services/orders.ts";

/** The order's history, one line per status it went through. */
export function OrderTimeline({ events }: { events: OrderEventView[] }) {
  const t = useT("order");
  const tag = locales[useLocale()].tag;
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby="order-timeline" className="mt-10">
      <h2 id="order-timeline" className="text-xl font-semibold">
        {t("detail.timeline")}
      </h2>
      <ol className="mt-3 space-y-2 border-s border-line ps-4">
        {events.map((event, index) => (
          <li key={index}>
            <time dateTime={event.at} className="text-sm text-ink-muted">
              {dateTime.format(new Date(event.at))}
            </time>{" "}
            <span className="font-medium">{t(`status.${event.toStatus}`)}</span>
            {event.note ? (
              <span className="text-sm whitespace-pre-line">
                {" "}
                — {event.note === "expired" ? t("detail.expired") : event.note}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
