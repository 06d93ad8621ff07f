import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { decodeEncodedWords, parseMail } from "#tests/support/parse-mail.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink.ts";
import { resetCodeMessage, verifyEmailMessage } from "./messages.ts";
import { createMailTransport, firstLinkAndCode } from "./transport.ts";

const mailFrom = "Inkwell Print Co. <no-reply@inkwell.test>";
const link = "https://shop.test/fr/verify-email?token=Zm9vYmFy";
const verification = {
  to: "ada@example.test",
  ...verifyEmailMessage({ locale: "fr", siteName: "Inkwell Print Co.", fullName: "Adèle Lovelace", link }),
};

/** A logger whose entries the test can read. */
function capturingLogger() {
  const entries: Record<string, unknown>[] = [];
  const logger = pino(
    { level: "info" },
    { write: (line: string) => void entries.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, entries };
}

describe("without SMTP_URL", () => {
  let dataDir = "";
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "shop-mail-"));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  test("each message is written to DATA_DIR/mail as an .eml file and logged with its link", async () => {
    const { logger, entries } = capturingLogger();
    const transport = createMailTransport({ config: { smtpUrl: undefined, mailFrom, dataDir }, logger });
    await transport.send(verification);
    transport.close();

    const files = await readdir(path.join(dataDir, "mail"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const file = path.join(dataDir, "mail", files[0] ?? "");
    const eml = parseMail(await readFile(file));
    expect(eml).toMatchObject({
      subject: verification.subject,
      text: verification.text,
      html: verification.html,
    });
    expect(eml.headers.get("to")).toBe(verification.to);
    expect(eml.headers.get("from")).toContain("no-reply@inkwell.test");

    expect(entries).toEqual([
      expect.objectContaining({ level: 30, to: verification.to, subject: verification.subject, file, link }),
    ]);
  });

  test("a reset code is logged, so a developer can use it", async () => {
    const { logger, entries } = capturingLogger();
    const transport = createMailTransport({ config: { smtpUrl: undefined, mailFrom, dataDir }, logger });
    await transport.send({
      to: "ada@example.test",
      ...resetCodeMessage({ locale: "en", siteName: "Inkwell", code: "042917" }),
    });
    expect(entries[0]).toMatchObject({ code: "042917" });
    expect(entries[0]).not.toHaveProperty("link");
  });

  test("with the in-memory data directory nothing is written to disk", async () => {
    const { logger, entries } = capturingLogger();
    const transport = createMailTransport({
      config: { smtpUrl: undefined, mailFrom, dataDir: "memory://" },
      logger,
    });
    await transport.send(verification);
    expect(existsSync("memory:")).toBe(false);
    expect(entries[0]).toMatchObject({ to: verification.to, link });
    expect(entries[0]).not.toHaveProperty("file");
  });
});

describe("with SMTP_URL", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.stop();
  });
  beforeEach(() => sink.clear());

  test("a message arrives at the SMTP server exactly as it was written, and nothing of it is logged", async () => {
    const { logger, entries } = capturingLogger();
    const transport = createMailTransport({
      config: { smtpUrl: sink.url, mailFrom, dataDir: "memory://" },
      logger,
    });
    await transport.send(verification);
    transport.close();

    const received = await sink.waitFor((mail) => mail.to === verification.to);
    expect(received).toEqual({ ...verification, messageId: expect.stringMatching(/^<.+@inkwell\.test>$/) });
    expect(JSON.stringify(entries)).not.toContain("Zm9vYmFy");
    expect(JSON.stringify(entries)).not.toContain(verification.to);
  });

  test("a message from the outbox has a Message-ID made from its id: sent twice, it is the same message", async () => {
    const transport = createMailTransport({
      config: { smtpUrl: sink.url, mailFrom, dataDir: "memory://" },
      logger: pino({ level: "silent" }),
    });
    await transport.send({ ...verification, id: "42" });
    await transport.send({ ...verification, id: "42" });
    await transport.send({ ...verification, id: "43" });
    transport.close();
    await sink.waitFor((mail) => mail.messageId === "<mail-43@inkwell.test>");
    expect(sink.messages.map((mail) => mail.messageId)).toEqual([
      "<mail-42@inkwell.test>",
      "<mail-42@inkwell.test>",
      "<mail-43@inkwell.test>",
    ]);
  });

  test("a stopped server fails the send quickly instead of losing the message silently", async () => {
    const transport = createMailTransport({
      config: { smtpUrl: sink.url, mailFrom, dataDir: "memory://" },
      logger: pino({ level: "silent" }),
    });
    await sink.stop();
    try {
      await expect(transport.send(verification)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await sink.start();
    }
    await transport.send(verification);
    expect(sink.messages).toHaveLength(1);
  });
});

describe("the development log", () => {
  test("shows the first link, and a 6-digit code that is not part of a link", () => {
    expect(firstLinkAndCode("Open https://a.test/x?code=123456 now.\n\n654321\n")).toEqual({
      link: "https://a.test/x?code=123456",
      code: "654321",
    });
    expect(firstLinkAndCode("Nothing to click, order 1234567.")).toEqual({});
  });
});

describe("the test mail reader", () => {
  test("decodes base64 parts in nested multiparts and skips attachments", () => {
    const raw = [
      "Subject: =?UTF-8?B?Q29kZSBkZSB2w6lyaWZp?= =?UTF-8?Q?cation_=E2=80=94_?=",
      " =?utf-8?q?Inkwell?=",
      "Content-Type: multipart/mixed; boundary=outer",
      "",
      "preamble",
      "--outer",
      'Content-Type: multipart/alternative; boundary="inner part"',
      "",
      "--inner part",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from("Bonjour Adèle,\r\nvotre code : 042917\r\n").toString("base64"),
      "--inner part",
      "Content-Type: text/html; charset=iso-8859-1",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      "<p>Bonjour Ad=E8le, voici un tr=",
      "=E8s long paragraphe</p>",
      "--inner part--",
      "--outer",
      "Content-Type: text/plain",
      "Content-Disposition: attachment; filename=notes.txt",
      "",
      "not the body",
      "--outer--",
      "",
    ].join("\r\n");
    const mail = parseMail(raw);
    expect(mail.subject).toBe("Code de vérification — Inkwell");
    expect(mail.text).toBe("Bonjour Adèle,\nvotre code : 042917\n");
    expect(mail.html).toBe("<p>Bonjour Adèle, voici un très long paragraphe</p>");
  });

  test("joins a character split across two encoded words, and keeps plain words", () => {
    const euro = Buffer.from("€").toString("hex").toUpperCase().match(/../g) ?? [];
    const split = `=?UTF-8?Q?=${euro[0]}?= =?UTF-8?Q?=${euro[1]}=${euro[2]}5?=`;
    expect(decodeEncodedWords(`Total ${split} only`)).toBe("Total €5 only");
    expect(decodeEncodedWords("Plain subject")).toBe("Plain subject");
  });
});
