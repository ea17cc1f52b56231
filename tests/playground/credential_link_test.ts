/**
 * A token typed into the playground never reaches its address bar, its history or **Copy link**
 * unless the reader asks for it, in Debian's Chromium. Every url the page's script writes is
 * recorded (`history.pushState`/`replaceState`, and each navigation), so "never" is checked on
 * every write, not only on the last one.
 */
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { axeInEveryView } from "../site/_axe.ts";
import { chromiumOrFail, expectUrl, launchChromium, until } from "../_chromium.ts";
import { type ServedSite, serveSite } from "../_site.ts";
import { callState } from "./_states.ts";
import { decodeState, encodeState } from "../../playground/editor/state.ts";
import { chromium } from "../_tools.ts";

const SECRET = "ghp_16C7e42F292c6912E7710c838347Ae178B4a";
const SECRET_PART = SECRET.slice(4, 10);

/** Records every url the page writes into the history, before the page's own script runs. */
const RECORD_URLS = `(() => {
  window.__urls = [];
  for (const name of ["pushState", "replaceState"]) {
    const original = history[name].bind(history);
    history[name] = (state, title, url) => {
      original(state, title, url);
      window.__urls.push(location.href);
    };
  }
  addEventListener("hashchange", () => window.__urls.push(location.href));
})()`;

chromium.test("a credential typed in the playground stays out of its links", async (t) => {
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
    await context.addInitScript({ content: RECORD_URLS });
    const page = await context.newPage();
    await page.goto(base);
    await page.locator("main.layout").waitFor();
    const urls = () => page.evaluate<string[]>("[...window.__urls, location.href]");
    const assertNoSecret = async (when: string) => {
      for (const url of await urls()) {
        assert.ok(!url.includes(SECRET_PART), `${when}: the page wrote ${url}`);
      }
    };

    await t.step("typed key by key into a defaults layer, it never enters the url", async () => {
      await page.getByRole("button", { name: "Add defaults layer" }).click();
      await page.locator("#defaults-1").fill("");
      await page.keyboard.type(`{"headers": {"authorization": "token ${SECRET}"}}`, { delay: 5 });
      await expectUrl(
        page,
        "https://api.github.com/repos/octocat/hello-world/issues?state=open&labels=bug%2Cui&per_page=50",
      );
      await page.waitForTimeout(400);
      await assertNoSecret("after typing");
      const linked = decodeState(new URL(page.url()).hash)!;
      assert.equal(linked.defaults[0], '{"headers": {"authorization": "token <redacted>"}}');
      const note = page.locator(".credential-note");
      assert.match(
        await note.textContent() ?? "",
        /authorization looks like a credential: the link holds <redacted> instead/,
      );
      const status = page.locator("#credential-status");
      assert.match(
        await status.textContent() ?? "",
        /Credentials kept out of the link: authorization/,
      );
      assert.equal(
        await page.getByRole("checkbox").isChecked(),
        false,
        "out of the link by default",
      );
    });

    await t.step("Copy link copies the placeholder, not the token", async () => {
      await page.getByRole("button", { name: "Copy link" }).click();
      await page.getByText("Copied").first().waitFor();
      const copied = await page.evaluate<string>("navigator.clipboard.readText()");
      assert.ok(!copied.includes(SECRET_PART), copied);
      assert.equal(
        decodeState(new URL(copied).hash)!.defaults[0],
        '{"headers": {"authorization": "token <redacted>"}}',
      );
    });

    await t.step("a header in the parameters, by its look alone, is kept out too", async () => {
      await page.locator("#params").fill(
        `{"owner": "o", "repo": "r", "headers": {"x-note": "${SECRET}"}}`,
      );
      await until(
        page,
        `!!document.querySelector(".credential-note")?.textContent.includes("x-note")`,
      );
      await page.waitForTimeout(400);
      await assertNoSecret("after the parameters");
    });

    await t.step("an example after the token: Back restores the placeholder", async () => {
      await page.locator(".examples summary").click();
      await page.getByRole("link", { name: "Create an issue (JSON body)" }).click();
      await expectUrl(page, "https://api.github.com/repos/octocat/hello-world/issues");
      await page.goBack();
      await until(page, `document.getElementById("defaults-1")?.value.includes("<redacted>")`);
      assert.equal(
        await page.locator("#defaults-1").inputValue(),
        '{"headers": {"authorization": "token <redacted>"}}',
      );
      await assertNoSecret("after Back");
      await page.goForward();
      await assertNoSecret("after Forward");
    });

    await t.step(
      "the checkbox puts credentials in the link, and unticked takes them out",
      async () => {
        await page.goBack();
        await page.locator("#defaults-1").fill(`{"headers": {"authorization": "token ${SECRET}"}}`);
        const checkbox = page.getByRole("checkbox", {
          name: "Put them in the address bar and Copy link",
        });
        await checkbox.check();
        await until(page, `location.href.includes(${JSON.stringify(SECRET_PART)})`);
        assert.match(
          await page.locator("#credential-status").textContent() ?? "",
          /Credentials in the link: authorization/,
        );
        await checkbox.uncheck();
        await until(page, `!location.href.includes(${JSON.stringify(SECRET_PART)})`);
      },
    );
    await page.close();

    await t.step(
      "the warning has no axe violation at 375 and 1280 px, light and dark",
      async () => {
        const state = callState("GET /user", `{"headers": {"cookie": "a=${SECRET}"}}`, [
          `{"headers": {"authorization": "token ${SECRET}"}}`,
        ]);
        const found = await axeInEveryView(
          browser!,
          [base + encodeState(state)],
          (page) => page.locator(".credential-note").first().waitFor(),
        );
        assert.deepEqual(found, []);
      },
    );
  } finally {
    await browser?.close();
    await site?.close();
  }
});
