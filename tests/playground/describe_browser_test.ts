/**
 * A person's own OpenAPI description in the explorer, in Debian's Chromium: loaded from a file
 * (JSON, 3.1), a URL served on 127.0.0.1 (YAML, 3.0) and pasted text; its operations replace
 * GitHub's in the search and the form; the page's calls go through its routes (server, deepObject
 * query, form body); failures are alerts; Back to GitHub's; axe finds nothing.
 */
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { until } from "../_chromium.ts";
import { axeEverywhere, openPlayground, params, withPlayground } from "./_explorer.ts";
import { chromium } from "../_tools.ts";

const TRAIN_TRAVEL = new URL(
  "../../node_modules/@readme/oas-examples/3.1/json/train-travel.json",
  import.meta.url,
).pathname;
const SHOP_YAML = await Deno.readTextFile(
  new URL("../fixtures/shop_openapi.yaml", import.meta.url),
);

/** Serves the YAML description with CORS at `/shop.yaml`, without it at `/private.yaml`. */
function descriptionServer() {
  const server = Deno.serve(
    {
      hostname: "127.0.0.1",
      port: 0,
      onListen: () => {},
    },
    (request) => {
      const { pathname } = new URL(request.url);
      const headers = { "content-type": "application/yaml" };
      if (pathname === "/shop.yaml") {
        return new Response(SHOP_YAML, {
          headers: { ...headers, "access-control-allow-origin": "*" },
        });
      }
      if (pathname === "/private.yaml") {
        return new Response(SHOP_YAML, { headers });
      }
      return new Response("Not found", {
        status: 404,
        headers: { "access-control-allow-origin": "*" },
      });
    },
  );
  return {
    base: `http://127.0.0.1:${server.addr.port}`,
    close: () => server.shutdown(),
  };
}

const status = (page: Page) => page.locator("#describe-status").textContent();
const alertText = (page: Page) => page.locator("#describe-error").textContent();

/** Opens the API description block, unless it is open. */
async function openBlock(page: Page): Promise<void> {
  const block = page.locator("details.describe");
  if (!(await block.evaluate((details: HTMLDetailsElement) => details.open))) {
    await block.locator("summary").click();
  }
}

/** Waits for the block to report a load (or a failure): the status or the alert has text. */
async function settled(page: Page, expected: RegExp, where: "status" | "alert" = "status") {
  const id = where === "status" ? "describe-status" : "describe-error";
  await until(page, `(document.getElementById("${id}")?.textContent ?? "") !== ""`);
  const text = where === "status" ? await status(page) : await alertText(page);
  assert.match(text ?? "", expected);
}

/** Types `query` into the Route field and picks `route` from the list with ArrowDown and Enter. */
async function searchAndPick(page: Page, query: string, route: string): Promise<void> {
  await page.locator("#route").focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(query);
  await until(page, `document.querySelectorAll("#route-options [role=option]").length > 0`);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("ArrowDown");
    const active = await page.evaluate<string | null>(`document.getElementById(
      document.getElementById("route").getAttribute("aria-activedescendant"))
      ?.querySelector(".mono").textContent ?? null`);
    if (active === route) break;
  }
  await page.keyboard.press("Enter");
  await until(page, `document.getElementById("route").value === ${JSON.stringify(route)}`);
}

const resultUrl = (page: Page) => page.locator("#result-url").textContent();

async function loadFile(page: Page): Promise<void> {
  await openBlock(page);
  await page.locator("#describe-file").setInputFiles(TRAIN_TRAVEL);
  await settled(page, /^Loaded Train Travel API 1\.0\.0: 7 operations$/);
}

