/**
 * The playground in a real browser: Debian's Chromium driven by playwright-core.
 *
 * Builds the page into a temporary folder, serves it on a free 127.0.0.1 port with the
 * playground's own static handler, and checks what a person does with it. Screenshots for review
 * go to `tests/.output/`. Fails (never skips) when Chromium is missing.
 */
import assert from "node:assert/strict";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { chromiumOrFail, expectUrl, launchChromium, until, urlText } from "../_chromium.ts";
import { build } from "../../playground/build.ts";
import { EXAMPLES } from "../../playground/editor/examples.ts";
import { encodeState, INITIAL_STATE } from "../../playground/editor/state.ts";
import { createStaticHandler } from "../../playground/site/static_handler.ts";
import { chromium } from "../_tools.ts";

const OUTPUT = new URL("../.output/", import.meta.url);

/** Expected url of every example, by id (written out here, not computed by the library). */
const EXAMPLE_URLS: Record<string, string> = {
  "list-issues":
    "https://api.github.com/repos/octocat/hello-world/issues?state=open&labels=bug%2Cui&per_page=50",
  "create-issue": "https://api.github.com/repos/octocat/hello-world/issues",
  "search-issues":
    "https://api.github.com/search/issues?q=windows+label%3Abug+language%3Apython+state%3Aopen&sort=created&order=asc",
  "upload-asset":
    "https://uploads.github.com/repos/octocat/hello-world/releases/1/assets?name=hello.txt&label=Greeting%20file",
  "file-raw": "https://api.github.com/repos/octocat/hello-world/contents/README.md",
  "preview": "https://api.github.com/repos/octocat/hello-world/topics",
  "colon-style": "https://api.github.com/repos/octocat/hello-world/pulls?state=closed&per_page=10",
  "enterprise": "https://github.acme-inc.com/api/v3/orgs/acme/repos?type=private",
  "cascade": "https://api.github.com/repos/denoland/deno/releases/latest",
  "star": "https://api.github.com/user/starred/octocat/hello-world",
};

/** Text that must appear in the request options of some examples. */
const EXAMPLE_RESULT_TEXT: Record<string, string[]> = {
  "create-issue": ['"method": "post"', '"title": "Found a bug"'],
  "upload-asset": ['"body": "Hello, world!\\n"', '"content-type": "text/plain"'],
  "file-raw": ['"accept": "application/vnd.github.v3.raw"'],
  "preview": ['"accept": "application/vnd.github.mercy-preview+json"'],
  "enterprise": ['"authorization": "token <ACCESS_TOKEN>"'],
  "star": ['"method": "put"', '"body": ""'],
};

/** Opens a page and records console errors and uncaught exceptions into `errors`. */
async function open(
  context: BrowserContext,
  url: string,
  errors: string[],
): Promise<Page> {
  const page = await context.newPage();
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(url);
  await page.locator("main.layout").waitFor();
  return page;
}

