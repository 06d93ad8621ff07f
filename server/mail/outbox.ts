/**
 * Every email goes through the `mail_outbox` table: a request only queues it, and a background
 * worker delivers it, retrying with backoff, so an SMTP outage delays mail and never loses it.
 */
import { eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { claimNextDue } from "../jobs/claim.ts";
import { mailOutbox } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { MailMessage, MailTransport } from "./transport.ts";

/** How long a worker owns a message it claimed; far longer than a send can take. */
export const CLAIM_MS = 5 * 60_000;
const FIRST_RETRY_MS = 15_000;
const MAX_RETRY_MS = 60 * 60_000;
const MAX_ERROR_LENGTH = 300;

/**
 * Queues one email, due at once by the shop's clock `now` (the worker claims by the same clock).
 * `db` may be a transaction, so the mail is queued if and only if the change that causes it is
 * committed. Returns the outbox id.
 */
export async function enqueueMail(db: Database, message: MailMessage, now: Date): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      recipient: message.to,
      replyTo: message.replyTo ?? null,
      headers: message.headers ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("the outbox did not return the queued message");
  return row.id;
}

/** The wait before the next try after `attempts` failed ones: 15 s, 30 s, 1 min… at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** attempts, MAX_RETRY_MS);
}

// A short, single-line reason for the operator: never the message itself.
function describeFailure(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return reason.replaceAll(/\s+/g, " ").trim().slice(0, MAX_ERROR_LENGTH) || "unknown error";
}

/**
 * Sends the messages that are due, one claim at a time, up to `batchSize`. A sent message keeps
 * only its envelope (its text may hold a sign-in link or code); a failed one is retried later
 * with exponential backoff, without limit. `signal` stops the run between two messages.
 */
export async function deliverDueMail(options: {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  /**
   * The shop's clock, the one `enqueueMail` was given; read for every claim, so a long run's late
   * claims still last CLAIM_MS.
   */
  clock: () => Date;
  batchSize?: number;
  signal?: AbortSignal;
}): Promise<{ sent: number; failed: number }> {
  const { db, transport, logger, signal, clock } = options;
  const batchSize = options.batchSize ?? 50;
  let sent = 0;
  let failed = 0;

  while (sent + failed < batchSize) {
    if (signal?.aborted) break;
    const message = await claimNextDue(db, mailOutbox, {
      ready: isNull(mailOutbox.sentAt),
      claimMs: CLAIM_MS,
      now: clock(),
    });
    if (!message) break;
    const { id, attempts, replyTo, headers, recipient: to, subject, text, html } = message;
    try {
      await transport.send({
        id: String(id),
        to,
        subject,
        text,
        html,
        ...(replyTo ? { replyTo } : {}),
        ...(headers ? { headers } : {}),
      });
    } catch (error) {
      const lastError = describeFailure(error);
      const nextAttemptAt = new Date(clock().getTime() + retryDelayMs(attempts));
      await db
        .update(mailOutbox)
        .set({ attempts: attempts + 1, nextAttemptAt, lockedUntil: null, lastError })
        .where(eq(mailOutbox.id, id));
      logger.warn(
        { mailId: id, attempts: attempts + 1, nextAttemptAt, error: lastError },
        "mail not delivered; will retry",
      );
      failed += 1;
      continue;
    }
    await db
      .update(mailOutbox)
      .set({ sentAt: clock(), text: "", html: "", lockedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, id));
    logger.info({ mailId: id, attempts: attempts + 1 }, "mail delivered");
    sent += 1;
  }
  return { sent, failed };
}
