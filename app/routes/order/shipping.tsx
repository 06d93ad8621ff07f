import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useSearchParams } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { AddressCard } from "#app/components/order-shipping/address-card.tsx";
import { AddressForm } from "#app/components/order-shipping/address-form.tsx";
import { GuestEmailForm } from "#app/components/order-shipping/guest-email-form.tsx";
import { OrderSteps } from "#app/components/order-steps.tsx";
import { useCalendarDate } from "#app/components/order-summary.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { changingShopperOf, shopperOf } from "#app/edge/shoppers.server.ts";
import { refusalOf } from "#app/edge/refusals.server.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { addressSchema } from "#core/schemas/address.ts";
import { guestEmailSchema } from "#core/schemas/order.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { localizePath, splitLocale } from "#core/locales.ts";
import { usePriceFormatter } from "#app/hooks/use-price.ts";
import {
  AddressBookFull,
  AddressNotFound,
  deleteAddress,
  listAddresses,
  saveAddress,
  setDefaultAddress,
} from "#server/services/addresses.ts";
import { readCart } from "#server/services/cart.ts";
import { guestEmail, setGuestEmail } from "#server/services/shoppers.ts";
import { quoteShipping } from "#server/services/shipping.ts";
import type { Route } from "./+types/shipping.ts";

