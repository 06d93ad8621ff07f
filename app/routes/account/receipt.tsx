import { AddressLines } from "#app/components/address-lines.tsx";
import { OrderItemsList } from "#app/components/order-items.tsx";
import { OrderTotalsTable } from "#app/components/order-summary.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { signInFirst } from "#app/middleware/auth-guard.ts";
import { shopperOf } from "#app/edge/shoppers.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { locales, splitLocale } from "#core/locales.ts";
import { pageNotFound } from "#app/edge/locale-scope.server.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { findOrderBySn } from "#server/services/orders.ts";
import type { Route } from "./+types/receipt.ts";

/**
 * A paid order's receipt, laid out to print on one page (the browser's Print gives a PDF), for
 * its owner: the account, or the guest's browser that placed it (docs/decisions/026). Anyone
 * else is asked to sign in, then finds no such receipt unless the order is theirs.
 */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { locale } = splitLocale(url.pathname);
  const viewer = await shopperOf(context, request);
  const order = viewer ? await findOrderBySn(db, params.sn, viewer, locale) : null;
  if (!order?.isOwner || !order.paidAt) {
    // A signed-out visitor who is not the guest: sign in first (it may be their account's).
    if (!viewer || "designerSessionId" in viewer) throw signInFirst(url);
    throw pageNotFound(url.pathname);
  }
  return { order: { ...order, id: undefined } };
}

export const handle: MessagesHandle = { messages: ["order"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function ReceiptRoute({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const t = useT("order");
  const locale = useLocale();
  const siteName = useRootData()?.site.siteName ?? "";
  const dateTime = new Intl.DateTimeFormat(locales[locale].tag, { dateStyle: "long", timeStyle: "short" });
  const reference = order.sn.slice(0, 8).toUpperCase();
  return (
    <article className="mx-auto max-w-2xl">
      <PageSeo title={t("receipt.title", { reference })} />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-lg font-bold">{siteName}</p>
          <h1 className="text-2xl font-bold tracking-tight">{t("receipt.title", { reference })}</h1>
        </div>
        <dl className="text-sm">
          <div>
            <dt className="inline font-medium">{t("receipt.placed")} </dt>
            <dd className="inline">{dateTime.format(new Date(order.placedAt))}</dd>
          </div>
          <div>
            <dt className="inline font-medium">{t("receipt.paid")} </dt>
            <dd className="inline">{order.paidAt ? dateTime.format(new Date(order.paidAt)) : ""}</dd>
          </div>
          <div>
            <dt className="inline font-medium">{t("receipt.number")} </dt>
            <dd className="inline font-mono">{order.sn}</dd>
          </div>
        </dl>
      </header>
      {order.customer ? (
        <section className="mt-6">
          <h2 className="font-semibold">{t("receipt.billedTo")}</h2>
          <p className="text-sm">{order.customer.email}</p>
          <AddressLines address={order.customer.address} className="mt-1 text-sm" />
        </section>
      ) : null}
      <OrderItemsList items={order.items} />
      <div className="mt-6 ms-auto max-w-xs">
        <OrderTotalsTable totals={order} />
      </div>
      <p className="mt-8 text-sm text-ink-muted print:hidden">{t("receipt.printHint")}</p>
    </article>
  );
}
