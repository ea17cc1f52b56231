/**
 * The Route field's search of GitHub's operations in Debian's Chromium: the first screen does
 * not wait for the index, typing lists matches after each keystroke (the time from keydown to the
 * updated list is printed and written to `tests/.output/explorer-search-times.json`: it is a
 * measurement, not a gate, because this suite runs in parallel on shared machines; a keystroke
 * slower than {@linkcode HANG_MS} fails as a hang), the arrow keys
 * and Enter pick one (a history entry, as an example is), Escape closes the list, a click picks,
 * and axe finds nothing at 375 and 1280 px, light and dark.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { until } from "../_chromium.ts";
import { axeEverywhere, openPlayground, params, withPlayground } from "./_explorer.ts";
import { chromium } from "../_tools.ts";

/** A keystroke whose list takes longer than this is a hang, not a slow machine. */
const HANG_MS = 1000;

/** Keystroke-to-list times of this run, by query. */
const measured: Record<string, number[]> = {};

/** Checks that every keystroke listed its matches, and records the times. */
function keepTimes(query: string, times: number[]): void {
  measured[query] = times.map(Math.round);
  console.log(`keystroke to list, ${query}: ${measured[query].join(", ")} ms`);
  assert.ok(Math.max(...times) < HANG_MS, `keystroke to list: ${measured[query]} ms`);
  Deno.mkdirSync("tests/.output", { recursive: true });
  Deno.writeTextFileSync("tests/.output/explorer-search-times.json", JSON.stringify(measured));
}

/** Installs, in the page, a timer from each keydown in the Route field to the list's update. */
const INSTALL_PROBE = `(() => {
  const input = document.getElementById("route");
  const list = document.getElementById("route-options");
  window.searchTimes = [];
  let start;
  input.addEventListener("keydown", () => { start = performance.now(); });
  new MutationObserver(() => {
    if (start === undefined) return;
    window.searchTimes.push(performance.now() - start);
    start = undefined;
  }).observe(list, { childList: true, subtree: true, characterData: true, attributes: true });
})()`;

const OPTIONS = `[...document.querySelectorAll("#route-options [role=option]")]`;
const optionTexts = (page: Page) =>
  page.evaluate<string[]>(`${OPTIONS}.map((o) => o.querySelector(".mono").textContent)`);
const ACTIVE = `document.getElementById(document.getElementById("route")
  .getAttribute("aria-activedescendant"))?.querySelector(".mono").textContent ?? null`;
const activeText = (page: Page) => page.evaluate<string | null>(ACTIVE);
const expanded = (page: Page) => page.locator("#route").getAttribute("aria-expanded");
const focusedId = (page: Page) => page.evaluate("document.activeElement?.id");

/** Replaces the Route field's text by typing `text`; returns each keystroke's time to the list. */
async function search(page: Page, text: string): Promise<number[]> {
  await page.locator("#route").focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Backspace");
  await page.evaluate(INSTALL_PROBE);
  await page.keyboard.type(text);
  await until(page, `${OPTIONS}.length > 0`);
  return page.evaluate<number[]>("window.searchTimes");
}

/** Waits (up to 5 s) for the Route field to hold `route`: a pick is a navigation, so it lands
 * with the `hashchange` event; route and parameters change together. */
async function expectRoute(page: Page, route: string): Promise<void> {
  const value = () => page.locator("#route").inputValue();
  await until(
    page,
    `document.getElementById("route").value === ${JSON.stringify(route)}`,
    async () => assert.equal(await value(), route),
  );
}

/** Presses ArrowDown until the highlighted option is `route`; fails when it never is. */
async function arrowTo(page: Page, route: string): Promise<void> {
  const passed: (string | null)[] = [];
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("ArrowDown");
    passed.push(await activeText(page));
    if (passed.at(-1) === route) return;
  }
  throw new Error(`ArrowDown never reached ${route}; passed ${passed.join(" | ")}`);
}

