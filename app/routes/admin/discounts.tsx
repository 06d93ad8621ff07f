import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import { AdminInput, IntentButton } from "#app/components/admin-form.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { ScrollRegion } from "#app/components/scroll-region.tsx";
import { servicesContext } from "#server/context.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { auditActorOf, requireOperator } from "#app/middleware/operator-guard.ts";
import { discountDisableSchema, discountFormSchema } from "#core/schemas/discounts.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { localizePath, locales, splitLocale } from "#core/locales.ts";
import { formatPrice, USD } from "#core/money.ts";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";
import {
  disableDiscount,
  DiscountInputRefused,
  listDiscounts,
  saveDiscount,
  type DiscountView,
} from "#server/services/discounts.ts";
import type { Route } from "./+types/discounts.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, now } = context.get(servicesContext);
  return { discounts: await listDiscounts(db, now()) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { db, now } = context.get(servicesContext);
  const operator = requireOperator(context);
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "catalogueAdmin");
  const here = localizePath("/admin/discounts", locale);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "disable") {
    const parsed = discountDisableSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return redirectWithError(here, t("validation.discountUnknown"));
    try {
      const { changed, discount } = await disableDiscount(db, {
        code: parsed.data.code,
        actor: auditActorOf(operator),
        now: now(),
      });
      return redirectWithSuccess(
        here,
        t(changed ? "discounts.disabled" : "discounts.alreadyDisabled", { code: discount.code }),
      );
    } catch (error) {
      if (!(error instanceof DiscountInputRefused)) throw error;
      return redirectWithError(here, t(error.reason));
    }
  }
  const submission = parseWithZod(form, { schema: discountFormSchema });
  const invalid = (fieldErrors?: Record<string, string[]>) =>
    data({ reply: submission.reply(fieldErrors ? { fieldErrors } : {}) }, { status: 400 });
  if (intent !== "save") return invalid({ code: [t("unknownAction")] });
  if (submission.status !== "success") return invalid();
  try {
    const { created, discount } = await saveDiscount(db, {
      discount: submission.value,
      actor: auditActorOf(operator),
      now: now(),
    });
    return redirectWithSuccess(
      here,
      t(created ? "discounts.created" : "discounts.saved", { code: discount.code }),
    );
  } catch (error) {
    if (!(error instanceof DiscountInputRefused)) throw error;
    return invalid({ [error.field]: [error.reason] });
  }
}

export const handle: MessagesHandle = { messages: ["catalogueAdmin"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function AdminDiscountsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("catalogueAdmin");
  return (
    <>
      <PageSeo title={t("discounts.title")} />
      <h1 className="text-3xl font-bold tracking-tight">{t("discounts.title")}</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">{t("discounts.intro")}</p>
      <DiscountForm lastResult={actionData?.reply} />
      <section aria-labelledby="discounts-list" className="mt-8">
        <h2 id="discounts-list" className="text-lg font-bold tracking-tight">
          {t("discounts.listTitle")}
        </h2>
        {loaderData.discounts.length === 0 ? (
          <p className="mt-3 rounded-lg border border-line p-6">{t("discounts.none")}</p>
        ) : (
          <DiscountTable discounts={loaderData.discounts} />
        )}
      </section>
    </>
  );
}

function DiscountForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const t = useT("catalogueAdmin");
  const { form, fields, onInput } = useValidatedForm(discountFormSchema, { id: "discount", lastResult });
  const titleId = "discount-form-title";
  const checked = fields.onePerCustomer.initialValue === "on";
  return (
    <section aria-labelledby={titleId} className="mt-6 rounded-xl border border-line bg-surface-raised p-5">
      <h2 id={titleId} className="text-lg font-bold tracking-tight">
        {t("discounts.formTitle")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("discounts.formHelp")}</p>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} onInput={onInput} noValidate className="mt-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <AdminInput
            field={fields.code}
            label={t("discounts.code")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
          />
          <AdminInput field={fields.percentOff} label={t("discounts.percentOff")} inputMode="numeric" />
          <AdminInput field={fields.amountOff} label={t("discounts.amountOff")} inputMode="decimal" />
          <AdminInput field={fields.startsAt} label={t("discounts.startsAt")} type="datetime-local" />
          <AdminInput field={fields.endsAt} label={t("discounts.endsAt")} type="datetime-local" />
          <AdminInput field={fields.maxUses} label={t("discounts.maxUses")} inputMode="numeric" />
          <AdminInput field={fields.minSubtotal} label={t("discounts.minSubtotal")} inputMode="decimal" />
          <label className="flex items-center gap-2 self-end pb-2 text-sm">
            <input
              type="checkbox"
              name={fields.onePerCustomer.name}
              defaultChecked={checked}
              className="size-4"
            />
            {t("discounts.onePerCustomer")}
          </label>
        </div>
        <p className="mt-2 text-xs text-ink-muted">
          {t("discounts.codeHelp")} {t("discounts.kindHelp")}
        </p>
        <div className="mt-4">
          <IntentButton intent="save" className="btn">
            {t("discounts.save")}
          </IntentButton>
        </div>
      </Form>
    </section>
  );
}

