/**
 * The playground by keyboard alone, and its history: a walk through the skip link, route,
 * parameters, defaults, examples (Escape and a click outside close the menu; focus lands on the
 * route after an example), mode and copy buttons in Debian's Chromium, with Back returning to the
 * state before each example or mode switch; the narrow layout's tabs; the missing-value warning;
 * the route search (type, arrows, Enter), the operation's form (Tab through its fields, a select
 * changed by keyboard), an API description loaded by keyboard, and Send (token field, button,
 * Enter) against a local echo server.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { chromiumOrFail, expectUrl, launchChromium, until } from "../_chromium.ts";
import { echoServer } from "../_echo.ts";
import { type ServedSite, serveSite } from "../_site.ts";
import { EXAMPLES } from "../../playground/editor/examples.ts";
import { encodeState, INITIAL_STATE } from "../../playground/editor/state.ts";
import { chromium } from "../_tools.ts";

/** The accessible-ish name of the focused element, as an expression: its id, or its text. */
const FOCUSED =
  "(() => { const e = document.activeElement; return e?.id || e?.textContent?.trim() || ''; })()";
const focused = (page: Page) => page.evaluate<string>(FOCUSED);

/** Presses Tab until `name` has focus; returns the names passed on the way. */
async function tabTo(page: Page, name: string, limit = 40): Promise<string[]> {
  const passed: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    passed.push(now);
    if (now === name) return passed;
  }
  throw new Error(`Tab never reached ${name}; passed ${passed.join(" | ")}`);
}

/** Polls until `name` has focus (up to 5 s); the failure names what has it instead. */
async function expectFocus(page: Page, name: string): Promise<void> {
  await until(
    page,
    `${FOCUSED} === ${JSON.stringify(name)}`,
    async () => assert.equal(await focused(page), name, "the focused element"),
  );
}

/** The route of the Route field's highlighted option, as an expression. */
const ACTIVE_OPTION = `document.getElementById(document.getElementById("route")
  .getAttribute("aria-activedescendant"))?.querySelector(".mono").textContent ?? null`;

/** Presses ArrowDown until the highlighted option is `route`; fails naming those passed. */
async function arrowTo(page: Page, route: string): Promise<void> {
  const passed: (string | null)[] = [];
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press("ArrowDown");
    passed.push(await page.evaluate<string | null>(ACTIVE_OPTION));
    if (passed.at(-1) === route) return;
  }
  throw new Error(`ArrowDown never reached ${route}; passed ${passed.join(" | ")}`);
}

async function replaceText(page: Page, text: string): Promise<void> {
  await page.keyboard.press("Control+A");
  await page.keyboard.type(text);
}