chromium.test("playground works in Chromium", async (t) => {
  chromiumOrFail();
  const outdir = await Deno.makeTempDir({ prefix: "playground-dist-" });
  await build({ outdir });
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    createStaticHandler(outdir),
  );
  const base = `http://127.0.0.1:${server.addr.port}/`;
  let browser: Browser | undefined;
  const errors: string[] = [];
  try {
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });

    await t.step("typing a route and parameters updates the url on every keystroke", async () => {
      const page = await open(context, base, errors);
      const route = page.getByLabel("Route", { exact: true });
      const params = page.getByLabel("Parameters", { exact: true });
      await route.fill("");
      await route.pressSequentially("GET /users/{username}/repos");
      await params.fill("");
      await params.pressSequentially('{"username": "octocat", "per_page": 2}');
      await expectUrl(page, "https://api.github.com/users/octocat/repos?per_page=2");
      await params.press("End");
      await params.press("ArrowLeft"); // before the closing brace
      await params.pressSequentially(', "sort": "updated"');
      await expectUrl(page, "https://api.github.com/users/octocat/repos?per_page=2&sort=updated");
      const curl = await page.locator("#curl-code").textContent();
      assert.match(
        curl ?? "",
        /^curl 'https:\/\/api\.github\.com\/users\/octocat\/repos\?per_page=2&sort=updated'/,
      );
      const fetchCode = await page.locator("#fetch-code").textContent();
      assert.match(fetchCode ?? "", /endpoint\("GET \/users\/\{username\}\/repos"/);
      assert.match(fetchCode ?? "", /await fetch\(toRequest\(options\)\);$/);
      await page.close();
    });

    await t.step("each call example loads and produces its url", async () => {
      const calls = EXAMPLES.filter((e) => e.group === "call");
      assert.deepEqual(calls.map((e) => e.id).sort(), Object.keys(EXAMPLE_URLS).sort());
      assert.ok(calls.length >= 8);
      const page = await open(context, base, errors);
      for (const example of calls) {
        await page.locator(".examples summary").click();
        await page.getByRole("link", { name: example.title, exact: true }).click();
        await expectUrl(page, EXAMPLE_URLS[example.id]);
        assert.equal(await page.locator('[role="alert"]').textContent(), "", example.id);
        assert.equal(
          await page.getByLabel("Route", { exact: true }).inputValue(),
          example.state.route,
        );
        const json = await page.locator("#result-json").textContent() ?? "";
        for (const text of EXAMPLE_RESULT_TEXT[example.id] ?? []) {
          assert.ok(json.includes(text), `${example.id}: ${text} in ${json}`);
        }
      }
      await page.close();
    });

    await t.step(
      "a malformed template shows INVALID_TEMPLATE with a caret; the last result stays, greyed out",
      async () => {
        const page = await open(context, base, errors);
        const before = await urlText(page);
        await page.getByLabel("Route", { exact: true }).fill("GET /repos/{owner/issues");
        const alert = page.getByRole("alert");
        await alert.getByText("INVALID_TEMPLATE").waitFor();
        const caret = await alert.locator("pre.caret").textContent() ?? "";
        const [line, marker] = caret.split("\n");
        assert.equal(line, "GET /repos/{owner/issues");
        assert.equal(marker.indexOf("^"), line.indexOf("{"), "caret under the unclosed brace");
        assert.equal(await urlText(page), before);
        assert.equal(await page.locator(".result .stale").count(), 1);
        assert.equal(
          await page.getByLabel("Route", { exact: true }).getAttribute("aria-invalid"),
          "true",
        );
        await page.getByLabel("Parameters", { exact: true }).fill("{ not json");
        await page.getByLabel("Route", { exact: true }).fill("GET /x");
        await alert.getByText("INVALID_JSON").waitFor();
        await page.close();
      },
    );

    await t.step(
      "a defaults layer with baseUrl changes the url; removing it restores it",
      async () => {
        const page = await open(context, base, errors);
        const before = await urlText(page) ?? "";
        await page.getByRole("button", { name: "Add defaults layer" }).click();
        const layer = page.getByLabel("Defaults 1", { exact: true });
        assert.equal(await page.evaluate("document.activeElement?.id"), "defaults-1");
        await layer.fill('{"baseUrl": "https://ghe.example.com/api/v3"}');
        await expectUrl(
          page,
          before.replace("https://api.github.com", "https://ghe.example.com/api/v3"),
        );
        const defaults = await page.locator("#defaults-json").textContent() ?? "";
        assert.ok(defaults.includes('"baseUrl": "https://ghe.example.com/api/v3"'), defaults);
        await page.getByRole("button", { name: "Add defaults layer" }).click();
        await page.getByLabel("Defaults 2", { exact: true }).fill(
          '{"headers": {"authorization": "token abc"}}',
        );
        await page.getByRole("button", { name: "Remove Defaults 1" }).click();
        await expectUrl(page, before);
        const json = await page.locator("#result-json").textContent() ?? "";
        assert.ok(json.includes('"authorization": "token abc"'));
        await page.close();
      },
    );

    await t.step("a share link restores the exact state", async () => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
      const page = await open(context, base, errors);
      const state = {
        route: "  POST /repos/{owner}/{repo}/issues  ",
        params: '{\n  "owner": "o w#n&er",\n  "repo": "r%20",\n  "title": "it\'s $HOME `x` é"\n}',
        defaults: ['{"headers": {"x-a": "1"}}', "{ broken"],
      };
      await page.getByLabel("Route", { exact: true }).fill(state.route);
      await page.getByLabel("Parameters", { exact: true }).fill(state.params);
      for (const [i, text] of state.defaults.entries()) {
        await page.getByRole("button", { name: "Add defaults layer" }).click();
        await page.getByLabel(`Defaults ${i + 1}`, { exact: true }).fill(text);
      }
      await page.getByRole("button", { name: "Copy link" }).click();
      await page.getByText("Copied").waitFor();
      const link = await page.evaluate<string>("navigator.clipboard.readText()");
      assert.ok(link.startsWith(base + "#"), link);
      const hash = link.slice(link.indexOf("#"));
      await until(
        page,
        `location.hash === ${JSON.stringify(hash)}`,
        async () =>
          assert.equal(
            await page.evaluate("location.hash"),
            hash,
            "the address bar holds the state",
          ),
      );
      await page.close();

      const restored = await open(context, link, errors);
      assert.equal(await restored.getByLabel("Route", { exact: true }).inputValue(), state.route);
      assert.equal(
        await restored.getByLabel("Parameters", { exact: true }).inputValue(),
        state.params,
      );
      for (const [i, text] of state.defaults.entries()) {
        assert.equal(
          await restored.getByLabel(`Defaults ${i + 1}`, { exact: true }).inputValue(),
          text,
        );
      }
      assert.equal(await restored.getByLabel("Defaults 3", { exact: true }).count(), 0);
      await restored.getByRole("alert").getByText("INVALID_JSON").waitFor();
      await restored.close();
    });

    await t.step(
      "a share link opens at most 20 defaults layers and 32 KB, and says so",
      async () => {
        const layered = encodeState({ ...INITIAL_STATE, defaults: Array(3000).fill("{}") });
        const page = await open(context, base + layered, errors);
        const notice = page.getByRole("status").filter({ hasText: "This link" });
        await notice.getByText("3000 defaults layers").waitFor();
        assert.match(
          await notice.textContent() ?? "",
          /opened the first 20 and left out the other 2980/,
        );
        assert.equal(await page.getByLabel("Defaults 20", { exact: true }).count(), 1);
        assert.equal(await page.getByLabel("Defaults 21", { exact: true }).count(), 0);
        await page.close();

        const long = encodeState({
          ...INITIAL_STATE,
          route: "GET /long",
          params: "a".repeat(40_000),
        });
        const unopened = await open(context, base + long, errors);
        await unopened.getByRole("status").getByText("This link was not opened").waitFor();
        assert.equal(
          await unopened.getByLabel("Route", { exact: true }).inputValue(),
          INITIAL_STATE.route,
        );
        await unopened.close();
      },
    );

    await t.step("every control has a label and the page works by keyboard", async () => {
      const page = await open(context, base, errors);
      await page.getByRole("button", { name: "Add defaults layer" }).click();
      const unlabelled = await page.evaluate(`
        [...document.querySelectorAll("input, textarea, select, button")]
          .filter((el) => !(el.getAttribute("aria-label") || el.labels?.length > 0 ||
            (el.tagName === "BUTTON" && el.textContent.trim())))
          .map((el) => el.outerHTML)
      `);
      assert.deepEqual(unlabelled, []);
      await page.locator(".examples summary").focus();
      await page.keyboard.press("Tab");
      assert.equal(await page.evaluate("document.activeElement?.textContent"), "Copy link");
      await page.keyboard.press("Tab");
      assert.equal(await page.evaluate("document.activeElement?.id"), "route");
      await page.keyboard.press("Tab");
      assert.equal(await page.evaluate("document.activeElement?.id"), "params");
      await page.getByRole("button", { name: "Remove Defaults 1" }).focus();
      await page.keyboard.press("Enter");
      assert.equal(await page.getByLabel("Defaults 1", { exact: true }).count(), 0);
      // Focus moves in an effect, after the next paint: poll for it rather than race it
      // (waitForFunction would poll with eval, which the page's CSP refuses).
      const focusedText = () => page.evaluate<string>("document.activeElement?.textContent");
      await until(
        page,
        `document.activeElement?.textContent === "Add defaults layer"`,
        async () => assert.equal(await focusedText(), "Add defaults layer"),
      );
      await page.close();
    });

    await t.step("screenshots at 375 px and 1280 px, light and dark", async () => {
      await Deno.mkdir(OUTPUT, { recursive: true });
      const shots: [string, number, "light" | "dark", string][] = [
        ["playground-375-light.png", 375, "light", "list-issues"],
        ["playground-375-dark.png", 375, "dark", "upload-asset"],
        ["playground-1280-light.png", 1280, "light", "enterprise"],
        ["playground-1280-dark.png", 1280, "dark", "create-issue"],
      ];
      for (const [name, width, colorScheme, id] of shots) {
        const ctx = await browser!.newContext({ viewport: { width, height: 900 }, colorScheme });
        const example = EXAMPLES.find((e) => e.id === id)!;
        const page = await open(ctx, base + encodeState(example.state), errors);
        if (width < 960) await page.getByRole("tab", { name: "Result" }).click();
        await expectUrl(page, EXAMPLE_URLS[id]);
        const overflow = await page.evaluate(
          "document.documentElement.scrollWidth - document.documentElement.clientWidth",
        );
        await page.screenshot({ path: new URL(name, OUTPUT).pathname, fullPage: true });
        await page.screenshot({ path: new URL(`top-${name}`, OUTPUT).pathname });
        assert.equal(overflow, 0, `${name}: no sideways scrolling`);
        if (width < 960) await page.getByRole("tab", { name: "Inputs" }).click();
        await page.getByLabel("Route", { exact: true }).fill("GET /repos/{owner}/{repo");
        await page.getByRole("alert").getByText("INVALID_TEMPLATE").waitFor();
        await page.screenshot({ path: new URL(`error-${name}`, OUTPUT).pathname });
        await ctx.close();
      }
    });

    await t.step("the page logged no console errors", () => {
      assert.deepEqual(errors, []);
    });
  } finally {
    await browser?.close();
    await server.shutdown();
    await Deno.remove(outdir, { recursive: true });
  }
});
