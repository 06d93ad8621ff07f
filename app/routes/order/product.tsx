import { data, redirect } from "react-router";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { OrderSteps } from "#app/components/order-steps.tsx";
import { CartGroupCard } from "#app/components/order-product/cart-group-card.tsx";
import { DiscountCodeForm } from "#app/components/discount-code-form.tsx";
import { cartDiscountAction } from "#app/edge/cart-discount.server.ts";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { changingShopperOf, shopperOf } from "#app/edge/shoppers.server.ts";
import { refusalOf } from "#app/edge/refusals.server.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { cartQuantitiesFrom, removeFromCartSchema } from "#core/schemas/order.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { localizePath, splitLocale } from "#core/locales.ts";
import { usePriceFormatter } from "#app/hooks/use-price.ts";
import {
  CartRefused,
  emptyCart,
  previewCartGroup,
  readCart,
  removeFromCart,
  setDesignQuantities,
  type CartGroup,
} from "#server/services/cart.ts";
import type { Route } from "./+types/product.ts";

/**
 * The cart (spec: the product step). It is an account's or, for a visitor, their designer
 * session's (docs/decisions/026): a visitor orders without an account.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { db, now } = context.get(servicesContext);
  const shopper = await shopperOf(context, request);
  const { locale } = splitLocale(url.pathname);
  const cart = shopper ? await readCart(db, shopper, locale, now()) : emptyCart;
  // `?add=<draft>` opens the size run of a design that is not in the cart yet (from the designer).
  const adding = url.searchParams.get("add");
  let added: CartGroup | null = null;
  if (adding && !cart.groups.some((group) => group.designId === adding)) {
    added = shopper ? await previewCartGroup(db, shopper, adding, locale) : null;
    if (!added) {
      throw await redirectWithError(localizePath("/order/product", locale), {
        message: getInstance(context).getFixedT(locale, "order")("cart.unknownDesign"),
      });
    }
  }
  return { cart, added };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { db, now } = context.get(servicesContext);
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "order");
  const here = localizePath("/order/product", locale);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  let shopper;
  try {
    shopper = await changingShopperOf(context, request);
  } catch (error) {
    const refusal = refusalOf(error, locale);
    if (!refusal) throw error;
    return data({ designId: null, error: refusal.message, sent: {} }, { status: refusal.status });
  }
  // A visitor who designed nothing has no cart to change.
  if (!shopper) return redirect(here);

  if (intent === "discount") {
    return cartDiscountAction({ request, context, form, shopper, locale, returnTo: here });
  }
  if (intent === "remove") {
    const parsed = removeFromCartSchema.safeParse(Object.fromEntries(form));
    if (parsed.success) await removeFromCart(db, { shopper, designId: parsed.data.designId });
    return redirectWithSuccess(here, t("cart.removed"));
  }
  if (intent === "quantities") {
    const parsed = cartQuantitiesFrom(form);
    if (!parsed.success) {
      const designId = String(form.get("designId") ?? "");
      return data(
        { designId, error: t("cart.quantityInvalid"), sent: quantitiesSent(form) },
        { status: 400 },
      );
    }
    try {
      await setDesignQuantities(db, { shopper, ...parsed.data, now: now() });
    } catch (error) {
      if (!(error instanceof CartRefused)) throw error;
      return data(
        {
          designId: parsed.data.designId,
          error: t(`cart.refused.${error.reason}`),
          sent: quantitiesSent(form),
        },
        { status: error.reason === "unknownDesign" ? 404 : 400 },
      );
    }
    const count = parsed.data.quantities.reduce((sum, entry) => sum + entry.quantity, 0);
    return redirectWithSuccess(here, count > 0 ? t("cart.updated") : t("cart.removed"));
  }
  return redirect(here);
}

/** What was typed in the matrix, to show it again after a refusal. */
function quantitiesSent(form: FormData): Record<string, string> {
  const variants = form.getAll("variant").map(String);
  const quantities = form.getAll("quantity").map(String);
  return Object.fromEntries(variants.map((variant, index) => [variant, quantities[index] ?? ""]));
}

export const handle: MessagesHandle = { messages: ["order"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function OrderProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("order");
  const price = usePriceFormatter();
  const { cart, added } = loaderData;
  const groups = added ? [...cart.groups, added] : cart.groups;
  return (
    <>
      <PageSeo title={t("cart.title")} />
      <OrderSteps current="product" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{t("cart.title")}</h1>
      {actionData && "designId" in actionData && actionData.designId === null ? (
        <p role="alert" className="mt-4 text-error-700 dark:text-error-300">
          {actionData.error}
        </p>
      ) : null}
      {groups.length === 0 ? (
        <div className="mt-6 rounded-lg border border-line p-6">
          <p>{t("cart.empty")}</p>
          <LocalizedLink to="/products" className="btn mt-4 inline-flex">
            {t("cart.browse")}
          </LocalizedLink>
        </div>
      ) : (
        <ul className="mt-6 space-y-8">
          {groups.map((group) => (
            <li key={group.designId}>
              <CartGroupCard
                group={group}
                refusal={
                  actionData && "designId" in actionData && actionData.designId === group.designId
                    ? actionData
                    : null
                }
              />
            </li>
          ))}
        </ul>
      )}
      {cart.groups.length > 0 ? (
        <DiscountCodeForm
          discount={cart.discount}
          error={actionData && "discountError" in actionData ? actionData.discountError : null}
          sent={actionData && "discountSent" in actionData ? actionData.discountSent : undefined}
          className="mt-8 border-t border-line pt-6"
        />
      ) : null}
      {groups.length > 0 ? (
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-6">
          <p className="text-lg">
            {cart.discount && !cart.discount.refusal && cart.discount.amountCents > 0
              ? t("cart.subtotalWithCode", {
                  count: cart.itemCount,
                  amount: price(cart.subtotalCents - cart.discount.amountCents),
                  code: cart.discount.code,
                })
              : t("cart.subtotal", { count: cart.itemCount, amount: price(cart.subtotalCents) })}
          </p>
          {cart.orderable ? (
            <LocalizedLink to="/order/shipping" className="btn">
              {t("cart.continue")}
            </LocalizedLink>
          ) : (
            <p className="text-sm text-ink-muted">
              {cart.groups.length === 0 ? t("cart.chooseQuantities") : t("cart.fixFirst")}
            </p>
          )}
        </div>
      ) : null}
    </>
  );
}
