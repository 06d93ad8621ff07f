import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";

/** One email to one recipient, ready to send; `replyTo` when answers should not go to the sender. */
export type MailMessage = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as `List-Unsubscribe`. */
  headers?: Record<string, string>;
  /**
   * The outbox's id for it: its `Message-ID` is made from it, so a message sent again (the shop
   * stopped between handing it over and recording that) is the same message, which mail systems
   * and clients show once.
   */
  id?: string;
};

/** `<mail-ID@domain>`, the domain being the sender's; undefined without an id (nodemailer makes one). */
export function messageIdFor(id: string | undefined, mailFrom: string): string | undefined {
  if (!id) return undefined;
  const domain = /@([^\s>]+)>?\s*$/.exec(mailFrom)?.[1] ?? "localhost";
  return `<mail-${id}@${domain}>`;
}

export type MailTransport = {
  /** Resolves once the message is handed over (accepted by the SMTP server, or written). */
  send(message: MailMessage): Promise<void>;
  close(): void;
};

// Short timeouts make an SMTP outage fail a delivery fast; the outbox retries it later, and a
// send always ends long before the outbox's claim on the message runs out.
const SMTP_TIMEOUT_MS = 10_000;

/**
 * Sends mail through `config.smtpUrl`. Without it (the embedded default) each message is written
 * to `DATA_DIR/mail/*.eml` and logged with its first link or code, so a developer can follow
 * verification and reset flows without a mail server.
 */
export function createMailTransport(options: {
  config: Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">;
  logger: Logger;
}): MailTransport {
  const { config, logger } = options;
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(
      {
        url: config.smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      },
      { from: config.mailFrom },
    );
    // Mail holds links and codes that sign people in: nothing about it is logged here.
    return {
      async send({ id, ...message }) {
        await smtp.sendMail({ ...message, messageId: messageIdFor(id, config.mailFrom) });
      },
      close: () => smtp.close(),
    };
  }

  const composer = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: "windows" },
    { from: config.mailFrom },
  );
  // `memory://` is the tests' in-memory data directory: nothing may be written to disk.
  const folder = config.dataDir.startsWith("memory://") ? undefined : path.join(config.dataDir, "mail");
  return {
    async send({ id, ...message }) {
      const { message: eml } = await composer.sendMail({
        ...message,
        messageId: messageIdFor(id, config.mailFrom),
      });
      let file: string | undefined;
      if (folder) {
        await mkdir(folder, { recursive: true });
        const stamp = new Date().toISOString().replaceAll(/[:.]/g, "-");
        file = path.join(folder, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
        await writeFile(file, Buffer.isBuffer(eml) ? eml : await streamToBuffer(eml), { mode: 0o600 });
      }
      logger.info(
        { to: message.to, subject: message.subject, file, ...firstLinkAndCode(message.text) },
        "mail not sent (no SMTP_URL): written to a file",
      );
    },
    close: () => composer.close(),
  };
}

/** The first link and the first 6-digit code of a text, for the development log. */
export function firstLinkAndCode(text: string): { link?: string; code?: string } {
  const link = /https?:\/\/[^\s<>"]+/.exec(text)?.[0];
  const code = /\b\d{6}\b/.exec(text.replaceAll(/https?:\/\/\S+/g, ""))?.[0];
  return { ...(link ? { link } : {}), ...(code ? { code } : {}) };
}

async function streamToBuffer(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
