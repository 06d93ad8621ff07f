import type { Locator, Page } from "@playwright/test";

/**
 * Waits until React has hydrated `element` (the page's body by default): before that a click is
 * a document load and a key press reaches no handler, as without JavaScript. React marks every
 * element it owns with its fiber, so the mark is the proof, whatever the page.
 */
export async function waitForHydration(page: Page, element?: Locator): Promise<void> {
  const target = element ?? page.locator("body");
  await target.first().evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const owned = () => Object.keys(node).some((key) => key.startsWith("__reactFiber"));
        const check = () => (owned() ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
}
