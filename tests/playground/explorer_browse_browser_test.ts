/**
 * Browsing a loaded description and filling its forms by typing, in Debian's Chromium: loading
 * switches the explorer to the API (its operations by tag, its first operation open, GitHub's
 * example gone, the search named after it), Back to GitHub's API is one click; a list field keeps
 * what is typed key by key; a wrong value is refused beside its field; axe finds nothing.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { BrowserContext, Page } from "playwright-core";
import { until } from "../_chromium.ts";
import { encodeState, INITIAL_STATE } from "../../playground/editor/state.ts";
import { axeEverywhere, openPlayground, params, withPlayground } from "./_explorer.ts";

const TRAIN_TRAVEL = new URL(
  "../../node_modules/@readme/oas-examples/3.1/json/train-travel.json",
  import.meta.url,
).pathname;

/** A description with what Train Travel lacks: a deprecated operation, one without a summary. */
const LIBRARY = JSON.stringify({
  openapi: "3.1.0",
  info: { title: "Library", version: "2" },
  servers: [{ url: "https://library.example" }],
  paths: {
    "/books": {
      post: {
        tags: ["Books"],
        summary: "Add a book",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  subtitle: { type: "string" },
                  authors: { type: "array", items: { type: "string" } },
                  title: { type: "string" },
                },
                required: ["title"],
              },
            },
          },
        },
      },
    },
    "/shelves": {
      get: { tags: ["Shelves"], description: "Every shelf. Sorted by floor." },
      delete: { tags: ["Shelves"], summary: "Clear the shelves", deprecated: true },
    },
  },
});

const SHOP_YAML = await Deno.readFile(new URL("../fixtures/shop_openapi.yaml", import.meta.url));
const shop = { name: "shop.yaml", mimeType: "application/yaml", buffer: Buffer.from(SHOP_YAML) };

const link = (route: string, values: Record<string, unknown>) =>
  encodeState({ ...INITIAL_STATE, route, params: JSON.stringify(values, null, 2) });

/** The text of the API's operation list, group by group, as the page lists it. */
const listed = (page: Page) =>
  page.evaluate<string[]>(`[...document.querySelectorAll(".operation-group")].map((group) =>
    [group.querySelector("summary").textContent,
     ...[...group.querySelectorAll(".operation-link")].map((b) => b.textContent)].join(" | "))`);

/** Opens the form of the operation on screen, unless it is open. */
async function openForm(page: Page): Promise<void> {
  const form = page.locator(".operation-form");
  if (!(await form.evaluate((details: HTMLDetailsElement) => details.open))) {
    await form.locator("summary").click();
  }
}

/** Loads a description from a file, through the API description block. */
async function loadFile(
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
  loaded: RegExp,
): Promise<void> {
  const block = page.locator("details.describe");
  if (!(await block.evaluate((details: HTMLDetailsElement) => details.open))) {
    await block.locator("summary").click();
  }
  await page.locator("#describe-file").setInputFiles(file);
  await until(page, `/^Loaded /.test(document.getElementById("describe-status")?.textContent)`);
  assert.match(await page.locator("#describe-status").textContent() ?? "", loaded);
}

const library = {
  name: "library.json",
  mimeType: "application/json",
  buffer: Buffer.from(LIBRARY),
};

