/**
 * The document pages in Debian's Chromium, served from a sub-path: the skip link, the table of
 * contents, decision links that open their entry, and no axe-core violation at 375 and 1280 px,
 * light and dark.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { chromiumOrFail, launchChromium, until } from "../_chromium.ts";
import { axeInEveryView } from "./_axe.ts";
import { type ServedSite, serveSite } from "../_site.ts";
import { DOC_PAGES } from "../../playground/site/doc_page.ts";
import { chromium } from "../_tools.ts";

const activeId = (page: Page) => page.evaluate<string>("document.activeElement?.id ?? ''");
const activeText = (page: Page) =>
  page.evaluate<string>("document.activeElement?.textContent?.trim() ?? ''");

/** Whether the element is inside the viewport's height. */
const inView = (page: Page, selector: string) =>
  page.evaluate<boolean>(`(() => {
    const box = document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect();
    return !!box && box.top >= 0 && box.top < innerHeight;
  })()`);

chromium.test("the document pages: skip link, contents, decision links, no axe violation", async (t) => {
  chromiumOrFail();
  let site: ServedSite | undefined;
  let browser: Browser | undefined;
  const problems: string[] = [];
  try {
    site = await serveSite();
    const { base } = site;
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.on("pageerror", (e) => problems.push(e.message));
    page.on("response", (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} for ${r.url()}`);
    });

    await t.step(
      "the first Tab reaches the skip link, which moves focus to the content",
      async () => {
        for (const path of ["behaviour.html", "api/index.html", "api/~/endpoint.html"]) {
          await page.goto(base + path);
          await page.keyboard.press("Tab");
          assert.equal(await activeText(page), "Skip to main content", path);
          assert.ok(await inView(page, ".skip-link"), `${path}: the focused skip link is visible`);
          await page.keyboard.press("Enter");
          assert.equal(await activeId(page), "site-main", path);
          await page.keyboard.press("Tab");
          const inMain = await page.evaluate<boolean>(
            "!!document.activeElement?.closest('main') && !document.activeElement.closest('.site-nav')",
          );
          assert.ok(inMain, `${path}: the next Tab stays in the main content`);
        }
        await page.goto(base + "behaviour.html");
        await page.keyboard.press("Tab");
        await page.keyboard.press("Enter");
        await page.keyboard.press("Tab");
        assert.equal(await activeText(page), "1. Public surface", "then the contents' first link");
      },
    );

    await t.step("every page is in the navigation, the current one marked", async () => {
      for (const { href } of DOC_PAGES) {
        await page.goto(base + href);
        const nav = page.getByRole("navigation", { name: "Site" });
        assert.equal(await nav.getByRole("link").count(), 8, href);
        const current = nav.locator("[aria-current=page]");
        assert.equal(await current.getAttribute("href"), `./${href}`);
      }
    });

    await t.step("a contents link scrolls its section into view", async () => {
      await page.goto(base + "behaviour.html");
      const contents = page.getByRole("navigation", { name: "Contents" });
      await contents.getByRole("link", { name: "8. Errors" }).click();
      await page.waitForURL(`${base}behaviour.html#8-errors`);
      await until(
        page,
        `(() => {
        // Scrolled to a fractional offset, the heading may sit a fraction of a pixel above the top.
        const top = document.getElementById("8-errors").getBoundingClientRect().top;
        return top > -1 && top < 100;
      })()`,
      );
    });

    await t.step("a decision link opens the decisions page at its entry", async () => {
      await page.goto(base + "behaviour.html");
      const link = page.locator("a[href='decisions.html#decision-17']").first();
      assert.equal(await link.textContent(), "decision 17");
      await link.click();
      await page.waitForURL(`${base}decisions.html#decision-17`);
      assert.equal(
        await page.evaluate<string>("document.querySelector(':target')?.id"),
        "decision-17",
      );
      assert.ok(await inView(page, "#decision-17"), "the entry is on screen");
      assert.match(
        await page.locator("#decision-17").textContent() ?? "",
        /^A header removed with null stays removed/,
      );
      await page.goto(base + "moving-from-octokit.html");
      await page.locator("main a[href='openapi.html#github']").click();
      await page.waitForURL(`${base}openapi.html#github`);
      assert.equal(await page.evaluate<string>("document.querySelector(':target')?.id"), "github");
    });

    await t.step("axe-core finds no violation at 375 and 1280 px, light and dark", async () => {
      // At an entry (the `:target` outline) and with the skip link shown.
      const urls = DOC_PAGES.map(({ href }) => `${base}${href}#decision-3`);
      const found = await axeInEveryView(browser!, urls, (page) => page.keyboard.press("Tab"));
      assert.deepEqual(found, []);
    });

    await t.step("nothing failed to load", () => assert.deepEqual(problems, []));
  } finally {
    await browser?.close();
    await site?.close();
  }
});