chromium.test("the Route field searches GitHub's operations and picks one by keyboard", async (t) => {
  await withPlayground(async (base, browser) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });

    await t.step("the first screen does not wait for the index", async () => {
      const page = await context.newPage();
      let release = () => {};
      const held = new Promise<void>((resolve) => release = resolve);
      await page.route("**/github_index.json", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(base);
      await page.locator("main.layout").waitFor();
      await page.locator("#result-url").getByText("/repos/octocat/hello-world/issues").waitFor();
      const index = page.waitForResponse((r) => r.url().includes("github_index.json"));
      release();
      assert.equal((await index).status(), 200);
      await page.close();
    });

    const page = await openPlayground(context, base);

    await t.step("`list issues`: listed after each keystroke", async () => {
      const times = await search(page, "list issues");
      assert.ok(times.length >= 3, `measured ${times.length} keystrokes`);
      keepTimes("list issues", times);
      const options = await optionTexts(page);
      assert.ok(options.includes("GET /repos/{owner}/{repo}/issues"), options.join(" | "));
      assert.ok(options.includes("GET /issues"), options.join(" | "));
      assert.equal(await expanded(page), "true");
      assert.equal(await activeText(page), null, "nothing highlighted before an arrow key");
    });

    await t.step("ArrowDown and Enter pick: route and parameters filled, focus kept", async () => {
      await arrowTo(page, "GET /repos/{owner}/{repo}/issues");
      await page.keyboard.press("Enter");
      await expectRoute(page, "GET /repos/{owner}/{repo}/issues");
      assert.equal(await expanded(page), "false");
      assert.equal(await focusedId(page), "route");
      // The first screen's values are all parameters of this operation: every one is kept.
      assert.deepEqual(await params(page), {
        owner: "octocat",
        repo: "hello-world",
        state: "open",
        labels: ["bug", "ui"],
        per_page: 50,
      });
      await page.locator("#result-url").getByText("/repos/octocat/hello-world/issues").waitFor();
    });

    await t.step("`/repos/{owner}` lists that path's operations; ArrowUp wraps", async () => {
      keepTimes("/repos/{owner}", await search(page, "/repos/{owner}"));
      const options = await optionTexts(page);
      assert.equal(options.length, 8);
      assert.ok(options.every((o) => o.includes(" /repos/{owner}")), options.join(" | "));
      assert.equal(options[0], "GET /repos/{owner}/{repo}");
      await page.keyboard.press("ArrowUp");
      assert.equal(await activeText(page), options[7]);
      await page.keyboard.press("ArrowDown");
      assert.equal(await activeText(page), options[0]);
      await page.keyboard.press("Enter");
      await expectRoute(page, "GET /repos/{owner}/{repo}");
      // `state`, `labels` and `per_page` belong to no parameter of this operation: dropped.
      assert.deepEqual(await params(page), { owner: "octocat", repo: "hello-world" });
    });

    await t.step("a required body field becomes a placeholder; Back undoes the pick", async () => {
      await search(page, "create an issue");
      await arrowTo(page, "POST /repos/{owner}/{repo}/issues");
      await page.keyboard.press("Enter");
      await expectRoute(page, "POST /repos/{owner}/{repo}/issues");
      assert.deepEqual(await params(page), { owner: "octocat", repo: "hello-world", title: null });
      await page.goBack();
      await expectRoute(page, "create an issue");
    });

    await t.step("Escape closes the list and keeps the text; a click picks", async () => {
      await search(page, "gists");
      await page.keyboard.press("Escape");
      assert.equal(await expanded(page), "false");
      assert.ok(await page.locator("#route-options").isHidden());
      assert.equal(await page.locator("#route").inputValue(), "gists");
      assert.equal(await focusedId(page), "route");
      await page.keyboard.press("ArrowDown");
      assert.equal(await expanded(page), "true");
      await page.getByRole("option", { name: /Create a gist/ }).click();
      await expectRoute(page, "POST /gists");
      assert.equal(await focusedId(page), "route");
    });
    await context.close();

    await t.step(
      "axe: 0 violations with the list open, 375 and 1280 px, light and dark",
      async () => {
        const found = await axeEverywhere(browser, "explorer-search", async (context) => {
          const page = await openPlayground(context, base);
          await search(page, "list issues");
          await page.keyboard.press("ArrowDown");
          return page;
        });
        assert.deepEqual(found, []);
      },
    );
  });
});
