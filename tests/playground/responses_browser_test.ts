/**
 * The response side of the explorer in Debian's Chromium, on Train Travel's description (npm
 * `@readme/oas-examples`, its server pointed at a mock on 127.0.0.1): an operation's responses
 * with their schema trees and examples, read on demand; what Send gets checked against the
 * response of its status, matching, then not, with the first mismatch named; GitHub's view says
 * how to see responses; axe finds nothing at 375 and 1280 px.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { BrowserContext, Page } from "playwright-core";
import { until } from "../_chromium.ts";
import { MAX_SAVED_CHARS } from "../../playground/explorer/load_description.ts";
import { axeEverywhere, openPlayground, OUTPUT, withPlayground } from "./_explorer.ts";

const TRAIN_TRAVEL = JSON.parse(
  await Deno.readTextFile(
    new URL(
      "../../node_modules/@readme/oas-examples/3.1/json/train-travel.json",
      import.meta.url,
    ),
  ),
);

/** A mock of Train Travel's server on 127.0.0.1 that answers each GET with the next body. */
function mockServer(bodies: unknown[]) {
  const cors = { "access-control-allow-origin": "*" };
  const server = Deno.serve({
    hostname: "127.0.0.1",
    port: 0,
    onListen: () => {},
  }, () => {
    const body = bodies.shift();
    return new Response(JSON.stringify(body), {
      headers: { ...cors, "content-type": "application/json" },
    });
  });
  return {
    base: `http://127.0.0.1:${server.addr.port}`,
    close: () => server.shutdown(),
  };
}

/** Train Travel with its server at `base`, as a file to load. */
const trainTravelAt = (base: string) => ({
  name: "train-travel.json",
  mimeType: "application/json",
  buffer: Buffer.from(
    JSON.stringify({ ...TRAIN_TRAVEL, servers: [{ url: base }] }),
  ),
});

async function loadTrainTravel(page: Page, base: string): Promise<void> {
  await page.locator("details.describe summary").click();
  await page.locator("#describe-file").setInputFiles(trainTravelAt(base));
  await until(
    page,
    `/^Loaded /.test(document.getElementById("describe-status")?.textContent)`,
  );
  await until(
    page,
    `document.getElementById("route").value === "GET /bookings"`,
  );
}

/** Where to save a screenshot of a part of the page: `<name>-<width>-<scheme>.png`. */
async function shotPath(page: Page, name: string): Promise<string> {
  const dark = await page.evaluate<boolean>(
    "matchMedia('(prefers-color-scheme: dark)').matches",
  );
  const width = page.viewportSize()?.width;
  return new URL(`${name}-${width}-${dark ? "dark" : "light"}.png`, OUTPUT)
    .pathname;
}

/** Opens the responses of the operation on screen and waits for them. */
async function openResponses(page: Page): Promise<void> {
  await page.locator("#responses > summary").click();
  await page.locator("#responses .response").first().waitFor();
}

const BOOKING = TRAIN_TRAVEL.paths["/bookings"].get.responses["200"]
  .content["application/json"]
  .example;

