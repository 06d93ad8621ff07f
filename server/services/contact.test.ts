import addressparser from "nodemailer/lib/addressparser/index.js";
import { describe, expect, test } from "vitest";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { mailOutbox } from "../db/schema.ts";
import { mailbox, sendContactMessage, type ContactMessage } from "./contact.ts";
import { RateLimited } from "./rate-limit.ts";
import { shopClock } from "#tests/support/clock.ts";

// The shop's clock runs three hours behind the machine: the limits must follow the clock given.
const { start, later } = shopClock();
const shopAddress = "Inkwell Print Co. <help@inkwell.test>";

const aurelie: ContactMessage = {
  name: "Aurélie Dupont",
  email: "Aurelie@Example.com",
  topic: "shipping",
  orderNumber: "IW-10442",
  message: "Bonjour,\nmon colis n’est pas arrivé.\nMerci !",
  locale: "fr",
};

function request(options: { now?: Date; ip?: string; accountEmail?: string | null } = {}) {
  return {
    ip: options.ip ?? "192.0.2.1",
    now: options.now ?? start,
    shopAddress,
    accountEmail: options.accountEmail ?? null,
  };
}

describe.each(testDrivers)("contact messages on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;
  const outbox = () => db().select().from(mailOutbox).orderBy(mailOutbox.id);

  test("queue exactly two mails: to the shop, answered to the customer, and a copy to the customer in their language", async () => {
    const { reference } = await sendContactMessage(
      db(),
      aurelie,
      request({ accountEmail: "aurelie@example.com" }),
    );
    expect(reference).toMatch(/^C-[2-9A-HJ-NP-Z]{6}$/);
    const [toShop, copy, ...rest] = await outbox();
    expect(rest).toEqual([]);

    expect(toShop).toMatchObject({
      recipient: shopAddress,
      replyTo: '"Aurélie Dupont" <aurelie@example.com>',
      subject: `[${reference}] Shipping & delivery: a message from the contact form`,
      createdAt: start,
      nextAttemptAt: start,
    });
    // The shop reads English, and learns which language to answer in and who is signed in.
    for (const line of [
      "Aurélie Dupont wrote through the contact form. Reply to this email to answer: your reply goes to aurelie@example.com.",
      `Reference: ${reference}`,
      "Order number: IW-10442",
      "Answer in: French",
      "Account: signed in as aurelie@example.com",
      aurelie.message,
    ]) {
      expect(toShop?.text).toContain(line);
    }

    expect(copy).toMatchObject({
      recipient: "aurelie@example.com",
      replyTo: shopAddress,
      subject: `[${reference}] Nous avons bien reçu votre message à Inkwell Print Co.`,
      createdAt: start,
    });
    for (const line of [
      "Bonjour Aurélie Dupont,",
      "vous répondrons à cette adresse sous 2 jours ouvrés",
      `Votre référence est ${reference}.`,
      "Sujet\u202f: Expédition et livraison",
      "Numéro de commande\u202f: IW-10442",
      aurelie.message,
    ]) {
      expect(copy?.text).toContain(line);
    }
    expect(copy?.html).toContain('<html lang="fr">');
  });

  test("an English message without an order number, from a visitor who is not signed in", async () => {
    await sendContactMessage(
      db(),
      { ...aurelie, name: "Ada", email: "ada@example.com", orderNumber: undefined, locale: "en" },
      request(),
    );
    const [toShop, copy] = await outbox();
    expect(toShop?.text).toContain("Order number: none given");
    expect(toShop?.text).toContain("Account: not signed in");
    expect(copy?.subject).toMatch(/^\[C-\w{6}\] We received your message to Inkwell Print Co\.$/);
    expect(copy?.text).toContain("within 2 business days");
    expect(copy?.text).not.toContain("Order number");
  });

  test("the customer's words are escaped in HTML and kept as written in text", async () => {
    const message = 'Is <script>alert("x")</script> & <b>bold</b> printable?\nSecond line';
    await sendContactMessage(db(), { ...aurelie, name: "<img src=x onerror=alert(1)>", message }, request());
    for (const mail of await outbox()) {
      expect(mail.text).toContain(message);
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain("<img");
      expect(mail.html).not.toContain("<b>");
      expect(mail.html).toContain(
        "Is &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt; printable?\nSecond line",
      );
    }
  });

  test("whatever the name, the shop's replies go to the customer's address alone", async () => {
    const name = 'Eve, "the boss" <boss@evil.example>; x\\';
    await sendContactMessage(db(), { ...aurelie, name, email: "eve@example.com" }, request());
    const [toShop] = await outbox();
    expect(addressparser(toShop?.replyTo ?? "", { flatten: true })).toEqual([
      { name, address: "eve@example.com" },
    ]);
    expect(addressparser(mailbox("Plain Name", "p@example.com"), { flatten: true })).toEqual([
      { name: "Plain Name", address: "p@example.com" },
    ]);
  });

  test("a filled-in honeypot gets an answer like any other and queues nothing", async () => {
    const answer = await sendContactMessage(db(), { ...aurelie, website: "http://spam.example" }, request());
    expect(answer.reference).toMatch(/^C-\w{6}$/);
    expect(await outbox()).toEqual([]);
  });

  test("five messages an hour from one address: the sixth is refused until the hour is over", async () => {
    for (let index = 1; index <= 5; index += 1) {
      await sendContactMessage(db(), { ...aurelie, email: `sender${index}@example.com` }, request());
    }
    const refused = sendContactMessage(db(), { ...aurelie, email: "sender6@example.com" }, request());
    await expect(refused).rejects.toBeInstanceOf(RateLimited);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 3600 });
    expect(await outbox()).toHaveLength(10);
    await sendContactMessage(
      db(),
      { ...aurelie, email: "sender6@example.com" },
      request({ now: later(60 * 60_000) }),
    );
    expect(await outbox()).toHaveLength(12);
  });

  test("five messages an hour signed with one email, whatever the address; bots do not count against it", async () => {
    await sendContactMessage(db(), { ...aurelie, website: "filled" }, request({ ip: "198.51.100.99" }));
    for (let index = 1; index <= 5; index += 1) {
      await sendContactMessage(
        db(),
        { ...aurelie, email: index % 2 ? "aurelie@example.com" : "AURELIE@example.com " },
        request({ ip: `198.51.100.${index}`, now: later(index * 60_000) }),
      );
    }
    await expect(
      sendContactMessage(db(), aurelie, request({ ip: "198.51.100.6", now: later(30 * 60_000) })),
    ).rejects.toMatchObject({ name: "RateLimited", retryAfterSeconds: 31 * 60 });
    expect(await outbox()).toHaveLength(10);
  });
});
