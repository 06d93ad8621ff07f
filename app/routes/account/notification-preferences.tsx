import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { data, Form, useNavigation } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { Loader2 } from "#app/components/icons.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { requireSignedIn } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import {
  choosableMailTypes,
  lockedMailTypes,
  notificationPreferencesFormSchema,
} from "#core/schemas/notification-preferences.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessageKey, type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { splitLocale } from "#core/locales.ts";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";
import { getNotificationPreferences, setNotificationPreferences } from "#server/services/notifications.ts";
import type { Route } from "./+types/notification-preferences.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  const preferences = await getNotificationPreferences(db, user.id);
  return {
    mailed: choosableMailTypes.filter((type) => !preferences.mutedTypes.includes(type)),
    delivery: preferences.orderDigest ? ("daily" as const) : ("each" as const),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { db, now } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  const submission = parseWithZod(await readFormData(request), { schema: notificationPreferencesFormSchema });
  if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400 });
  await setNotificationPreferences(db, {
    userId: user.id,
    mutedTypes: choosableMailTypes.filter((type) => !submission.value.mailed.includes(type)),
    orderDigest: submission.value.delivery === "daily",
    now: now(),
  });
  const t = getInstance(context).getFixedT(splitLocale(url.pathname).locale, "notificationSettings");
  return redirectWithSuccess(url.pathname, t("saved"));
}

/** The words this page is written with, besides `common` (loaded before it renders). */
export const handle: MessagesHandle = { messages: ["notificationSettings"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function NotificationPreferencesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("notificationSettings");
  const { form, fields, onInput } = useValidatedForm(notificationPreferencesFormSchema, {
    id: "notification-preferences",
    lastResult: actionData?.reply,
  });
  const navigation = useNavigation();
  // The page has one form: any submission is this one.
  const busy = navigation.state === "submitting";
  const deliveryError = fields.delivery.errors?.[0];
  return (
    <>
      <PageSeo title={t("title")} />
      <p className="text-sm">
        <LocalizedLink to="/account/notifications" className="btn-quiet -ms-2">
          {t("backToNotifications")}
        </LocalizedLink>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="mt-2 text-ink-muted">{t("intro")}</p>
      <Form
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        onInput={onInput}
        noValidate
        className="mt-8 space-y-6"
      >
        <Group legend={t("optional.legend")} hint={t("optional.hint")}>
          {choosableMailTypes.map((type) => (
            <label key={type} className="flex items-center gap-3 px-4 py-3 text-sm">
              <input
                type="checkbox"
                name={fields.mailed.name}
                value={type}
                defaultChecked={loaderData.mailed.includes(type)}
                className="size-4"
              />
              {t(`types.${type}`)}
            </label>
          ))}
        </Group>

        <Group legend={t("always.legend")} hint={t("always.note")} hintId="always-mailed-note">
          {lockedMailTypes.map((type) => (
            <label key={type} className="flex items-center gap-3 px-4 py-3 text-sm text-ink-muted">
              {/* Disabled boxes are not sent: nothing here can be changed, by form or by hand. */}
              <input
                type="checkbox"
                defaultChecked
                disabled
                aria-describedby="always-mailed-note"
                className="size-4"
              />
              <span>{t(`types.${type}`)}</span>
              <span className="ms-auto text-xs">{t("always.locked")}</span>
            </label>
          ))}
        </Group>

        <Group
          legend={t("delivery.legend")}
          hint={t("delivery.dailyHint")}
          hintId="delivery-hint"
          error={
            deliveryError
              ? { id: fields.delivery.errorId, text: t(deliveryError as MessageKey<"notificationSettings">) }
              : undefined
          }
        >
          {(["each", "daily"] as const).map((delivery) => (
            <label key={delivery} className="flex items-center gap-3 px-4 py-3 text-sm">
              <input
                type="radio"
                name={fields.delivery.name}
                value={delivery}
                defaultChecked={loaderData.delivery === delivery}
                aria-describedby={
                  deliveryError ? `${fields.delivery.errorId} delivery-hint` : "delivery-hint"
                }
                className="size-4"
              />
              {t(`delivery.${delivery}`)}
            </label>
          ))}
        </Group>

        <button type="submit" disabled={busy} aria-busy={busy} className="btn inline-flex items-center gap-2">
          {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t("save")}
        </button>
      </Form>
    </>
  );
}

/** A fieldset drawn as a card: its legend, a note, and one row per choice. */
function Group({
  legend,
  hint,
  hintId,
  error,
  children,
}: {
  legend: string;
  hint: string;
  hintId?: string;
  error?: { id: string; text: string } | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-xl border border-line bg-surface-raised p-6">
      <legend className="px-1 text-lg font-bold tracking-tight">{legend}</legend>
      <p id={hintId} className="text-sm text-ink-muted">
        {hint}
      </p>
      {error ? (
        <p id={error.id} className="mt-2 text-sm text-error-700 dark:text-error-300">
          {error.text}
        </p>
      ) : null}
      <div className="mt-4 divide-y divide-line rounded-lg border border-line">{children}</div>
    </fieldset>
  );
}
