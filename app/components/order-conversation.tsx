import type { ReactNode } from "react";
import { useLocale } from "#app/utils/i18n.tsx";
import { locales } from "#core/locales.ts";

/** A file sent with a message: a file of the customer's library. */
export type ConversationFile = {
  id: string;
  name: string;
  status: "processing" | "ready" | "failed";
  width: number | null;
  height: number | null;
};

export type ConversationMessage = {
  id: number;
  at: string;
  author: "customer" | "operator";
  body: string;
  file: ConversationFile | null;
};

/**
 * The messages about an order, oldest first, as the customer and operators both read them: who
 * wrote, when, the words, and the file that came with them (`renderFile`: each side shows it its way).
 */
export function MessageList<Message extends ConversationMessage>({
  messages,
  author,
  customerTone,
  renderFile,
}: {
  messages: Message[];
  /** Who wrote `message`, in the reader's words. */
  author(message: Message): string;
  /** The edge of the customer's messages (the shop's sit on a raised surface). */
  customerTone: "primary" | "secondary";
  renderFile(message: Message & { file: ConversationFile }): ReactNode;
}) {
  const tag = locales[useLocale()].tag;
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
  return (
    <ol className="mt-3 space-y-3">
      {messages.map((message) => (
        <li
          key={message.id}
          className={`rounded-lg border p-3 ${
            message.author === "operator"
              ? "border-line bg-surface-raised"
              : customerTone === "primary"
                ? "border-primary-600"
                : "border-secondary-600"
          }`}
        >
          <p className="text-sm">
            <span className="font-semibold">{author(message)}</span>{" "}
            <time dateTime={message.at} className="text-ink-muted">
              {dateTime.format(new Date(message.at))}
            </time>
          </p>
          <p className="mt-1 whitespace-pre-line">{message.body}</p>
          {message.file ? renderFile({ ...message, file: message.file }) : null}
        </li>
      ))}
    </ol>
  );
}

/** A sent file's thumbnail and name, at `href` (the thumbnail at `href`/thumbnail). */
export function SentFile({
  file,
  href,
  label,
  alt,
  processing,
  failed,
  children,
}: {
  file: ConversationFile;
  href: string;
  label: string;
  alt: string;
  processing: string;
  failed: string;
  children?: ReactNode;
}) {
  return (
    <figure className="mt-3 flex flex-wrap items-start gap-3">
      {file.status === "ready" ? (
        <img
          src={`${href}/thumbnail`}
          alt={alt}
          width={96}
          height={96}
          loading="lazy"
          className="size-24 rounded-md border border-line bg-[repeating-conic-gradient(#e5e7eb_0_25%,#fff_0_50%)] bg-[length:16px_16px] object-contain"
        />
      ) : null}
      <figcaption className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="font-medium break-words">{label}</p>
        {file.status === "processing" ? <p className="text-ink-muted">{processing}</p> : null}
        {file.status === "failed" ? <p className="text-error-700 dark:text-error-300">{failed}</p> : null}
        {children}
      </figcaption>
    </figure>
  );
}