chromium.test("the playground works by keyboard alone, and Back undoes examples", async (t) => {
  chromiumOrFail();
  let site: ServedSite | undefined;
  let browser: Browser | undefined;
  try {
    site = await serveSite();
    const base = `${site.base}index.html`;
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: new URL(base).origin,
    });
    const page = await context.newPage();
    await page.goto(base);
    await page.locator("main.layout").waitFor();

    await t.step(
      "Tab order: skip link, site navigation, intro, mode, examples, copy link, route",
      async () => {
        const passed = await tabTo(page, "route");
        assert.deepEqual(passed, [
          "Skip to main content",
          "Playground",
          "API reference",
          "Behaviour",
          "Decisions",
          "OpenAPI",
          "OpenAPI styles",
          "From octokit",
          "HTTP clients",
          "How it works",
          "endpoint()",
          "URI template",
          "Examples: List issues (query parameters)",
          "Copy link",
          "route",
        ]);
      },
    );

    await t.step("the skip link moves focus to the playground and keeps the state", async () => {
      const state = new URL(page.url()).hash;
      assert.match(state, /^#v=1&/);
      await page.keyboard.press("Shift+Tab");
      await page.locator(".skip-link").focus();
      await page.keyboard.press("Enter");
      await expectFocus(page, "site-main");
      assert.equal(new URL(page.url()).hash, state, "the address bar still holds the state");
      await page.keyboard.press("Tab");
      await expectFocus(page, "route");
    });

    await t.step("route, parameters and a defaults layer, typed", async () => {
      await replaceText(page, "GET /users/{username}/repos");
      // The warning about `username` (no value yet) links its behaviour section on the way.
      assert.deepEqual(await tabTo(page, "params"), ["behaviour §5 (RFC 6570 engine)", "params"]);
      await replaceText(page, '{"username": "octocat", "per_page": 2}');
      await expectUrl(page, "https://api.github.com/users/octocat/repos?per_page=2");
      await tabTo(page, "Add defaults layer");
      await page.keyboard.press("Enter");
      await expectFocus(page, "defaults-1");
      await replaceText(page, '{"baseUrl": "https://ghe.test/api/v3"}');
      await expectUrl(page, "https://ghe.test/api/v3/users/octocat/repos?per_page=2");
    });

    await t.step("copy buttons copy what they name", async () => {
      await tabTo(page, "Copy");
      await page.keyboard.press("Enter");
      await page.getByText("Copied").first().waitFor();
      const copied = await page.evaluate<string>("navigator.clipboard.readText()");
      assert.equal(copied.trim().startsWith("{"), true, "the first copy button copies DEFAULTS");
      assert.match(copied, /"baseUrl": "https:\/\/ghe\.test\/api\/v3"/);
      await page.getByRole("button", { name: "Copy url" }).focus();
      await page.keyboard.press("Enter");
      await page.waitForTimeout(100);
      assert.equal(
        await page.evaluate<string>("navigator.clipboard.readText()"),
        "https://ghe.test/api/v3/users/octocat/repos?per_page=2",
      );
    });

    await t.step("moving through the examples changes nothing until Enter", async () => {
      await page.locator(".examples summary").focus();
      await page.keyboard.press("Enter");
      await until(page, "document.querySelector('.examples')?.open === true");
      await page.keyboard.press("Tab");
      await expectFocus(page, "List issues (query parameters)");
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("Tab");
      }
      await expectFocus(page, "Upload a release asset (raw data)");
      assert.equal(await page.locator("#route").inputValue(), "GET /users/{username}/repos");
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Shift+Tab");
      await expectFocus(page, "Create an issue (JSON body)");
      await page.keyboard.press("Enter");
      await expectUrl(page, "https://api.github.com/repos/octocat/hello-world/issues");
      assert.equal(await page.locator("#route").inputValue(), "POST /repos/{owner}/{repo}/issues");
      assert.equal(await page.locator(".examples").getAttribute("open"), null, "the menu closes");
      await expectFocus(page, "route");
    });

    await t.step("Escape and a click outside close the examples menu", async () => {
      const summary = page.locator(".examples summary");
      const isOpen = "document.querySelector('.examples').open";
      await summary.focus();
      await page.keyboard.press("Enter");
      await until(page, isOpen);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Escape");
      await until(page, `!${isOpen}`);
      await expectFocus(page, "Examples: Create an issue (JSON body)");
      await page.keyboard.press("Enter");
      await until(page, isOpen);
      await page.keyboard.press("Escape");
      await until(page, `!${isOpen}`);
      await summary.click();
      await until(page, isOpen);
      await page.locator("#result-title").click();
      await until(page, `!${isOpen}`);
      assert.equal(await page.locator("#route").inputValue(), "POST /repos/{owner}/{repo}/issues");
    });

    await t.step(
      "Back returns to the edits the example replaced; Forward to the example",
      async () => {
        await page.goBack();
        await expectUrl(page, "https://ghe.test/api/v3/users/octocat/repos?per_page=2");
        assert.equal(
          await page.locator("#defaults-1").inputValue(),
          '{"baseUrl": "https://ghe.test/api/v3"}',
        );
        await page.goForward();
        await expectUrl(page, "https://api.github.com/repos/octocat/hello-world/issues");
      },
    );

    await t.step("a template example puts focus on the template field", async () => {
      await page.locator(".examples summary").click();
      await page.getByRole("link", { name: "Explode: a list and a map" }).click();
      await expectFocus(page, "template");
      await page.goBack();
      await expectUrl(page, "https://api.github.com/repos/octocat/hello-world/issues");
    });

    await t.step("the template mode by keyboard; Back returns to endpoint()", async () => {
      await page.getByRole("link", { name: "URI template" }).focus();
      await page.keyboard.press("Enter");
      await page.locator("#template").waitFor();
      await page.locator("#template").focus();
      await replaceText(page, "/repos{/owner,repo}{?page}");
      await tabTo(page, "variables");
      await replaceText(page, '{"owner": "o", "repo": "r", "page": 2}');
      const expansion = page.locator("#expansion");
      await until(
        page,
        `document.getElementById("expansion")?.textContent === "/repos/o/r?page=2"`,
        async () => assert.equal(await expansion.textContent(), "/repos/o/r?page=2"),
      );
      await page.goBack();
      await expectUrl(page, "https://api.github.com/repos/octocat/hello-world/issues");
    });

    await t.step("a placeholder without a value is a warning naming it, not an error", async () => {
      await page.locator("#route").fill("POST /repos/{owner}/{repo}/issues/{issue_number}");
      const warning = page.getByRole("status").filter({ hasText: "Warning" });
      await warning.waitFor();
      assert.match(await warning.textContent() ?? "", /no value for placeholder issue_number\./);
      assert.equal(await page.locator(".alert:not(.empty)").count(), 0);
      await expectUrl(page, "https://api.github.com/repos/octocat/hello-world/issues");
    });

    await t.step("a layer added right after a keystroke takes focus", async () => {
      // The keystroke's render is committed and its effects wait for the next paint when the
      // add button is pressed: the new editor must still get focus.
      const layers = await page.locator("textarea[id^='defaults-']").count();
      await page.evaluate(`(async () => {
        const params = document.getElementById("params");
        params.value += " ";
        params.dispatchEvent(new Event("input", { bubbles: true }));
        for (let i = 0; i < 3; i++) await Promise.resolve();
        [...document.querySelectorAll("button")]
          .find((button) => button.textContent.trim() === "Add defaults layer").click();
      })()`);
      await expectFocus(page, `defaults-${layers + 1}`);
    });
    await page.close();

    const walk = await context.newPage();
    const echo = await echoServer({ cors: true });
    try {
      await walk.goto(base);
      await walk.locator("main.layout").waitFor();

      await t.step("the route search by keyboard: type, arrows, Enter", async () => {
        await tabTo(walk, "route");
        await replaceText(walk, "list repository issues");
        await until(walk, `document.querySelectorAll("#route-options [role=option]").length > 0`);
        await arrowTo(walk, "GET /repos/{owner}/{repo}/issues");
        await walk.keyboard.press("Enter");
        await until(
          walk,
          `document.getElementById("route").value === "GET /repos/{owner}/{repo}/issues"`,
        );
        await expectFocus(walk, "route");
        assert.equal(await walk.locator("#route").getAttribute("aria-expanded"), "false");
      });

      await t.step(
        "the operation's form by keyboard: Tab through it, a select changed",
        async () => {
          const summary = await walk.locator(".operation-form summary").textContent();
          assert.match(summary ?? "", /^Form: List repository issues/);
          await tabTo(walk, summary!.trim());
          await walk.keyboard.press("Enter");
          await until(walk, `document.querySelector(".operation-form").open === true`);
          const passed = await tabTo(walk, "op-state");
          assert.deepEqual(passed.slice(0, 3), ["GitHub's docs", "op-owner", "op-repo"]);
          // The pick kept the initial example's `state`; ArrowDown selects the next value.
          assert.equal(JSON.parse(await walk.locator("#params").inputValue()).state, "open");
          await walk.keyboard.press("ArrowDown");
          await until(
            walk,
            `JSON.parse(document.getElementById("params").value).state === "closed"`,
          );
          await walk.keyboard.press("Tab");
          await walk.keyboard.type("bug");
          await until(walk, `document.activeElement.id === "op-assignee"`);
          assert.equal(JSON.parse(await walk.locator("#params").inputValue()).assignee, "bug");
        },
      );

      await t.step("an API description pasted and loaded by keyboard, and back", async () => {
        await tabTo(walk, "API: GitHub's REST API", 80);
        await walk.keyboard.press("Enter");
        await until(walk, `document.querySelector("details.describe").open === true`);
        await tabTo(walk, "describe-paste");
        await walk.keyboard.type(JSON.stringify({
          openapi: "3.1.0",
          info: { title: "Typed", version: "1" },
          paths: { "/typed": { get: { summary: "Typed by keyboard" } } },
        }));
        await walk.keyboard.press("Tab");
        await expectFocus(walk, "Load pasted text");
        await walk.keyboard.press("Enter");
        await walk.locator("#describe-status").getByText("Loaded Typed 1: 1 operation").waitFor();
        // The way back heads the API's operation list, above the block.
        for (let i = 0; i < 40 && await focused(walk) !== "Back to GitHub's API"; i++) {
          await walk.keyboard.press("Shift+Tab");
        }
        await expectFocus(walk, "Back to GitHub's API");
        await walk.keyboard.press("Enter");
        await until(
          walk,
          `document.querySelector("details.describe summary").textContent === "API: GitHub's REST API"`,
        );
      });

      await t.step("Send by keyboard: the token field, the button, Enter", async () => {
        const params = { owner: "octocat", repo: "hello-world", baseUrl: echo.base };
        const state = { ...INITIAL_STATE, route: "GET /repos/{owner}/{repo}/issues" };
        await walk.goto(base + encodeState({ ...state, params: JSON.stringify(params) }));
        await walk.locator("main.layout").waitFor();
        await expectUrl(walk, `${echo.base}/repos/octocat/hello-world/issues`);
        await tabTo(walk, "send-token", 80);
        await walk.keyboard.type("kb-token");
        await walk.keyboard.press("Tab");
        await expectFocus(walk, "send-button");
        await walk.keyboard.press("Enter");
        await walk.locator("#send-outcome").getByText("200").first().waitFor();
        const arrival = echo.arrivals.at(-1)!;
        assert.equal(arrival.path, "/repos/octocat/hello-world/issues");
        assert.equal(arrival.headers.authorization, "Bearer kb-token");
        assert.ok(!walk.url().includes("kb-token"), "the token never enters the address bar");
      });
    } finally {
      await walk.close();
      await echo.close();
    }

    await t.step("at 375 px the result is one tab away, above the fold", async () => {
      const narrow = await browser!.newContext({ viewport: { width: 375, height: 667 } });
      const phone = await narrow.newPage();
      const example = EXAMPLES.find((e) => e.id === "upload-asset")!;
      await phone.goto(base + encodeState(example.state));
      const tab = phone.getByRole("tab", { name: "Result" });
      const box = await tab.boundingBox();
      assert.ok(box && box.y + box.height <= 667, `the Result tab is at ${box?.y}`);
      assert.ok(
        await phone.locator("#url-preview").isVisible(),
        "the url is shown under the route",
      );
      await phone.getByRole("tab", { name: "Inputs" }).focus();
      await phone.keyboard.press("ArrowRight");
      assert.equal(await focused(phone), "tab-result");
      assert.equal(await phone.locator("#route").isVisible(), false);
      const url = phone.locator("#result-url");
      assert.ok(await url.isVisible());
      const top = (await url.boundingBox())!.y;
      assert.ok(top < 667, `the url is at ${top} px, inside the first screen`);
      const overflow = await phone.evaluate<number>(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth",
      );
      assert.equal(overflow, 0, "no sideways scrolling");
      // With the Result tab open the route is hidden: focus stays on the menu, not on <body>.
      await phone.locator(".examples summary").click();
      await phone.getByRole("link", { name: "Star a repository (PUT without body)" }).click();
      await expectFocus(phone, "Examples: Star a repository (PUT without body)");
      await narrow.close();
    });
  } finally {
    await browser?.close();
    await site?.close();
  }
});
