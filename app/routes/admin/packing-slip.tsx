import type { MiddlewareFunction } from "react-router";
import { AddressLines } from "#app/components/address-lines.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { requireOperatorMiddleware } from "#app/middleware/operator-guard.ts";
import type { ColorModeHandle } from "#core/color-mode.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { locales, localizePath, splitLocale } from "#core/locales.ts";
import { pageNotFound } from "#app/edge/locale-scope.server.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { operatorOrder } from "#server/services/fulfilment.ts";
import type { Route } from "./+types/packing-slip.ts";

// Outside the back-office's frame, so it guards itself.
export const middleware: MiddlewareFunction<Response>[] = [requireOperatorMiddleware];

/**
 * The slip that goes in the parcel: who it is for, what is in it (sizes, colours, quantities and
 * the printed mockups), never a price. Laid out for A4 and Letter paper.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { locale } = splitLocale(url.pathname);
  const order = await operatorOrder(db, params.sn, locale);
  if (!order?.customer) throw pageNotFound(url.pathname);
  return {
    slip: {
      sn: order.sn,
      placedAt: order.placedAt,
      shippingMethod: order.shippingMethod,
      address: order.customer.address,
      items: order.items.map((item) => ({
        id: item.id,
        title: item.title,
        colorKey: item.colorKey,
        colorName: item.colorName,
        sizeLabel: item.sizeLabel,
        quantity: item.quantity,
        designId: item.designId,
      })),
      // The mockups of the colours in the parcel, one per printed side.
      proofs: Object.fromEntries(
        Object.entries(order.renders).map(([designId, renders]) => [
          designId,
          renders
            .filter((render) => render.kind === "preview" && render.status === "done")
            .map((render) => ({ id: render.id, target: render.target })),
        ]),
      ),
    },
  };
}

// Paper is white: the slip is drawn light whatever the screen's mode.
export const handle: MessagesHandle & ColorModeHandle = {
  messages: ["fulfilment", "order"],
  colorMode: "light",
};

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function PackingSlipRoute({ loaderData }: Route.ComponentProps) {
  const { slip } = loaderData;
  const t = useT("fulfilment");
  const to = useT("order");
  const locale = useLocale();
  const siteName = useRootData()?.site.siteName ?? "";
  const date = new Intl.DateTimeFormat(locales[locale].tag, { dateStyle: "long" });
  const reference = slip.sn.slice(0, 8).toUpperCase();
  const count = slip.items.reduce((sum, item) => sum + item.quantity, 0);
  const groups = new Map<string, typeof slip.items>();
  for (const item of slip.items) {
    const key = item.designId ?? item.id;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return (
    <main
      id="main"
      className="packing-slip mx-auto max-w-3xl bg-white p-4 text-black sm:p-8 print:max-w-none print:p-0"
    >
      <PageSeo title={t("slip.title", { reference })} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4 print:hidden">
        <p className="text-sm text-gray-600">{t("slip.printHint")}</p>
        <a href={localizePath(`/admin/orders/${slip.sn}`, locale)} className="btn-quiet">
          {t("order.back")}
        </a>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-6 border-b-2 border-black pb-4">
        <div>
          <p className="text-lg font-bold">{siteName}</p>
          <h1 className="text-2xl font-bold tracking-tight">{t("slip.title", { reference })}</h1>
        </div>
        <dl className="text-sm">
          <div>
            <dt className="inline font-medium">{t("slip.orderNumber")} </dt>
            <dd className="inline font-mono break-all">{slip.sn}</dd>
          </div>
          <div>
            <dt className="inline font-medium">{t("slip.placed")} </dt>
            <dd className="inline">{date.format(new Date(slip.placedAt))}</dd>
          </div>
          <div>
            <dt className="inline font-medium">{t("slip.method")} </dt>
            <dd className="inline">{to(`method.${slip.shippingMethod}`)}</dd>
          </div>
        </dl>
      </header>
      <section aria-labelledby="slip-ship-to" className="mt-6 break-inside-avoid">
        <h2 id="slip-ship-to" className="text-sm font-semibold tracking-wide uppercase">
          {t("slip.shipTo")}
        </h2>
        <AddressLines address={slip.address} className="mt-1 text-lg leading-snug" />
      </section>
      <section aria-labelledby="slip-items" className="mt-8">
        <h2 id="slip-items" className="text-sm font-semibold tracking-wide uppercase">
          {t("slip.items")} · {t("slip.total", { count })}
        </h2>
        {[...groups.entries()].map(([key, items]) => {
          const first = items[0]!;
          const colors = new Set(items.map((item) => item.colorKey));
          const proofs = (slip.proofs[key] ?? []).filter((proof) =>
            colors.has(proof.target.split(":")[1] ?? ""),
          );
          return (
            <div
              key={key}
              className="mt-4 flex break-inside-avoid flex-col gap-4 border-b sm:flex-row print:flex-row border-gray-300 pb-4"
            >
              {proofs.length > 0 ? (
                <div className="flex shrink-0 flex-wrap gap-2">
                  {proofs.map((proof) => (
                    <img
                      key={proof.id}
                      src={localizePath(`/admin/orders/${slip.sn}/renders/${proof.id}`, locale)}
                      alt={t("slip.mockupAlt", { product: first.title, target: proof.target })}
                      width={112}
                      height={112}
                      className="size-28 border border-gray-300"
                    />
                  ))}
                </div>
              ) : null}
              <table className="w-full self-start text-sm">
                <caption className="pb-1 text-start text-base font-semibold">{first.title}</caption>
                <thead>
                  <tr className="border-b border-gray-400">
                    <th scope="col" className="py-1 text-start font-medium">
                      {t("slip.colour")}
                    </th>
                    <th scope="col" className="py-1 text-start font-medium">
                      {t("slip.size")}
                    </th>
                    <th scope="col" className="py-1 text-end font-medium">
                      {t("slip.quantity")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={item.id} className="border-b border-gray-200 last:border-0">
                      <td className="py-1">{item.colorName}</td>
                      <td className="py-1">{item.sizeLabel}</td>
                      <td className="py-1 text-end text-base font-semibold tabular-nums">{item.quantity}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        })}
      </section>
      <p className="mt-8 text-center font-medium">{t("slip.thanks")}</p>
    </main>
  );
}