Deno.test("an operation's responses are shown, and what Send gets is checked against them", async (t) => {
  const mock = mockServer([
    BOOKING,
    { ...BOOKING, data: [{ ...BOOKING.data[0], has_bicycle: "yes" }] },
  ]);
  try {
    await withPlayground(async (base, browser) => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
      });
      const page = await openPlayground(context, base);
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));

      await t.step("GitHub's view says how to see responses", async () => {
        await page.locator("#responses-note").getByText(
          "keeps no response schemas",
        ).waitFor();
      });

      await loadTrainTravel(page, mock.base);

      await t.step("the responses are read when first opened", async () => {
        assert.equal(await page.locator("#responses .response").count(), 0);
        await openResponses(page);
        const statuses = await page.locator("#responses .response-status")
          .allTextContents();
        assert.deepEqual(statuses, ["200", "400", "401", "403", "429", "500"]);
        const ok = page.locator("#responses .response").first();
        assert.equal(
          await ok.locator("h3").textContent(),
          "200 A list of bookings",
        );
        assert.deepEqual(
          await ok.locator(".response-media > p > code").allTextContents(),
          [
            "application/json",
            "application/xml",
          ],
        );
      });

      await t.step(
        "a schema is a tree to unfold, references resolved",
        async () => {
          const tree = page.getByRole("list", {
            name: "Schema of 200 application/json",
          });
          // allOf's second part holds `data`, an array of Booking.
          await tree.locator("summary").getByText("allOf 2").click();
          await tree.locator("summary").getByText("data", { exact: true })
            .click();
          await tree.locator("summary").getByText("items", { exact: true })
            .click();
          const booking = await tree.locator(".schema-leaf").allTextContents();
          assert.ok(
            booking.includes("passenger_name string. Name of the passenger"),
            booking.join("\n"),
          );
          assert.ok(
            booking.some((line) => /^id string \(uuid\)/.test(line)),
            booking.join("\n"),
          );
        },
      );

      await t.step("the description's own example is shown", async () => {
        const example = page.getByLabel("Example of 200 application/json");
        assert.deepEqual(
          JSON.parse(await example.textContent() ?? ""),
          BOOKING,
        );
      });

      await t.step("a response that matches its schema says so", async () => {
        await page.locator("#send-button").click();
        await page.locator("#response-check").getByText(/^Matches/).waitFor();
        assert.equal(
          await page.locator("#response-check").textContent(),
          "Matches the description (200, application/json).",
        );
      });

      await t.step(
        "a response that does not names the first mismatch",
        async () => {
          await page.locator("#send-button").click();
          await page.locator("#response-check").getByText(/^Does not match/)
            .waitFor();
          assert.equal(
            await page.locator("#response-check").textContent(),
            "Does not match the description (200, application/json): at /data/0/has_bicycle, " +
              "expected a boolean.",
          );
        },
      );
      assert.deepEqual(errors, []);
      await context.close();
    });
  } finally {
    await mock.close();
  }
});

Deno.test("a description too large for the tab's storage is used, not kept", async () => {
  await withPlayground(async (base, browser) => {
    const context = await browser.newContext();
    const page = await openPlayground(context, base);
    const kept = () =>
      page.evaluate<number>(`sessionStorage.getItem("playground-description")?.length ?? 0`);
    await loadTrainTravel(page, "https://example.com");
    assert.ok(await kept() > 0, "a small description is kept");
    // Over MAX_SAVED_CHARS, yet within what Chromium would store.
    const large = {
      ...TRAIN_TRAVEL,
      info: { ...TRAIN_TRAVEL.info, description: "x".repeat(MAX_SAVED_CHARS) },
    };
    await page.locator("#describe-file").setInputFiles({
      name: "large.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(large)),
    });
    await until(
      page,
      `document.getElementById("describe-status")?.textContent.startsWith("Loaded")`,
    );
    await until(page, `sessionStorage.getItem("playground-description") === null`);
    await context.close();
  });
});

Deno.test("axe finds nothing in the responses view, nor in a mismatch shown", async () => {
  const mock = mockServer(Array(4).fill({ data: "not a list" }));
  const opened = async (context: BrowserContext, base: string) => {
    const page = await openPlayground(context, base);
    await loadTrainTravel(page, mock.base);
    return page;
  };
  try {
    await withPlayground(async (base, browser) => {
      const view = await axeEverywhere(
        browser,
        "responses",
        async (context) => {
          const page = await opened(context, base);
          await openResponses(page);
          const tree = page.getByRole("list", {
            name: "Schema of 200 application/json",
          });
          await tree.locator("summary").getByText("allOf 2").click();
          await tree.locator("summary").getByText("data", { exact: true })
            .click();
          await page.locator("#responses").screenshot({
            path: await shotPath(page, "responses-view"),
          });
          return page;
        },
      );
      assert.deepEqual(view, []);
      const check = await axeEverywhere(
        browser,
        "responses-check",
        async (context) => {
          const page = await opened(context, base);
          // Narrow, the result is a tab of its own.
          if (await page.locator("#tab-result").isVisible()) {
            await page.locator("#tab-result").click();
          }
          await page.locator("#send-button").click();
          await page.locator("#response-check").getByText(/^Does not match/)
            .waitFor();
          await page.locator("#send-response").screenshot({
            path: await shotPath(page, "responses-sent"),
          });
          return page;
        },
      );
      assert.deepEqual(check, []);
    });
  } finally {
    await mock.close();
  }
});
