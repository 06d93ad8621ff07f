import { data, Form, redirect, useNavigation } from "react-router";
import { redirectWithError } from "remix-toast";
import { DesignProofs } from "#app/components/design-proofs.tsx";
import { AddressLines } from "#app/components/address-lines.tsx";
import { PiecePricing } from "#app/components/piece-pricing.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { OrderSteps } from "#app/components/order-steps.tsx";
import { OrderTotalsTable, useCalendarDate } from "#app/components/order-summary.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { userContext } from "#app/middleware/auth-guard.ts";
import { changingShopperOf, customerOf, shopperOf } from "#app/edge/shoppers.server.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { checkoutChoiceSchema, placeOrderSchema } from "#core/schemas/order.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { localizePath, splitLocale } from "#core/locales.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { usePriceFormatter } from "#app/hooks/use-price.ts";
import { placeOrder } from "#server/commands/orders.ts";
import { AddressNotFound, findAddress } from "#server/services/addresses.ts";
import { newPlaceKey, OrderRefused, quoteOrder } from "#server/services/orders.ts";
import { DiscountRefused } from "#server/services/discounts.ts";
import { guestEmail, type Shopper } from "#server/services/shoppers.ts";
import { DiscountCodeForm } from "#app/components/discount-code-form.tsx";
import { cartDiscountAction } from "#app/edge/cart-discount.server.ts";
import { refusalOf } from "#app/edge/refusals.server.ts";
import type { Route } from "./+types/confirm.ts";

/**
 * The address and method chosen on the shipping step, and where the receipt goes (a guest's
 * email, given there too), or back there to choose them.
 */
async function checkoutChoice(
  context: Route.LoaderArgs["context"],
  shopper: Shopper | null,
  params: Record<string, unknown>,
  locale: "en" | "fr",
) {
  const { db } = context.get(servicesContext);
  const choice = checkoutChoiceSchema.safeParse(params);
  const address = choice.success && shopper ? await findAddress(db, shopper, choice.data.address) : null;
  if (!shopper || !choice.success || !address) throw redirect(localizePath("/order/shipping", locale));
  const email =
    "designerSessionId" in shopper
      ? await guestEmail(db, shopper.designerSessionId)
      : (context.get(userContext)?.email ?? null);
  if (!email) {
    const t = getInstance(context).getFixedT(locale, "order");
    const back = `${localizePath("/order/shipping", locale)}?address=${address.id}&method=${choice.data.method}`;
    throw await redirectWithError(back, t("shipping.guest.needed"));
  }
  return { shopper, address, method: choice.data.method, email };
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { db, now } = context.get(servicesContext);
  const { locale } = splitLocale(url.pathname);
  const { shopper, address, method, email } = await checkoutChoice(
    context,
    await shopperOf(context, request),
    Object.fromEntries(url.searchParams),
    locale,
  );
  const t = getInstance(context).getFixedT(locale, "order");
  try {
    const quote = await quoteOrder(db, { shopper, language: locale, address, method, now: now() });
    if (!quote.cart.orderable) {
      throw await redirectWithError(localizePath("/order/product", locale), t("cart.fixFirst"));
    }
    return {
      quote,
      address,
      method,
      email,
      // One key per showing of the form: submitting it twice places one order.
      placeKey: newPlaceKey(),
    };
  } catch (error) {
    if (!(error instanceof OrderRefused)) throw error;
    if (error.reason === "emptyCart") throw redirect(localizePath("/order/product", locale));
    throw await redirectWithError(
      `${localizePath("/order/shipping", locale)}?address=${address.id}`,
      t(`refused.${error.reason}`),
    );
  }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "order");
  const form = await readFormData(request);
  const fields = Object.fromEntries(form);
  let changing: Shopper | null;
  try {
    changing = await changingShopperOf(context, request);
  } catch (error) {
    const refusal = refusalOf(error, locale);
    if (!refusal) throw error;
    return data({ error: refusal.message, field: null }, { status: refusal.status });
  }
  const { shopper, address, method } = await checkoutChoice(context, changing, fields, locale);
  if (fields.intent === "discount") {
    const returnTo = `${localizePath("/order/confirm", locale)}?address=${address.id}&method=${method}`;
    return cartDiscountAction({ request, context, form, shopper, locale, returnTo });
  }
  const parsed = placeOrderSchema.safeParse(fields);
  if (!parsed.success) {
    const approve = parsed.error.issues.some((issue) => issue.path[0] === "approve");
    return data(
      {
        error: approve ? t("confirm.approveRequired") : t("refused.priceChanged"),
        field: approve ? "approve" : null,
      },
      { status: 400 },
    );
  }
  try {
    const placed = await placeOrder(context.get(servicesContext), {
      customer: customerOf(context, shopper),
      addressId: address.id,
      method,
      placeKey: parsed.data.placeKey,
      approvedTotalCents: parsed.data.approvedTotal,
      displayCurrency: currencyFrom(fields),
      language: locale,
      requestOrigin: url.origin,
    });
    return redirect(`${localizePath("/order/payment", locale)}?sn=${placed.sn}`);
  } catch (error) {
    // Deleted in another tab since the choice above was read: chosen again on the shipping step.
    if (error instanceof AddressNotFound) throw redirect(localizePath("/order/shipping", locale));
    // The discount code stopped applying since this page was shown: why, in the customer's words.
    if (error instanceof DiscountRefused) {
      return data({ error: refusalOf(error, locale)!.message, field: null }, { status: 400 });
    }
    if (!(error instanceof OrderRefused)) throw error;
    return data({ error: t(`refused.${error.reason}`), field: null }, { status: 409 });
  }
}

