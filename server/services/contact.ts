/**
 * The contact form: a customer's message goes to the shop's address, with the customer as the
 * reply address, and a copy goes to the customer in their language. Both are queued in one
 * transaction, so either both leave or neither does.
 */
import { randomInt } from "node:crypto";
import { CONTACT_ANSWER_BUSINESS_DAYS, type ContactTopic } from "#core/schemas/contact.ts";
import { defaultLocale, type Locale } from "#core/locales.ts";
import type { Database } from "../db/client.ts";
import { contactCopyMessage, contactToShopMessage } from "../mail/messages.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { normalizeEmail } from "./accounts.ts";
import { consumeRateLimit, contactLimits } from "./rate-limit.ts";
import { getSiteSettings } from "./site.ts";

// No 0/O or 1/I: a customer may copy a reference by hand.
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** A short reference for one message (`C-7K3F9Q`), quoted in both mails' subjects. */
export function newContactReference(): string {
  const code = Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]);
  return `C-${code.join("")}`;
}

export type ContactMessage = {
  name: string;
  email: string;
  topic: ContactTopic;
  orderNumber?: string | undefined;
  message: string;
  /** The honeypot field: people leave it empty. */
  website?: string | undefined;
  /** The language the customer wrote in: their copy is in it, and the shop answers in it. */
  locale: Locale;
};

/**
 * `Name <address>` with the name quoted, so whatever a customer calls themselves (commas, angle
 * brackets, quotes) stays a name and the reply goes to their address alone.
 */
export function mailbox(name: string, email: string): string {
  const quoted = name.replaceAll(/[\p{Cc}]/gu, " ").replaceAll(/["\\]/g, "\\$&");
  return `"${quoted}" <${email}>`;
}

/**
 * Queues a contact message to `shopAddress` and its copy to the customer. At most 5 messages an
 * hour from one address and 5 signed with one email (RateLimited beyond). A filled-in honeypot
 * gets the same answer and nothing is sent.
 */
export async function sendContactMessage(
  db: Database,
  input: ContactMessage,
  request: {
    ip: string;
    now: Date;
    /** Where messages go: the validated `CONTACT_EMAIL`. */
    shopAddress: string;
    /** The signed-in customer's account email, shown to the shop; null when signed out. */
    accountEmail: string | null;
  },
): Promise<{ reference: string }> {
  const reference = newContactReference();
  await consumeRateLimit(db, `contact:ip:${request.ip}`, contactLimits.perIp, request.now);
  // A bot counts against its address, never against the mailbox it typed in.
  if (input.website) return { reference };
  const email = normalizeEmail(input.email);
  await consumeRateLimit(db, `contact:sender:${email}`, contactLimits.perSender, request.now);
  const details = {
    reference,
    topic: input.topic,
    name: input.name,
    email,
    orderNumber: input.orderNumber || undefined,
    message: input.message,
  };
  await db.transaction(async (tx) => {
    // Read through `tx`: the embedded database has one connection (see accounts.ts, mailUser).
    const shopSite = await getSiteSettings(tx, defaultLocale);
    const customerSite = input.locale === defaultLocale ? shopSite : await getSiteSettings(tx, input.locale);
    await enqueueMail(
      tx,
      {
        to: request.shopAddress,
        replyTo: mailbox(input.name, email),
        ...contactToShopMessage({
          ...details,
          locale: defaultLocale,
          siteName: shopSite.siteName,
          customerLocale: input.locale,
          accountEmail: request.accountEmail,
        }),
      },
      request.now,
    );
    await enqueueMail(
      tx,
      {
        to: email,
        // A reply to the copy adds to the conversation instead of going nowhere.
        replyTo: request.shopAddress,
        ...contactCopyMessage({
          ...details,
          locale: input.locale,
          siteName: customerSite.siteName,
          answerWithin: CONTACT_ANSWER_BUSINESS_DAYS,
        }),
      },
      request.now,
    );
  });
  return { reference };
}
