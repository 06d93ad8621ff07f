import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { parseMail } from "./parse-mail.ts";

/**
 * One email as a recipient's mailbox holds it; `replyTo` only when the message has one, and
 * `unsubscribe` (its `List-Unsubscribe` and `List-Unsubscribe-Post` headers) only when it has those.
 */
export type CapturedMail = {
  to: string;
  replyTo?: string;
  unsubscribe?: { link: string; post: string | null };
  subject: string;
  text: string;
  html: string;
  /** Its `Message-ID` header. */
  messageId: string;
};

export type SmtpSink = {
  /** Stays the same across `stop()` and `start()`, so senders keep their configuration. */
  readonly port: number;
  /** `smtp://127.0.0.1:PORT`, for `SMTP_URL`. */
  readonly url: string;
  /** Every message received, oldest first; one entry per recipient. */
  readonly messages: CapturedMail[];
  /** The first message, received or still to come, that matches; rejects after `timeoutMs`. */
  waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  clear(): void;
  /** Stops accepting connections (an SMTP outage); the messages stay. */
  stop(): Promise<void>;
  /** Accepts connections again on the same port. */
  start(): Promise<void>;
};

/**
 * A local SMTP server that accepts every message, without authentication or TLS, and keeps it
 * decoded, so tests read the mail the shop really sends (links, codes, both languages).
 */
export async function startSmtpSink(options: { port?: number; host?: string } = {}): Promise<SmtpSink> {
  const host = options.host ?? "127.0.0.1";
  const messages: CapturedMail[] = [];
  const waiters = new Set<(mail: CapturedMail) => void>();
  let server: SMTPServer | undefined;
  let port = options.port ?? 0;

  const receive = (mail: CapturedMail) => {
    messages.push(mail);
    for (const waiter of waiters) waiter(mail);
  };

  const createServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // A stopped sink must stop at once; a test simulating an outage should not wait for idle
      // client connections.
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("error", callback);
        stream.on("end", () => {
          try {
            const { headers, subject, replyTo, text, html } = parseMail(Buffer.concat(chunks));
            const link = headers.get("list-unsubscribe");
            const unsubscribe = link
              ? { link: link.replaceAll(/\s+/g, ""), post: headers.get("list-unsubscribe-post") ?? null }
              : undefined;
            for (const recipient of session.envelope.rcptTo) {
              receive({
                to: recipient.address,
                ...(replyTo ? { replyTo } : {}),
                ...(unsubscribe ? { unsubscribe } : {}),
                subject,
                text,
                html,
                messageId: headers.get("message-id") ?? "",
              });
            }
            callback();
          } catch (error) {
            callback(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    });

  const start = async () => {
    if (server) return;
    const starting = createServer();
    // A client dropping its connection is not the sink's failure; listen errors are reported
    // by `listen` below.
    starting.on("error", () => {});
    await new Promise<void>((resolve, reject) => {
      starting.server.once("error", reject);
      starting.listen(port, host, () => {
        starting.server.off("error", reject);
        resolve();
      });
    });
    port = (starting.server.address() as AddressInfo).port;
    server = starting;
  };

  const stop = async () => {
    const stopping = server;
    server = undefined;
    if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
  };

  await start();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://${host}:${port}`;
    },
    messages,
    waitFor(predicate, timeoutMs = 5_000) {
      const received = messages.find(predicate);
      if (received) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const waiter = (mail: CapturedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = messages.map((mail) => `${mail.to}: ${mail.subject}`).join("\n  ") || "none";
          reject(new Error(`no matching mail within ${timeoutMs} ms; received:\n  ${seen}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    clear() {
      messages.length = 0;
    },
    stop,
    start,
  };
}
