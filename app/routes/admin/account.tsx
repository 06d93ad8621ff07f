import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data } from "react-router";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { OrderStatusBadge } from "#app/components/order-status.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { Pager } from "#app/components/pager.tsx";
import { servicesContext } from "#server/context.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { auditActorOf, requireOperator } from "#app/middleware/operator-guard.ts";
import { accountActionSchema } from "#core/schemas/admin.ts";
import { orderListQuerySchema } from "#core/schemas/order.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { pageNotFound } from "#app/edge/locale-scope.server.ts";
import { locales, splitLocale } from "#core/locales.ts";
import { formatPrice, USD } from "#core/money.ts";
import {
  findAccount,
  OperatorChangeRefused,
  setAccountDisabled,
  setRole,
} from "#server/services/operators.ts";
import { listOrders } from "#server/services/orders.ts";
import { AccountBadges } from "./accounts.tsx";
import type { Route } from "./+types/account.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { db, now } = context.get(servicesContext);
  const operator = requireOperator(context);
  if (!uuid.test(params.id)) throw pageNotFound(url.pathname);
  const account = await findAccount(db, params.id, now());
  if (!account) throw pageNotFound(url.pathname);
  const query = orderListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const orders = await listOrders(db, {
    userId: account.id,
    page: query.page,
    language: splitLocale(url.pathname).locale,
  });
  return { account, orders, self: account.id === operator.id };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const { db, now } = context.get(servicesContext);
  const operator = requireOperator(context);
  const t = getInstance(context).getFixedT(splitLocale(url.pathname).locale, "admin");
  if (!uuid.test(params.id)) throw pageNotFound(url.pathname);
  const submission = parseWithZod(await readFormData(request), { schema: accountActionSchema });
  if (submission.status !== "success") return data({ error: t("account.invalid") }, { status: 400 });
  const here = url.pathname;
  const actor = auditActorOf(operator);
  try {
    if (submission.value.intent === "role") {
      await setRole(db, { userId: params.id, role: submission.value.role, actor, now: now() });
      return redirectWithSuccess(here, t(`account.roleSet.${submission.value.role}`));
    }
    await setAccountDisabled(db, {
      userId: params.id,
      disabled: submission.value.disabled,
      actor,
      now: now(),
    });
    return redirectWithSuccess(
      here,
      t(submission.value.disabled ? "account.disabledDone" : "account.enabledDone"),
    );
  } catch (error) {
    if (error instanceof OperatorChangeRefused) {
      return redirectWithError(here, t(`account.refused.${error.reason}`));
    }
    throw error;
  }
}

export const handle: MessagesHandle = { messages: ["admin", "order"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function AdminAccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const to = useT("order");
  const tag = locales[useLocale()].tag;
  const date = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
  const { account, orders, self } = loaderData;
  return (
    <>
      <PageSeo title={account.fullName} />
      <p className="text-sm">
        <LocalizedLink to="/admin/accounts" className="underline">
          {t("account.back")}
        </LocalizedLink>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{account.fullName}</h1>
        <AccountBadges role={account.role} disabled={account.disabled} />
      </div>
      {actionData?.error ? (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          {actionData.error}
        </p>
      ) : null}
      <dl className="mt-6 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="font-medium text-ink-muted">{t("account.email")}</dt>
        <dd className="break-all">
          {account.email}{" "}
          <span className="text-ink-muted">
            ({account.emailVerified ? t("account.verified") : t("account.unverified")})
          </span>
        </dd>
        <dt className="font-medium text-ink-muted">{t("account.signIn")}</dt>
        <dd>{account.google ? t("account.withGoogle") : t("account.withPassword")}</dd>
        <dt className="font-medium text-ink-muted">{t("account.created")}</dt>
        <dd>{date.format(new Date(account.createdAt))}</dd>
        <dt className="font-medium text-ink-muted">{t("account.preferences")}</dt>
        <dd>
          {t("account.preferencesValue", {
            locale: account.locale.toUpperCase(),
            currency: account.currency,
          })}
        </dd>
        <dt className="font-medium text-ink-muted">{t("account.sessions")}</dt>
        <dd>{account.activeSessions}</dd>
        {account.disabledAt ? (
          <>
            <dt className="font-medium text-ink-muted">{t("account.disabledSince")}</dt>
            <dd>{date.format(new Date(account.disabledAt))}</dd>
          </>
        ) : null}
      </dl>

      <section aria-labelledby="account-actions" className="mt-8 rounded-lg border border-line p-4">
        <h2 id="account-actions" className="text-lg font-semibold">
          {t("account.actions")}
        </h2>
        {self ? (
          <p className="mt-2 text-sm text-ink-muted">{t("account.selfNote")}</p>
        ) : (
          <div className="mt-3 flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="role" />
              <input
                type="hidden"
                name="role"
                value={account.role === "operator" ? "customer" : "operator"}
              />
              <button type="submit" className="btn-secondary">
                {account.role === "operator" ? t("account.revokeOperator") : t("account.grantOperator")}
              </button>
            </Form>
            {account.role === "customer" ? (
              <Form method="post">
                <input type="hidden" name="intent" value="disabled" />
                <input type="hidden" name="disabled" value={account.disabled ? "false" : "true"} />
                <button type="submit" className={account.disabled ? "btn-secondary" : "btn-danger"}>
                  {account.disabled ? t("account.enable") : t("account.disable")}
                </button>
              </Form>
            ) : null}
          </div>
        )}
        {!self && account.role === "customer" && !account.disabled ? (
          <p className="mt-2 text-sm text-ink-muted">{t("account.disableNote")}</p>
        ) : null}
      </section>

      <section aria-labelledby="account-orders" className="mt-8">
        <h2 id="account-orders" className="text-lg font-semibold">
          {t("account.orders", { count: orders.total })}
        </h2>
        {orders.orders.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">{t("account.noOrders")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line rounded-lg border border-line">
            {orders.orders.map((order) => (
              <li key={order.sn} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
                <LocalizedLink to={`/admin/orders/${order.sn}`} className="font-mono underline">
                  {order.sn.slice(0, 8).toUpperCase()}
                </LocalizedLink>
                <span>{date.format(new Date(order.placedAt))}</span>
                <span className="text-ink-muted">
                  {to("orders.items", { count: order.itemCount, first: order.firstItem })}
                </span>
                <OrderStatusBadge status={order.status} />
                <span className="ms-auto">{formatPrice(order.totalCents, USD, tag)}</span>
              </li>
            ))}
          </ul>
        )}
        <Pager page={orders.page} pageCount={orders.pageCount} label={t("account.ordersPagination")} />
      </section>
    </>
  );
}
