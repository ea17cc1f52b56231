/**
 * axe-core in a playwright page: injects the pinned `axe-core` and lists the violations.
 *
 * @module
 */
import axe from "axe-core";
import type { Browser, Page } from "playwright-core";

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

/** The widths (px) and colour schemes every page is checked at. */
export const AXE_VIEWS: readonly { width: number; colorScheme: "light" | "dark" }[] = [
  "light",
  "dark",
]
  .flatMap((colorScheme) =>
    [375, 1280].map((width) => ({ width, colorScheme: colorScheme as "light" | "dark" }))
  );

/**
 * Opens each url at every one of {@linkcode AXE_VIEWS} and lists what is wrong: axe-core's
 * violations, and a page that scrolls sideways.
 *
 * @param browser The browser.
 * @param urls The pages.
 * @param ready Waits for what the page must show before it is checked.
 * @returns One line per problem, naming the page and the view; empty when there is none.
 */
export async function axeInEveryView(
  browser: Browser,
  urls: string[],
  ready: (page: Page) => Promise<void> = () => Promise.resolve(),
): Promise<string[]> {
  const found: string[] = [];
  for (const { width, colorScheme } of AXE_VIEWS) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      colorScheme,
      bypassCSP: true,
    });
    const page = await context.newPage();
    for (const url of urls) {
      await page.goto(url);
      await ready(page);
      const where = `${new URL(url).pathname.slice(0, 60)} at ${width} px ${colorScheme}`;
      for (const v of await axeViolations(page)) {
        found.push(`${where}: ${v.id}\n    ${v.nodes.slice(0, 3).join("\n    ")}`);
      }
      const overflow = await page.evaluate<number>(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth",
      );
      if (overflow > 0) found.push(`${where}: scrolls ${overflow} px sideways`);
    }
    await context.close();
  }
  return found;
}
