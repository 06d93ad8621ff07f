import { data, Form, useNavigation } from "react-router";
import { Loader2 } from "#app/components/icons.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, Trans, useT } from "#app/utils/i18n.tsx";
import { maskEmail } from "#app/utils/mask-email.ts";
import { unsubscribeTopics } from "#core/schemas/notification-preferences.ts";
import type { Database } from "#server/db/client.ts";
import { unsubscribeByLink } from "#server/services/notifications.ts";
import { readUnsubscribeLink } from "#server/services/unsubscribe.ts";
import type { Route } from "./+types/unsubscribe.ts";

/**
 * The link at the foot of every optional mail (issue 16), for its reader signed in or not: the
 * signed token names the account and the kind of mail. Opening it (GET) only asks — mail scanners
 * open links — and the button posts. Mail programs post here themselves too (RFC 8058 one-click:
 * `List-Unsubscribe=One-Click`), and get the same 200 page, no redirect.
 */
async function resolve(db: Database, token: string) {
  const found = await readUnsubscribeLink(db, token);
  const topic = unsubscribeTopics.find((candidate) => candidate === found?.topic);
  if (!found || !topic) return null;
  return { userId: found.userId, topic, email: maskEmail(found.email) };
}

const invalid = () => data({ status: "invalid" as const }, { status: 400 });

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const token = url.searchParams.get("token") ?? "";
  const found = await resolve(db, token);
  if (!found) return invalid();
  return { status: "ask" as const, topic: found.topic, email: found.email, token };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { db, now } = context.get(servicesContext);
  const form = await readFormData(request);
  // The page's button sends the token as a field; a mail program posts to the link itself.
  const token = String(form.get("token") ?? url.searchParams.get("token") ?? "");
  const found = await resolve(db, token);
  if (!found) return invalid();
  await unsubscribeByLink(db, { userId: found.userId, topic: found.topic, now: now() });
  return { status: "done" as const, topic: found.topic, email: found.email };
}

export function headers() {
  // The token is a key to someone's mail choices: no cache keeps these pages.
  return { "Cache-Control": "private, no-store" };
}

export const handle: MessagesHandle = { messages: ["notificationSettings"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("notificationSettings");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const shown = actionData ?? loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      {shown.status === "invalid" ? (
        <>
          <PageSeo title={t("unsubscribe.invalidTitle")} />
          <h1 className="text-3xl font-bold tracking-tight">{t("unsubscribe.invalidTitle")}</h1>
          <p className="mt-4 text-ink-muted">{t("unsubscribe.invalid")}</p>
          <LocalizedLink to="/account/notifications/preferences" className="btn-secondary mt-6">
            {t("unsubscribe.manage")}
          </LocalizedLink>
        </>
      ) : shown.status === "done" ? (
        <>
          <PageSeo title={t("unsubscribe.doneTitle")} />
          <h1 className="text-3xl font-bold tracking-tight">{t("unsubscribe.doneTitle")}</h1>
          <p className="mt-4">
            <Trans
              text={t("unsubscribe.done", {
                topic: t(`unsubscribe.topics.${shown.topic}`),
                email: "<email/>",
              })}
              components={{ email: <MaskedEmail email={shown.email} /> }}
            />
          </p>
          <p className="mt-2 text-ink-muted">{t("unsubscribe.keep")}</p>
          <LocalizedLink to="/account/notifications/preferences" className="btn-secondary mt-6">
            {t("unsubscribe.manage")}
          </LocalizedLink>
        </>
      ) : (
        <>
          <PageSeo title={t("unsubscribe.title")} />
          <h1 className="text-3xl font-bold tracking-tight">{t("unsubscribe.title")}</h1>
          <p className="mt-4">
            <Trans
              text={t("unsubscribe.question", {
                topic: t(`unsubscribe.topics.${shown.topic}`),
                email: "<email/>",
              })}
              components={{ email: <MaskedEmail email={shown.email} /> }}
            />
          </p>
          <p className="mt-2 text-ink-muted">{t("unsubscribe.keep")}</p>
          <Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
            <input type="hidden" name="token" value={shown.token} />
            <button type="submit" disabled={busy} aria-busy={busy} className="btn">
              {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              {t("unsubscribe.confirm")}
            </button>
            <LocalizedLink to="/account/notifications/preferences" className="btn-quiet">
              {t("unsubscribe.manage")}
            </LocalizedLink>
          </Form>
        </>
      )}
    </div>
  );
}

/** `a…@example.com` on one line: a break after the ellipsis reads as two words. */
function MaskedEmail({ email }: { email: string }) {
  return <span className="whitespace-nowrap">{email}</span>;
}
