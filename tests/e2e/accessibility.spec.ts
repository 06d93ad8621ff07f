/**
 * Accessibility, measured (issue 26): axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules on
 * every page family, in both languages, in light and dark mode, at desktop and phone widths.
 *
 * To stay quick, each test sets up its fixtures once (a customer, a cart, an order, an operator)
 * and checks its pages in the four mode × width variants in the same context: a page loads once
 * per mode, and the width changes in place. Every violation found is listed with its page,
 * variant, rule and elements, and the test fails on the first page family that has any.
 */
import type { Page, TestInfo } from "@playwright/test";
import { baseURL } from "../playwright.config.ts";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import { violationsOn } from "./support/axe.ts";
import { expectPaid, openTestPaymentPage, payWithCard, testCards } from "./support/checkout.ts";
import { waitForDesigner } from "./support/hydration.ts";
import { createOperator } from "./support/operators.ts";
import { placeOrderThroughApi, saveTeeDesign, twoSidedTeeInCart } from "./support/orders.ts";

const modes = ["light", "dark"] as const;
const widths = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

type Checked = { name: string; path: string; ready?: (page: Page) => Promise<void> };

/** The colour mode as the header's form keeps it: a cookie the server renders the page with. */
async function chooseColorMode(page: Page, mode: (typeof modes)[number]) {
  await page.context().addCookies([{ name: "color-mode", value: mode, url: baseURL }]);
}

/**
 * Resolves once the page has answered a width change: what measures itself (a wide table's
 * ScrollRegion, which becomes a focusable group when it starts to scroll) hears of it from a
 * ResizeObserver in the next frame and renders in a task after it. axe run sooner saw a table that
 * scrolled before its region had its tabindex (scrollable-region-focusable, once in a full run).
 */
async function widthSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => resolve()), 0)),
      ),
  );
}

