/**
 * The playground's Send block in Chromium, against echo servers on 127.0.0.1: one that answers
 * with CORS headers (a success, a 404 and a 422) and one without them (a CORS failure). The token
 * typed in must reach the server and never the address bar, the history or the page's state.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { launchChromium, until } from "../_chromium.ts";
import { axeViolations } from "../site/_axe.ts";
import { echoServer, RATE_LIMIT_HEADERS } from "../_echo.ts";
import { serveSite } from "../_site.ts";
import { encodeState, INITIAL_STATE } from "../../playground/editor/state.ts";
import { chromium } from "../_tools.ts";

const TOKEN = "ghp_s3cretT0ken";

/** The playground's address for a route and parameters. */
function pageFor(site: string, route: string, params: Record<string, unknown>): string {
  return site + "index.html" +
    encodeState({ ...INITIAL_STATE, route, params: JSON.stringify(params) });
}

/**
 * Opens the page, types the token unless it is kept already, presses Send and waits for the
 * outcome.
 */
async function send(page: Page, url: string, path: string): Promise<void> {
  await page.goto(url);
  await page.locator("main.layout").waitFor();
  // A link that differs only in its fragment is applied after the navigation: the request options
  // must show this request before Send is pressed.
  await until(
    page,
    `document.getElementById('result-json')?.textContent.includes(${JSON.stringify(path)})`,
  );
  const field = page.getByLabel("Token", { exact: true });
  if ((await field.inputValue()) !== TOKEN) await field.fill(TOKEN);
  // The outcome of the request shown before is cleared once this one is on screen.
  await until(page, "document.getElementById('send-outcome')?.childElementCount === 0");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await until(page, "document.querySelector('#send-response, #send-failure') !== null");
}

const text = (page: Page, selector: string) => page.locator(selector).innerText();