Deno.test("a loaded description is browsed by tag, and GitHub is one click away", async (t) => {
  await withPlayground(async (base, browser) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await openPlayground(context, base);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));

    await t.step("loading opens the first operation, without GitHub's example", async () => {
      await loadFile(page, TRAIN_TRAVEL, /^Loaded Train Travel API 1\.0\.0: 7 operations$/);
      await until(page, `document.getElementById("route").value === "GET /bookings"`);
      assert.deepEqual(await params(page), {});
      assert.equal(
        await page.locator("#operations-title").textContent(),
        "Train Travel API 1.0.0",
      );
      await page.locator(".operation-form summary").getByText("List existing bookings").waitFor();
      assert.ok(
        await page.locator(".operation-form").evaluate((d: HTMLDetailsElement) => d.open),
        "the first operation's form is open",
      );
    });

    await t.step("the operations are listed by tag, the current one's group open", async () => {
      assert.deepEqual(await listed(page), [
        "Bookings (4) | GET /bookingsList existing bookings | POST /bookingsCreate a booking | " +
        "GET /bookings/{bookingId}Get a booking | DELETE /bookings/{bookingId}Delete a booking",
        "Payments (1)",
        "Stations (1)",
        "Trips (1)",
      ]);
      assert.equal(
        await page.locator(".operation-link[aria-current=true]").textContent(),
        "GET /bookingsList existing bookings",
      );
      await page.locator(".operation-group summary").getByText("Trips").click();
      await page.getByRole("button", { name: "GET /trips Get available train trips" }).click();
      await until(page, `document.getElementById("route").value === "GET /trips"`);
      assert.deepEqual(await params(page), { origin: null, destination: null, date: null });
      // Required first: origin, destination, date; then the description's order.
      const ids = await page.evaluate<string[]>(
        `[...document.querySelectorAll(".operation-form [id^=op-]:is(input, select)")]
          .map((e) => e.id)`,
      );
      assert.deepEqual(ids, ["op-origin", "op-destination", "op-date", "op-bicycles", "op-dogs"]);
      await page.getByRole("textbox", { name: "origin, required", exact: true }).waitFor();
    });

    await t.step("the search is named after the API and shows summaries", async () => {
      await page.locator("#route").focus();
      await page.keyboard.press("Control+A");
      await page.keyboard.type("booking");
      const listbox = page.getByRole("listbox", { name: "Train Travel API 1.0.0 operations" });
      await listbox.getByRole("option", { name: /Create a booking/ }).waitFor();
      assert.match(
        await page.locator("#route-status").textContent() ?? "",
        /^\d+ Train Travel API 1\.0\.0 operations match/,
      );
      await page.keyboard.press("Escape");
    });

    await t.step(
      "a deprecated operation is marked; a missing summary is its description",
      async () => {
        await loadFile(page, library, /^Loaded Library 2: 3 operations$/);
        await until(page, `document.getElementById("route").value === "POST /books"`);
        await page.locator(".operation-group summary").getByText("Shelves").click();
        // a group lists its operations once its `toggle` event is handled, after the click
        await page.locator(".operation-group").filter({ hasText: "Shelves" }).locator("li")
          .first().waitFor();
        assert.deepEqual((await listed(page)).slice(1), [
          "Shelves (2) | GET /shelvesEvery shelf. | DELETE /shelvesClear the shelvesDeprecated",
        ]);
      },
    );

    await t.step("a list field keeps what is typed key by key", async () => {
      assert.deepEqual(
        await page.evaluate<string[]>(
          `[...document.querySelectorAll(".operation-form label")].map((l) => l.textContent)`,
        ),
        ["title, required", "subtitle", "authors"],
      );
      await page.locator("#op-title").pressSequentially("Dune");
      await page.locator("#op-authors").pressSequentially("Frank Herbert, Brian Herbert");
      assert.equal(await page.locator("#op-authors").inputValue(), "Frank Herbert, Brian Herbert");
      assert.deepEqual(await params(page), {
        title: "Dune",
        authors: ["Frank Herbert", "Brian Herbert"],
      });
      await page.locator("#result-json").getByText("Brian Herbert").waitFor();
    });

    await t.step("a deepObject filter's properties are fields of their own", async () => {
      await loadFile(page, shop, /^Loaded Shop 2\.0: 3 operations$/);
      await until(page, `document.getElementById("route").value === "GET /orders"`);
      // its only server is relative, and a file has no address to resolve it: the result
      // waits for a server of one's own
      await page.locator("#server-custom").fill("https://shop.test");
      assert.equal(
        await page.locator("fieldset.nested legend").textContent(),
        "filter",
        "the object is a group named after it",
      );
      await page.getByRole("group", { name: "filter" }).getByLabel("status").pressSequentially(
        "open",
      );
      assert.deepEqual(await params(page), { filter: { status: "open" } });
      await page.locator("#result-url").getByText("filter%5Bstatus%5D=open").waitFor();
      await page.locator("#op-filter-status").fill("");
      assert.deepEqual(await params(page), {});
    });

    await t.step("Back to GitHub's API is one click", async () => {
      await page.getByRole("button", { name: "Back to GitHub's API" }).click();
      await until(
        page,
        `document.getElementById("route").value === ${JSON.stringify(INITIAL_STATE.route)}`,
      );
      assert.equal(await page.locator(".operations").count(), 0);
      assert.equal(
        await page.locator("details.describe summary").textContent(),
        "API: GitHub's REST API",
      );
      await page.locator("#route").focus();
      await page.keyboard.press("Control+A");
      await page.keyboard.type("create an issue");
      await page.getByRole("listbox", { name: "GitHub operations" }).waitFor();
    });
    assert.deepEqual(errors, []);
    await context.close();
  });
});

