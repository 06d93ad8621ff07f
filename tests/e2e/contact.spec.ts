/**
 * The help center's contact form, with JavaScript on and off, in both languages: a message sent
 * is confirmed and arrives at the shop (answered to the customer) and at the customer.
 */
import type { Page } from "@playwright/test";
import { contactAddress } from "../playwright.config.ts";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi, uniqueEmail } from "./support/accounts.ts";
import { expectToast } from "./support/auth-ui.ts";
import { mailMatching } from "./support/mail.ts";

const texts = {
  en: {
    heading: "Contact us",
    name: "Your name",
    email: "Your email",
    topic: "Topic",
    orderNumber: "Order number (optional)",
    message: "Your message",
    submit: "Send message",
    shippingTopic: "Shipping & delivery",
    sentToast: "Message sent! We will answer you soon.",
    sentTitle: "Thank you, your message is on its way.",
    sentCopy: (email: string) => `We have emailed a copy to ${email}.`,
    emailInvalid: "Enter a valid email address.",
    messageTooShort: "Write at least 10 characters.",
    copySubject: /^\[C-\w{6}\] We received your message to Inkwell Print Co\.$/,
    copyGreeting: "Hello Camille Martin,",
    fullName: "Camille Martin",
    text: "My parcel has not moved for a week.\nCould you look into it?",
  },
  fr: {
    heading: "Nous contacter",
    name: "Votre nom",
    email: "Votre e-mail",
    topic: "Sujet",
    orderNumber: "Numéro de commande (facultatif)",
    message: "Votre message",
    submit: "Envoyer le message",
    shippingTopic: "Expédition et livraison",
    sentToast: "Message envoyé\u202f! Nous vous répondrons bientôt.",
    sentTitle: "Merci, votre message est en route.",
    sentCopy: (email: string) => `Nous vous en avons envoyé une copie à ${email}.`,
    emailInvalid: "Saisissez une adresse e-mail valide.",
    messageTooShort: "Écrivez au moins 10 caractères.",
    copySubject: /^\[C-\w{6}\] Nous avons bien reçu votre message à Inkwell Print Co\.$/,
    copyGreeting: "Bonjour Camille Martin,",
    fullName: "Camille Martin",
    text: "Mon colis ne bouge plus depuis une semaine.\nPouvez-vous regarder\u202f?",
  },
} satisfies Record<Locale, unknown>;

function contactSection(page: Page, locale: Locale) {
  return page.getByRole("region", { name: texts[locale].heading });
}

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  test.describe(`contact form (${locale})`, () => {
    test("send a message: it is confirmed, the form is emptied, and both mails arrive", async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail(testInfo, locale, "contact");
      await page.goto(localized("/help-center", locale));
      // The link beside the page's heading leads to the form.
      await page.getByRole("main").getByRole("link", { name: t.heading }).first().click();
      await expect(page).toHaveURL(/#contact$/);
      const form = contactSection(page, locale);

      await form.getByLabel(t.name).fill(t.fullName);
      await form.getByLabel(t.email).fill(email);
      await form.getByLabel(t.topic).selectOption({ label: t.shippingTopic });
      await form.getByLabel(t.orderNumber).fill("IW-7731");
      await form.getByLabel(t.message).fill(t.text);
      await form.getByRole("button", { name: t.submit }).click();

      await expectToast(page, t.sentToast);
      await expect(form.getByText(t.sentTitle)).toBeVisible();
      await expect(form.getByText(t.sentCopy(email))).toBeVisible();
      await expect(page).toHaveURL(`${localized("/help-center", locale)}#contact`);
      for (const label of [t.name, t.email, t.orderNumber, t.message]) {
        await expect(form.getByLabel(label)).toHaveValue("");
      }
      const reference = /C-\w{6}/.exec((await form.getByRole("status").textContent()) ?? "")?.[0];
      expect(reference).toBeDefined();

      const copy = await mailMatching(email, "the customer's copy", (mail) =>
        t.copySubject.test(mail.subject),
      );
      expect(copy.subject).toContain(`[${reference}]`);
      expect(copy.text).toContain(t.copyGreeting);
      expect(copy.text).toContain(t.text);
      expect(copy.replyTo).toContain(contactAddress);

      const toShop = await mailMatching(contactAddress, "the shop's copy", (mail) =>
        mail.subject.startsWith(`[${reference}]`),
      );
      expect(toShop.subject).toBe(`[${reference}] Shipping & delivery: a message from the contact form`);
      expect(toShop.replyTo).toContain(`<${email}>`);
      expect(toShop.text).toContain(t.text);
      expect(toShop.text).toContain("Order number: IW-7731");
      expect(toShop.text).toContain(`Answer in: ${locale === "fr" ? "French" : "English"}`);
    });

    test.describe("refused input", () => {
      // Without JavaScript the server answers the refused form with a 400 page; the browser logs it.
      test.use({ expectedConsoleErrors: [/status of 400/] });

      test("a wrong field says so next to it, and nothing typed is lost", async ({ page }, testInfo) => {
        await page.goto(localized("/help-center", locale));
        const form = contactSection(page, locale);
        await form.getByLabel(t.name).fill(t.fullName);
        await form.getByLabel(t.email).fill("camille@");
        await form.getByLabel(t.topic).selectOption({ label: t.shippingTopic });
        await form.getByLabel(t.message).fill("Hello?");
        await form.getByRole("button", { name: t.submit }).click();

        await expect(form.getByLabel(t.email)).toHaveAccessibleDescription(t.emailInvalid);
        await expect(form.getByLabel(t.message)).toHaveAccessibleDescription(t.messageTooShort);
        // With JavaScript the first wrong field takes the focus; without, the page opens on the form.
        if (testInfo.project.use.javaScriptEnabled) await expect(form.getByLabel(t.email)).toBeFocused();
        else await expect(page).toHaveURL(/#contact$/);
        await expect(form.getByLabel(t.name)).toHaveValue(t.fullName);
        await expect(form.getByLabel(t.email)).toHaveValue("camille@");
        await expect(form.getByLabel(t.topic)).toHaveValue("shipping");
        await expect(form.getByLabel(t.message)).toHaveValue("Hello?");
        await expect(form.getByText(t.sentTitle)).toHaveCount(0);
      });
    });
  });
}

