import type { Page } from "@playwright/test";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import { operatorPage } from "./support/operators.ts";
import { paidOrder } from "./support/orders.ts";

const texts = {
  en: {
    holdReason: "Reason (the customer reads it)",
    hold: "Put on hold",
    waitedUnderHour: "Waiting for less than an hour",
    status: "Status",
  },
  fr: {
    holdReason: "Motif (le client le lit)",
    hold: "Suspendre la commande",
    waitedUnderHour: "En attente depuis moins d’une heure",
    status: "Statut",
  },
} satisfies Record<Locale, unknown>;

/** Text a French or English operator should never read: zero hours, a missed elision, a raw code, a doubled currency. */
const clumsy = [/\b0 heures?\b/, /\b0 hours?\b/, /\bde [AEIOUYÉÈÊÂÎÔ]/, /\bseed\b/, /\b([A-Z]{3}) \1\b/];

/** Everything the page says, visible or named: its text, its labels and its accessible names. */
async function everythingSaid(page: Page): Promise<string> {
  return page.evaluate(() => {
    const named = [...document.querySelectorAll("[aria-label], [title], option, label")].map(
      (element) =>
        `${element.getAttribute("aria-label") ?? ""} ${element.getAttribute("title") ?? ""} ${element.textContent ?? ""}`,
    );
    return [document.body.innerText, ...named].join("\n");
  });
}

/** The page fits the phone: nothing makes the whole page scroll sideways. */
async function expectFitsPhone(page: Page, path: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width} px wide on a 390 px phone`).toBeLessThanOrEqual(390);
}

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  test(`the back-office on a phone (${locale}): every page fits 390 px, its wide tables scroll on their own, and its words read right`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const customer = await createVerifiedAccount(page.request, testInfo, locale);
    await signInThroughApi(page.request, customer);
    const held = await paidOrder(page, locale);

    const operator = await operatorPage(browser, testInfo, locale, { viewport: { width: 390, height: 844 } });
    // The dashboard names the order waiting longest for production: this one, paid moments ago.
    await operator.goto(localized("/admin", locale));
    await expect(operator.getByText(t.waitedUnderHour)).toBeVisible();
    await operator.goto(localized(`/admin/orders/${held}`, locale));
    await operator.getByLabel(t.holdReason).fill("Please send a larger image.");
    await operator.getByRole("button", { name: t.hold }).click();
    await expect(operator.getByLabel(t.holdReason)).toBeHidden();

    // "On hold" and "awaiting payment" are two statuses: neither name may read as the other.
    await operator.goto(localized("/admin/orders", locale));
    const statuses = (
      await operator.getByLabel(t.status, { exact: true }).locator("option").allTextContents()
    ).map((label) => label.trim().toLowerCase());
    for (const a of statuses)
      for (const b of statuses) if (a !== b) expect(b.startsWith(a), `« ${a} » and « ${b} »`).toBe(false);

    await operator.goto(localized("/admin/catalogue", locale));
    const product = await operator.locator('main a[href*="/admin/catalogue/"]').first().getAttribute("href");
    await operator.goto(localized("/admin/accounts", locale));
    const account = await operator.locator('main a[href*="/admin/accounts/"]').first().getAttribute("href");
    const pages = [
      "/admin",
      "/admin/orders",
      `/admin/orders/${held}`,
      "/admin/catalogue",
      product!.replace(/^\/fr/, ""),
      "/admin/shipping",
      "/admin/rates",
      "/admin/accounts",
      account!.replace(/^\/fr/, ""),
      "/admin/audit",
      `/admin/orders/${held}/packing-slip`,
    ];
    for (const path of pages) {
      await operator.goto(localized(path, locale));
      await expectFitsPhone(operator, path);
      const said = await everythingSaid(operator);
      for (const pattern of clumsy)
        expect(said, `${path} says ${String(said.match(pattern)?.[0])}`).not.toMatch(pattern);
      // A table wider than the phone scrolls inside a named group the keyboard can reach.
      for (const table of await operator.locator("main table").all()) {
        const wide = await table.evaluate(
          (element) => element.scrollWidth > element.parentElement!.clientWidth,
        );
        if (!wide) continue;
        const region = table.locator("xpath=ancestor::*[@role='group'][1]");
        await expect(region, `${path}: a wide table`).toHaveAttribute("tabindex", "0");
        await expect(region).toHaveAccessibleName(/.+/);
      }
    }
    await operator.context().close();
  });
}
