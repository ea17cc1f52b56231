/**
 * No description freezes the explorer, in Debian's Chromium: descriptions of a few hundred bytes
 * whose schemas refer to themselves (two `$ref`s to itself in a `oneOf`, which once froze the tab
 * for minutes; eight in an `allOf`), pasted or offered by a `?api=` link, are read while the page
 * keeps answering, and each is loaded or refused with a message within the reading budget.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { until } from "../_chromium.ts";
import { READ_BUDGET_MS } from "../../playground/explorer/read_in_worker.ts";
import { openPlayground, withPlayground } from "./_explorer.ts";

/** A description whose schema `node` is `shape` (which refers to `node`), in a query and a body. */
function selfReferring(title: string, shape: unknown) {
  const node = { $ref: "#/components/schemas/node" };
  return {
    openapi: "3.1.0",
    info: { title, version: "1" },
    components: { schemas: { node: shape } },
    paths: {
      "/nodes": {
        post: {
          parameters: [{ name: "filter", in: "query", schema: node }],
          requestBody: { content: { "application/json": { schema: node } } },
        },
      },
    },
  };
}

const self = { $ref: "#/components/schemas/node" };
const ONE_OF = selfReferring("OneOf", { oneOf: [self, self] });
const ALL_OF = selfReferring("AllOf", { allOf: Array(8).fill(self), properties: { a: self } });

/** How long the page may take to answer a script while a description is read. */
const ANSWER_MS = 2_000;

/**
 * Waits until the block reports a load or a failure, checking all along that the page answers
 * within {@linkcode ANSWER_MS}, and gives what it said.
 */
async function settledWhileAnswering(page: Page): Promise<string> {
  const deadline = Date.now() + READ_BUDGET_MS + 10_000;
  while (Date.now() < deadline) {
    const answer = await Promise.race([
      page.evaluate<string>(`(document.getElementById("describe-status")?.textContent ?? "") +
        (document.getElementById("describe-error")?.textContent ?? "")`),
      new Promise<undefined>((resolve) => setTimeout(resolve, ANSWER_MS)),
    ]);
    assert.notEqual(answer, undefined, `the page did not answer within ${ANSWER_MS} ms`);
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the description was neither loaded nor refused");
}

/** Serves `ONE_OF` with CORS at `/one-of.json`. */
function descriptionServer() {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    () =>
      new Response(JSON.stringify(ONE_OF), {
        headers: { "access-control-allow-origin": "*", "content-type": "application/json" },
      }),
  );
  return {
    url: `http://127.0.0.1:${server.addr.port}/one-of.json`,
    close: () => server.shutdown(),
  };
}

Deno.test("a description that refers to itself never freezes the explorer", async (t) => {
  const served = descriptionServer();
  try {
    await withPlayground(async (base, browser) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await openPlayground(context, base);

      await t.step("pasted: oneOf two references to itself is loaded", async () => {
        await page.locator("details.describe summary").click();
        await page.locator("#describe-paste").fill(JSON.stringify(ONE_OF));
        await page.getByRole("button", { name: "Load pasted text" }).click();
        assert.match(await settledWhileAnswering(page), /^Loaded OneOf 1: 1 operation$/);
      });

      await t.step("pasted: allOf eight references to itself is loaded or refused", async () => {
        await page.locator("#describe-paste").fill(JSON.stringify(ALL_OF));
        await page.getByRole("button", { name: "Load pasted text" }).click();
        assert.match(
          await settledWhileAnswering(page),
          /^(Loaded AllOf 1: 1 operation|Cannot use this description: reading it took longer than)/,
        );
      });

      await t.step("offered by a ?api= link: loaded when asked, the page answering", async () => {
        const other = await openPlayground(
          context,
          `${base}?api=${encodeURIComponent(served.url)}`,
        );
        await other.getByRole("button", { name: "Load it" }).click();
        assert.match(await settledWhileAnswering(other), /^Loaded OneOf 1: 1 operation$/);
        await until(other, `new URL(location.href).searchParams.get("api") !== null`);
      });
      await context.close();
    });
  } finally {
    await served.close();
  }
});
