/**
 * The contact form of the help center, shared by the browser (conform validates as the visitor
 * types) and the server (the page's action). Messages are translation keys under `validation` in
 * locales/{en,fr}/common.ts.
 */
import { z } from "zod";
import { signUpSchema } from "./auth.ts";

/** What a message is about; the shop's copy names it in its subject. */
export const contactTopics = ["order", "product", "shipping", "payment", "account", "other"] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const ORDER_NUMBER_MAX = 40;
/** The shop answers within this many business days: the form and the customer's copy say so. */
export const CONTACT_ANSWER_BUSINESS_DAYS = 2;

// Control characters have no place in a name or an order number (a posted one could break a mail
// header, and PostgreSQL refuses NUL in text): each run becomes one space.
const oneLine = (value: string) => value.replaceAll(/\p{Cc}+/gu, " ");
// A message keeps its line breaks and tabs. Line ends become `\n` before the length is checked,
// as the browser counts them (a textarea posts CRLF but counts one character).
const multiLine = (value: string) => value.replaceAll(/\r\n?/g, "\n").replaceAll(/[^\P{Cc}\n\t]/gu, "");

export const contactTopicSchema = z.enum(contactTopics, { error: "validation.topicRequired" });

export const contactSchema = z.object({
  name: z
    .string({ error: "validation.nameRequired" })
    .overwrite(oneLine)
    .trim()
    .min(1, { error: "validation.nameRequired" })
    .max(CONTACT_NAME_MAX, { error: "validation.nameTooLong" }),
  email: signUpSchema.shape.email,
  topic: contactTopicSchema,
  orderNumber: z
    .string({ error: "validation.orderNumberInvalid" })
    .overwrite(oneLine)
    .trim()
    .max(ORDER_NUMBER_MAX, { error: "validation.orderNumberInvalid" })
    .optional(),
  message: z
    .string({ error: "validation.messageRequired" })
    .overwrite(multiLine)
    .trim()
    .min(1, { error: "validation.messageRequired", abort: true })
    .min(CONTACT_MESSAGE_MIN, { error: "validation.messageTooShort" })
    .max(CONTACT_MESSAGE_MAX, { error: "validation.messageTooLong" }),
  // The honeypot: hidden from people, filled in by naive bots. Accepted here and checked by the
  // service, which then answers as if the message were sent and sends nothing. Anything but one
  // text (a file, the field twice) is a bot's doing too.
  website: z.string().optional().catch("not a text"),
});

export type ContactForm = z.output<typeof contactSchema>;

/**
 * The body of `POST /api/contact`: the form's fields and rules, without the honeypot (an API
 * client is no bot filling in hidden fields); unknown fields are refused.
 */
export const contactBodySchema = z.strictObject(contactSchema.omit({ website: true }).shape);