/**
 * The delivery step: the address book (choose, add, edit, delete, make default) and, for the
 * chosen address, the delivery methods with their prices and dates. Each choice is part of the
 * address (`?address=…&method=…`), so every step works as plain links and forms. A visitor
 * without an account also gives their email here (docs/decisions/026).
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { db, now } = context.get(servicesContext);
  const shopper = await shopperOf(context, request);
  const { locale } = splitLocale(url.pathname);
  const cart = shopper ? await readCart(db, shopper, locale, now()) : null;
  if (!shopper || !cart?.orderable) throw redirect(localizePath("/order/product", locale));
  const addresses = await listAddresses(db, shopper);
  const wanted = url.searchParams.get("address");
  const chosen = addresses.find((address) => address.id === wanted) ?? addresses[0] ?? null;
  const methods = chosen
    ? await quoteShipping(db, {
        country: chosen.country,
        itemCount: cart.itemCount,
        productionDays: [
          Math.max(1, ...cart.groups.map((group) => group.product.productionDays.min)),
          Math.max(1, ...cart.groups.map((group) => group.product.productionDays.max)),
        ],
        now: now(),
      })
    : [];
  const editing = url.searchParams.get("edit");
  return {
    // A guest's email (null: not given yet); undefined for an account, whose email it is.
    guest: "designerSessionId" in shopper ? { email: await guestEmail(db, shopper.designerSessionId) } : null,
    addresses,
    chosen: chosen?.id ?? null,
    methods,
    editing: editing ? (addresses.find((address) => address.id === editing) ?? null) : null,
    deleting: url.searchParams.get("delete"),
    adding: url.searchParams.get("new") === "1" || addresses.length === 0,
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { db, now } = context.get(servicesContext);
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "order");
  const here = localizePath("/order/shipping", locale);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  try {
    const shopper = await changingShopperOf(context, request);
    if (!shopper) return redirect(localizePath("/order/product", locale));
    if (intent === "email" && "designerSessionId" in shopper) {
      const submission = parseWithZod(form, { schema: guestEmailSchema });
      if (submission.status !== "success") {
        return data({ emailReply: submission.reply(), reply: null, error: null }, { status: 400 });
      }
      await setGuestEmail(db, shopper.designerSessionId, submission.value.email);
      const chosen = url.searchParams.get("address");
      return redirectWithSuccess(chosen ? `${here}?address=${chosen}` : here, t("shipping.guest.saved"));
    }
    if (intent === "save") {
      const submission = parseWithZod(form, { schema: addressSchema });
      if (submission.status !== "success") {
        return data({ reply: submission.reply(), error: null }, { status: 400 });
      }
      const saved = await saveAddress(db, {
        shopper,
        id: id || undefined,
        input: submission.value,
        makeDefault: form.get("makeDefault") === "on",
        now: now(),
      });
      return redirectWithSuccess(`${here}?address=${saved.id}`, t("shipping.saved"));
    }
    if (intent === "delete") {
      await deleteAddress(db, shopper, id);
      return redirectWithSuccess(here, t("shipping.deleted"));
    }
    if (intent === "default") {
      await setDefaultAddress(db, shopper, id, now());
      return redirectWithSuccess(`${here}?address=${id}`, t("shipping.defaultSet"));
    }
  } catch (error) {
    if (error instanceof AddressNotFound) {
      return data({ reply: null, error: t("shipping.addressNotFound") }, { status: 404 });
    }
    if (error instanceof AddressBookFull) {
      return data({ reply: null, error: t("shipping.bookFull") }, { status: 409 });
    }
    const refusal = refusalOf(error, locale);
    if (refusal) return data({ reply: null, error: refusal.message }, { status: refusal.status });
    throw error;
  }
  return data({ reply: null, error: t("detail.unknownAction") }, { status: 400 });
}

export const handle: MessagesHandle = { messages: ["order", "address"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function OrderShippingRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("order");
  const locale = useLocale();
  const price = usePriceFormatter();
  const calendar = useCalendarDate();
  const [search] = useSearchParams();
  const { guest, addresses, chosen, methods, editing, deleting, adding } = loaderData;
  const wantedMethod = search.get("method");
  const method = methods.find((candidate) => candidate.method === wantedMethod)?.method ?? methods[0]?.method;
  return (
    <>
      <PageSeo title={t("shipping.title")} />
      <OrderSteps current="shipping" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{t("shipping.title")}</h1>
      {actionData?.error ? (
        <p role="alert" className="mt-4 text-error-700 dark:text-error-300">
          {actionData.error}
        </p>
      ) : null}

      {guest ? (
        <GuestEmailForm
          email={guest.email}
          reply={actionData && "emailReply" in actionData ? actionData.emailReply : null}
        />
      ) : null}

      <section aria-labelledby="shipping-addresses" className="mt-6">
        <h2 id="shipping-addresses" className="text-xl font-semibold">
          {t("shipping.addresses")}
        </h2>
        {addresses.length === 0 ? <p className="mt-2 text-ink-muted">{t("shipping.noAddress")}</p> : null}
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {addresses.map((address) => (
            <li
              key={address.id}
              className={`rounded-lg border p-4 ${address.id === chosen ? "border-primary-600 ring-1 ring-primary-600" : "border-line"}`}
            >
              <AddressCard address={address} chosen={chosen} deleting={deleting === address.id} />
            </li>
          ))}
        </ul>
        {editing ? (
          <AddressForm key={editing.id} address={editing} reply={actionData?.reply ?? null} />
        ) : adding ? (
          <AddressForm key="new" address={null} reply={actionData?.reply ?? null} />
        ) : (
          <LocalizedLink
            to={`/order/shipping?address=${chosen ?? ""}&new=1`}
            className="btn-secondary mt-4 inline-flex"
          >
            {t("shipping.newAddress")}
          </LocalizedLink>
        )}
      </section>

      {chosen ? (
        <Form method="get" action={localizePath("/order/confirm", locale)} className="mt-8">
          <input type="hidden" name="address" value={chosen} />
          <fieldset>
            <legend className="text-xl font-semibold">{t("shipping.methods")}</legend>
            {methods.length === 0 ? <p className="mt-2">{t("shipping.noMethods")}</p> : null}
            <div className="mt-3 space-y-2">
              {methods.map((option) => (
                <label
                  key={option.method}
                  htmlFor={`method-${option.method}`}
                  className="flex items-start gap-3 rounded-lg border border-line p-3"
                >
                  <input
                    id={`method-${option.method}`}
                    type="radio"
                    name="method"
                    value={option.method}
                    defaultChecked={option.method === method}
                    required
                    className="mt-1"
                  />
                  <span className="font-medium">
                    {t("shipping.methodLabel", {
                      method: t(`method.${option.method}`),
                      price: price(option.priceCents),
                    })}
                    <span className="block text-sm font-normal text-ink-muted">
                      {t("shipping.window", {
                        from: calendar(option.deliveryFrom),
                        to: calendar(option.deliveryTo),
                      })}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {methods.length > 0 ? (
            <button type="submit" className="btn mt-6">
              {t("shipping.continue")}
            </button>
          ) : null}
        </Form>
      ) : null}
    </>
  );
}
