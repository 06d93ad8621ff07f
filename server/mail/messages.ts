/**
 * The shop's emails, in the recipient's language, as a plain text part and an HTML part built
 * from the same blocks, so both always say the same thing.
 */
import type { ContactTopic } from "#core/schemas/contact.ts";
import type { Locale } from "#core/locales.ts";
import { serverTranslator } from "../translations.ts";

/** What a message says; the outbox adds the recipient. */
export type MailContent = { subject: string; text: string; html: string };

function mailTranslator(locale: Locale) {
  return serverTranslator(locale, "mail");
}

type Block =
  | { kind: "paragraph"; text: string }
  | { kind: "action"; label: string; link: string }
  | { kind: "code"; code: string }
  /** Labelled facts, one a line ("Topic: Payment"); a fact of several lines lists them under its label. */
  | { kind: "details"; rows: { label: string; value: string | readonly string[] }[] }
  /** Someone's own words, kept as written: line breaks stay, nothing is interpreted. */
  | { kind: "quote"; text: string }
  /** A list of lines, each leading somewhere (the daily digest's updates). */
  | { kind: "links"; items: { text: string; link: string }[] };

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
  details: "margin:0 0 16px;border-collapse:collapse;",
  detailLabel:
    "padding:2px 16px 2px 0;text-align:left;vertical-align:top;font-weight:600;white-space:nowrap;",
  detailValue: "padding:2px 0;vertical-align:top;word-break:break-word;",
  quote:
    "margin:0 0 16px;padding:12px 16px;border-left:4px solid #d4d4d8;background-color:#fafafa;white-space:pre-wrap;word-break:break-word;",
  footer: "margin:16px 0 0;font-size:13px;color:#71717a;",
  list: "margin:0 0 16px;padding-left:20px;",
  listItem: "margin:0 0 8px;",
};

