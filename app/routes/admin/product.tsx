import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { IntentButton } from "#app/components/admin-form.tsx";
import { BulkPriceForm } from "#app/components/admin-product/bulk-price-form.tsx";
import type { ProductIntent } from "#app/components/admin-product/product-forms.ts";
import { AreaPricesForm, PriceTiersForm } from "#app/components/admin-product/pricing-forms.tsx";
import { VariantList } from "#app/components/admin-product/variant-list.tsx";
import { ChevronLeft, Eye, TriangleAlert } from "#app/components/icons.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { auditActorOf, requireOperator } from "#app/middleware/operator-guard.ts";
import {
  areaPricesSchema,
  bulkPriceSchema,
  priceTiersSchema,
  productVisibilitySchema,
  variantFormSchema,
} from "#core/schemas/catalogue-admin.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { localizePath, splitLocale } from "#core/locales.ts";
import { pageNotFound } from "#app/edge/locale-scope.server.ts";
import {
  CatalogueItemNotFound,
  findAdminProduct,
  setAreaPrices,
  setPriceTiers,
  setProductVisibility,
  updateVariants,
} from "#server/services/catalogue-admin.ts";
import type { Route } from "./+types/product.ts";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const product = await findAdminProduct(db, params.productId);
  if (!product) throw pageNotFound(url.pathname);
  return { product };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const { db, now } = context.get(servicesContext);
  const operator = requireOperator(context);
  const actor = auditActorOf(operator);
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "catalogueAdmin");
  const product = await findAdminProduct(db, params.productId);
  if (!product) throw pageNotFound(url.pathname);
  const here = localizePath(`/admin/catalogue/${product.id}`, locale);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "") as ProductIntent;
  /** A 400 with the form's reply (its values kept), `refusal` under its field when the service refused. */
  const invalid = (
    submission: { reply(options: { fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]> },
    refusal?: { field: string; message: string },
  ) =>
    data(
      {
        intent,
        key: String(form.get("sku") ?? ""),
        reply: submission.reply(refusal ? { fieldErrors: { [refusal.field]: [refusal.message] } } : {}),
      },
      { status: 400 },
    );

  switch (intent) {
    case "visibility": {
      const submission = parseWithZod(form, { schema: productVisibilitySchema });
      if (submission.status !== "success") return invalid(submission);
      const { changed } = await setProductVisibility(db, {
        productId: product.id,
        status: submission.value.status,
        actor,
        now: now(),
      });
      const title = product.title[locale];
      const message = !changed
        ? "catalogue.unchanged"
        : submission.value.status === "hidden"
          ? "catalogue.hidden"
          : "catalogue.shown";
      return redirectWithSuccess(here, t(message, { title }));
    }
    case "variant": {
      const submission = parseWithZod(form, { schema: variantFormSchema });
      if (submission.status !== "success") return invalid(submission);
      const variant = product.variants.find((entry) => entry.sku === submission.value.sku);
      if (!variant) return invalid(submission, { field: "price", message: t("validation.variantUnknown") });
      const { changed } = await updateVariants(db, {
        productId: product.id,
        select: { sku: variant.sku },
        change: { priceCents: submission.value.price, availability: submission.value.availability },
        actor,
        now: now(),
      });
      const name = t("product.variant", {
        color: variant.colorName[locale],
        size: variant.sizeLabel[locale],
      });
      return redirectWithSuccess(
        here,
        t(changed > 0 ? "product.saved" : "product.unchanged", { variant: name }),
      );
    }
    case "bulkPrice": {
      const submission = parseWithZod(form, { schema: bulkPriceSchema });
      if (submission.status !== "success") return invalid(submission);
      const { color, size, price } = submission.value;
      if (color !== undefined && !product.variants.some((variant) => variant.colorKey === color)) {
        return invalid(submission, { field: "color", message: t("validation.optionUnknown") });
      }
      if (size !== undefined && !product.variants.some((variant) => variant.sizeKey === size)) {
        return invalid(submission, { field: "size", message: t("validation.optionUnknown") });
      }
      try {
        const { changed } = await updateVariants(db, {
          productId: product.id,
          select: { colorKey: color, sizeKey: size },
          change: { priceCents: price },
          actor,
          now: now(),
        });
        return redirectWithSuccess(
          here,
          changed > 0 ? t("product.bulkSaved", { count: changed }) : t("product.bulkUnchanged"),
        );
      } catch (error) {
        // This colour is not made in this size.
        if (error instanceof CatalogueItemNotFound) {
          return invalid(submission, { field: "size", message: t("validation.optionUnknown") });
        }
        throw error;
      }
    }
    case "areaPrices": {
      const submission = parseWithZod(form, { schema: areaPricesSchema });
      if (submission.status !== "success") return invalid(submission);
      const known = new Set(product.areas.map((area) => area.key));
      if (submission.value.prices.some((entry) => !known.has(entry.key))) {
        return invalid(submission, { field: "prices", message: t("validation.areaUnknown") });
      }
      const { changed } = await setAreaPrices(db, {
        productId: product.id,
        prices: submission.value.prices.map((entry) => ({ key: entry.key, priceCents: entry.price })),
        actor,
        now: now(),
      });
      return redirectWithSuccess(
        here,
        changed > 0 ? t("product.areasSaved", { count: changed }) : t("product.areasUnchanged"),
      );
    }
    case "priceTiers": {
      const submission = parseWithZod(form, { schema: priceTiersSchema });
      if (submission.status !== "success") return invalid(submission);
      const { changed } = await setPriceTiers(db, {
        productId: product.id,
        tiers: submission.value.tiers,
        actor,
        now: now(),
      });
      return redirectWithSuccess(here, t(changed ? "product.tiersSaved" : "product.tiersUnchanged"));
    }
    default:
      return data({ intent, key: "", reply: undefined, error: t("unknownAction") }, { status: 400 });
  }
}

export const handle: MessagesHandle = { messages: ["catalogueAdmin"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function AdminProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData;
  const t = useT("catalogueAdmin");
  const locale = useLocale();
  const title = product.title[locale];
  const hidden = product.status === "hidden";
  const pageError = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <>
      <PageSeo title={title} />
      <LocalizedLink to="/admin/catalogue" className="btn-quiet -ms-2">
        <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t("product.back")}
      </LocalizedLink>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1 text-sm text-ink-muted">
            {product.category[locale]} › {product.subtype[locale]} ·{" "}
            <span className="font-mono">{product.id}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {hidden ? null : (
            <LocalizedLink to={`/products/${product.id}`} className="btn-secondary">
              <Eye aria-hidden="true" className="size-4" />
              {t("product.viewInShop")}
            </LocalizedLink>
          )}
          <Form method="post">
            <input type="hidden" name="productId" value={product.id} />
            <input type="hidden" name="status" value={hidden ? "active" : "hidden"} />
            <IntentButton intent="visibility" className={hidden ? "btn" : "btn-secondary"}>
              {t(hidden ? "product.show" : "product.hide")}
            </IntentButton>
          </Form>
        </div>
      </div>
      {hidden ? (
        <p className="mt-4 flex items-center gap-2 rounded-md border border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {t("product.hiddenNote")}
        </p>
      ) : null}
      {pageError ? (
        <p role="alert" className="mt-4 text-sm text-error-700 dark:text-error-300">
          {pageError}
        </p>
      ) : null}

      <BulkPriceForm product={product} actionData={actionData} />

      <AreaPricesForm product={product} actionData={actionData} />

      <PriceTiersForm product={product} actionData={actionData} />

      <VariantList variants={product.variants} actionData={actionData} />
    </>
  );
}
