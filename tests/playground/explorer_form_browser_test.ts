/**
 * The form of the GitHub operation the route names, in Debian's Chromium: fields write the
 * Parameters JSON and the JSON fills the fields; GitHub's rules show as notes (a required
 * parameter missing, an unknown one with the nearest name, a value outside an enum, one sent
 * where GitHub does not read it); axe finds nothing with the form open.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { until } from "../_chromium.ts";
import { encodeState, INITIAL_STATE } from "../../playground/editor/state.ts";
import { axeEverywhere, openPlayground, params, withPlayground } from "./_explorer.ts";
import { chromium } from "../_tools.ts";

const link = (route: string, values: Record<string, unknown>) =>
  encodeState({ ...INITIAL_STATE, route, params: JSON.stringify(values, null, 2) });

const notes = (page: Page) =>
  page.evaluate<string[]>(
    `[...document.querySelectorAll(".operation-notes li")].map((li) => li.textContent)`,
  );

/** Replaces the Parameters editor's text, as typing would. */
async function typeParams(page: Page, values: Record<string, unknown>): Promise<void> {
  await page.locator("#params").fill(JSON.stringify(values));
}

/** Opens the form of the operation on screen, unless it is open. */
async function openForm(page: Page): Promise<void> {
  const form = page.locator(".operation-form");
  if (!(await form.evaluate((details: HTMLDetailsElement) => details.open))) {
    await form.locator("summary").click();
  }
}

chromium.test("the picked operation's form and rules stay in step with the JSON", async (t) => {
  await withPlayground(async (base, browser) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const route = "GET /repos/{owner}/{repo}/issues";
    const page = await openPlayground(
      context,
      base + link(route, { owner: "octocat", repo: "hello-world", state: "opne", per_pag: 5 }),
    );

    await t.step("a value outside an enum, and an unknown name with the nearest one", async () => {
      await page.locator(".operation-notes").waitFor();
      assert.deepEqual(await notes(page), [
        "per_pag is no parameter of this operation: did you mean per_page?",
        "state is opne; GitHub takes one of open, closed, all",
      ]);
      await page.locator(".operation-form summary").getByText("List repository issues").waitFor();
    });

    await t.step("a select writes the JSON and the notes follow", async () => {
      await openForm(page);
      assert.equal(await page.getByLabel("state", { exact: true }).inputValue(), "opne");
      await page.getByLabel("state", { exact: true }).selectOption("closed");
      assert.deepEqual(await params(page), {
        owner: "octocat",
        repo: "hello-world",
        state: "closed",
        per_pag: 5,
      });
      assert.deepEqual(await notes(page), [
        "per_pag is no parameter of this operation: did you mean per_page?",
      ]);
      await page.getByLabel("state", { exact: true }).selectOption("");
      assert.deepEqual(await params(page), { owner: "octocat", repo: "hello-world", per_pag: 5 });
    });

    await t.step("the JSON fills the fields; text, number and list fields write it", async () => {
      await typeParams(page, { owner: "denoland", repo: "deno", state: "all", labels: ["a", "b"] });
      assert.equal(await page.getByLabel("owner").inputValue(), "denoland");
      assert.equal(await page.getByLabel("state", { exact: true }).inputValue(), "all");
      assert.equal(await page.getByLabel("labels").inputValue(), "a, b");
      assert.deepEqual(await notes(page), []);
      await page.getByLabel("per_page").fill("30");
      // GitHub describes `labels` here as one string of comma-separated names.
      await page.getByLabel("labels").fill("bug,ui");
      await page.getByLabel("owner").fill("");
      assert.deepEqual(await params(page), {
        owner: null,
        repo: "deno",
        state: "all",
        labels: "bug,ui",
        per_page: 30,
      });
      assert.deepEqual(await notes(page), ["owner is required"]);
      await page.locator("#result-url").getByText("per_page=30").waitFor();
    });

    await t.step("required fields are marked and say where they go and why", async () => {
      const hint = await page.locator("#op-owner-hint").textContent();
      assert.match(hint ?? "", /goes to the url \(the route names it\)/);
      const perPage = await page.locator("#op-per_page-hint").textContent();
      assert.match(perPage ?? "", /^integer; goes to the query \(GET sends the other parameters/);
      assert.equal(await page.locator("#op-owner").getAttribute("aria-required"), "true");
      assert.equal(await page.locator("#op-per_page").getAttribute("aria-required"), "false");
    });

    await t.step("a checkbox writes a boolean; a body field's note for POST", async () => {
      await page.goto(base + link("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r" }));
      await page.locator(".operation-form summary").getByText("Update a repository").waitFor();
      await openForm(page);
      await page.getByLabel("has_issues").check();
      assert.deepEqual(await params(page), { owner: "o", repo: "r", has_issues: true });
      assert.match(
        (await page.locator("#op-has_issues-hint").textContent()) ?? "",
        /goes to the body \(PATCH sends the other parameters as its body\)/,
      );
      await page.getByLabel("has_issues").uncheck();
      assert.deepEqual(await params(page), { owner: "o", repo: "r" });
    });

    await t.step("a query parameter a DELETE would send as its body", async () => {
      const caches = "DELETE /repos/{owner}/{repo}/actions/caches";
      await page.goto(base + link(caches, { owner: "o", repo: "r", key: "k" }));
      await page.locator(".operation-notes").waitFor();
      assert.deepEqual(await notes(page), [
        "key goes to the body (DELETE sends the other parameters as its body), but GitHub reads " +
        "it from the query: add {?key} to the route",
      ]);
      await page.locator("#route").fill(`${caches}{?key}`);
      await until(page, `!document.querySelector(".operation-notes")`);
    });

    await t.step("invalid JSON disables the form; a route GitHub lacks shows none", async () => {
      await page.locator("#params").fill("{ not json");
      assert.ok(await page.locator("#op-owner").isDisabled(), "the fields of a disabled fieldset");
      await page.locator(".operation-form").getByText("Fix the JSON to use the form.").waitFor();
      await page.locator("#route").fill("GET /not/github");
      await until(page, `!document.querySelector(".operation-form")`);
    });
    await context.close();

    await t.step(
      "axe: 0 violations with the form open, 375 and 1280 px, light and dark",
      async () => {
        const found = await axeEverywhere(browser, "explorer-form", async (context) => {
          const values = { owner: "octocat", state: "opne", per_pag: 5 };
          const page = await openPlayground(context, base + link(route, values));
          await openForm(page);
          return page;
        });
        assert.deepEqual(found, []);
      },
    );
  });
});