function compose(options: {
  locale: Locale;
  siteName: string;
  subject: string;
  /** "Hello Ada," — none for a message to the shop itself. */
  greeting?: string;
  blocks: Block[];
  /** The last line; by default, that replies are not read. */
  footer?: string;
  /** An optional mail's way out: a page that turns this kind of mail off, signed in or not. */
  unsubscribeUrl?: string | null | undefined;
}): MailContent {
  const t = mailTranslator(options.locale);
  const { siteName, subject } = options;
  const footer = options.footer ?? t("footer", { siteName });
  const unsubscribe = options.unsubscribeUrl ? requireWebLink(options.unsubscribeUrl) : null;
  const blocks = options.greeting ? [paragraph(options.greeting), ...options.blocks] : options.blocks;

  const textBlocks = blocks.map((block) => {
    if (block.kind === "paragraph") return block.text;
    if (block.kind === "code") return block.code;
    if (block.kind === "quote") return block.text;
    if (block.kind === "details")
      return block.rows
        .map((row) =>
          typeof row.value === "string"
            ? t("detail", { label: row.label, value: row.value })
            : [t("listLabel", { label: row.label }), ...row.value.map((line) => `- ${line}`)].join("\n"),
        )
        .join("\n");
    if (block.kind === "links") return block.items.map((item) => `- ${item.text}\n  ${item.link}`).join("\n");
    return `${t("linkLabel", { label: block.label })}\n${block.link}`;
  });
  const text =
    [
      siteName,
      ...textBlocks,
      footer,
      ...(unsubscribe ? [`${t("unsubscribe.text")}\n${unsubscribe}`] : []),
    ].join("\n\n") + "\n";

  const htmlBlocks = blocks.map((block) => {
    if (block.kind === "paragraph") return `<p style="${styles.paragraph}">${escapeHtml(block.text)}</p>`;
    if (block.kind === "code") return `<p style="${styles.code}">${escapeHtml(block.code)}</p>`;
    if (block.kind === "quote") return `<div style="${styles.quote}">${escapeHtml(block.text)}</div>`;
    if (block.kind === "details") {
      const rows = block.rows.map(
        (row) =>
          `<tr><th scope="row" style="${styles.detailLabel}">${escapeHtml(row.label)}</th><td style="${styles.detailValue}">${(typeof row.value === "string" ? [row.value] : row.value).map(escapeHtml).join("<br>")}</td></tr>`,
      );
      return [`<table role="presentation" style="${styles.details}">`, ...rows, "</table>"].join("\n");
    }
    if (block.kind === "links") {
      const items = block.items.map(
        (item) =>
          `<li style="${styles.listItem}"><a href="${escapeHtml(requireWebLink(item.link))}" style="${styles.fallbackLink}">${escapeHtml(item.text)}</a></li>`,
      );
      return [`<ul style="${styles.list}">`, ...items, "</ul>"].join("\n");
    }
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
    ...(unsubscribe
      ? [
          `<p style="${styles.footer}">${escapeHtml(t("unsubscribe.text"))} <a href="${escapeHtml(unsubscribe)}" style="${styles.fallbackLink}">${escapeHtml(t("unsubscribe.link"))}</a></p>`,
        ]
      : []),
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

/** The code a sign-in from a new browser needs once the account had many failed sign-ins. */
export function signInCodeMessage(input: { locale: Locale; siteName: string; code: string }): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName } = input;
  return compose({
    locale: input.locale,
    siteName,
    subject: t("signInCode.subject", { siteName }),
    greeting: t("greetingWithoutName"),
    blocks: [
      paragraph(t("signInCode.intro", { siteName })),
      { kind: "code", code: input.code },
      paragraph(t("signInCode.validity")),
      paragraph(t("signInCode.notYou")),
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

/** What the customer wrote through the contact form, as both of its messages quote it. */
export type ContactDetails = {
  reference: string;
  topic: ContactTopic;
  name: string;
  email: string;
  orderNumber: string | undefined;
  message: string;
};

/**
 * A contact-form message as the shop receives it, in the shop's language (`locale`): who wrote,
 * about what, in which language to answer, and their words. It is sent with the customer as its
 * reply address, so answering it answers them.
 */
export function contactToShopMessage(
  input: ContactDetails & {
    locale: Locale;
    siteName: string;
    /** The language the customer wrote from, the one to answer in. */
    customerLocale: Locale;
    /** The account the customer was signed in with, if any (it may differ from the email typed). */
    accountEmail: string | null;
  },
): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName, reference, name, email } = input;
  const topic = t(`topics.${input.topic}`);
  return compose({
    locale: input.locale,
    siteName,
    subject: t("contactToShop.subject", { reference, topic }),
    blocks: [
      paragraph(t("contactToShop.intro", { name, email })),
      {
        kind: "details",
        rows: [
          { label: t("contactToShop.reference"), value: reference },
          { label: t("contactToShop.topic"), value: topic },
          {
            label: t("contactToShop.orderNumber"),
            value: input.orderNumber || t("contactToShop.noOrderNumber"),
          },
          { label: t("contactToShop.name"), value: name },
          { label: t("contactToShop.email"), value: email },
          { label: t("contactToShop.language"), value: t(`languages.${input.customerLocale}`) },
          {
            label: t("contactToShop.account"),
            value: input.accountEmail
              ? t("contactToShop.signedIn", { email: input.accountEmail })
              : t("contactToShop.signedOut"),
          },
        ],
      },
      paragraph(t("contactToShop.message")),
      { kind: "quote", text: input.message },
    ],
    footer: t("contactToShop.footer", { siteName }),
  });
}

/**
 * The acknowledgement a customer gets in their language: we have their message, when to expect
 * an answer, their reference, and a copy of what they wrote. Replies to it reach the shop.
 */
export function contactCopyMessage(
  input: Omit<ContactDetails, "email"> & {
    locale: Locale;
    siteName: string;
    /** Business days within which the shop answers. */
    answerWithin: number;
  },
): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName, reference } = input;
  const details: { label: string; value: string }[] = [
    { label: t("contactCopy.topic"), value: t(`topics.${input.topic}`) },
  ];
  if (input.orderNumber) details.push({ label: t("contactCopy.orderNumber"), value: input.orderNumber });
  return compose({
    locale: input.locale,
    siteName,
    subject: t("contactCopy.subject", { reference, siteName }),
    greeting: t("greeting", { name: input.name }),
    blocks: [
      paragraph(t("contactCopy.intro", { siteName, count: input.answerWithin })),
      paragraph(t("contactCopy.copy", { reference })),
      { kind: "details", rows: details },
      { kind: "quote", text: input.message },
      paragraph(t("contactCopy.addMore")),
    ],
    footer: t("contactCopy.footer", { siteName }),
  });
}

/** An order as its mails describe it, already formatted in the recipient's language. */
export type OrderMailFacts = {
  reference: string;
  /** "2 × Classic Tee, Black, M: $24.00 each" lines, each design's pricing notes after its last. */
  items: string[];
  total: string;
  /** The order's page (for its owner) or its payment page. */
  link: string;
  /** The customer's name, for the greeting. */
  name: string;
};

function orderDetails(t: ReturnType<typeof mailTranslator>, order: OrderMailFacts): Block {
  return {
    kind: "details",
    rows: [
      { label: t("order.reference"), value: order.reference },
      { label: t("order.items"), value: order.items },
      { label: t("order.total"), value: order.total },
    ],
  };
}

/** The order is placed and waits for payment: how to pay, and until when. */
export function orderPlacedMessage(input: {
  locale: Locale;
  siteName: string;
  order: OrderMailFacts;
  payBy: string;
  unsubscribeUrl?: string | null;
}): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName, order } = input;
  return compose({
    unsubscribeUrl: input.unsubscribeUrl,
    locale: input.locale,
    siteName,
    subject: t("orderPlaced.subject", { siteName, reference: order.reference }),
    greeting: t("greetingWithoutName"),
    blocks: [
      paragraph(t("orderPlaced.intro")),
      orderDetails(t, order),
      { kind: "action", label: t("orderPlaced.action"), link: order.link },
      paragraph(t("orderPlaced.expiry", { date: input.payBy })),
    ],
  });
}

