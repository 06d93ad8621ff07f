import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated `element` (the page's body by default): before that a click is
 * a document load and a key press reaches no handler, as without JavaScript. React marks every
 * element it owns with its fiber, so the mark is the proof, whatever the page. Right after a
 * client navigation the locator may still find the page being left; React removes that node and
 * its mark, so a node that leaves the document is given up and the locator asked again.
 */
export async function waitForHydration(page: Page, element?: Locator): Promise<void> {
  const target = (element ?? page.locator("body")).first();
  for (;;) {
    const outcome = await target.evaluate(
      (node) =>
        new Promise<"owned" | "removed">((resolve) => {
          const owned = () => Object.keys(node).some((key) => key.startsWith("__reactFiber"));
          const check = () => {
            if (!node.isConnected) resolve("removed");
            else if (owned()) resolve("owned");
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    if (outcome === "owned") return;
  }
}

/**
 * Waits until the designer answers: with scripts, a file chosen or a key pressed before it is
 * hydrated is lost. Its check form's document field is rendered in the browser only, so it is the
 * element whose hydration counts. Without scripts the forms answer at once.
 */
export async function waitForDesigner(page: Page, javaScriptEnabled: boolean): Promise<void> {
  if (!javaScriptEnabled) return;
  await waitForHydration(page, page.locator('input[type="hidden"][name="document"]'));
}

/**
 * Waits until the designer has kept the latest change in its draft: with scripts the page says so
 * once the save went through; without, the form post's answer already carries the draft's address.
 */
export async function whenDraftSaved(page: Page, javaScriptEnabled: boolean, saved: string): Promise<void> {
  if (javaScriptEnabled) await expect(page.getByTestId("save-state")).toHaveText(saved, { timeout: 10_000 });
  await expect(page).toHaveURL(/draft=/, { timeout: 10_000 });
}
