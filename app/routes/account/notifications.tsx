import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { Loader2 } from "#app/components/icons.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { Pager } from "#app/components/pager.tsx";
import { servicesContext } from "#server/context.ts";
import { requireSignedIn } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { notificationActionSchema, notificationListQuerySchema } from "#core/schemas/notifications.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { locales, localizePath, splitLocale, type Locale } from "#core/locales.ts";
import { carrierNamer, renderNotification } from "#app/utils/notification-text.ts";
import { notificationGroupNames, notificationGroups, typesOf } from "#core/notifications.ts";
import {
  listNotifications,
  markNotificationsRead,
  openNotification,
} from "#server/services/notifications.ts";
import type { Route } from "./+types/notifications.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  const query = notificationListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const list = await listNotifications(db, {
    userId: user.id,
    types: query.type ? typesOf(query.type) : undefined,
    unreadOnly: query.unread,
    page: query.page,
  });
  return { ...list, type: query.type ?? null, unreadOnly: query.unread };
}

/**
 * The address a notification leads to, in the page's language. Links are the shop's own paths,
 * stored by the shop; anything else (never written, but a redirect must not go off-site) leads
 * back to the list.
 */
function localizedLink(link: string, locale: Locale): string {
  if (!link.startsWith("/") || link.startsWith("//")) return localizePath("/account/notifications", locale);
  const end = link.search(/[?#]/);
  const path = end === -1 ? link : link.slice(0, end);
  const rest = end === -1 ? "" : link.slice(end);
  return `${localizePath(path, locale)}${rest}`;
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { db, now } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "notifications");
  // Back to the same list: its filter and page are in the address the form posted to.
  const here = `${url.pathname}${url.search}`;
  const submission = parseWithZod(await readFormData(request), { schema: notificationActionSchema });
  if (submission.status !== "success") return data({ error: t("invalid") }, { status: 400 });
  const input = submission.value;
  switch (input.intent) {
    case "open": {
      const opened = await openNotification(db, { userId: user.id, id: input.id, now: now() });
      if (!opened) return data({ error: t("notFound") }, { status: 404 });
      return redirect(localizedLink(opened.link, locale));
    }
    case "read":
      // Another account's id, or one already read, changes nothing: nothing to say either.
      await markNotificationsRead(db, { userId: user.id, ids: [input.id], now: now() });
      return redirect(here);
    case "readAll":
      await markNotificationsRead(db, { userId: user.id, ids: "all", now: now() });
      return redirectWithSuccess(here, t("markedAll"));
  }
}

/** The words of this page: its own, and the carriers' names (`order`). */
export const handle: MessagesHandle = { messages: ["notifications", "order"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function NotificationsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("notifications");
  const tOrder = useT("order");
  const locale = useLocale();
  const dateTime = new Intl.DateTimeFormat(locales[locale].tag, { dateStyle: "medium", timeStyle: "short" });
  const carrierName = carrierNamer(tOrder);
  const filtered = loaderData.type !== null || loaderData.unreadOnly;
  return (
    <>
      <PageSeo title={t("title")} />
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="text-sm text-ink-muted">{t("unreadCount", { count: loaderData.unread })}</p>
      </div>
      <p className="mt-2 text-ink-muted">{t("intro")}</p>

      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        {/* A plain GET form: the filter is part of the address and works without scripts. */}
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="notifications-type" className="mb-1 block text-sm font-medium">
              {t("filter.label")}
            </label>
            <select
              id="notifications-type"
              name="type"
              defaultValue={loaderData.type ?? ""}
              className="field"
            >
              <option value="">{t("filter.all")}</option>
              {notificationGroupNames.map((group) => (
                <optgroup key={group} label={t(`groups.${group}`)}>
                  {notificationGroups[group].length > 1 ? (
                    <option value={group}>{t(`groupAll.${group}`)}</option>
                  ) : null}
                  {notificationGroups[group].map((type) => (
                    <option key={type} value={type}>
                      {t(`types.${type}`)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <label className="flex items-center gap-2 py-2 text-sm">
            <input
              type="checkbox"
              name="unread"
              value="on"
              defaultChecked={loaderData.unreadOnly}
              className="size-4 accent-primary-600"
            />
            {t("filter.unreadOnly")}
          </label>
          <button type="submit" className="btn-secondary">
            {t("filter.apply")}
          </button>
        </Form>
        {loaderData.unread > 0 ? (
          <Form method="post">
            <PendingButton intent="readAll" className="btn">
              {t("markAll")}
            </PendingButton>
          </Form>
        ) : null}
      </div>

      {actionData?.error ? (
        <p role="alert" className="mt-6 rounded-lg border border-error-600 p-4 text-sm text-error-700">
          {actionData.error}
        </p>
      ) : null}

      {loaderData.notifications.length === 0 ? (
        <div className="mt-6 rounded-lg border border-line p-6">
          <p>{filtered ? t("noneMatching") : t("none")}</p>
          {filtered ? (
            <LocalizedLink to="/account/notifications" className="btn-quiet mt-2 -ms-2">
              {t("showAll")}
            </LocalizedLink>
          ) : null}
        </div>
      ) : (
        <ul aria-label={t("listLabel")} className="mt-6 space-y-3">
          {loaderData.notifications.map((notification) => {
            const { title, text } = renderNotification(notification, t, carrierName);
            return (
              <li
                key={notification.id}
                className={`rounded-lg border border-s-4 p-4 ${
                  notification.read
                    ? "border-line border-s-line"
                    : "border-primary-200 border-s-primary-600 bg-primary-50 dark:border-primary-800 dark:bg-primary-900/30"
                }`}
              >
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                  <div className="min-w-0 flex-1">
                    <p className="text-xs text-ink-muted">
                      {t(`types.${notification.type}`)} ·{" "}
                      <time dateTime={notification.createdAt}>
                        {dateTime.format(new Date(notification.createdAt))}
                      </time>
                    </p>
                    {/* Opening marks it read and follows its link: a post, so it works without scripts. */}
                    <Form method="post" className="mt-1">
                      <input type="hidden" name="id" value={notification.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="open"
                        className="text-start font-semibold text-ink underline-offset-4 hover:text-primary-700 hover:underline dark:hover:text-primary-300"
                      >
                        {notification.read ? null : (
                          <span className="me-2 inline-block rounded-full bg-primary-700 px-2 py-0.5 align-middle text-xs font-semibold text-white">
                            {t("unread")}
                          </span>
                        )}
                        {title}
                      </button>
                    </Form>
                    {text ? <p className="mt-1 text-sm break-words text-ink-muted">{text}</p> : null}
                  </div>
                  {notification.read ? null : (
                    <Form method="post">
                      <input type="hidden" name="id" value={notification.id} />
                      <PendingButton intent="read" id={notification.id} className="btn-quiet">
                        {t("markRead")}
                      </PendingButton>
                    </Form>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={loaderData.page} pageCount={loaderData.pageCount} label={t("pagination")} />

      {/* The mail side of notifications lives on a page of its own. */}
      <section
        aria-labelledby="notifications-email"
        className="mt-10 rounded-xl border border-line bg-surface-raised p-6"
      >
        <h2 id="notifications-email" className="text-lg font-bold tracking-tight">
          {t("preferences.title")}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t("preferences.text")}</p>
        <LocalizedLink to="/account/notifications/preferences" className="btn-secondary mt-4">
          {t("preferences.link")}
        </LocalizedLink>
      </section>
    </>
  );
}

/** A form's submit button, disabled with a spinner while its own submission runs. */
function PendingButton({
  intent,
  id,
  className,
  children,
}: {
  intent: "read" | "readAll";
  id?: number;
  className: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (id === undefined || navigation.formData.get("id") === String(id));
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} aria-busy={busy} className={className}>
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}