/** The payment arrived: the receipt. */
export function orderPaidMessage(input: {
  locale: Locale;
  siteName: string;
  order: OrderMailFacts;
  paidOn: string;
  tax: string;
  shipping: string;
  subtotal: string;
  /** The discount code and its reduction ("−$4.99"), when the order had one. */
  discount?: { code: string; amount: string } | null;
  /** The address's lines, as the country writes them. */
  address: readonly string[];
  method: string;
  deliveryFrom: string;
  deliveryTo: string;
  /** The proofs approved, one line each: "Classic Tee: Back, Black". */
  proofs: readonly { product: string; area: string; color: string }[];
  unsubscribeUrl?: string | null;
}): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName, order } = input;
  return compose({
    unsubscribeUrl: input.unsubscribeUrl,
    locale: input.locale,
    siteName,
    subject: t("orderPaid.subject", { siteName, reference: order.reference }),
    greeting: order.name.trim() ? t("greeting", { name: order.name.trim() }) : t("greetingWithoutName"),
    blocks: [
      paragraph(t("orderPaid.intro", { date: input.paidOn })),
      orderDetails(t, order),
      {
        kind: "details",
        rows: [
          { label: t("order.subtotal"), value: input.subtotal },
          ...(input.discount
            ? [{ label: t("order.discount", { code: input.discount.code }), value: input.discount.amount }]
            : []),
          { label: t("order.shipping"), value: input.shipping },
          { label: t("order.tax"), value: input.tax },
        ],
      },
      paragraph(t("orderPaid.charged")),
      {
        kind: "details",
        rows: [
          { label: t("orderPaid.address"), value: input.address },
          { label: t("orderPaid.method"), value: input.method },
          {
            label: t("orderPaid.window"),
            value: t("orderPaid.windowValue", { from: input.deliveryFrom, to: input.deliveryTo }),
          },
          ...(input.proofs.length > 0
            ? [
                {
                  label: t("orderPaid.proofs"),
                  value: input.proofs.map((proof) => t("orderPaid.proof", proof)),
                },
              ]
            : []),
        ],
      },
      { kind: "action", label: t("orderPaid.action"), link: order.link },
    ],
  });
}

/** The order was cancelled (by the customer, or unpaid in time); a paid one is being refunded. */
export function orderCancelledMessage(input: {
  locale: Locale;
  siteName: string;
  order: OrderMailFacts;
  reason: "customer" | "expired" | "operator";
  refunding: boolean;
  unsubscribeUrl?: string | null;
}): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName, order } = input;
  return compose({
    unsubscribeUrl: input.unsubscribeUrl,
    locale: input.locale,
    siteName,
    subject: t("orderCancelled.subject", { siteName, reference: order.reference }),
    greeting: t("greetingWithoutName"),
    blocks: [
      paragraph(t(`orderCancelled.${input.reason}`)),
      orderDetails(t, order),
      ...(input.refunding ? [paragraph(t("orderCancelled.refunding"))] : []),
      { kind: "action", label: t("orderCancelled.action"), link: order.link },
    ],
  });
}

/** The money is back with the customer. */
export function orderRefundedMessage(input: {
  locale: Locale;
  siteName: string;
  order: OrderMailFacts;
  unsubscribeUrl?: string | null;
}): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName, order } = input;
  return compose({
    unsubscribeUrl: input.unsubscribeUrl,
    locale: input.locale,
    siteName,
    subject: t("orderRefunded.subject", { siteName, reference: order.reference }),
    greeting: t("greetingWithoutName"),
    blocks: [
      paragraph(t("orderRefunded.intro", { total: order.total })),
      orderDetails(t, order),
      paragraph(t("orderRefunded.bank")),
      { kind: "action", label: t("orderRefunded.action"), link: order.link },
    ],
  });
}

