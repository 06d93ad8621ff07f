import { data, Form, redirect, useNavigation, type MiddlewareFunction } from "react-router";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import { DesignMockup } from "#app/components/design-mockup.tsx";
import { Pencil, Trash } from "#app/components/icons.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { OrderSteps } from "#app/components/order-steps.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { ScrollRegion } from "#app/components/scroll-region.tsx";
import { servicesContext } from "#server/context.ts";
import { requireSignedIn, requireUserMiddleware } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { cartQuantitiesFrom, removeFromCartSchema } from "#core/schemas/order.ts";
import { readFormData } from "#app/utils/form-data.server.ts";
import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { localizePath, splitLocale } from "#core/locales.ts";
import { usePriceFormatter } from "#app/utils/use-price.ts";
import {
  CartRefused,
  previewCartGroup,
  readCart,
  removeFromCart,
  setDesignQuantities,
  type CartGroup,
} from "#server/services/cart.ts";
import type { Route } from "./+types/product.ts";

export const middleware: MiddlewareFunction<Response>[] = [requireUserMiddleware];

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  const { locale } = splitLocale(url.pathname);
  const cart = await readCart(db, user.id, locale);
  // `?add=<draft>` opens the size run of a design that is not in the cart yet (from the designer).
  const adding = url.searchParams.get("add");
  let added: CartGroup | null = null;
  if (adding && !cart.groups.some((group) => group.designId === adding)) {
    added = await previewCartGroup(db, user.id, adding, locale);
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
  const { user } = requireSignedIn(context);
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "order");
  const here = localizePath("/order/product", locale);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");

  if (intent === "remove") {
    const parsed = removeFromCartSchema.safeParse(Object.fromEntries(form));
    if (parsed.success) await removeFromCart(db, { userId: user.id, designId: parsed.data.designId });
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
      await setDesignQuantities(db, { userId: user.id, ...parsed.data, now: now() });
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
                refusal={actionData?.designId === group.designId ? actionData : null}
              />
            </li>
          ))}
        </ul>
      )}
      {groups.length > 0 ? (
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-6">
          <p className="text-lg">
            {t("cart.subtotal", { count: cart.itemCount, amount: price(cart.subtotalCents) })}
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

function CartGroupCard({
  group,
  refusal,
}: {
  group: CartGroup;
  refusal: { error: string; sent: Record<string, string> } | null;
}) {
  const t = useT("order");
  const price = usePriceFormatter();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("designId") === group.designId;
  const colors = [...new Map(group.options.map((option) => [option.colorKey, option])).values()];
  const sizes = [...new Map(group.options.map((option) => [option.sizeKey, option])).values()];
  const quantityOf = (colorKey: string, sizeKey: string) => {
    const sent = refusal?.sent[`${colorKey}/${sizeKey}`];
    if (sent !== undefined) return sent;
    const line = group.lines.find(
      (candidate) => candidate.colorKey === colorKey && candidate.sizeKey === sizeKey,
    );
    return line ? String(line.quantity) : "";
  };
  const blocking = group.issues.filter((issue) => issue.severity === "error");
  const formId = `matrix-${group.designId}`;
  const errorId = `${formId}-error`;
  const submitId = `${formId}-submit`;
  const submitLabel = group.lines.length > 0 ? t("cart.update") : t("cart.add");
  return (
    <article className="grid gap-6 rounded-lg border border-line p-4 sm:grid-cols-[12rem_1fr]">
      <DesignMockup
        product={group.designProduct}
        document={group.document}
        color={group.lines[0]?.colorKey ?? group.document.color}
        label={t("cart.mockupLabel", { product: group.product.title })}
      />
      <div className="min-w-0">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-xl font-semibold">{group.product.title}</h2>
          <div className="flex gap-2">
            <LocalizedLink
              to={`/design?draft=${group.designId}`}
              className="btn-quiet inline-flex items-center gap-1"
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t("cart.editDesign")}
            </LocalizedLink>
            {group.lines.length > 0 ? (
              <Form method="post">
                <input type="hidden" name="designId" value={group.designId} />
                <button
                  type="submit"
                  name="intent"
                  value="remove"
                  className="btn-quiet inline-flex items-center gap-1"
                >
                  <Trash aria-hidden="true" className="size-4" />
                  {t("cart.remove")}
                </button>
              </Form>
            ) : null}
          </div>
        </div>
        {blocking.length > 0 ? (
          <p role="alert" className="mt-2 text-sm text-error-700 dark:text-error-300">
            {t("cart.notPrintable")}{" "}
            <LocalizedLink to={`/design?draft=${group.designId}`} className="underline">
              {t("cart.fixInDesigner")}
            </LocalizedLink>
          </p>
        ) : null}
        <Form
          method="post"
          id={formId}
          className="mt-4"
          aria-describedby={refusal ? errorId : undefined}
          // The button stays enabled while the cart saves (a disabled button drops the focus to
          // the page), so a second press is ignored here.
          onSubmit={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          <input type="hidden" name="designId" value={group.designId} />
          {/* A box per colour and size is dozens of Tab stops: keyboard users may jump past them. */}
          <a
            href={`#${submitId}`}
            className="skip-inline"
            onClick={(event) => {
              event.preventDefault();
              document.getElementById(submitId)?.focus();
            }}
          >
            {t("cart.skipSizes", { action: submitLabel })}
          </a>
          <ScrollRegion label={t("cart.matrixCaption")}>
            <table className="text-sm">
              <caption className="mb-2 text-start font-medium">{t("cart.matrixCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col" className="pe-3 text-start font-medium">
                    {t("cart.colour")}
                  </th>
                  {sizes.map((size) => (
                    <th key={size.sizeKey} scope="col" className="px-1 text-center font-medium">
                      {size.sizeLabel}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {colors.map((color) => (
                  <tr key={color.colorKey}>
                    <th scope="row" className="pe-3 py-1 text-start font-normal whitespace-nowrap">
                      <span
                        aria-hidden="true"
                        className="me-2 inline-block size-3 rounded-full border border-line align-middle"
                        style={{ backgroundColor: color.colorHex }}
                      />
                      {color.colorName}
                    </th>
                    {sizes.map((size) => {
                      const option = group.options.find(
                        (candidate) =>
                          candidate.colorKey === color.colorKey && candidate.sizeKey === size.sizeKey,
                      );
                      if (!option) {
                        return (
                          <td key={size.sizeKey}>
                            <span className="sr-only">{t("cart.notMade")}</span>
                          </td>
                        );
                      }
                      const key = `${color.colorKey}/${size.sizeKey}`;
                      return (
                        <td key={size.sizeKey} className="px-1 py-1">
                          {/* A cell out of stock sends nothing: its box is disabled and named by its title. */}
                          {option.available ? <input type="hidden" name="variant" value={key} /> : null}
                          <input
                            name="quantity"
                            type="number"
                            inputMode="numeric"
                            min={0}
                            max={999}
                            defaultValue={quantityOf(color.colorKey, size.sizeKey)}
                            disabled={!option.available}
                            aria-label={
                              option.available
                                ? t("cart.quantityLabel", {
                                    color: color.colorName,
                                    size: size.sizeLabel,
                                    price: price(option.priceCents),
                                  })
                                : t("cart.unavailableLabel", { color: color.colorName, size: size.sizeLabel })
                            }
                            title={option.available ? price(option.priceCents) : t("cart.unavailable")}
                            className="w-16 rounded-md border border-line bg-surface px-2 py-1 text-center disabled:opacity-40"
                          />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {refusal ? (
            <p id={errorId} role="alert" className="mt-2 text-sm text-error-700 dark:text-error-300">
              {refusal.error}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center gap-4">
            <button
              type="submit"
              id={submitId}
              name="intent"
              value="quantities"
              className="btn-secondary"
              aria-disabled={busy || undefined}
            >
              {submitLabel}
            </button>
            {group.lines.length > 0 ? (
              <p className="text-sm text-ink-muted">
                {t("cart.groupTotal", { count: group.quantity, amount: price(group.subtotalCents) })}
              </p>
            ) : null}
          </div>
        </Form>
      </div>
    </article>
  );
}
