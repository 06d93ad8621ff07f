/**
 * Notifications as a customer meets them, in both languages, with JavaScript on and off: an
 * operator (a partner's script with its token) ships the customer's order; the header's bell shows
 * 1 — at once with JavaScript (the page is not reloaded), at the next page load without; the
 * notification opens the order and is then read. Everything before it is marked read with the
 * centre's own button first, so the bell starts from nothing.
 */
import type { Page } from "@playwright/test";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import { expectToast } from "./support/auth-ui.ts";
import { createOperator, operatorToken } from "./support/operators.ts";
import { paidOrder } from "./support/orders.ts";

const texts = {
  en: {
    title: "Notifications",
    bell: "Notifications",
    bellUnread: (count: number) => `Notifications: ${count} unread`,
    markAll: "Mark all as read",
    markedAll: "All your notifications are marked as read.",
    shipped: (reference: string) => `Unread Order ${reference} has shipped`,
    tracking: "UPS tracking number: 1Z999AA10123456784",
    markRead: "Mark as read",
  },
  fr: {
    title: "Notifications",
    bell: "Notifications",
    bellUnread: (count: number) => `Notifications\u202f: ${count} non lue${count > 1 ? "s" : ""}`,
    markAll: "Tout marquer comme lu",
    markedAll: "Toutes vos notifications sont marquées comme lues.",
    shipped: (reference: string) => `Non lue La commande ${reference} a été expédiée`,
    tracking: "Numéro de suivi UPS\u202f: 1Z999AA10123456784",
    markRead: "Marquer comme lue",
  },
} satisfies Record<Locale, unknown>;

/** The header's bell, found by the name it has for `count` unread notifications (none: 0). */
function bell(page: Page, locale: Locale, count: number) {
  const t = texts[locale];
  return page
    .getByRole("banner")
    .getByRole("link", { name: count === 0 ? t.bell : t.bellUnread(count), exact: true });
}

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  test.describe(`notifications (${locale})`, () => {
    test("an operator ships the order: the bell shows 1 (live with JavaScript), the notification opens the order and is read", async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const javaScript = testInfo.project.use.javaScriptEnabled !== false;
      const customer = await createVerifiedAccount(page.request, testInfo, locale);
      await signInThroughApi(page.request, customer);
      const sn = await paidOrder(page, locale);
      const reference = sn.slice(0, 8).toUpperCase();
      const operator = await createOperator(request, testInfo, locale);
      const token = await operatorToken(operator.email);
      const script = async (path: string, data: unknown) => {
        const response = await fetch(new URL(path, testInfo.project.use.baseURL), {
          method: "POST",
          headers: { "content-type": "application/json", Token: token },
          body: JSON.stringify(data),
        });
        const body = (await response.json()) as { code: number; msg: string };
        expect(body.code, `${path}: ${body.msg}`).toBe(1);
      };
      await script("/api/admin/order/start-production", { sn });

      // Placed, paid, in production: read them all, with the centre's button.
      await page.goto(localized("/account/notifications", locale));
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      await expect(bell(page, locale, 3)).toBeVisible();
      // A click while React hydrates the form can send it twice (the browser's post and React's
      // replay), and the toast is then read by the page being left.
      const markAll = page.getByRole("button", { name: t.markAll });
      if (javaScript) await waitForHydration(page, markAll);
      await markAll.click();
      await expectToast(page, t.markedAll);
      await expect(bell(page, locale, 0)).toBeVisible();
      await expect(page.getByTestId("unread-badge")).toHaveCount(0);

      await page.goto(localized("/account/orders", locale));
      await expect(bell(page, locale, 0)).toBeVisible();
      if (javaScript) await page.evaluate(() => Object.assign(window, { keptWithoutReload: true }));
      await script("/api/admin/order/ship", { sn, carrier: "ups", trackingNumber: "1Z 999 AA1 0123456784" });
      if (!javaScript) await page.reload();
      await expect(bell(page, locale, 1)).toBeVisible({ timeout: 10_000 });
      await expect(page.getByTestId("unread-badge")).toHaveText("1");
      if (javaScript) {
        // The same page, not a new one: the count came over the stream.
        expect(await page.evaluate(() => "keptWithoutReload" in window)).toBe(true);
      }

      await bell(page, locale, 1).click();
      await expect(page).toHaveURL(new RegExp(`${localized("/account/notifications", locale)}$`));
      const list = page.getByRole("list", {
        name: locale === "fr" ? "Vos notifications" : "Your notifications",
      });
      const item = list.getByRole("listitem").first();
      await expect(item).toContainText(t.tracking);
      await item.getByRole("button", { name: t.shipped(reference) }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(`/account/orders/${sn}`, locale)}$`));
      await expect(bell(page, locale, 0)).toBeVisible();
    });

    test("mark one read with its button: it stays in the list, no longer unread", async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const customer = await createVerifiedAccount(page.request, testInfo, locale);
      await signInThroughApi(page.request, customer);
      const sn = await paidOrder(page, locale);
      const reference = sn.slice(0, 8).toUpperCase();
      await page.goto(localized("/account/notifications", locale));
      await expect(bell(page, locale, 2)).toBeVisible();
      const list = page.getByRole("list", {
        name: locale === "fr" ? "Vos notifications" : "Your notifications",
      });
      await expect(list.getByRole("listitem")).toHaveCount(2);
      // Newest first: the payment, then the order placed.
      await list.getByRole("listitem").first().getByRole("button", { name: t.markRead }).click();
      await expect(bell(page, locale, 1)).toBeVisible();
      await expect(list.getByRole("listitem")).toHaveCount(2);
      await expect(list.getByRole("listitem").first().getByRole("button", { name: t.markRead })).toHaveCount(
        0,
      );
      await expect(list.getByRole("listitem").first()).toContainText(reference);
    });
  });
}