/** Printing started; when to expect the parcel. */
export function orderInProductionMessage(input: {
  locale: Locale;
  siteName: string;
  order: OrderMailFacts;
  deliveryFrom: string;
  deliveryTo: string;
  unsubscribeUrl?: string | null;
}): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName, order } = input;
  return compose({
    unsubscribeUrl: input.unsubscribeUrl,
    locale: input.locale,
    siteName,
    subject: t("orderInProduction.subject", { siteName, reference: order.reference }),
    greeting: t("greetingWithoutName"),
    blocks: [
      paragraph(t("orderInProduction.intro")),
      orderDetails(t, order),
      paragraph(t("orderInProduction.window", { from: input.deliveryFrom, to: input.deliveryTo })),
      { kind: "action", label: t("orderInProduction.action"), link: order.link },
    ],
  });
}

/** The order is held until the customer answers: the operator's words, and where to answer. */
export function orderOnHoldMessage(input: {
  locale: Locale;
  siteName: string;
  order: OrderMailFacts;
  reason: string;
  unsubscribeUrl?: string | null;
}): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName, order } = input;
  return compose({
    unsubscribeUrl: input.unsubscribeUrl,
    locale: input.locale,
    siteName,
    subject: t("orderOnHold.subject", { siteName, reference: order.reference }),
    greeting: t("greetingWithoutName"),
    blocks: [
      paragraph(t("orderOnHold.intro")),
      { kind: "quote", text: input.reason },
      paragraph(t("orderOnHold.answer")),
      { kind: "action", label: t("orderOnHold.action"), link: order.link },
      orderDetails(t, order),
    ],
  });
}

/** The parcel left: its carrier, tracking number and the carrier's tracking page. */
export function orderShippedMessage(input: {
  locale: Locale;
  siteName: string;
  order: OrderMailFacts;
  carrier: string;
  trackingNumber: string;
  /** The carrier's tracking page; null for a carrier without one. */
  trackingLink: string | null;
  deliveryFrom: string;
  deliveryTo: string;
  unsubscribeUrl?: string | null;
}): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName, order } = input;
  return compose({
    unsubscribeUrl: input.unsubscribeUrl,
    locale: input.locale,
    siteName,
    subject: t("orderShipped.subject", { siteName, reference: order.reference }),
    greeting: t("greetingWithoutName"),
    blocks: [
      paragraph(t("orderShipped.intro")),
      {
        kind: "details",
        rows: [
          { label: t("orderShipped.carrier"), value: input.carrier },
          { label: t("orderShipped.trackingNumber"), value: input.trackingNumber },
        ],
      },
      ...(input.trackingLink
        ? [{ kind: "action" as const, label: t("orderShipped.track"), link: input.trackingLink }]
        : []),
      paragraph(t("orderShipped.window", { from: input.deliveryFrom, to: input.deliveryTo })),
      orderDetails(t, order),
      { kind: "action", label: t("orderShipped.action"), link: order.link },
    ],
  });
}

/** The parcel arrived. */
export function orderDeliveredMessage(input: {
  locale: Locale;
  siteName: string;
  order: OrderMailFacts;
  unsubscribeUrl?: string | null;
}): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName, order } = input;
  return compose({
    unsubscribeUrl: input.unsubscribeUrl,
    locale: input.locale,
    siteName,
    subject: t("orderDelivered.subject", { siteName, reference: order.reference }),
    greeting: t("greetingWithoutName"),
    blocks: [
      paragraph(t("orderDelivered.intro")),
      orderDetails(t, order),
      paragraph(t("orderDelivered.problem")),
      { kind: "action", label: t("orderDelivered.action"), link: order.link },
    ],
  });
}

/** One update gathered in the daily digest. */
export type DigestItem = {
  type: "order_in_production" | "order_on_hold" | "order_shipped" | "order_delivered" | "order_cancelled";
  reference: string;
  /** The order's page. */
  link: string;
};

/** The day's order updates in one mail, for a customer who chose the daily digest. */
export function digestMessage(input: {
  locale: Locale;
  siteName: string;
  /** The day the updates happened, as the customer reads it. */
  date: string;
  items: DigestItem[];
  preferencesLink: string;
  unsubscribeUrl: string | null;
}): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName, date } = input;
  return compose({
    unsubscribeUrl: input.unsubscribeUrl,
    locale: input.locale,
    siteName,
    subject: t("digest.subject", { siteName, date }),
    greeting: t("greetingWithoutName"),
    blocks: [
      paragraph(t("digest.intro", { count: input.items.length, date })),
      {
        kind: "links",
        items: input.items.map((item) => ({
          text: t(`digest.items.${item.type}`, { reference: item.reference }),
          link: item.link,
        })),
      },
      paragraph(t("digest.why")),
      { kind: "action", label: t("digest.preferences"), link: input.preferencesLink },
    ],
  });
}