function DiscountTable({ discounts }: { discounts: DiscountView[] }) {
  const t = useT("catalogueAdmin");
  const tag = locales[useLocale()].tag;
  const usd = (cents: number) => formatPrice(cents, USD, tag);
  const number = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, { style: "percent" });
  const instant = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const when = (iso: string) => instant.format(new Date(iso));
  const validity = (discount: DiscountView) => {
    const { startsAt, endsAt } = discount;
    if (startsAt && endsAt) return t("discounts.between", { from: when(startsAt), to: when(endsAt) });
    if (startsAt) return t("discounts.from", { from: when(startsAt) });
    if (endsAt) return t("discounts.until", { to: when(endsAt) });
    return t("discounts.always");
  };
  const conditions = (discount: DiscountView) => {
    const list = [
      discount.onePerCustomer ? t("discounts.conditionOnce") : null,
      discount.minSubtotalCents !== null
        ? t("discounts.conditionMinimum", { amount: usd(discount.minSubtotalCents) })
        : null,
    ].filter((entry) => entry !== null);
    return list.length > 0 ? list.join(" · ") : t("discounts.conditionNone");
  };
  const columns = ["colCode", "colReduction", "colValid", "colUses", "colConditions", "colState"] as const;
  return (
    <ScrollRegion className="mt-3" label={t("discounts.caption")}>
      <table className="w-full text-sm">
        <caption className="sr-only">{t("discounts.caption")}</caption>
        <thead>
          <tr className="border-b border-line">
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pe-3 text-start font-medium">
                {t(`discounts.${column}`)}
              </th>
            ))}
            <th scope="col" className="py-2 text-end font-medium">
              {t("discounts.colActions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {discounts.map((discount) => (
            <tr key={discount.code} className="border-b border-line align-top">
              <th scope="row" className="py-2 pe-3 text-start font-mono font-semibold">
                {discount.code}
              </th>
              <td className="py-2 pe-3">
                {discount.percentOff !== null
                  ? t("discounts.percent", { percent: percent.format(discount.percentOff / 100) })
                  : t("discounts.amount", { amount: usd(discount.amountOffCents ?? 0) })}
              </td>
              <td className="py-2 pe-3">{validity(discount)}</td>
              <td className="py-2 pe-3 tabular-nums">
                {discount.maxUses === null
                  ? t("discounts.usesUnlimited", { uses: number.format(discount.uses) })
                  : t("discounts.uses", {
                      uses: number.format(discount.uses),
                      max: number.format(discount.maxUses),
                    })}
              </td>
              <td className="py-2 pe-3">{conditions(discount)}</td>
              <td className="py-2 pe-3">{t(`discounts.state.${discount.state}`)}</td>
              <td className="py-2 text-end">
                {discount.state === "disabled" ? null : (
                  <Form method="post">
                    <input type="hidden" name="code" value={discount.code} />
                    <IntentButton
                      intent="disable"
                      pendingWhen={{ code: discount.code }}
                      label={t("discounts.disableLabel", { code: discount.code })}
                    >
                      {t("discounts.disable")}
                    </IntentButton>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