test.describe("too many messages", () => {
  // Without JavaScript the refusal is a 429 page, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 429/] });

  test("the sixth message within an hour is refused, saying when to try again, and keeps the text", async ({
    page,
  }, testInfo) => {
    const t = texts.fr;
    // Five messages from this test's address, posted as the form posts them.
    for (let sent = 1; sent <= 5; sent += 1) {
      const response = await page.request.post("/fr/help-center", {
        form: {
          name: t.fullName,
          email: uniqueEmail(testInfo, "fr", `limit${sent}`),
          topic: "other",
          message: "Un message parmi d’autres.",
        },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
    }
    await page.goto("/fr/help-center#contact");
    const form = contactSection(page, "fr");
    await form.getByLabel(t.name).fill(t.fullName);
    await form.getByLabel(t.email).fill(uniqueEmail(testInfo, "fr", "limit6"));
    await form.getByLabel(t.topic).selectOption({ label: t.shippingTopic });
    await form.getByLabel(t.message).fill(t.text);
    await form.getByRole("button", { name: t.submit }).click();
    await expect(form.getByRole("alert")).toHaveText(
      /^Vous avez envoyé trop de messages\. Réessayez dans \d+ minutes\.$/,
    );
    await expect(form.getByLabel(t.message)).toHaveValue(t.text);
    await expect(form.getByLabel(t.topic)).toHaveValue("shipping");
  });
});

test("a signed-in customer starts with their name and email, and the shop learns the account", async ({
  page,
}, testInfo) => {
  const account = await createVerifiedAccount(page.request, testInfo, "en");
  await signInThroughApi(page.request, account);
  await page.goto("/help-center?topic=payment#contact");
  const form = contactSection(page, "en");
  await expect(form.getByLabel(texts.en.name)).toHaveValue(account.fullName);
  await expect(form.getByLabel(texts.en.email)).toHaveValue(account.email);
  await expect(form.getByLabel(texts.en.topic)).toHaveValue("payment");
  await form.getByLabel(texts.en.message).fill("Can I pay with a card issued in euros?");
  await form.getByRole("button", { name: texts.en.submit }).click();
  await expect(form.getByText(texts.en.sentTitle)).toBeVisible();
  await expect(form.getByLabel(texts.en.email)).toHaveValue(account.email);
  const toShop = await mailMatching(
    contactAddress,
    "the shop's copy",
    (mail) => mail.replyTo?.includes(`<${account.email}>`) ?? false,
  );
  expect(toShop.text).toContain(`Account: signed in as ${account.email}`);
});

test.describe("from an error page", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("the 404 page's Contact us leads to the form", async ({ page }) => {
    await page.goto("/fr/nope");
    await page.getByRole("main").getByRole("link", { name: texts.fr.heading }).click();
    await expect(page).toHaveURL("/fr/help-center#contact");
    await expect(contactSection(page, "fr").getByLabel(texts.fr.message)).toBeVisible();
  });
});
