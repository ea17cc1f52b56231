/**
 * What the explorer's browser tests share: the built site in Chromium, a page of it opened once
 * GitHub's route index has arrived, and the Parameters editor read as JSON.
 *
 * @module
 */
import assert from "node:assert/strict";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { chromiumOrFail, launchChromium } from "../_chromium.ts";
import { type ServedSite, serveSite } from "../_site.ts";

/** Where the browser tests save screenshots. */
export const OUTPUT: URL = new URL("../.output/", import.meta.url);

/** Opens `url` and waits for the page and for GitHub's route index, fetched after first paint. */
export async function openPlayground(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  const index = page.waitForResponse((r) => r.url().includes("github_index.json"));
  await page.goto(url);
  await page.locator("main.layout").waitFor();
  assert.equal((await index).status(), 200);
  return page;
}

/** The Parameters editor's JSON, parsed. */
export async function params(page: Page): Promise<unknown> {
  return JSON.parse(await page.locator("#params").inputValue());
}

/**
 * Builds and serves the site, launches Chromium, runs `body` with them, and closes both.
 *
 * @param body The test, given the playground's url and the browser.
 */
export async function withPlayground(
  body: (base: string, browser: Browser) => Promise<void>,
): Promise<void> {
  chromiumOrFail();
  let site: ServedSite | undefined;
  let browser: Browser | undefined;
  try {
    site = await serveSite();
    browser = await launchChromium();
    await body(`${site.base}index.html`, browser);
  } finally {
    await browser?.close();
    await site?.close();
  }
}