Deno.test("GitHub's forms take what is typed and show each error beside its field", async (t) => {
  await withPlayground(async (base, browser) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
    const route = "POST /repos/{owner}/{repo}/issues";
    const page = await openPlayground(
      context,
      base + link(route, { owner: "octocat", repo: "hello-world", title: "Crash" }),
    );
    await page.locator(".operation-form summary").getByText("Create an issue").waitFor();
    await openForm(page);

    await t.step("two labels and two assignees, typed key by key", async () => {
      await page.locator("#op-labels").pressSequentially("bug, needs triage");
      await page.locator("#op-assignees").pressSequentially("octocat,hubot");
      assert.equal(await page.locator("#op-labels").inputValue(), "bug, needs triage");
      const values = await params(page) as Record<string, unknown>;
      assert.deepEqual(values.labels, ["bug", "needs triage"]);
      assert.deepEqual(values.assignees, ["octocat", "hubot"]);
      assert.match(
        await page.locator("#op-labels-hint").textContent() ?? "",
        /items separated by commas/,
      );
    });

    await t.step("required fields first, named with a space", async () => {
      const labels = await page.evaluate<string[]>(
        `[...document.querySelectorAll(".operation-form label")].map((l) => l.textContent)`,
      );
      assert.deepEqual(labels.slice(0, 3), [
        "owner, required",
        "repo, required",
        "title, required",
      ]);
      await page.getByRole("textbox", { name: "owner, required", exact: true }).waitFor();
    });

    await t.step("a path value `..` is refused beside the field, which is marked", async () => {
      const owner = page.locator("#op-owner");
      assert.equal(await owner.getAttribute("aria-invalid"), null);
      await owner.fill("");
      await owner.pressSequentially("..");
      await page.locator("#op-owner-error").waitFor();
      assert.equal(await page.locator("#op-owner-error").getAttribute("aria-live"), "polite");
      assert.equal(await owner.getAttribute("aria-invalid"), "true");
      assert.equal(await owner.getAttribute("aria-describedby"), "op-owner-error op-owner-hint");
      assert.match(
        await page.locator("#op-owner-error").textContent() ?? "",
        /^\.\. cannot be a path segment/,
      );
      // Beside the field: the error starts within a line of the field's bottom edge.
      const [field, error] = await Promise.all(
        [owner, page.locator("#op-owner-error")].map((l) => l.boundingBox()),
      );
      assert.ok(field && error && Math.abs(error.y - (field.y + field.height)) < 24);
      await owner.pressSequentially("x");
      await until(page, `document.getElementById("op-owner-error").textContent === ""`);
      assert.equal(await owner.getAttribute("aria-invalid"), null);
    });
    await context.close();
  });
});

Deno.test("axe finds nothing in a loaded API's list and form, nor beside a field's error", async () => {
  await withPlayground(async (base, browser) => {
    const loaded = await axeEverywhere(
      browser,
      "explorer-browse",
      async (context: BrowserContext) => {
        const page = await openPlayground(context, base);
        await loadFile(page, library, /^Loaded Library 2/);
        await page.locator(".operation-group summary").getByText("Shelves").click();
        await page.locator(".operation-link .deprecated").waitFor();
        return page;
      },
    );
    assert.deepEqual(loaded, []);
    const wrong = await axeEverywhere(browser, "explorer-field-error", async (context) => {
      const values = { owner: "..", repo: "r", title: "t", labels: ["bug", "ui"] };
      const page = await openPlayground(
        context,
        base + link("POST /repos/{owner}/{repo}/issues", values),
      );
      await page.locator("#op-owner-error").waitFor();
      return page;
    });
    assert.deepEqual(wrong, []);
  });
});
