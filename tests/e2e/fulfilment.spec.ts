import { readFile } from "node:fs/promises";
import { readPngHeader } from "../support/images.ts";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import { mailMatching } from "./support/mail.ts";
import { operatorPage } from "./support/operators.ts";
import { paidOrder } from "./support/orders.ts";

const texts = {
  en: {
    toPrint: /^To print \(\d+\)$/,
    startProduction: "Start production",
    inProduction: "In production",
    download: /^Download Front \(3,603 × 4,796 px\)$/,
    carrier: "Carrier",
    ups: "UPS",
    trackingNumber: "Tracking number",
    ship: "Mark as shipped",
    shipped: "The order is shipped; the customer has the tracking link.",
    deliver: "Mark as delivered",
    delivered: "Delivered",
    trackParcel: "Track the parcel on the UPS website",
    shippedSubject: /has shipped$/,
    deliveredSubject: /was delivered$/,
    holdReason: "Reason (the customer reads it)",
    hold: "Put on hold",
    reason: "Your image is too small for the back: please send one of at least 3600 px.",
    onHold: "Your order is on hold",
    answerLabel: "Your answer",
    answerSend: "Send my answer",
    answer: "Here is a larger one, sent to your email address.",
    answered: "The customer answered: read the messages below.",
    holdSubject: /^Action required: your .* order .* is on hold$/,
  },
  fr: {
    toPrint: /^À imprimer \(\d+\)$/,
    startProduction: "Lancer la production",
    inProduction: "En production",
    download: /^Télécharger .+ \(3\s603 × 4\s796 px\)$/,
    carrier: "Transporteur",
    ups: "UPS",
    trackingNumber: "Numéro de suivi",
    ship: "Marquer comme expédiée",
    shipped: "La commande est expédiée ; le client a reçu le lien de suivi.".replace(" ;", "\u202f;"),
    deliver: "Marquer comme livrée",
    delivered: "Livrée",
    trackParcel: "Suivre le colis sur le site de UPS",
    shippedSubject: /a été expédiée$/,
    deliveredSubject: /a été livrée$/,
    holdReason: "Motif (le client le lit)",
    hold: "Suspendre la commande",
    reason: "Votre image est trop petite pour le dos : envoyez-en une d’au moins 3600 px.",
    onHold: "Votre commande est en attente",
    answerLabel: "Votre réponse",
    answerSend: "Envoyer ma réponse",
    answer: "En voici une plus grande, envoyée à votre adresse.",
    answered: "Le client a répondu\u202f: lisez les messages ci-dessous.",
    holdSubject: /^Action requise\u202f: votre commande .* est en attente$/,
  },
} satisfies Record<Locale, unknown>;

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  test.describe(`fulfilment (${locale})`, () => {
    test("paid → production → print file (PNG at 300 DPI) → shipped: the customer follows the tracking link and is mailed → delivered", async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(120_000);
      const customer = await createVerifiedAccount(page.request, testInfo, locale);
      await signInThroughApi(page.request, customer);
      const sn = await paidOrder(page, locale);
      const reference = sn.slice(0, 8).toUpperCase();

      const operator = await operatorPage(browser, testInfo, locale);
      await operator.goto(localized("/admin/orders", locale));
      await operator.getByRole("link", { name: t.toPrint }).click();
      await operator.getByRole("link", { name: reference }).click();
      await expect(operator).toHaveURL(new RegExp(`/admin/orders/${sn}$`));
      await operator.getByRole("button", { name: t.startProduction }).click();
      await expect(operator.getByText(t.inProduction, { exact: true }).first()).toBeVisible();

      // The print files are rendered in the background once the order is paid.
      const download = operator.getByRole("link", { name: t.download }).first();
      await expect(async () => {
        await operator.reload();
        await expect(download).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 60_000 });
      const [file] = await Promise.all([operator.waitForEvent("download"), download.click()]);
      expect(file.suggestedFilename()).toMatch(new RegExp(`^${sn}-(front|back)\\.png$`));
      const png = readPngHeader(await readFile(await file.path()));
      // 305 × 406 mm at 300 DPI; 300 DPI is 11 811 pixels per metre.
      expect(png).toEqual({ width: 3603, height: 4796, density: { x: 11811, y: 11811, unit: 1 } });

      await operator.getByLabel(t.carrier).selectOption({ label: t.ups });
      await operator.getByLabel(t.trackingNumber).fill("1Z 999 AA1 0123456784");
      await operator.getByRole("button", { name: t.ship }).click();
      await expect(operator.getByText(t.shipped)).toBeVisible();

      await page.goto(localized(`/account/orders/${sn}`, locale));
      const track = page.getByRole("link", { name: t.trackParcel });
      await expect(track).toHaveAttribute("href", "https://www.ups.com/track?tracknum=1Z999AA10123456784");
      const shippedMail = await mailMatching(customer.email, "the shipped mail", (mail) =>
        t.shippedSubject.test(mail.subject),
      );
      expect(shippedMail.text).toContain("https://www.ups.com/track?tracknum=1Z999AA10123456784");

      await operator.getByRole("button", { name: t.deliver }).click();
      await expect(operator.getByRole("button", { name: t.deliver })).toBeHidden();
      await page.reload();
      await expect(page.getByText(t.delivered, { exact: true }).first()).toBeVisible();
      await mailMatching(customer.email, "the delivered mail", (mail) =>
        t.deliveredSubject.test(mail.subject),
      );
      await operator.context().close();
    });

    test("a hold: the customer reads the reason on the order page and in the mail, answers, and the operator reads the answer", async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(120_000);
      const customer = await createVerifiedAccount(page.request, testInfo, locale);
      await signInThroughApi(page.request, customer);
      const sn = await paidOrder(page, locale);

      const operator = await operatorPage(browser, testInfo, locale);
      await operator.goto(localized(`/admin/orders/${sn}`, locale));
      await operator.getByLabel(t.holdReason).fill(t.reason);
      await operator.getByRole("button", { name: t.hold }).click();
      await expect(operator.getByRole("heading", { name: t.hold })).toBeHidden();

      await page.goto(localized(`/account/orders/${sn}`, locale));
      const hold = page.getByRole("region", { name: t.onHold });
      await expect(hold).toContainText(t.reason);
      const mail = await mailMatching(customer.email, "the on-hold mail", (message) =>
        t.holdSubject.test(message.subject),
      );
      expect(mail.text).toContain(t.reason);
      expect(mail.text).toContain(`/account/orders/${sn}#order-conversation`);

      await page.getByLabel(t.answerLabel).fill(t.answer);
      await page.getByRole("button", { name: t.answerSend }).click();
      await expect(page.getByText(t.answer, { exact: true })).toBeVisible();
      await expect(page.getByLabel(t.answerLabel)).toHaveValue("");

      await operator.reload();
      await expect(operator.getByText(t.answered)).toBeVisible();
      await expect(operator.getByText(t.answer, { exact: true })).toBeVisible();
      await operator.context().close();
    });
  });
}
