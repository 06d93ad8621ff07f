/**
 * The shop's emails, in the recipient's language, as a plain text part and an HTML part built
 * from the same blocks, so both always say the same thing.
 */
import i18next from "i18next";
import type { Locale } from "#app/utils/locales.ts";
import { resources } from "#locales/index.ts";

/** What a message says; the outbox adds the recipient. */
export type MailContent = { subject: string; text: string; html: string };

// The messages are inline, so with `initAsync: false` the instance is ready when `init` returns.
// Values are not escaped here: the HTML renderer escapes every text once, values included.
const translations = i18next.createInstance();
void translations.init({
  resources,
  ns: ["mail"],
  defaultNS: "mail",
  fallbackLng: "en",
  initAsync: false,
  interpolation: { escapeValue: false },
});

function mailTranslator(locale: Locale) {
  return translations.getFixedT(locale, "mail");
}

type Block =
  | { kind: "paragraph"; text: string }
  | { kind: "action"; label: string; link: string }
  | { kind: "code"; code: string };

const paragraph = (text: string): Block => ({ kind: "paragraph", text });

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

// Links are built by the shop, but a `javascript:` or relative link in a mail would be a bug
// worth failing loudly on rather than sending.
function requireWebLink(link: string): string {
  const protocol = URL.parse(link)?.protocol;
  if (protocol !== "https:" && protocol !== "http:")
    throw new Error("mail links must be absolute http(s) URLs");
  return link;
}

const styles = {
  body: "margin:0;padding:0;background-color:#f4f4f5;",
  wrapper:
    "max-width:560px;margin:0 auto;padding:32px 16px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#18181b;",
  brand: "margin:0 0 16px;font-size:20px;font-weight:700;",
  card: "background-color:#ffffff;border-radius:8px;padding:32px 24px;",
  paragraph: "margin:0 0 16px;",
  button:
    "display:inline-block;background-color:#18181b;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px;",
  fallback: "margin:0 0 16px;font-size:13px;color:#52525b;word-break:break-all;",
  fallbackLink: "color:#1d4ed8;",
  code: "margin:24px 0;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:32px;font-weight:700;letter-spacing:8px;",
  footer: "margin:16px 0 0;font-size:13px;color:#71717a;",
};

function compose(options: {
  locale: Locale;
  siteName: string;
  subject: string;
  greeting: string;
  blocks: Block[];
}): MailContent {
  const t = mailTranslator(options.locale);
  const { siteName, subject } = options;
  const footer = t("footer", { siteName });
  const blocks = [paragraph(options.greeting), ...options.blocks];

  const textBlocks = blocks.map((block) => {
    if (block.kind === "paragraph") return block.text;
    if (block.kind === "code") return block.code;
    return `${t("linkLabel", { label: block.label })}\n${block.link}`;
  });
  const text = [siteName, ...textBlocks, footer].join("\n\n") + "\n";

  const htmlBlocks = blocks.map((block) => {
    if (block.kind === "paragraph") return `<p style="${styles.paragraph}">${escapeHtml(block.text)}</p>`;
    if (block.kind === "code") return `<p style="${styles.code}">${escapeHtml(block.code)}</p>`;
    const href = escapeHtml(requireWebLink(block.link));
    return [
      `<p style="margin:24px 0;"><a href="${href}" style="${styles.button}">${escapeHtml(block.label)}</a></p>`,
      `<p style="${styles.fallback}">${escapeHtml(t("linkFallback"))}<br><a href="${href}" style="${styles.fallbackLink}">${href}</a></p>`,
    ].join("\n");
  });
  const html = [
    "<!doctype html>",
    `<html lang="${options.locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="${styles.body}">`,
    `<div style="${styles.wrapper}">`,
    `<p style="${styles.brand}">${escapeHtml(siteName)}</p>`,
    `<div style="${styles.card}">`,
    ...htmlBlocks,
    "</div>",
    `<p style="${styles.footer}">${escapeHtml(footer)}</p>`,
    "</div>",
    "</body>",
    "</html>",
  ].join("\n");

  return { subject, text, html };
}

/** Asks a new account's owner to confirm their email with a link valid for 24 hours. */
export function verifyEmailMessage(input: {
  locale: Locale;
  siteName: string;
  fullName: string;
  link: string;
}): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName } = input;
  const name = input.fullName.trim();
  return compose({
    locale: input.locale,
    siteName,
    subject: t("verifyEmail.subject", { siteName }),
    greeting: name ? t("greeting", { name }) : t("greetingWithoutName"),
    blocks: [
      paragraph(t("verifyEmail.intro", { siteName })),
      { kind: "action", label: t("verifyEmail.action"), link: input.link },
      paragraph(t("verifyEmail.validity")),
      paragraph(t("verifyEmail.notYou")),
    ],
  });
}

/**
 * Tells an account's owner that someone tried to sign up with their email, instead of telling
 * the person signing up that the email has an account.
 */
export function signUpAttemptMessage(input: {
  locale: Locale;
  siteName: string;
  signInLink: string;
  resetLink: string;
}): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName } = input;
  return compose({
    locale: input.locale,
    siteName,
    subject: t("signUpAttempt.subject", { siteName }),
    greeting: t("greetingWithoutName"),
    blocks: [
      paragraph(t("signUpAttempt.intro", { siteName })),
      paragraph(t("signUpAttempt.ifYou")),
      { kind: "action", label: t("signUpAttempt.signIn"), link: input.signInLink },
      { kind: "action", label: t("signUpAttempt.reset"), link: input.resetLink },
      paragraph(t("signUpAttempt.notYou")),
    ],
  });
}

/** Sends the 6-digit code that lets its owner reset a password within 10 minutes. */
export function resetCodeMessage(input: { locale: Locale; siteName: string; code: string }): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName } = input;
  return compose({
    locale: input.locale,
    siteName,
    subject: t("resetCode.subject", { siteName }),
    greeting: t("greetingWithoutName"),
    blocks: [
      paragraph(t("resetCode.intro")),
      { kind: "code", code: input.code },
      paragraph(t("resetCode.validity")),
      paragraph(t("resetCode.notYou")),
    ],
  });
}

/** Warns that the password changed and other sessions were signed out. */
export function passwordChangedMessage(input: { locale: Locale; siteName: string }): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName } = input;
  return compose({
    locale: input.locale,
    siteName,
    subject: t("passwordChanged.subject", { siteName }),
    greeting: t("greetingWithoutName"),
    blocks: [paragraph(t("passwordChanged.intro", { siteName })), paragraph(t("passwordChanged.notYou"))],
  });
}

/** Confirms that the account and its personal data are gone. */
export function accountDeletedMessage(input: { locale: Locale; siteName: string }): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName } = input;
  return compose({
    locale: input.locale,
    siteName,
    subject: t("accountDeleted.subject", { siteName }),
    greeting: t("greetingWithoutName"),
    blocks: [paragraph(t("accountDeleted.intro", { siteName })), paragraph(t("accountDeleted.farewell"))],
  });
}