chromium.test("the Send block sends the request with the token and shows what came back", async (t) => {
  const site = await serveSite();
  const cors = await echoServer({
    cors: true,
    status: (path) => path.startsWith("/missing") ? 404 : path.startsWith("/invalid") ? 422 : 200,
  });
  const plain = await echoServer();
  let browser: Browser | undefined;
  const params = { owner: "octocat", repo: "hello", title: "Zoë ✓", baseUrl: cors.base };
  const create = pageFor(site.base, "POST /repos/{owner}/{repo}/issues", params);
  try {
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();

    await t.step(
      "a success shows status, headers with the rate limit marked, pretty JSON",
      async () => {
        await send(page, create, "/repos/octocat/hello/issues");
        assert.equal(await text(page, "#send-status"), "200 OK");
        const arrival = cors.arrivals.at(-1)!;
        assert.equal(arrival.method, "POST");
        assert.equal(arrival.path, "/repos/octocat/hello/issues");
        assert.equal(arrival.headers.authorization, `Bearer ${TOKEN}`);
        const body = new TextEncoder().encode(JSON.stringify({ title: "Zoë ✓" }));
        assert.equal(
          arrival.body,
          Array.from(body, (b) => b.toString(16).padStart(2, "0")).join(""),
        );
        const marked = await page.locator("#send-headers .rate-limit dt mark").allInnerTexts();
        assert.deepEqual(marked.sort(), Object.keys(RATE_LIMIT_HEADERS).sort());
        const shown = await text(page, "#send-body");
        assert.ok(shown.includes('\n  "method": "POST",\n'), shown);
      },
    );

    await t.step(
      "the token is in session storage, never in the address bar or history",
      async () => {
        await page.waitForTimeout(400); // past the delay of the fragment's rewrite
        const href = await page.evaluate<string>("location.href");
        assert.ok(!href.includes(TOKEN) && !href.includes("s3cret"), href);
        assert.equal(await page.evaluate("history.state"), null);
        assert.equal(
          await page.evaluate("sessionStorage.getItem('playground-send-token')"),
          TOKEN,
        );
        await page.reload();
        await page.locator("main.layout").waitFor();
        assert.equal(await page.getByLabel("Token", { exact: true }).inputValue(), TOKEN);
        assert.ok(!(await page.evaluate<string>("location.href")).includes(TOKEN));
        await page.goBack();
        await page.goForward();
        assert.ok(!(await page.evaluate<string>("location.href")).includes(TOKEN));
      },
    );

    await t.step("a 404 and a 422 show their status and body", async () => {
      await send(page, pageFor(site.base, "GET /missing", { baseUrl: cors.base }), "/missing");
      assert.equal(await text(page, "#send-status"), "404 Not Found");
      assert.ok((await text(page, "#send-body")).includes('"path": "/missing"'));
      await send(
        page,
        pageFor(site.base, "POST /invalid", { title: "", baseUrl: cors.base }),
        "/invalid",
      );
      assert.equal(await text(page, "#send-status"), "422 Unprocessable Entity");
      assert.ok((await text(page, "#send-body")).includes('"path": "/invalid"'));
    });

    await t.step("a server without CORS headers: the failure explained, curl offered", async () => {
      await send(page, pageFor(site.base, "GET /user", { baseUrl: plain.base }), "/user");
      const alert = await text(page, "#send-failure [role=alert]");
      assert.match(alert, /CORS/);
      assert.match(alert, /TypeError/);
      const curl = await text(page, "#send-curl");
      assert.ok(curl.startsWith(`curl '${plain.base}/user'`), curl);
      assert.ok(!curl.includes(TOKEN), "the token is not copied into the curl command");
    });
    await t.step("the Code for menu shows the chosen client's snippet", async () => {
      await page.goto(create);
      await page.getByLabel("Code for", { exact: true }).selectOption({ label: "undici.request" });
      await until(
        page,
        "document.getElementById('client-code-title')?.textContent === 'undici.request'",
      );
      const code = await text(page, "#client-code");
      assert.ok(code.startsWith('import { request } from "undici";'), code);
      assert.ok(code.includes('method: "POST"'), code);
      assert.ok(!code.includes(TOKEN), "the token is not in the snippet");
    });
    await context.close();

    await t.step(
      "axe: no violation at 375 and 1280 px, light and dark, after a send",
      async () => {
        const found: string[] = [];
        const shots = [375, 1280].flatMap((width) =>
          (["light", "dark"] as const).flatMap((colorScheme) =>
            [create, pageFor(site.base, "GET /user", { baseUrl: plain.base })].map((url) =>
              [width, colorScheme, url] as const
            )
          )
        );
        for (const [width, colorScheme, url] of shots) {
          const ctx = await browser!.newContext({
            viewport: { width, height: 900 },
            colorScheme,
            bypassCSP: true,
          });
          const shot = await ctx.newPage();
          await shot.goto(url);
          await shot.locator("main.layout").waitFor();
          if (width < 960) await shot.getByRole("tab", { name: /Result/ }).click();
          await send(shot, url, url === create ? "/repos/octocat/hello/issues" : "/user");
          const name = url === create ? "response" : "cors-failure";
          const where = `${name} at ${width} px ${colorScheme}`;
          for (const v of await axeViolations(shot)) {
            found.push(`${where}: ${v.id}\n    ${v.nodes.slice(0, 3).join("\n    ")}`);
          }
          const overflow = await shot.evaluate<number>(
            "document.documentElement.scrollWidth - document.documentElement.clientWidth",
          );
          if (overflow > 0) found.push(`${where}: scrolls ${overflow} px sideways`);
          await Deno.mkdir(new URL("../.output/", import.meta.url), { recursive: true });
          await shot.screenshot({
            path: new URL(`../.output/send-${name}-${width}-${colorScheme}.png`, import.meta.url)
              .pathname,
            fullPage: true,
          });
          await ctx.close();
        }
        assert.deepEqual(found, []);
      },
    );
  } finally {
    await browser?.close();
    await cors.close();
    await plain.close();
    await site.close();
  }
});
