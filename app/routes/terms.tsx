import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { LegalPage } from "#app/components/legal-page.tsx";
import { useRootData } from "#app/utils/root-data.ts";

/** The date of the current text, shown as "Last updated": change it whenever the terms change. */
const lastUpdated = "2026-11-22";

/**
 * The sections in page order. Each id is an anchor other pages may link to (`/terms#returns`),
 * so keep the ids when editing.
 */
const sections = [
  {
    id: "our-service",
    key: "terms.service",
    paragraphs: ["terms.service.body1", "terms.service.body2"],
    link: { to: "/privacy", label: "terms.service.link" },
  },
  { id: "your-account", key: "terms.account", paragraphs: ["terms.account.body1", "terms.account.body2"] },
  { id: "your-artwork", key: "terms.artwork", paragraphs: ["terms.artwork.body1", "terms.artwork.body2"] },
  {
    id: "content-we-dont-print",
    key: "terms.content",
    paragraphs: ["terms.content.body1", "terms.content.body2"],
  },
  { id: "prices-and-payment", key: "terms.prices", paragraphs: ["terms.prices.body1", "terms.prices.body2"] },
  {
    id: "returns",
    key: "terms.returns",
    paragraphs: ["terms.returns.body1", "terms.returns.body2"],
    link: { to: "/help-center#returns", label: "terms.returns.link" },
  },
  {
    id: "closing-accounts",
    key: "terms.closing",
    paragraphs: ["terms.closing.body1", "terms.closing.body2"],
  },
  { id: "law-and-changes", key: "terms.law", paragraphs: ["terms.law.body1", "terms.law.body2"] },
  {
    id: "contact",
    key: "terms.contact",
    paragraphs: ["terms.contact.body"],
    link: { to: "/help-center#contact", label: "terms.contact.link" },
  },
] as const satisfies readonly {
  id: string;
  key: string;
  paragraphs: readonly string[];
  link?: { to: string; label: string };
}[];

/** The words this page is written with, besides `common` (loaded before it renders). */
export const handle: MessagesHandle = { messages: ["pages"] };

export default function TermsRoute() {
  const t = useT("pages");
  const siteName = useRootData()?.site.siteName ?? "";
  return (
    <LegalPage
      title={t("terms.title")}
      description={t("terms.description")}
      intro={t("terms.intro", { siteName })}
      lastUpdated={lastUpdated}
      sections={sections.map((section) => ({
        id: section.id,
        heading: t(`${section.key}.heading`),
        paragraphs: section.paragraphs.map((paragraph) => t(paragraph, { siteName })),
        link: "link" in section ? { to: section.link.to, label: t(section.link.label) } : undefined,
      }))}
    />
  );
}
