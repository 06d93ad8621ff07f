import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";

test("an open tab notices a newer build within the hour and loads the next page fresh", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript every navigation already loads a fresh document");
  await page.clock.install();
  await page.goto("/about");
  // Before the link is hydrated a click is a document load, as without JavaScript (the browser
  // first fetches the page's messages); this test is about the router's navigations.
  await waitForHydration(page, page.getByRole("banner").getByRole("link", { name: "Shipping" }));
  // A marker that survives client-side navigations but not a document load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole("banner").getByRole("link", { name: "Shipping" }).click();
  await expect(page).toHaveURL("/shipping");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

  await page.route("**/build-version", (route) => route.fulfill({ json: { version: "a-newer-build" } }));
  const checked = page.waitForRequest("**/build-version");
  await page.clock.fastForward("01:00:00");
  await checked;

  const documentLoad = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === "/creative",
  );
  await page.getByRole("banner").getByRole("link", { name: "Creative guide" }).click();
  await documentLoad;
  await page.waitForLoadState("load");
  await expect(page).toHaveURL("/creative");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
