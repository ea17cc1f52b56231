/**
 * What the explorer's browser tests share: the built site in Chromium, a page of it opened once
 * GitHub's route index has arrived, the Parameters editor read as JSON, and axe at both widths
 * in both colour schemes.
 *
 * @module
 */
import assert from "node:assert/strict";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { chromiumOrFail, launchChromium, until } from "../_chromium.ts";
import { type ServedSite, serveSite } from "../_site.ts";
import { axeViolations } from "../site/_axe.ts";

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

/**
 * Runs axe on the page `prepare` opens and sets up, at 375 and 1280 px, light and dark, and saves
 * a screenshot of each as `<name>-<width>-<scheme>.png`.
 *
 * @param browser The browser.
 * @param name The screenshots' prefix.
 * @param prepare Opens the page in the given context (with {@linkcode openPlayground}) and
 * brings it into the state to check.
 * @returns Each violation and each sideways scroll, as one line naming width and scheme.
 */
export async function axeEverywhere(
  browser: Browser,
  name: string,
  prepare: (context: BrowserContext) => Promise<Page>,
): Promise<string[]> {
  await Deno.mkdir(OUTPUT, { recursive: true });
  const found: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    for (const width of [375, 1280]) {
      const viewport = { width, height: 900 };
      const context = await browser.newContext({ viewport, colorScheme, bypassCSP: true });
      const page = await prepare(context);
      const where = `${width} px ${colorScheme}`;
      for (const v of await axeViolations(page)) {
        found.push(`${where}: ${v.id}\n    ${v.nodes.slice(0, 3).join("\n    ")}`);
      }
      const overflow = await page.evaluate<number>(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth",
      );
      if (overflow > 0) found.push(`${where}: scrolls ${overflow} px sideways`);
      const path = new URL(`${name}-${width}-${colorScheme}.png`, OUTPUT).pathname;
      await page.screenshot({ path, fullPage: true });
      await context.close();
    }
  }
  return found;
}

/** Lets only requests to 127.0.0.1 leave the context: GitHub's API and every other host fail. */
export async function keepLocal(context: BrowserContext): Promise<void> {
  await context.route(
    "**/*",
    (route) =>
      new URL(route.request().url()).hostname === "127.0.0.1" ? route.continue() : route.abort(),
  );
}

/**
 * Each client's snippet as the page shows it, by client id, picking each in the client menu.
 *
 * @param page The page, its result on screen.
 * @param clients The clients, as `CLIENT_SNIPPETS` lists them.
 * @returns The code, by client id.
 */
export async function clientSnippets(
  page: Page,
  clients: readonly { id: string; name: string }[],
): Promise<Map<string, string>> {
  const shown = new Map<string, string>();
  for (const client of clients) {
    await page.locator("#client-select").selectOption(client.id);
    await until(
      page,
      `document.getElementById("client-code-title")?.textContent === ${
        JSON.stringify(client.name)
      }`,
    );
    shown.set(client.id, (await page.locator("#client-code").textContent()) ?? "");
  }
  return shown;
}