/** Every page in the four variants; fails with the list of all violations found. */
async function checkPages(page: Page, locale: Locale, pages: Checked[]) {
  // Content that fades in on scroll is checked as it ends up: shown at once, as for a visitor who
  // asked for less motion (mid-fade, its colours are not the page's).
  await page.emulateMedia({ reducedMotion: "reduce" });
  const found: string[] = [];
  for (const checked of pages) {
    for (const mode of modes) {
      await chooseColorMode(page, mode);
      // Light starts wide and ends narrow; dark goes back: one load per mode.
      const order = mode === "light" ? widths : [...widths].reverse();
      await page.setViewportSize(order[0]);
      await page.goto(checked.path);
      await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${locale}`));
      await checked.ready?.(page);
      for (const viewport of order) {
        await page.setViewportSize(viewport);
        await widthSettled(page);
        found.push(
          ...(await violationsOn(page, `${checked.name} ${checked.path} [${mode}, ${viewport.name}]`)),
        );
      }
    }
  }
  expect(found, `axe found ${found.length} violations:\n${found.join("\n")}`).toEqual([]);
}

/** A JSON API call in the page's context (its session), checked for success. */
async function api<T = Record<string, unknown>>(page: Page, locale: Locale, path: string, data: unknown) {
  const response = await page.request.post(path, { data, headers: { "Accept-Language": locale } });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(1);
  return body.data;
}

function timeFor(testInfo: TestInfo, pages: number) {
  // About two seconds a page and variant on a quiet machine: room for five times that, plus the set-up.
  testInfo.setTimeout(60_000 + pages * 4 * 10_000);
}

for (const locale of ["en", "fr"] as const) {
  const at = (path: string) => localized(path, locale);

  test.describe(`accessibility (${locale})`, () => {
    // The unknown page answers 404, which the browser reports.
    test.use({ expectedConsoleErrors: [/status of 404/] });

    test("public pages, the designer and the error page have no WCAG A/AA violation", async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name !== "js-on", "with scripts; the designer's form mode is checked below");
      const pages: Checked[] = [
        { name: "home", path: at("/") },
        { name: "catalogue", path: at("/products") },
        { name: "category", path: at("/products/apparel") },
        { name: "product", path: at("/products/st75v2") },
        {
          name: "designer",
          path: at("/design?product=st75v2&color=white"),
          ready: (designer) => waitForDesigner(designer, true),
        },
        { name: "about", path: at("/about") },
        { name: "creative", path: at("/creative") },
        { name: "shipping", path: at("/shipping") },
        { name: "help centre", path: at("/help-center") },
        { name: "terms", path: at("/terms") },
        { name: "privacy", path: at("/privacy") },
        { name: "not found", path: at("/no-such-page") },
      ];
      timeFor(testInfo, pages.length);
      await checkPages(page, locale, pages);
    });

    test.describe("without the shop's scripts", () => {
      // The page never hydrates: its scripts are withheld.
      test.use({ gotoWaitsForHydration: false });

      test("the designer's form mode has no WCAG A/AA violation", async ({ page }, testInfo) => {
        // The form mode is the designer without scripts. axe itself needs a page that runs scripts,
        // so the page runs them but the shop's own are served empty: the server's HTML stays as a
        // browser without JavaScript shows it.
        test.skip(testInfo.project.name !== "js-on", "axe runs in the page");
        await page.route(/\/assets\/.*\.js$/, (route) =>
          route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
        );
        timeFor(testInfo, 1);
        await checkPages(page, locale, [
          { name: "designer (form mode)", path: at("/design?product=st75v2&color=white") },
        ]);
      });
    });

    test("checkout and account pages and a shared collection have no WCAG A/AA violation", async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name !== "js-on", "with scripts");
      timeFor(testInfo, 18);
      const account = await createVerifiedAccount(page.request, testInfo, locale);
      await signInThroughApi(page.request, account);

      // A template in a shared collection.
      const draftId = await saveTeeDesign(page, locale, "Shared tee");
      const { template } = await api<{ template: { id: string } }>(page, locale, "/api/templates/save", {
        draftId,
        name: "Shared tee",
      });
      const { collection } = await api<{ collection: { id: string } }>(
        page,
        locale,
        "/api/collections/create",
        {
          name: "Summer",
          description: "Tees for the summer fair",
        },
      );
      await api(page, locale, "/api/collections/templates", {
        id: collection.id,
        action: "add",
        templateIds: [template.id],
      });
      const { shareUrl } = await api<{ shareUrl: string }>(page, locale, "/api/collections/share", {
        id: collection.id,
        shared: true,
      });

      // An order placed (not paid yet), and a new cart for the order steps.
      const sn = await placeOrderThroughApi(page, locale);
      const { addresses } = await api<{ addresses: { id: string }[] }>(page, locale, "/api/addresses", {});
      const cartDesign = await saveTeeDesign(page, locale, "Cart tee");
      await api(page, locale, "/api/cart/update", {
        designId: cartDesign,
        quantities: [{ color: "white", size: "m", quantity: 3 }],
      });

      const beforePaying: Checked[] = [
        { name: "cart", path: at("/order/product") },
        { name: "delivery", path: at("/order/shipping") },
        { name: "confirm", path: at(`/order/confirm?address=${addresses[0]!.id}&method=standard`) },
        { name: "payment", path: at(`/order/payment?sn=${sn}`) },
        { name: "orders", path: at("/account/orders") },
        { name: "files", path: at("/account/files") },
        { name: "collections", path: at("/account/collections") },
        { name: "collection", path: at(`/account/collections/${collection.id}`) },
        { name: "templates", path: at("/account/templates") },
        { name: "template apply", path: at(`/account/templates/${template.id}/apply`) },
        { name: "settings", path: at("/account/settings") },
        { name: "notifications", path: at("/account/notifications") },
        { name: "notification preferences", path: at("/account/notifications/preferences") },
        { name: "shared collection", path: new URL(shareUrl).pathname },
      ];
      const afterPaying: Checked[] = [
        { name: "payment (paid)", path: at(`/order/payment?sn=${sn}`) },
        { name: "order", path: at(`/account/orders/${sn}`) },
        { name: "receipt", path: at(`/account/orders/${sn}/receipt`) },
      ];
      await checkPages(page, locale, beforePaying);

      // The test provider's page, checked, then paid on.
      await page.goto(at(`/order/payment?sn=${sn}`));
      await openTestPaymentPage(page, locale);
      await checkPages(page, locale, [{ name: "test payment provider", path: new URL(page.url()).pathname }]);
      await payWithCard(page, locale, testCards.pays);
      await expectPaid(page, locale, sn);
      await checkPages(page, locale, afterPaying);
    });

    test("a visitor's checkout without an account has no WCAG A/AA violation", async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== "js-on", "with scripts");
      timeFor(testInfo, 4);
      // A visitor's two-sided tee in their cart and an address, kept against their designer session.
      const addressId = await twoSidedTeeInCart(page, locale);
      const { quote } = await api<{ quote: { totalCents: number } }>(page, locale, "/api/shipping/quote", {
        address: addressId,
        method: "standard",
      });
      await checkPages(page, locale, [{ name: "guest delivery", path: at("/order/shipping") }]);
      const { sn } = await api<{ sn: string }>(page, locale, "/api/order/place", {
        address: addressId,
        method: "standard",
        placeKey: `a11y-guest-${Date.now()}`,
        approvedTotalCents: quote.totalCents,
        email: `guest-${locale}-${Date.now()}@example.com`,
      });
      await page.goto(at(`/order/payment?sn=${sn}`));
      await openTestPaymentPage(page, locale);
      await payWithCard(page, locale, testCards.pays);
      await expectPaid(page, locale, sn);
      await checkPages(page, locale, [
        { name: "guest payment (paid, keep it)", path: at(`/order/payment?sn=${sn}`) },
        { name: "guest receipt", path: at(`/account/orders/${sn}/receipt`) },
      ]);
    });

    test("back-office pages have no WCAG A/AA violation", async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== "js-on", "with scripts");
      timeFor(testInfo, 12);
      const operator = await createOperator(page.request, testInfo, locale);
      await signInThroughApi(page.request, operator);
      const sn = await placeOrderThroughApi(page, locale);
      // A code in the discounts list, so its table and its "turn off" button are checked too.
      const code = await page.request.post("/api/admin/discounts/save", {
        data: { code: `A11Y-${locale}-${Date.now()}`, percentOff: 10, maxUses: 5, minSubtotalCents: 2000 },
      });
      expect(((await code.json()) as { code: number }).code).toBe(1);
      await page.goto(at("/admin/accounts"));
      const accountPath = await page
        .getByRole("row")
        .filter({ hasText: operator.email })
        .getByRole("link", { name: operator.fullName })
        .evaluate((link) => new URL((link as HTMLAnchorElement).href).pathname);

      const pages: Checked[] = [
        { name: "dashboard", path: at("/admin") },
        { name: "catalogue", path: at("/admin/catalogue") },
        { name: "product", path: at("/admin/catalogue/st75v2") },
        { name: "shipping rates", path: at("/admin/shipping") },
        { name: "exchange rates", path: at("/admin/rates") },
        { name: "orders", path: at("/admin/orders") },
        { name: "order", path: at(`/admin/orders/${sn}`) },
        { name: "packing slip", path: at(`/admin/orders/${sn}/packing-slip`) },
        { name: "accounts", path: at("/admin/accounts") },
        { name: "account", path: accountPath },
        { name: "audit", path: at("/admin/audit") },
        { name: "discount codes", path: at("/admin/discounts") },
      ];
      await checkPages(page, locale, pages);
    });
  });
}