chromium.test("the explorer takes an OpenAPI description from a file, a URL or a paste", async (t) => {
  const served = descriptionServer();
  try {
    await withPlayground(async (base, browser) => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
      });
      const page = await openPlayground(context, base);
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));

      await t.step("a JSON 3.1 file replaces GitHub's operations in search and form", async () => {
        await loadFile(page);
        assert.equal(
          await page.locator("details.describe summary").textContent(),
          "API: Train Travel API 1.0.0",
        );
        await searchAndPick(page, "trips", "GET /trips");
        // The form is open while a description is loaded.
        for (const name of ["origin", "destination", "date", "bicycles", "dogs"]) {
          await page.locator(`#op-${name}`).waitFor();
        }
        assert.equal(await page.locator("#op-origin").getAttribute("aria-required"), "true");
        await page.locator("#op-origin").fill("efdbb9d1");
        assert.deepEqual(await params(page), {
          origin: "efdbb9d1",
          destination: null,
          date: null,
        });
        await page.locator("#op-destination").fill("b2e783e1");
        await page.locator("#op-date").fill("2024-02-01");
        // The description's first server is the base URL.
        const url =
          "https://api.example.com/trips?origin=efdbb9d1&destination=b2e783e1&date=2024-02-01";
        await until(
          page,
          `document.getElementById("result-url").textContent === ${JSON.stringify(url)}`,
          async () => assert.equal(await resultUrl(page), url),
        );
        assert.equal(
          new URL(page.url()).searchParams.get("api"),
          null,
          "a file is not in the link",
        );
      });

      await t.step("a file stays in this tab: a reload keeps it", async () => {
        await page.reload();
        await until(
          page,
          `document.querySelector("details.describe summary")?.textContent === "API: Train Travel API 1.0.0"`,
        );
        await searchAndPick(page, "booking", "DELETE /bookings/{bookingId}");
      });

      await t.step("a file dropped on the block", async () => {
        await page.evaluate(`(() => {
          const text = JSON.stringify({
            openapi: "3.0.3",
            info: { title: "Dropped", version: "3" },
            paths: { "/drop": { get: { summary: "Drop it" } } },
          });
          const dataTransfer = new DataTransfer();
          dataTransfer.items.add(new File([text], "dropped.json", { type: "application/json" }));
          const block = document.querySelector("details.describe");
          for (const type of ["dragover", "drop"]) {
            block.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
          }
        })()`);
        await settled(page, /^Loaded Dropped 3: 1 operation$/);
        await searchAndPick(page, "drop", "GET /drop");
      });

      await t.step("a YAML 3.0 URL: its routes shape the url and the body", async () => {
        const yaml = page.waitForResponse((r) => /\/yaml\.js/.test(r.url()));
        await openBlock(page);
        await page.locator("#describe-url").fill(`${served.base}/shop.yaml`);
        await page.getByRole("button", { name: "Load URL" }).click();
        assert.equal((await yaml).status(), 200);
        await settled(page, /^Loaded Shop 2\.0: 3 operations$/);
        assert.equal(new URL(page.url()).searchParams.get("api"), `${served.base}/shop.yaml`);

        await searchAndPick(page, "list orders", "GET /orders");
        await page.locator("#params").fill(JSON.stringify({ filter: { status: "open" } }));
        // The relative server, against the description's address; the deepObject style.
        await until(
          page,
          `document.getElementById("result-url").textContent ===
          ${JSON.stringify(`${served.base}/api/v2/orders?filter%5Bstatus%5D=open`)}`,
          async () =>
            assert.equal(
              await resultUrl(page),
              `${served.base}/api/v2/orders?filter%5Bstatus%5D=open`,
            ),
        );

        await searchAndPick(page, "place", "POST /orders");
        await page.locator("#params").fill(JSON.stringify({ item: "tea", quantity: 2 }));
        const result = page.locator("#result-json");
        await result.getByText("application/x-www-form-urlencoded").waitFor();
        await result.getByText('"item=tea&quantity=2"').waitFor();
        // The snippets show the described request, and the call through the description.
        assert.match(await page.locator("#curl-code").textContent() ?? "", /item=tea&quantity=2/);
        const call = await page.locator("#fetch-code").textContent() ?? "";
        assert.match(call, /withRoutes\(endpoint, compileRoutes\(description\)\)/);
        assert.match(call, /described\("POST \/orders"/);
      });

      await t.step("a URL with a query or user info stays out of the link", async () => {
        await fetchUrl(page, `${served.base}/shop.yaml?key=s3cret`);
        await settled(page, /^Loaded Shop 2\.0: 3 operations$/);
        assert.equal(new URL(page.url()).searchParams.get("api"), null);
        assert.ok(!page.url().includes("s3cret"));
      });

      await t.step("pasted JSON text", async () => {
        await openBlock(page);
        await page.locator("#describe-paste").fill(
          JSON.stringify({
            openapi: "3.1.0",
            info: { title: "Pasted", version: "1" },
            servers: [{ url: "https://pasted.example" }],
            paths: { "/ping": { get: { summary: "Ping the service" } } },
          }),
        );
        await page.getByRole("button", { name: "Load pasted text" }).click();
        await settled(page, /^Loaded Pasted 1: 1 operation$/);
        assert.equal(new URL(page.url()).searchParams.get("api"), null);
        await searchAndPick(page, "ping", "GET /ping");
        await until(
          page,
          `document.getElementById("result-url").textContent === "https://pasted.example/ping"`,
        );
      });

      await t.step("failures are alerts and keep the description in use", async () => {
        const failures: [() => Promise<void>, RegExp][] = [
          [() => paste(page, "openapi: [3.0"), /^Cannot read the description as YAML: /],
          [() => paste(page, '{"openapi": 3'), /^Cannot read the description as JSON: /],
          [() => paste(page, '{"swagger": "2.0"}'), /Swagger 2\.0/],
          [() => paste(page, "title: not openapi"), /not an OpenAPI 3\.0 or 3\.1 description/],
          [() => fetchUrl(page, `${served.base}/missing.yaml?key=s3cret`), /answered 404$/],
          [() => fetchUrl(page, `${served.base}/private.yaml`), /\(CORS\)/],
          [() => fetchUrl(page, "ftp://127.0.0.1/x.yaml"), /only http and https/],
        ];
        for (const [act, expected] of failures) {
          await act();
          await settled(page, expected, "alert");
          assert.doesNotMatch((await alertText(page)) ?? "", /s3cret/);
          assert.equal(await page.getByRole("alert").filter({ hasText: expected }).count(), 1);
        }
        assert.equal(await page.locator("details.describe summary").textContent(), "API: Pasted 1");
      });

      await t.step("Back to GitHub's API", async () => {
        await page.getByRole("button", { name: "Back to GitHub's API" }).click();
        assert.equal(
          await page.locator("details.describe summary").textContent(),
          "API: GitHub's REST API",
        );
        await searchAndPick(page, "list repository issues", "GET /repos/{owner}/{repo}/issues");
        await page.reload();
        await page.locator("main.layout").waitFor();
        assert.equal(
          await page.locator("details.describe summary").textContent(),
          "API: GitHub's REST API",
        );
      });

      await t.step(
        "a link naming a description offers it, and fetches it only when asked",
        async () => {
          const fresh = await browser.newContext({
            viewport: { width: 1280, height: 900 },
          });
          const other = await fresh.newPage();
          const fetched: string[] = [];
          other.on("request", (r) => fetched.push(r.url()));
          await other.goto(`${base}?api=${encodeURIComponent(`${served.base}/shop.yaml`)}`);
          await other.getByRole("button", { name: "Load it" }).click();
          await settled(other, /^Loaded Shop 2\.0/);
          assert.equal(fetched.filter((u) => u.endsWith("/shop.yaml")).length, 1);
          await fresh.close();
        },
      );
      assert.deepEqual(errors, []);
      await context.close();
    });
  } finally {
    await served.close();
  }
});

async function paste(page: Page, text: string): Promise<void> {
  await openBlock(page);
  await page.locator("#describe-paste").fill(text);
  await page.getByRole("button", { name: "Load pasted text" }).click();
}

async function fetchUrl(page: Page, url: string): Promise<void> {
  await openBlock(page);
  await page.locator("#describe-url").fill(url);
  await page.getByRole("button", { name: "Load URL" }).click();
}

chromium.test("axe finds nothing with a description loaded and the block open", async () => {
  await withPlayground(async (base, browser) => {
    const found = await axeEverywhere(browser, "describe", async (context: BrowserContext) => {
      const page = await openPlayground(context, base);
      await loadFile(page);
      await paste(page, "openapi: [3.0");
      await settled(page, /^Cannot read the description as YAML/, "alert");
      return page;
    });
    assert.deepEqual(found, []);
  });
});
