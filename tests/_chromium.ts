/**
 * Chromium, found on this machine (`CHROME_PATH`, else `PATH`: `chromiumOrFail()` of `_tools.ts`)
 * and launched headless, without a sandbox (tests may run as root) and without background
 * networking. Never a downloaded browser. And the waits the browser tests share: polling the
 * page, the playground's url.
 *
 * @module
 */
import assert from "node:assert/strict";
import { type Browser, chromium, type Page } from "playwright-core";
import { chromiumOrFail } from "./_tools.ts";

export { CHROMIUM_NAMES, chromiumOrFail } from "./_tools.ts";

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Launches the Chromium {@linkcode chromiumOrFail} finds, through playwright-core. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumOrFail(), args: FLAGS });
}

/**
 * Polls `condition`, a JavaScript expression evaluated in the page, every 50 ms for up to 5 s
 * (`waitForFunction` would evaluate it with `eval`, which the playground's CSP forbids), then
 * asserts: with `verify` when given (an assertion that shows what holds instead), else that the
 * condition holds, naming it.
 *
 * @param page The page.
 * @param condition An expression that becomes true.
 * @param verify The final assertion.
 */
export async function until(
  page: Page,
  condition: string,
  verify?: () => Promise<void>,
): Promise<void> {
  for (let i = 0; i < 100 && !(await page.evaluate<boolean>(condition)); i++) {
    await page.waitForTimeout(50);
  }
  if (verify === undefined) assert.ok(await page.evaluate<boolean>(condition), condition);
  else await verify();
}

/** The playground's result url as shown. */
export const urlText = (page: Page): Promise<string | null> =>
  page.locator("#result-url").textContent();

/** Waits (up to 5 s) for the playground to show `expected` as its url; fails showing the url. */
export async function expectUrl(page: Page, expected: string): Promise<void> {
  const shown = `document.getElementById("result-url")?.textContent === ${
    JSON.stringify(expected)
  }`;
  await until(page, shown, async () => assert.equal(await urlText(page), expected));
}
