import { Form } from "react-router";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { locales } from "#core/locales.ts";
import { describeUserAgent } from "#core/user-agent.ts";
import type { SessionInfo } from "#server/services/sessions.ts";
import { SaveButton, Section } from "./settings-section.tsx";

/** Where the account is signed in, with a way to sign out everywhere else. */
export function SessionsSection({ sessions }: { sessions: (SessionInfo & { current: boolean })[] }) {
  const t = useT("pages");
  const dateFormat = new Intl.DateTimeFormat(locales[useLocale()].tag, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const deviceName = (userAgent: string | null) => {
    const device = userAgent ? describeUserAgent(userAgent) : null;
    if (device) return t("settings.sessions.device", device);
    return userAgent ?? t("settings.sessions.unknownDevice");
  };
  return (
    <Section
      id="settings-sessions-title"
      title={t("settings.sessions.title")}
      description={t("settings.sessions.description")}
    >
      <ul className="divide-y divide-line rounded-lg border border-line">
        {sessions.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm"
          >
            <span className="min-w-0 truncate font-medium">{deviceName(entry.userAgent)}</span>
            <span className="text-ink-muted">
              {entry.current
                ? t("settings.sessions.current")
                : t("settings.sessions.lastSeen", {
                    date: dateFormat.format(new Date(entry.lastSeenAt)),
                  })}
              {entry.ip ? ` · ${entry.ip}` : ""}
            </span>
          </li>
        ))}
      </ul>
      {sessions.length > 1 ? (
        <Form method="post" className="mt-4">
          <SaveButton intent="signOutOthers">{t("settings.sessions.signOutOthers")}</SaveButton>
        </Form>
      ) : null}
    </Section>
  );
}
