/**
 * The client snippets as the built page shows them, run: Chromium opens the playground, a
 * description served by an echo server on 127.0.0.1 is pasted in, a token typed into the Send
 * block, and for each operation (query only, JSON, form, multipart) the request options and every
 * client's snippet are read from the page; the snippets then run outside the browser and the echo
 * server must receive what the request options say, every header (`user-agent` included, which
 * a browser `Request` drops) and the token read from `$TOKEN`.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { endpoint, type RequestOptions } from "../../mod.ts";
import { until } from "../_chromium.ts";
import { echoServer } from "../_echo.ts";
import { toolTest } from "../_tools.ts";
import { blobTexts, CLIENT_SNIPPETS } from "../../playground/snippets/mod.ts";
import { bodyNote, optionsText } from "../../playground/snippets/request_text.ts";
import { encodeState, INITIAL_STATE } from "../../playground/editor/state.ts";
import { clientSnippets, openPlayground, withPlayground } from "./_explorer.ts";
import {
  assertSent,
  type Call,
  DESCRIBED_CALLS,
  describedOptions,
  description,
  runSnippets,
  TOKEN,
} from "./_snippet_runs.ts";

/** The clients run here: the JavaScript ones, and curl (gh reaches GitHub's API only). */
const CLIENTS = CLIENT_SNIPPETS.filter((c) => c.id !== "gh" && c.id !== "octokit");

/** A multipart boundary, random in each run: the page's and the test's differ. */
const BOUNDARY = /boundary=[\w-]+/g;

/** Each client's snippet as the page shows it, once the request options show `expected`. */
async function snippetsShown(page: Page, expected: RequestOptions): Promise<Map<string, string>> {
  const options = optionsText(expected, await blobTexts(expected)).replace(BOUNDARY, "boundary=");
  const shown =
    `document.getElementById("result-json")?.textContent.replace(${BOUNDARY}, "boundary=")`;
  await until(
    page,
    `${shown} === ${JSON.stringify(options)}`,
    async () => {
      const text = await page.locator("#result-json").textContent();
      assert.equal(text?.replace(BOUNDARY, "boundary="), options);
    },
  );
  const snippets = await clientSnippets(page, CLIENTS);
  assert.equal(snippets.get("curl"), await page.locator("#curl-code").textContent());
  return snippets;
}

/** A text as a regular expression that matches it. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Pastes a description into the explorer and waits until it is loaded. */
async function paste(page: Page, text: string): Promise<void> {
  await page.locator("details.describe summary").click();
  await page.locator("#describe-paste").fill(text);
  await page.getByRole("button", { name: "Load pasted text" }).click();
  await until(page, `/^Loaded /.test(document.getElementById("describe-status")?.textContent)`);
}

/** Types a route and parameters into the page. */
async function call(page: Page, [, route, params]: Call): Promise<void> {
  await page.getByLabel("Route", { exact: true }).fill(route);
  await page.keyboard.press("Escape");
  await page.getByLabel("Parameters", { exact: true }).fill(JSON.stringify(params));
}

toolTest(
  "the snippets the page shows send what its request options say, token and user-agent included",
  ["chromium", "curl"],
  async () => {
    const server = await echoServer();
    const sent: RequestOptions[] = [];
    const code = new Map(CLIENTS.map((c) => [c.id, [] as string[]]));
    const keep = (shown: Map<string, string>) => {
      for (const [id, text] of shown) code.get(id)!.push(text);
    };
    try {
      await withPlayground(async (base, browser) => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        // GitHub's own route, sent to the echo server: the case a browser Request strips
        const github = endpoint("POST /repos/{owner}/{repo}/issues", {
          owner: "octocat",
          repo: "hello",
          title: "Zoë ✓",
          baseUrl: server.base,
        });
        const params = { owner: "octocat", repo: "hello", title: "Zoë ✓", baseUrl: server.base };
        const page = await openPlayground(
          context,
          base + encodeState({
            ...INITIAL_STATE,
            route: "POST /repos/{owner}/{repo}/issues",
            params: JSON.stringify(params),
          }),
        );
        await page.getByLabel("Token", { exact: true }).fill(TOKEN);
        keep(await snippetsShown(page, github));
        sent.push(github);

        await paste(page, JSON.stringify(description(server.base)));
        for (const described of DESCRIBED_CALLS) {
          await call(page, described);
          const expected = describedOptions(server.base, described);
          keep(await snippetsShown(page, expected));
          // the caption of the fetch code says what toRequest() makes of the body
          const caption = await page.locator("#fetch-code").locator("xpath=..").textContent();
          assert.match(caption ?? "", new RegExp(escape(bodyNote(expected))));
          sent.push(expected);
        }
        await context.close();
      });
      for (const client of CLIENTS) {
        server.arrivals.length = 0;
        await runSnippets(client.id, code.get(client.id)!, {
          host: new URL(server.base).host,
          folder: `page-${client.id}`,
        });
        assert.equal(server.arrivals.length, sent.length, client.id);
        for (const [i, options] of sent.entries()) {
          // curl sends a JSON part as a field, with no file name; FormData cannot
          const typedAsBlob = client.id !== "curl";
          await assertSent(server.arrivals[i], options, `Bearer ${TOKEN}`, typedAsBlob).catch(
            (e) => {
              throw new Error(`${client.name}, request ${i + 1}: ${e.message}`);
            },
          );
        }
      }
    } finally {
      await server.close();
    }
  },
);