/** Tells the owner that their account was signed in from a browser it had not seen. */
export function newSignInMessage(input: {
  locale: Locale;
  siteName: string;
  /** The browser and system, when the user agent names them. */
  device: { browser: string; os: string } | null;
  /** When, already formatted in the recipient's language. */
  time: string;
  settingsLink: string;
}): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName } = input;
  return compose({
    locale: input.locale,
    siteName,
    subject: t("newSignIn.subject", { siteName }),
    greeting: t("greetingWithoutName"),
    blocks: [
      paragraph(t("newSignIn.intro", { siteName })),
      {
        kind: "details",
        rows: [
          {
            label: t("newSignIn.device"),
            value: input.device ? t("device", input.device) : t("unknownDevice"),
          },
          { label: t("newSignIn.time"), value: input.time },
        ],
      },
      paragraph(t("newSignIn.ifYou")),
      paragraph(t("newSignIn.notYou")),
      { kind: "action", label: t("newSignIn.action"), link: input.settingsLink },
    ],
  });
}

/** Sent to the new address: the link that finishes an email change (valid 24 hours). */
export function emailChangeVerifyMessage(input: {
  locale: Locale;
  siteName: string;
  link: string;
}): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName } = input;
  return compose({
    locale: input.locale,
    siteName,
    subject: t("emailChangeVerify.subject", { siteName }),
    greeting: t("greetingWithoutName"),
    blocks: [
      paragraph(t("emailChangeVerify.intro", { siteName })),
      { kind: "action", label: t("emailChangeVerify.action"), link: input.link },
      paragraph(t("emailChangeVerify.validity")),
      paragraph(t("emailChangeVerify.notYou")),
    ],
  });
}

/**
 * Sent to an address that already has an account when someone asks to move another account to
 * it: its owner learns of it, and the person asking learns nothing about the address.
 */
export function emailChangeTakenMessage(input: { locale: Locale; siteName: string }): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName } = input;
  return compose({
    locale: input.locale,
    siteName,
    subject: t("emailChangeTaken.subject", { siteName }),
    greeting: t("greetingWithoutName"),
    blocks: [paragraph(t("emailChangeTaken.intro", { siteName })), paragraph(t("emailChangeTaken.notYou"))],
  });
}

/** Sent to the old address once the change is done: where the account's mail goes now. */
export function emailChangedMessage(input: {
  locale: Locale;
  siteName: string;
  newEmail: string;
  helpLink: string;
}): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName } = input;
  return compose({
    locale: input.locale,
    siteName,
    subject: t("emailChanged.subject", { siteName }),
    greeting: t("greetingWithoutName"),
    blocks: [
      paragraph(t("emailChanged.intro", { siteName, email: input.newEmail })),
      paragraph(t("emailChanged.notYou")),
      { kind: "action", label: t("emailChanged.action"), link: input.helpLink },
    ],
  });
}

/** Sent to the new address once the change is done. */
export function emailChangedNewMessage(input: {
  locale: Locale;
  siteName: string;
  email: string;
  settingsLink: string;
}): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName } = input;
  return compose({
    locale: input.locale,
    siteName,
    subject: t("emailChangedNew.subject", { siteName }),
    greeting: t("greetingWithoutName"),
    blocks: [
      paragraph(t("emailChangedNew.intro", { siteName, email: input.email })),
      { kind: "action", label: t("emailChangedNew.action"), link: input.settingsLink },
    ],
  });
}

/** An uploaded file could not be prepared for printing, for good. */
export function fileFailedMessage(input: {
  locale: Locale;
  siteName: string;
  name: string;
  failure: "damaged" | "processingFailed";
  filesLink: string;
  unsubscribeUrl: string | null;
}): MailContent {
  const t = mailTranslator(input.locale);
  const { siteName, name } = input;
  return compose({
    unsubscribeUrl: input.unsubscribeUrl,
    locale: input.locale,
    siteName,
    subject: t("fileFailed.subject", { name }),
    greeting: t("greetingWithoutName"),
    blocks: [
      paragraph(t(`fileFailed.${input.failure}`, { name })),
      paragraph(t("fileFailed.next")),
      { kind: "action", label: t("fileFailed.action"), link: input.filesLink },
    ],
  });
}
