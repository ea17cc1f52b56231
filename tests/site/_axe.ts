/**
 * axe-core in a playwright page: injects the pinned `axe-core` and lists the violations.
 *
 * @module
 */
import axe from "axe-core";
import type { Page } from "playwright-core";

/** One violation, as the assertion message shows it. */
export interface Violation {
  /** The rule, e.g. `color-contrast`. */
  id: string;
  /** The offending elements' selectors and axe's summary of each. */
  nodes: string[];
}

/**
 * Runs every axe-core rule (WCAG 2.x A and AA, and axe's best practices) on the page as it is.
 * The page's context must be created with `bypassCSP: true`, since axe is injected as a script.
 *
 * @param page The page.
 * @returns The violations; empty when there are none.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate("typeof window.axe === 'object'"))) {
    await page.addScriptTag({ content: axe.source });
  }
  const result = await page.evaluate<{
    violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[];
  }>("axe.run(document, { resultTypes: ['violations'] })");
  return result.violations.map((v) => ({
    id: v.id,
    nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`),
  }));
}
