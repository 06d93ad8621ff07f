import { describe, expect, test } from "vitest";
import {
  accountDeletedMessage,
  contactCopyMessage,
  passwordChangedMessage,
  resetCodeMessage,
  signUpAttemptMessage,
  verifyEmailMessage,
  type MailContent,
} from "./messages.ts";

const siteName = "Inkwell Print Co.";
const link = "https://shop.test/verify-email?token=abc123&lang=fr";

const builders: Record<string, (locale: "en" | "fr") => MailContent> = {
  verifyEmail: (locale) => verifyEmailMessage({ locale, siteName, fullName: "Ada Lovelace", link }),
  signUpAttempt: (locale) =>
    signUpAttemptMessage({
      locale,
      siteName,
      signInLink: "https://shop.test/?auth=signin",
      resetLink: "https://shop.test/?auth=forgot",
    }),
  resetCode: (locale) => resetCodeMessage({ locale, siteName, code: "042917" }),
  passwordChanged: (locale) => passwordChangedMessage({ locale, siteName }),
  accountDeleted: (locale) => accountDeletedMessage({ locale, siteName }),
  contactCopy: (locale) =>
    contactCopyMessage({
      locale,
      siteName,
      reference: "C-7K3F9Q",
      topic: "payment",
      name: "Ada Lovelace",
      orderNumber: undefined,
      message: "Which currency will I pay in?",
      answerWithin: 2,
    }),
};

describe.each(Object.entries(builders))("the %s message", (_name, build) => {
  test("is written in the recipient's language, in text and in HTML", () => {
    const english = build("en");
    const french = build("fr");
    expect(english.subject).not.toBe(french.subject);
    expect(english.text).not.toBe(french.text);
    expect(english.html).toContain('<html lang="en">');
    expect(french.html).toContain('<html lang="fr">');
    for (const message of [english, french]) {
      expect(message.subject).toContain(siteName);
      expect(message.text).toContain(siteName);
      expect(message.html).toContain(siteName);
      expect(message.text).not.toMatch(/{{|}}/);
      expect(message.html).not.toMatch(/{{|}}/);
    }
  });
});

describe("mail content", () => {
  test("the verification link is in both parts, with its 24-hour validity", () => {
    const message = verifyEmailMessage({ locale: "en", siteName, fullName: "Ada Lovelace", link });
    expect(message.subject).toBe("Confirm your email address for Inkwell Print Co.");
    expect(message.text).toContain("Hello Ada Lovelace,");
    expect(message.text).toContain(`\n${link}\n`);
    expect(message.text).toContain("24 hours");
    // In HTML the `&` of the query string is written `&amp;`, which a mail client reads back.
    expect(message.html).toContain('href="https://shop.test/verify-email?token=abc123&amp;lang=fr"');
  });

  test("the sign-up attempt offers to sign in or reset the password", () => {
    const message = signUpAttemptMessage({
      locale: "fr",
      siteName,
      signInLink: "https://shop.test/fr?auth=signin",
      resetLink: "https://shop.test/fr?auth=forgot",
    });
    expect(message.subject).toBe(
      "Quelqu’un a tenté de créer un compte Inkwell Print Co. avec votre adresse e-mail",
    );
    for (const part of [message.text, message.html]) {
      expect(part).toContain("https://shop.test/fr?auth=signin");
      expect(part).toContain("https://shop.test/fr?auth=forgot");
    }
  });

  test("the reset code is in both parts, with its 10-minute validity", () => {
    const message = resetCodeMessage({ locale: "fr", siteName, code: "042917" });
    expect(message.text).toMatch(/^042917$/m);
    expect(message.html).toContain(">042917</p>");
    expect(message.text).toContain("10 minutes");
    expect(message.subject).not.toContain("042917");
  });

  test("names and shop names are escaped in HTML and left as written in text", () => {
    const message = verifyEmailMessage({
      locale: "en",
      siteName: "Ink & <b>Co</b>",
      fullName: `<script>alert("x")</script>`,
      link,
    });
    expect(message.html).not.toContain("<script>");
    expect(message.html).not.toContain("<b>");
    expect(message.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(message.html).toContain("Ink &amp; &lt;b&gt;Co&lt;/b&gt;");
    expect(message.text).toContain(`Hello <script>alert("x")</script>,`);
    expect(message.subject).toBe("Confirm your email address for Ink & <b>Co</b>");
  });

  test("a name is not read as a placeholder", () => {
    const message = verifyEmailMessage({ locale: "en", siteName, fullName: "{{siteName}}", link });
    expect(message.text).toContain("Hello {{siteName}},");
  });

  test("an account without a name is greeted without one", () => {
    const message = verifyEmailMessage({ locale: "fr", siteName, fullName: "  ", link });
    expect(message.text).toContain("Bonjour,");
  });

  test("a link that is not an absolute web address is refused rather than sent", () => {
    expect(() =>
      verifyEmailMessage({ locale: "en", siteName, fullName: "Ada", link: "javascript:alert(1)" }),
    ).toThrow(/http/);
    expect(() => verifyEmailMessage({ locale: "en", siteName, fullName: "Ada", link: "/verify" })).toThrow(
      /http/,
    );
  });
});
