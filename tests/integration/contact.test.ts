/**
 * The help center's contact form as a browser without JavaScript uses it: plain form posts to the
 * built shop in process, the mail read from a real SMTP sink, and a clock the tests move.
 */
import { randomInt } from "node:crypto";
import fc from "fast-check";
import addressparser from "nodemailer/lib/addressparser/index.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink.ts";

const shopAddress = "help@inkwell.test";

let shop: RunningShop;
let sink: SmtpSink;
// From real time at the start; moved on (never back) to step over the hourly limit.
let clock = new Date();

beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startShop(
    { smtpUrl: sink.url, trustProxy: "loopback", contactEmail: `Inkwell Print Co. <${shopAddress}>` },
    { now: () => clock },
  );
});
afterAll(async () => {
  await shop.close();
  await sink.stop();
});

/** Each test speaks from its own address, so the per-address limit of one does not touch another. */
function newClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${randomInt(1e9)}@example.com`;
}

type Fields = {
  name: string;
  email: string;
  topic: string;
  orderNumber: string;
  message: string;
  website: string;
};

function message(overrides: Partial<Fields> = {}): Fields {
  return {
    name: "Ada Lovelace",
    email: uniqueEmail("ada"),
    topic: "payment",
    orderNumber: "IW-2041",
    message: "Which currency will I be charged in?\nAnd can I pay <b>by card</b> & in two parts?",
    website: "",
    ...overrides,
  };
}

/** The one mailbox of a Reply-To header, however the sender quoted it. */
function mailboxOf(header: string | undefined) {
  return addressparser(header ?? "", { flatten: true });
}

/** Posts the form as a browser without JavaScript does; redirects are not followed. */
function postForm(path: string, fields: Fields, ip = newClientIp()) {
  return fetch(shop.url(path), {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { "x-forwarded-for": ip },
  });
}

/** The page a browser shows after the redirect, sent with the cookies the redirect set. */
async function followRedirect(response: Response): Promise<string> {
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  const location = response.headers.get("location") ?? "/";
  const page = await fetch(shop.url(location.split("#")[0] ?? "/"), { headers: { cookie: cookies } });
  expect(page.status).toBe(200);
  return page.text();
}

function referenceIn(html: string): string {
  const reference = /(C-[2-9A-HJ-NP-Z]{6})/.exec(html)?.[1];
  if (!reference) throw new Error("no reference on the page");
  return reference;
}

describe("a plain form post", () => {
  test("delivers the message to the shop, answered to the customer, and a copy to the customer", async () => {
    const fields = message();
    const response = await postForm("/help-center", fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/help-center#contact");

    const page = await followRedirect(response);
    expect(page).toContain("Thank you, your message is on its way.");
    expect(page).toContain(`We have emailed a copy to ${fields.email}.`);
    const reference = referenceIn(page);

    const toShop = await sink.waitFor(
      (mail) => mail.to === shopAddress && mail.subject.includes(reference),
      10_000,
    );
    expect(toShop.subject).toBe(`[${reference}] Payment: a message from the contact form`);
    expect(mailboxOf(toShop.replyTo)).toEqual([{ name: "Ada Lovelace", address: fields.email }]);
    expect(toShop.text).toContain(fields.message);
    expect(toShop.text).toContain("Order number: IW-2041");
    expect(toShop.html).toContain("&lt;b&gt;by card&lt;/b&gt; &amp; in two parts?");
    expect(toShop.html).not.toContain("<b>by card</b>");

    const copy = await sink.waitFor((mail) => mail.to === fields.email, 10_000);
    expect(copy.subject).toBe(`[${reference}] We received your message to Inkwell Print Co.`);
    expect(mailboxOf(copy.replyTo)).toEqual([{ name: "Inkwell Print Co.", address: shopAddress }]);
    expect(copy.text).toContain("Hello Ada Lovelace,");
    expect(copy.text).toContain("within 2 business days");
    expect(copy.text).toContain(fields.message);
  });

  test("in French: back on the French page, and the customer's copy in French", async () => {
    const fields = message({ name: "Aurélie Dupont", topic: "shipping", orderNumber: "" });
    const response = await postForm("/fr/help-center", fields);
    expect(response.headers.get("location")).toBe("/fr/help-center#contact");
    const page = await followRedirect(response);
    expect(page).toContain("Merci, votre message est en route.");
    const reference = referenceIn(page);
    const copy = await sink.waitFor((mail) => mail.to === fields.email, 10_000);
    expect(copy.subject).toBe(`[${reference}] Nous avons bien reçu votre message à Inkwell Print Co.`);
    expect(copy.text).toContain("Bonjour Aurélie Dupont,");
    expect(copy.text).toContain("sous 2 jours ouvrés");
    const toShop = await sink.waitFor((mail) => mail.subject.startsWith(`[${reference}]`), 10_000);
    expect(mailboxOf(toShop.replyTo)).toEqual([{ name: "Aurélie Dupont", address: fields.email }]);
    expect(toShop.text).toContain("Answer in: French");
    expect(toShop.text).toContain("Order number: none given");
  });

  test("the confirmation shows once: a reload shows an empty form", async () => {
    const response = await postForm("/help-center", message());
    const cookies = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    const first = await fetch(shop.url("/help-center"), { headers: { cookie: cookies } });
    expect(await first.text()).toContain("Thank you, your message is on its way.");
    const cleared = first.headers.getSetCookie().find((cookie) => cookie.startsWith("contact-sent="));
    expect(cleared).toMatch(/Max-Age=0/);
    const reload = await fetch(shop.url("/help-center"));
    expect(await reload.text()).not.toContain("your message is on its way");
  });
});

describe("input the form refuses", () => {
  test("answers 400 with each error at its field, keeps what was typed, and sends nothing", async () => {
    const fields = message({ email: "ada@", topic: "gossip", message: "Too short" });
    const response = await postForm("/help-center", fields);
    expect(response.status).toBe(400);
    const page = await response.text();
    for (const [field, error] of [
      ["email", "Enter a valid email address."],
      ["topic", "Choose what your message is about."],
      ["message", "Write at least 10 characters."],
    ]) {
      expect(page).toMatch(
        new RegExp(
          `aria-describedby="contact-form-${field}-error"[^]*?id="contact-form-${field}-error"[^>]*>${error}<`,
        ),
      );
    }
    expect(page).toContain('value="Ada Lovelace"');
    expect(page).toContain('value="ada@"');
    expect(page).toContain('value="IW-2041"');
    expect(page).toMatch(/<textarea[^>]*>Too short<\/textarea>/);
    // A message sent afterwards arrives; the refused one never did.
    const witness = message();
    await postForm("/help-center", witness);
    await sink.waitFor((mail) => mail.to === witness.email, 10_000);
    expect(sink.messages.filter((mail) => mail.text.includes("Too short"))).toEqual([]);
  });

  test("in French, the errors are French", async () => {
    const response = await postForm("/fr/help-center", message({ name: "", message: "" }));
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Saisissez votre nom.");
    expect(page).toContain("Écrivez votre message.");
  });
});

describe("abuse", () => {
  test("the sixth message within an hour from one address is refused with when to try again, and keeps the text", async () => {
    const ip = newClientIp();
    for (let sent = 1; sent <= 5; sent += 1) {
      expect((await postForm("/help-center", message(), ip)).status).toBe(302);
    }
    const refused = await postForm("/help-center", message({ message: "My sixth message, kept." }), ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(59 * 60);
    const page = await refused.text();
    expect(page).toContain("You have sent too many messages. Please try again in 60 minutes.");
    expect(page).toMatch(/<textarea[^>]*>My sixth message, kept\.<\/textarea>/);

    clock = new Date(clock.getTime() + 60 * 60_000);
    expect((await postForm("/help-center", message(), ip)).status).toBe(302);
  });

  test("a filled-in honeypot is answered like a sent message, and nothing is sent", async () => {
    const bot = message({ website: "https://spam.example" });
    const response = await postForm("/help-center", bot);
    expect(response.status).toBe(302);
    expect(await followRedirect(response)).toContain("Thank you, your message is on its way.");
    const witness = message();
    await postForm("/help-center", witness);
    await sink.waitFor((mail) => mail.to === witness.email, 10_000);
    expect(
      sink.messages.filter((mail) => mail.to === bot.email || mail.replyTo?.includes(bot.email)),
    ).toEqual([]);
  });

  test("another site cannot post the form", async () => {
    const response = await fetch(shop.url("/help-center"), {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(message()),
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.status).toBe(403);
  });
});

// Every refused body renders the whole page: give the runs time on a busy machine.
test(
  "no posted body makes the page fail: 200 random ones answer 302, 400 or 429",
  { timeout: 120_000 },
  async () => {
    const text = fc.string({ unit: "binary", maxLength: 200 });
    const fields = fc.record(
      {
        name: text,
        email: fc.oneof(fc.emailAddress(), text),
        topic: fc.oneof(fc.constantFrom("order", "product", "shipping", "payment", "account", "other"), text),
        orderNumber: text,
        message: fc.oneof(fc.string({ unit: "binary", minLength: 10, maxLength: 6000 }), text),
        website: fc.constantFrom("", "x"),
      },
      { requiredKeys: [] },
    );
    const bodies = fc.oneof(
      fields.map((value) => ({
        body: new URLSearchParams(value).toString(),
        type: "application/x-www-form-urlencoded",
      })),
      fc
        .tuple(
          fc.string({ unit: "binary" }),
          fc.constantFrom("application/x-www-form-urlencoded", "text/plain"),
        )
        .map(([body, type]) => ({ body, type })),
      fc.jsonValue().map((value) => ({ body: JSON.stringify(value) ?? "", type: "application/json" })),
      fc.constant({ body: "--x\r\nbroken", type: "multipart/form-data; boundary=x" }),
    );
    await fc.assert(
      fc.asyncProperty(
        bodies,
        fc.constantFrom("/help-center", "/fr/help-center"),
        async ({ body, type }, path) => {
          const response = await fetch(shop.url(path), {
            method: "POST",
            redirect: "manual",
            body,
            headers: { "content-type": type, "x-forwarded-for": newClientIp() },
          });
          await response.arrayBuffer();
          expect([302, 400, 429]).toContain(response.status);
        },
      ),
      { numRuns: 200 },
    );
  },
);

describe("POST /api/contact, the form's twin for API clients", () => {
  type Envelope = { code: number; msg: string; data: unknown };

  async function call(body: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(shop.url("/api/contact"), {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", "x-forwarded-for": newClientIp(), ...headers },
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope };
  }

  function apiMessage(overrides: Record<string, unknown> = {}) {
    const { website: _honeypot, ...fields } = message();
    return { ...fields, ...overrides };
  }

  test("sends the message and the copy, in the caller's language, and answers the reference", async () => {
    const body = apiMessage({ name: "Aurélie Dupont" });
    const answer = await call(body, { "accept-language": "fr-FR,fr;q=0.9" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 1,
      msg: "",
      data: { reference: expect.stringMatching(/^C-\w{6}$/) },
    });
    const { reference } = answer.body.data as { reference: string };
    const copy = await sink.waitFor((mail) => mail.to === body.email, 10_000);
    expect(copy.subject).toBe(`[${reference}] Nous avons bien reçu votre message à Inkwell Print Co.`);
    const toShop = await sink.waitFor((mail) => mail.subject.startsWith(`[${reference}]`), 10_000);
    expect(mailboxOf(toShop.replyTo)).toEqual([{ name: "Aurélie Dupont", address: body.email }]);
  });

  test("refuses bad and unknown fields by name, and the honeypot is no API field", async () => {
    const bad = await call(apiMessage({ email: "ada@", message: "Short" }));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 0, msg: "Invalid request: check email, message.", data: null });
    const unknown = await call({ ...apiMessage(), website: "" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe("Invalid request: check website.");
  });

  test("counts against the same limit as the form: the sixth message from one email gets 429", async () => {
    const email = uniqueEmail("limit");
    await postForm("/help-center", message({ email }));
    for (let sent = 2; sent <= 5; sent += 1) {
      expect((await call(apiMessage({ email }))).status).toBe(200);
    }
    const refused = await call(apiMessage({ email }));
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("answers GET with 405, and 300 random bodies with the envelope below 500", async () => {
    const get = await fetch(shop.url("/api/contact"));
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const bodies = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value) ?? ""),
      fc
        .record(
          {
            name: fc.string(),
            email: fc.oneof(fc.emailAddress(), fc.string()),
            topic: fc.oneof(fc.constantFrom("order", "other"), fc.string()),
            orderNumber: fc.oneof(fc.string(), fc.integer()),
            message: fc.string({ maxLength: 300 }),
          },
          { requiredKeys: [] },
        )
        .map((value) => JSON.stringify(value)),
      fc.string({ unit: "binary" }),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const response = await fetch(shop.url("/api/contact"), {
          method: "POST",
          body,
          headers: { "content-type": "application/json", "x-forwarded-for": newClientIp() },
        });
        const envelope = (await response.json()) as Envelope;
        expect(response.status).toBeLessThan(500);
        expect(typeof envelope.msg).toBe("string");
        expect(envelope.code === 1).toBe(response.ok);
      }),
      { numRuns: 300 },
    );
  });
});
