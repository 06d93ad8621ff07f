import { asc, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink.ts";
import { mailOutbox } from "../db/schema.ts";
import { verifyEmailMessage } from "./messages.ts";
import { CLAIM_MS, deliverDueMail, enqueueMail, retryDelayMs } from "./outbox.ts";
import { createMailTransport, type MailMessage, type MailTransport } from "./transport.ts";

const logger = pino({ level: "silent" });

function message(index: number): MailMessage {
  return {
    to: `customer${index}@example.test`,
    subject: `Message ${index}`,
    text: `Your link: https://shop.test/verify?token=secret-${index}`,
    html: `<p><a href="https://shop.test/verify?token=secret-${index}">Confirm</a></p>`,
  };
}

/** A transport that records what it sends, and fails while `failing` says so. */
function recordingTransport(options: { failing?: () => boolean } = {}) {
  const sent: MailMessage[] = [];
  /** The outbox id each sent message carried (its Message-ID is made from it). */
  const ids: (string | undefined)[] = [];
  const transport: MailTransport = {
    async send({ id, ...mail }) {
      // Yield, as a network send would, so concurrent runs interleave.
      await new Promise((resolve) => setImmediate(resolve));
      if (options.failing?.()) throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
      sent.push(mail);
      ids.push(id);
    },
    close() {},
  };
  return { transport, sent, ids };
}

const after = (time: Date, ms: number) => new Date(time.getTime() + ms);
/** A clock stopped at `time`. */
const at = (time: Date) => () => time;
const HOUR_MS = 60 * 60_000;

test("retries wait 15 s, then twice as long each time, at most an hour, and never stop", () => {
  expect([0, 1, 2, 3].map(retryDelayMs)).toEqual([15_000, 30_000, 60_000, 120_000]);
  expect(retryDelayMs(8)).toBe(60 * 60_000);
  expect(retryDelayMs(10_000)).toBe(60 * 60_000);
});

describe.each(testDrivers)("the mail outbox on %s", (driver) => {
  const database = useTestDatabase(driver);
  // The shop's clock, from real time at the start of each test: nothing here can be overtaken.
  let start: Date;
  beforeEach(() => {
    start = new Date();
  });
  const rows = () => database().db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

  test("a queued message is sent once, and only its envelope is kept", async () => {
    const { db } = database();
    const { transport, sent, ids } = recordingTransport();
    const id = await enqueueMail(db, message(1), start);

    expect(await deliverDueMail({ db, transport, logger, clock: at(start) })).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual([message(1)]);
    expect(ids).toEqual([String(id)]);
    expect(await rows()).toEqual([
      expect.objectContaining({
        id,
        recipient: "customer1@example.test",
        subject: "Message 1",
        text: "",
        html: "",
        sentAt: start,
        lockedUntil: null,
        lastError: null,
      }),
    ]);
    expect(await deliverDueMail({ db, transport, logger, clock: at(after(start, 60 * 60_000)) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(sent).toHaveLength(1);
  });

  test.each([
    ["hours ahead of", 5 * HOUR_MS],
    ["hours behind", -5 * HOUR_MS],
  ])("mail is due by the shop's clock alone, even when it is %s the database's", async (_, skewMs) => {
    const { db } = database();
    const { transport, sent } = recordingTransport();
    const shopTime = after(new Date(), skewMs);
    const id = await enqueueMail(db, message(1), shopTime);
    const [queued] = await rows();
    expect(queued).toMatchObject({ id, createdAt: shopTime, nextAttemptAt: shopTime, sentAt: null });

    expect(await deliverDueMail({ db, transport, logger, clock: at(after(shopTime, -1)) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await deliverDueMail({ db, transport, logger, clock: at(shopTime) })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(sent).toEqual([message(1)]);
  });

  test("a reply address travels with the message", async () => {
    const { db } = database();
    const { transport, sent } = recordingTransport();
    await enqueueMail(db, { ...message(1), replyTo: "customer@example.test" }, start);
    await enqueueMail(db, message(2), start);
    await deliverDueMail({ db, transport, logger, clock: at(start) });
    expect(sent).toEqual([{ ...message(1), replyTo: "customer@example.test" }, message(2)]);
  });

  test("mail queued in a transaction that rolls back is never sent", async () => {
    const { db } = database();
    const { transport, sent } = recordingTransport();
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, message(1), start);
        throw new Error("the sign-up failed");
      }),
    ).rejects.toThrow("the sign-up failed");
    await db.transaction((tx) => enqueueMail(tx, message(2), start));

    await deliverDueMail({ db, transport, logger, clock: at(start) });
    expect(sent.map((mail) => mail.subject)).toEqual(["Message 2"]);
  });

  test("a failed send is retried after a growing wait, keeping the message until it is sent", async () => {
    const { db } = database();
    let failing = true;
    const { transport, sent } = recordingTransport({ failing: () => failing });
    await enqueueMail(db, message(1), start);

    expect(await deliverDueMail({ db, transport, logger, clock: at(start) })).toEqual({ sent: 0, failed: 1 });
    let [row] = await rows();
    expect(row).toMatchObject({
      attempts: 1,
      nextAttemptAt: after(start, 15_000),
      lockedUntil: null,
      lastError: "connect ECONNREFUSED 127.0.0.1:2525",
      sentAt: null,
      text: message(1).text,
    });

    expect(await deliverDueMail({ db, transport, logger, clock: at(after(start, 14_999)) })).toEqual({
      sent: 0,
      failed: 0,
    });
    const second = after(start, 15_000);
    expect(await deliverDueMail({ db, transport, logger, clock: at(second) })).toEqual({
      sent: 0,
      failed: 1,
    });
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, nextAttemptAt: after(second, 30_000) });

    failing = false;
    expect(await deliverDueMail({ db, transport, logger, clock: at(after(second, 30_000)) })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(sent).toEqual([message(1)]);
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, sentAt: after(second, 30_000), text: "", html: "" });
  });

  test("a message that failed a thousand times is still retried, an hour later", async () => {
    const { db } = database();
    const { transport } = recordingTransport({ failing: () => true });
    const id = await enqueueMail(db, message(1), start);
    await db.update(mailOutbox).set({ attempts: 1000 }).where(eq(mailOutbox.id, id));

    await deliverDueMail({ db, transport, logger, clock: at(start) });
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 1001, nextAttemptAt: after(start, 60 * 60_000), sentAt: null });
  });

  test("two overlapping runs send each message exactly once", async () => {
    const { db } = database();
    const { transport, sent } = recordingTransport();
    for (let index = 0; index < 20; index++) await enqueueMail(db, message(index), start);

    const runs = await Promise.all([
      deliverDueMail({ db, transport, logger, clock: at(start) }),
      deliverDueMail({ db, transport, logger, clock: at(start) }),
    ]);
    expect(runs[0].sent + runs[1].sent).toBe(20);
    expect(sent.map((mail) => mail.subject).sort()).toEqual(
      Array.from({ length: 20 }, (_, index) => `Message ${index}`).sort(),
    );
    expect((await rows()).every((row) => row.sentAt !== null)).toBe(true);
  });

  test("a message claimed by a worker that stopped answering is sent by another once the claim ends", async () => {
    const { db } = database();
    const { transport, sent } = recordingTransport();
    let releaseStuckSend = () => {};
    const stuck: MailTransport = {
      send: () => new Promise<void>((resolve) => (releaseStuckSend = resolve)),
      close() {},
    };
    await enqueueMail(db, message(1), start);

    const stuckRun = deliverDueMail({ db, transport: stuck, logger, clock: at(start) });
    await expect.poll(async () => (await rows())[0]?.lockedUntil).toEqual(after(start, CLAIM_MS));
    expect(await deliverDueMail({ db, transport, logger, clock: at(after(start, CLAIM_MS - 1)) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await deliverDueMail({ db, transport, logger, clock: at(after(start, CLAIM_MS + 1)) })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(sent).toEqual([message(1)]);
    releaseStuckSend();
    await stuckRun;
  });

  test("a run sends at most a batch, and stops between messages when the shop stops", async () => {
    const { db } = database();
    const stopping = new AbortController();
    const { transport, sent } = recordingTransport();
    for (let index = 0; index < 5; index++) await enqueueMail(db, message(index), start);

    expect(await deliverDueMail({ db, transport, logger, clock: at(start), batchSize: 2 })).toEqual({
      sent: 2,
      failed: 0,
    });
    const stopAfterOne: MailTransport = {
      async send(mail) {
        await transport.send(mail);
        stopping.abort();
      },
      close() {},
    };
    expect(
      await deliverDueMail({
        db,
        transport: stopAfterOne,
        logger,
        clock: at(start),
        signal: stopping.signal,
      }),
    ).toEqual({ sent: 1, failed: 0 });
    expect(sent).toHaveLength(3);
    expect((await rows()).filter((row) => row.sentAt === null && row.lockedUntil === null)).toHaveLength(2);
  });

  describe("through an SMTP outage", () => {
    let sink: SmtpSink;
    let transport: MailTransport;
    beforeEach(async () => {
      sink = await startSmtpSink();
      transport = createMailTransport({
        config: { smtpUrl: sink.url, mailFrom: "Inkwell <no-reply@inkwell.test>", dataDir: "memory://" },
        logger,
      });
    });
    afterEach(async () => {
      transport.close();
      await sink.stop();
    });

    test("mail queued while the SMTP server is down all arrives, once each, after it is back", async () => {
      const { db } = database();
      await sink.stop();
      const queued = Array.from({ length: 10 }, (_, index) => ({
        to: `customer${index}@example.test`,
        ...verifyEmailMessage({
          locale: index % 2 ? "fr" : "en",
          siteName: "Inkwell",
          fullName: `Client n°${index}`,
          link: `https://shop.test/verify-email?token=token-${index}`,
        }),
      }));
      for (const mail of queued) await enqueueMail(db, mail, start);

      expect(await deliverDueMail({ db, transport, logger, clock: at(start) })).toEqual({
        sent: 0,
        failed: 10,
      });
      for (const row of await rows()) {
        expect(row).toMatchObject({ attempts: 1, sentAt: null, lockedUntil: null });
        expect(row.lastError).toMatch(/ECONNREFUSED/);
        expect(row.lastError).not.toContain("token-");
      }

      await sink.start();
      expect(await deliverDueMail({ db, transport, logger, clock: at(after(start, 10_000)) })).toEqual({
        sent: 0,
        failed: 0,
      });
      expect(await deliverDueMail({ db, transport, logger, clock: at(after(start, 15_000)) })).toEqual({
        sent: 10,
        failed: 0,
      });
      expect(await deliverDueMail({ db, transport, logger, clock: at(after(start, 60 * 60_000)) })).toEqual({
        sent: 0,
        failed: 0,
      });

      expect(sink.messages).toHaveLength(10);
      for (const mail of queued) {
        expect(sink.messages.filter((received) => received.to === mail.to)).toEqual([
          { ...mail, messageId: expect.stringMatching(/^<mail-\d+@inkwell\.test>$/) },
        ]);
      }
      // Each message is its own: ten Message-IDs.
      expect(new Set(sink.messages.map((received) => received.messageId)).size).toBe(10);
    });
  });
});
