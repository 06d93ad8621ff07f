import { ScrollRegion } from "#app/components/scroll-region.tsx";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { IntentButton } from "#app/components/admin-form.tsx";
import { TriangleAlert } from "#app/components/icons.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { ListFilter, ListSearch } from "#app/components/list-search.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { Pager } from "#app/components/pager.tsx";
import { servicesContext } from "#server/context.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { auditActorOf, requireOperator } from "#app/middleware/operator-guard.ts";
import {
  parseCatalogueListParams,
  productStatusValues,
  productVisibilitySchema,
} from "#core/schemas/catalogue-admin.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { locales, splitLocale } from "#core/locales.ts";
import { formatPrice, USD } from "#core/money.ts";
import {
  CatalogueItemNotFound,
  listAdminProducts,
  setProductVisibility,
} from "#server/services/catalogue-admin.ts";
import type { Route } from "./+types/catalogue.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { q, status, page } = parseCatalogueListParams(url.searchParams);
  const list = await listAdminProducts(db, { query: q, status, page });
  return { ...list, q, status: status ?? null };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { db, now } = context.get(servicesContext);
  const operator = requireOperator(context);
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "catalogueAdmin");
  const form = await readFormData(request);
  if (form.get("intent") !== "visibility") {
    return data({ error: t("unknownAction") }, { status: 400 });
  }
  const submission = parseWithZod(form, { schema: productVisibilitySchema });
  if (submission.status !== "success") {
    return data({ error: t("validation.productUnknown") }, { status: 400 });
  }
  try {
    const { changed, title } = await setProductVisibility(db, {
      productId: submission.value.productId,
      status: submission.value.status,
      actor: auditActorOf(operator),
      now: now(),
    });
    const message = !changed
      ? "catalogue.unchanged"
      : submission.value.status === "hidden"
        ? "catalogue.hidden"
        : "catalogue.shown";
    // Back to the same list: its search, status and page stay as they were.
    return redirectWithSuccess(`${url.pathname}${url.search}`, t(message, { title: title[locale] }));
  } catch (error) {
    if (error instanceof CatalogueItemNotFound) {
      return data({ error: t("validation.productUnknown") }, { status: 404 });
    }
    throw error;
  }
}

export const handle: MessagesHandle = { messages: ["catalogueAdmin"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function CatalogueAdminRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("catalogueAdmin");
  const locale = useLocale();
  const tag = locales[locale].tag;
  const navigation = useNavigation();
  const price = (cents: number) => formatPrice(cents, USD, tag);
  return (
    <>
      <PageSeo title={t("catalogue.title")} />
      <h1 className="text-3xl font-bold tracking-tight">{t("catalogue.title")}</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">{t("catalogue.intro")}</p>
      {actionData?.error && navigation.state === "idle" ? (
        <p
          role="alert"
          className="mt-4 flex items-center gap-2 rounded-md border border-error-600 px-4 py-3 text-sm text-error-700 dark:text-error-300"
        >
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {actionData.error}
        </p>
      ) : null}
      <ListSearch
        id="catalogue-q"
        label={t("catalogue.search")}
        query={loaderData.q}
        button={t("catalogue.apply")}
        maxLength={100}
      >
        <ListFilter
          id="catalogue-status"
          name="status"
          label={t("catalogue.status")}
          value={loaderData.status ?? ""}
          options={[
            { value: "", label: t("catalogue.allStatuses") },
            ...productStatusValues.map((status) => ({ value: status, label: t(`productStatus.${status}`) })),
          ]}
        />
      </ListSearch>
      {loaderData.products.length === 0 ? (
        <p className="mt-6 rounded-lg border border-line p-6">{t("catalogue.none")}</p>
      ) : (
        <ScrollRegion className="mt-6" label={t("catalogue.caption", { count: loaderData.total })}>
          <table className="w-full text-sm">
            <caption className="sr-only">{t("catalogue.caption", { count: loaderData.total })}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("catalogue.colProduct")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("catalogue.colCategory")}
                </th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">
                  {t("catalogue.colVariants")}
                </th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">
                  {t("catalogue.colPrice")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("catalogue.colStatus")}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t("catalogue.colActions")}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.products.map((product) => {
                const title = product.title[locale];
                const hidden = product.status === "hidden";
                return (
                  <tr key={product.id} className="border-b border-line align-top">
                    <th scope="row" className="py-3 pe-3 text-start font-normal">
                      <LocalizedLink
                        to={`/admin/catalogue/${product.id}`}
                        className="font-medium underline-offset-4 hover:underline"
                      >
                        {title}
                      </LocalizedLink>
                      <div className="font-mono text-xs text-ink-muted">{product.id}</div>
                    </th>
                    <td className="py-3 pe-3 text-ink-muted">
                      {product.category[locale]} › {product.subtype[locale]}
                    </td>
                    <td className="py-3 pe-3 text-end tabular-nums">
                      {product.variantCount}
                      {product.unavailableCount > 0 ? (
                        <div className="text-xs whitespace-nowrap text-ink-muted">
                          {t("catalogue.unavailable", { count: product.unavailableCount })}
                        </div>
                      ) : null}
                    </td>
                    <td className="py-3 pe-3 text-end whitespace-nowrap tabular-nums">
                      {product.minPriceCents === product.maxPriceCents
                        ? price(product.minPriceCents)
                        : t("catalogue.priceRange", {
                            min: price(product.minPriceCents),
                            max: price(product.maxPriceCents),
                          })}
                    </td>
                    <td className="py-3 pe-3">
                      <span
                        className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                          hidden
                            ? "bg-surface-sunken text-ink-muted"
                            : "bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100"
                        }`}
                      >
                        {t(`productStatus.${product.status}`)}
                      </span>
                    </td>
                    <td className="py-3">
                      <div className="flex items-center justify-end gap-2">
                        <LocalizedLink
                          to={`/admin/catalogue/${product.id}`}
                          className="btn-quiet"
                          aria-label={t("catalogue.editLabel", { title })}
                        >
                          {t("catalogue.edit")}
                        </LocalizedLink>
                        <Form method="post">
                          <input type="hidden" name="productId" value={product.id} />
                          <input type="hidden" name="status" value={hidden ? "active" : "hidden"} />
                          <IntentButton
                            intent="visibility"
                            pendingWhen={{ productId: product.id }}
                            className="btn-secondary px-3 py-1"
                            label={t(hidden ? "catalogue.showLabel" : "catalogue.hideLabel", { title })}
                          >
                            {t(hidden ? "catalogue.show" : "catalogue.hide")}
                          </IntentButton>
                        </Form>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pager page={loaderData.page} pageCount={loaderData.pageCount} label={t("catalogue.pagination")} />
    </>
  );
}
