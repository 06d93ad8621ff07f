/**
 * axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules, as the accessibility spec runs it on every
 * page family and as other specs run it on a state only they reach (a held order's conversation).
 */
import { AxeBuilder } from "@axe-core/playwright";
import axe from "axe-core";
import type { Page } from "@playwright/test";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
/**
 * axe leaves its experimental rules out unless asked, some of them WCAG A/AA checks (such as
 * label-content-name-mismatch, WCAG 2.5.3): every one with one of the tags above runs too.
 */
const experimentalWcagRules = Object.fromEntries(
  axe
    .getRules(wcagTags)
    .filter((rule) => rule.tags.includes("experimental"))
    .map((rule) => [rule.ruleId, { enabled: true }]),
);

/** One line per element axe finds at fault: page, variant, rule, target, and what is wrong. */
export async function violationsOn(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    // Only the violations are reported: passes and "incomplete" would cost time and say nothing.
    .options({ resultTypes: ["violations"], rules: experimentalWcagRules })
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? "").split("\n").slice(1).join(" ").trim();
      return `${where} ${violation.id}: ${node.target.join(" ")} (${summary || violation.help})`;
    }),
  );
}