/** The display currency the page showed (sent with the form), checked by the order service. */
function currencyFrom(fields: Record<string, FormDataEntryValue>): string {
  const value = fields.currency;
  return typeof value === "string" && /^[A-Z]{3}$/.test(value) ? value : "USD";
}

export const handle: MessagesHandle = { messages: ["order", "address"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function OrderConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("order");
  const calendar = useCalendarDate();
  const navigation = useNavigation();
  const root = useRootData();
  const price = usePriceFormatter();
  const { quote, address, method, email, placeKey } = loaderData;
  const placeError = actionData && "error" in actionData ? actionData : null;
  const currency = root?.currency;
  const totals = {
    ...quote,
    shippingCents: quote.shipping.priceCents,
    display: {
      currency: currency?.currency ?? "USD",
      rate: currency?.rate ?? "1",
      rateDate: currency?.rateUpdatedAt ?? new Date(0).toISOString(),
      minorUnits: currency?.minorUnits ?? 2,
    },
  };
  return (
    <>
      <PageSeo title={t("confirm.title")} />
      <OrderSteps current="confirm" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{t("confirm.title")}</h1>
      <section aria-labelledby="confirm-proofs" className="mt-6">
        <h2 id="confirm-proofs" className="text-xl font-semibold">
          {t("confirm.proofs")}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t("confirm.proofsHelp")}</p>
        <ul className="mt-4 space-y-6">
          {quote.cart.groups.map((group) => {
            const colors = [...new Set(group.lines.map((line) => line.colorKey))];
            return (
              <li key={group.designId} className="rounded-lg border border-line p-4">
                <h3 className="font-semibold">{group.product.title}</h3>
                <DesignProofs
                  product={group.designProduct}
                  document={group.document}
                  title={group.product.title}
                  colors={colors.map((color) => ({
                    key: color,
                    name: group.lines.find((line) => line.colorKey === color)?.colorName ?? color,
                  }))}
                />
                <ul className="mt-3 text-sm">
                  {group.lines.map((line) => (
                    <li key={line.id}>
                      {t("confirm.line", {
                        quantity: line.quantity,
                        color: line.colorName,
                        size: line.sizeLabel,
                      })}
                    </li>
                  ))}
                </ul>
                <PiecePricing
                  extraAreas={group.pricing.extraAreas}
                  tier={group.pricing.tier}
                  format={price}
                  className="mt-2 text-sm text-ink-muted"
                />
              </li>
            );
          })}
        </ul>
        <LocalizedLink to="/order/product" className="mt-3 inline-block text-sm underline">
          {t("confirm.changeItems")}
        </LocalizedLink>
      </section>

      <div className="mt-8 grid gap-8 sm:grid-cols-2">
        <section aria-labelledby="confirm-delivery">
          <h2 id="confirm-delivery" className="text-xl font-semibold">
            {t("confirm.delivery")}
          </h2>
          <AddressLines address={address} className="mt-2" />
          <p className="mt-2">{t("confirm.receiptTo", { email })}</p>
          <p className="mt-2">
            {t(`method.${method}`)} ·{" "}
            {t("detail.window", {
              from: calendar(quote.shipping.deliveryFrom),
              to: calendar(quote.shipping.deliveryTo),
            })}
          </p>
          <LocalizedLink
            to={`/order/shipping?address=${address.id}&method=${method}`}
            className="mt-2 inline-block text-sm underline"
          >
            {t("confirm.changeDelivery")}
          </LocalizedLink>
        </section>
        <section aria-labelledby="confirm-total">
          <h2 id="confirm-total" className="sr-only">
            {t("confirm.total")}
          </h2>
          <OrderTotalsTable totals={totals} caption={t("confirm.total")} />
        </section>
      </div>

      <DiscountCodeForm
        discount={quote.cart.discount}
        error={actionData && "discountError" in actionData ? actionData.discountError : null}
        sent={actionData && "discountSent" in actionData ? actionData.discountSent : undefined}
        hidden={{ address: address.id, method }}
        className="mt-8 rounded-lg border border-line p-4"
      />

      <Form
        method="post"
        className="mt-8 rounded-lg border border-line p-4"
        aria-describedby={placeError ? "confirm-error" : undefined}
      >
        <input type="hidden" name="address" value={address.id} />
        <input type="hidden" name="method" value={method} />
        <input type="hidden" name="placeKey" value={placeKey} />
        <input type="hidden" name="approvedTotal" value={quote.totalCents} />
        <input type="hidden" name="currency" value={totals.display.currency} />
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="approve"
            required
            aria-invalid={placeError?.field === "approve" ? true : undefined}
            className="mt-1 size-4"
          />
          <span>{t("confirm.approve")}</span>
        </label>
        {placeError?.error ? (
          <p id="confirm-error" role="alert" className="mt-2 text-sm text-error-700 dark:text-error-300">
            {placeError.error}
          </p>
        ) : null}
        <button type="submit" className="btn mt-4" disabled={navigation.state === "submitting"}>
          {t("confirm.place")}
        </button>
      </Form>
    </>
  );
}
