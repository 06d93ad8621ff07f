import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { LegalPage } from "#app/components/legal-page.tsx";
import { useRootData } from "#app/utils/root-data.ts";

/** The date of the current text, shown as "Last updated": change it whenever the policy changes. */
const lastUpdated = "2026-11-22";

/**
 * The sections in page order. Each id is an anchor other pages may link to (`/privacy#cookies`),
 * so keep the ids when editing. `items` are message keys with a `name` and a `body`.
 */
const sections = [
  {
    id: "what-we-keep",
    key: "privacy.data",
    paragraphs: ["privacy.data.intro"],
    items: [
      "privacy.data.items.account",
      "privacy.data.items.google",
      "privacy.data.items.sessions",
      "privacy.data.items.codes",
      "privacy.data.items.mail",
      "privacy.data.items.artwork",
    ],
  },
  {
    id: "why-we-keep-it",
    key: "privacy.purposes",
    paragraphs: ["privacy.purposes.body1", "privacy.purposes.body2"],
  },
  {
    id: "cookies",
    key: "privacy.cookies",
    paragraphs: ["privacy.cookies.intro"],
    items: [
      "privacy.cookies.items.session",
      "privacy.cookies.items.preferences",
      "privacy.cookies.items.notifications",
    ],
  },
  {
    id: "google-sign-in",
    key: "privacy.google",
    paragraphs: ["privacy.google.body1", "privacy.google.body2"],
  },
  {
    id: "how-long",
    key: "privacy.retention",
    paragraphs: [],
    items: [
      "privacy.retention.items.account",
      "privacy.retention.items.sessions",
      "privacy.retention.items.codes",
      "privacy.retention.items.mail",
      "privacy.retention.items.preferences",
      "privacy.retention.items.orders",
    ],
  },
  {
    id: "your-choices",
    key: "privacy.choices",
    paragraphs: ["privacy.choices.body1", "privacy.choices.body2", "privacy.choices.body3"],
  },
  { id: "changes", key: "privacy.changes", paragraphs: ["privacy.changes.body"] },
  {
    id: "contact",
    key: "privacy.contact",
    paragraphs: ["privacy.contact.body"],
    link: { to: "/help-center?topic=account#contact", label: "privacy.contact.link" },
  },
] as const satisfies readonly {
  id: string;
  key: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  link?: { to: string; label: string };
}[];

/** The words this page is written with, besides `common` (loaded before it renders). */
export const handle: MessagesHandle = { messages: ["pages"] };

export default function PrivacyRoute() {
  const t = useT("pages");
  const siteName = useRootData()?.site.siteName ?? "";
  return (
    <LegalPage
      title={t("privacy.title")}
      description={t("privacy.description")}
      intro={t("privacy.intro", { siteName })}
      lastUpdated={lastUpdated}
      sections={sections.map((section) => ({
        id: section.id,
        heading: t(`${section.key}.heading`),
        paragraphs: section.paragraphs.map((paragraph) => t(paragraph, { siteName })),
        items:
          "items" in section
            ? section.items.map((item) => ({ name: t(`${item}.name`), body: t(`${item}.body`) }))
            : undefined,
        link: "link" in section ? { to: section.link.to, label: t(section.link.label) } : undefined,
      }))}
    />
  );
}
