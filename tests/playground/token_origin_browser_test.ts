/**
 * The Send token's origin, in Debian's Chromium: a description offered by a `?api=` link and
 * loaded from a server on 127.0.0.1 names relative servers at the document, path and operation
 * level; Send carries the token to that server only. Body fields named `url` and `baseUrl`, a
 * server variable and a path value that looks like an authority cannot take it to another
 * server on 127.0.0.1, nor can GitHub's webhook `url` field; nothing leaves 127.0.0.1.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { until } from "../_chromium.ts";
import { encodeState, INITIAL_STATE } from "../../playground/editor/state.ts";
import { keepLocal, openPlayground, withPlayground } from "./_explorer.ts";

const TOKEN = "ghp_s3cretT0ken";

/** A server that answers every request with CORS headers and keeps what arrived. */
function recordingServer(description?: (origin: string) => unknown) {
  const arrivals: { method: string; path: string; authorization: string | null }[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (request) => {
    const { pathname, origin } = new URL(request.url);
    const headers = {
      "access-control-allow-origin": "*",
      "access-control-allow-methods": "GET, POST, PATCH, PUT, DELETE",
      "access-control-allow-headers": "authorization, content-type",
      "content-type": "application/json",
    };
    if (request.method === "OPTIONS") return new Response(null, { status: 204, headers });
    if (description && pathname === "/specs/api.json") {
      return new Response(JSON.stringify(description(origin)), { headers });
    }
    arrivals.push({
      method: request.method,
      path: pathname,
      authorization: request.headers.get("authorization"),
    });
    return new Response(JSON.stringify({ path: pathname }), { headers });
  });
  return {
    base: `http://127.0.0.1:${server.addr.port}`,
    host: `127.0.0.1:${server.addr.port}`,
    arrivals,
    close: () => server.shutdown(),
  };
}

/** Servers at every level, relative and with a variable; a body with fields named like options. */
const describe = (origin: string) => ({
  openapi: "3.1.0",
  info: { title: "Home", version: "1" },
  servers: [{ url: "/api" }],
  paths: {
    "/doc/{id}": { get: { summary: "Document level" } },
    "/path-level": { servers: [{ url: "/path-api" }], get: { summary: "Path level" } },
    "/op-level": { get: { summary: "Operation level", servers: [{ url: "../op-api" }] } },
    "/host": {
      get: {
        summary: "Server variable",
        servers: [{
          url: "http://{host}/v",
          variables: { host: { default: new URL(origin).host } },
        }],
      },
    },
    "/things": {
      post: {
        summary: "Fields named like options",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { url: { type: "string" }, baseUrl: { type: "string" } },
              },
            },
          },
        },
      },
    },
  },
});

/** Shows a route and parameters, presses Send with the token, and gives what the page said. */
async function send(page: Page, route: string, params: Record<string, unknown>): Promise<string> {
  const hash = encodeState({ ...INITIAL_STATE, route, params: JSON.stringify(params) });
  await page.evaluate(`location.hash = ${JSON.stringify(hash)}`);
  await until(page, `document.getElementById("route")?.value === ${JSON.stringify(route)}`);
  await until(page, "document.getElementById('send-outcome')?.childElementCount === 0");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await until(page, "document.querySelector('#send-response, #send-failure, #send-withheld')");
  return await page.locator("#send-outcome").innerText();
}

Deno.test("Send carries the token only to the server of the loaded API", async (t) => {
  const home = recordingServer(describe);
  const elsewhere = recordingServer();
  try {
    await withPlayground(async (base, browser) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      // Nothing leaves 127.0.0.1 (GitHub's API among others); every request with a token is kept.
      await keepLocal(context);
      const withToken: string[] = [];
      context.on("request", async (request) => {
        const headers = await request.allHeaders();
        if (headers.authorization !== undefined) withToken.push(request.url());
      });
      const page = await openPlayground(
        context,
        `${base}?api=${encodeURIComponent(`${home.base}/specs/api.json`)}`,
      );
      await page.getByRole("button", { name: "Load it" }).click();
      await until(
        page,
        `/^Loaded Home 1/.test(document.getElementById("describe-status")?.textContent ?? "")`,
      );
      // its first operation wants an id: the Send block (with the Token) comes with a result
      const ready = encodeState({
        ...INITIAL_STATE,
        route: "GET /doc/{id}",
        params: JSON.stringify({ id: "7" }),
      });
      await page.evaluate(`location.hash = ${JSON.stringify(ready)}`);
      await page.getByLabel("Token", { exact: true }).fill(TOKEN);

      await t.step("relative servers at every level go to the description's server", async () => {
        const cases: [string, Record<string, unknown>, string][] = [
          ["GET /doc/{id}", { id: "7" }, "/api/doc/7"],
          ["GET /path-level", {}, "/path-api/path-level"],
          ["GET /op-level", {}, "/op-api/op-level"],
          ["GET /host", {}, "/v/host"],
          [
            "GET /doc/{id}",
            { id: `//${elsewhere.host}` },
            `/api/doc/${encodeURIComponent(`//${elsewhere.host}`)}`,
          ],
          // body fields the description declares, named like options: they stay in the body
          ["POST /things", { url: `${elsewhere.base}/steal` }, "/api/things"],
          ["POST /things", { baseUrl: elsewhere.base }, "/api/things"],
        ];
        for (const [route, params, path] of cases) {
          const shown = await send(page, route, params);
          assert.match(shown, /^200 OK/, `${route}: ${shown}`);
          const arrival = home.arrivals.at(-1)!;
          assert.equal(arrival.path, path);
          assert.equal(arrival.authorization, `Bearer ${TOKEN}`);
        }
      });

      await t.step("a value that moves the request elsewhere withholds it", async () => {
        const shown = await send(page, "GET /host", {
          request: { serverVariables: { host: elsewhere.host } },
        });
        assert.match(shown, /^Cannot send the token to /, shown);
        assert.ok(!shown.includes(TOKEN));
      });

      await t.step("a route the description does not have builds nothing to send", async () => {
        const hash = encodeState({ ...INITIAL_STATE, route: "GET /not-described", params: "{}" });
        await page.evaluate(`location.hash = ${JSON.stringify(hash)}`);
        await until(
          page,
          `[...document.querySelectorAll("[role=alert] .code")]
            .some((code) => code.textContent === "UNKNOWN_OPERATION")`,
        );
        // the last valid result stays greyed out, and Send is off while the inputs have an error
        assert.ok(await page.getByRole("button", { name: "Send", exact: true }).isDisabled());
      });

      await t.step("GitHub's webhook url field cannot take the token elsewhere", async () => {
        const block = page.locator("details.describe");
        if (!(await block.evaluate((details: HTMLDetailsElement) => details.open))) {
          await block.locator("summary").click();
        }
        await page.getByRole("button", { name: "Back to GitHub's API" }).click();
        const shown = await send(page, "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", {
          owner: "o",
          repo: "r",
          hook_id: 1,
          url: `${elsewhere.base}/hook`,
        });
        assert.match(
          shown,
          /^Cannot send the token to http:\/\/127\.0\.0\.1:\d+: it goes only to https:\/\/api\.github\.com/,
        );
      });

      assert.deepEqual(elsewhere.arrivals, [], "nothing reached the other server");
      assert.deepEqual(
        withToken.filter((url) => new URL(url).origin !== home.base),
        [],
        "the token went to the description's server only",
      );
      assert.ok(withToken.length >= 5);
      await context.close();
    });
  } finally {
    await home.close();
    await elsewhere.close();
  }
});
