import type { FulfilmentAction } from "#server/services/fulfilment.ts";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { locales } from "#core/locales.ts";
import type { AdminOrder } from "./admin-order.ts";

/** Each change of the order's status, when, and by whom. */
export function Timeline({ order }: { order: AdminOrder }) {
  const t = useT("fulfilment");
  const to = useT("order");
  const tag = locales[useLocale()].tag;
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby="order-timeline">
      <h2 id="order-timeline" className="text-xl font-semibold">
        {t("timeline.title")}
      </h2>
      <ol className="mt-3 space-y-2 border-s border-line ps-4">
        {order.events.map((event, index) => (
          <li key={index}>
            <time dateTime={event.at} className="text-sm text-ink-muted">
              {dateTime.format(new Date(event.at))}
            </time>{" "}
            <span className="font-medium">{to(`status.${event.toStatus}`)}</span>{" "}
            <span className="text-sm text-ink-muted">
              {t("timeline.by", { actor: event.actorEmail ?? t(`timeline.actors.${event.actor}`) })}
            </span>
            {event.note ? (
              <span className="block text-sm whitespace-pre-line">
                {event.note === "expired" ? t("timeline.expired") : event.note}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The audit trail of what operators did to the order; `isAction` tells the actions it can name. */
export function AuditLines({
  order,
  isAction,
}: {
  order: AdminOrder;
  isAction: (value: string) => value is FulfilmentAction;
}) {
  const t = useT("fulfilment");
  const tag = locales[useLocale()].tag;
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
  const label = (audited: string) => {
    const name = audited.replace(/^order\./, "");
    return isAction(name) ? t(`audit.actions.${name}`) : audited;
  };
  return (
    <section aria-labelledby="order-audit">
      <h2 id="order-audit" className="text-xl font-semibold">
        {t("audit.title")}
      </h2>
      {order.audit.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t("audit.none")}</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm">
          {order.audit.map((line) => (
            <li key={line.id}>
              <time dateTime={line.at} className="text-ink-muted">
                {dateTime.format(new Date(line.at))}
              </time>{" "}
              {t("audit.line", { action: label(line.action), actor: line.actor })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
