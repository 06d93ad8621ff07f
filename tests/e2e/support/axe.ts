/**
 * axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules, as the accessibility spec runs it on every
 * page family and as other specs run it on a state only they reach (a held order's conversation).
 */
import axe from "axe-core";
import type { Page } from "@playwright/test";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

const runOptions: axe.RunOptions = {
  runOnly: { type: "tag", values: wcagTags },
  // Only the violations are reported: passes and "incomplete" would cost time and say nothing.
  resultTypes: ["violations"],
  /**
   * axe leaves its experimental rules out unless asked, some of them WCAG A/AA checks (such as
   * label-content-name-mismatch, WCAG 2.5.3): every one with one of the tags above runs too.
   */
  rules: Object.fromEntries(
    axe
      .getRules(wcagTags)
      .filter((rule) => rule.tags.includes("experimental"))
      .map((rule) => [rule.ruleId, { enabled: true }]),
  ),
};

type WindowWithAxe = Window & { axe?: typeof axe };

/** A toast's or a dialog's fade lasts 200 ms (app.css); a toast's countdown, seconds. */
const shortAnimationMs = 1_000;
/** Checks of a page that changed while axe ran, before the last one counts whatever happened. */
const settleAttempts = 3;

/**
 * axe's findings on the page as it stands, run in the page. A check counts only if the page held
 * still while axe ran: an earlier toast whose time ran out, fading and then removed mid-run, was
 * once reported as the document itself at 1.01:1 (its text's colour mid-fade against the white
 * page, then gone). Fades that end soon (a toast's or a dialog's) are waited for first.
 */
async function settledViolations({
  options,
  longestMs,
  attempts,
}: {
  options: axe.RunOptions;
  longestMs: number;
  attempts: number;
}) {
  const { axe: inPage } = window as WindowWithAxe;
  if (!inPage) throw new Error("axe-core did not load in the page");
  for (let attempt = 1; ; attempt += 1) {
    const short = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === "number" && end <= longestMs;
    });
    // A cancelled animation (its element removed) rejects `finished`; it has ended all the same.
    await Promise.all(short.map((animation) => animation.finished.catch(() => undefined)));
    let changed = false;
    const observer = new MutationObserver(() => (changed = true));
    // A toast starts to close with a class, and is removed once it has faded.
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    const { violations } = await inPage.run(document, options);
    observer.disconnect();
    if (!changed || attempt === attempts) return violations;
  }
}

/**
 * One line per element axe finds at fault: page, variant, rule, target, and what is wrong.
 *
 * axe runs in the page itself, injected once per document. @axe-core/playwright's AxeBuilder cost
 * about five times as much per run: it injects axe again each time, has every frame compute a
 * selector and snippet for every element every rule checked (`resultTypes` cannot apply to its
 * partial results), and opens a blank page to merge them. The shop's pages have no frames, so
 * one `axe.run` in the page sees all there is; the accessibility spec runs it about 400 times.
 */
export async function violationsOn(page: Page, where: string): Promise<string[]> {
  // A width change keeps the document, and the axe already in it.
  const injected = await page.evaluate(() => Boolean((window as WindowWithAxe).axe));
  if (!injected) await page.evaluate(axe.source);
  const violations = await page.evaluate(settledViolations, {
    options: runOptions,
    longestMs: shortAnimationMs,
    attempts: settleAttempts,
  });
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? "").split("\n").slice(1).join(" ").trim();
      return `${where} ${violation.id}: ${node.target.join(" ")} (${summary || violation.help})`;
    }),
  );
}
