/**
 * The documentation site as a static host serves it: built once, served from a sub-path
 * (`/endpoint/`), and checked in Debian's Chromium: every link resolves, axe-core finds nothing
 * on the playground, the reference and the behaviour page at 375 and 1280 px in light and dark,
 * and every README tour link opens a playground that shows what the README example asserts.
 */
import assert from "node:assert/strict";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { chromiumOrFail, launchChromium } from "../_chromium.ts";
import { axeInEveryView } from "./_axe.ts";
import { type ServedSite, serveSite, SUB_PATH } from "../_site.ts";
import { EXAMPLES } from "../../playground/editor/examples.ts";
import { REFERENCE_ENTRIES } from "../../playground/site/site_links.ts";
import { SITE_URL } from "../../playground/site/site_url.ts";
import { encodeState } from "../../playground/editor/state.ts";
import { chromium } from "../_tools.ts";

const README = new URL("../../README.md", import.meta.url);

/** Reference pages axe checks: the index, a function, an interface, a class, the subpath entry. */
const REFERENCE_PAGES = [
  "api/index.html",
  "api/~/endpoint.html",
  "api/~/Endpoint.html",
  "api/~/EndpointError.html",
  "api/uri-template/~/parseTemplate.html",
];

const ENTITIES: Record<string, string> = { "&#x2F;": "/", "&amp;": "&", "&quot;": '"' };
const decodeEntities = (text: string) =>
  text.replace(/&#x2F;|&amp;|&quot;/g, (entity) => ENTITIES[entity]);

/** The `href` and `src` targets of an HTML page. */
function targetsOf(html: string): string[] {
  return [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((m) => decodeEntities(m[1]));
}

/** Opens a page and records failed requests, console errors and uncaught exceptions. */
async function open(context: BrowserContext, url: string, problems: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`${url}: console: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`${url}: ${e.message}`));
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`${url}: ${r.status()} for ${r.url()}`);
  });
  await page.goto(url);
  await page.waitForLoadState("load");
  return page;
}

/** One tour example of the README: its heading, code and playground link. */
interface TourExample {
  heading: string;
  code: string;
  link: string;
}

/** The README's tour examples, each with the link on the line after its code block. */
function tourExamples(readme: string): TourExample[] {
  const tour = readme.slice(
    readme.indexOf("\n## Tour"),
    readme.indexOf("\n## ", readme.indexOf("\n## Tour") + 1),
  );
  const pattern =
    /^### (.+)\n[\s\S]*?^```ts\n([\s\S]*?)^```\n\n\[Open in the playground\]\((\S+)\)$/gm;
  return [...tour.matchAll(pattern)].map((m) => ({ heading: m[1], code: m[2], link: m[3] }));
}

/** What a README code block asserts about urls, headers and expansions. */
function assertedValues(code: string) {
  const constants = Object.fromEntries(
    [...code.matchAll(/^const (\w+) = ("[^"]*");$/gm)].map((m) => [m[1], JSON.parse(m[2])]),
  );
  const literal = (text: string): string =>
    text.startsWith("`")
      ? text.slice(1, -1).replace(/\$\{(\w+)\}/g, (_, name) => constants[name])
      : JSON.parse(text);
  const objectLiteral = (text: string): unknown => new Function(`return (${text});`)();
  return {
    urls: [...code.matchAll(/assert\.equal\((?:[^;\n]*?\.)?url, ("[^"]*"|`[^`]*`)\)/g)]
      .map((m) => literal(m[1])),
    headers: [...code.matchAll(/assert\.deepEqual\(\w+\.headers, (\{[^;]*\})\);/g)]
      .map((m) => objectLiteral(m[1])),
    expansions: [...code.matchAll(/\.expand\([^;]*\), ("[^"]*")\);/g)].map((m) => literal(m[1])),
  };
}

chromium.test("the documentation site works from a sub-path", async (t) => {
  chromiumOrFail();
  let site: ServedSite | undefined;
  let browser: Browser | undefined;
  const problems: string[] = [];
  try {
    site = await serveSite();
    const { base } = site;
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });

    await t.step("the navigation bar links playground, reference and behaviour", async () => {
      const page = await open(context, base, problems);
      await page.locator("main.layout").waitFor();
      const nav = page.getByRole("navigation", { name: "Site" });
      await nav.getByRole("link", { name: "API reference" }).click();
      await page.waitForURL(`${base}api/index.html`);
      assert.match(await page.title(), /@x\/endpoint/);
      await page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Behaviour" })
        .click();
      await page.waitForURL(`${base}behaviour.html`);
      assert.equal(await page.locator("#section-8").count(), 1, "numbered sections have anchors");
      await page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Playground" })
        .click();
      await page.waitForURL(`${base}index.html`);
      await page.locator("main.layout").waitFor();
      await page.close();
    });

    await t.step("every link of every built page resolves inside the sub-path", async () => {
      const seen = new Set<string>();
      const queue = [`${base}index.html`];
      const broken: string[] = [];
      const pages = new Map<string, string>();
      while (queue.length > 0) {
        const url = queue.shift()!;
        const response = await fetch(url);
        const body = await response.text();
        if (response.status !== 200) {
          broken.push(`${url}: ${response.status}`);
          continue;
        }
        if (!url.endsWith(".html")) continue;
        pages.set(url, body);
        for (const target of targetsOf(body)) {
          if (/^(data:|mailto:|#)/.test(target) || target === "") continue;
          const resolved = new URL(target, url);
          if (resolved.origin !== new URL(base).origin) continue;
          assert.ok(resolved.pathname.startsWith(SUB_PATH), `${url} links ${target} outside`);
          resolved.hash = "";
          resolved.search = "";
          const key = resolved.pathname.endsWith("/")
            ? `${resolved.href}index.html`
            : resolved.href;
          if (!seen.has(key)) {
            seen.add(key);
            queue.push(key);
          }
        }
      }
      assert.deepEqual(broken, []);
      assert.ok(pages.size > 50, `crawled ${pages.size} pages`);
      for (const [url, html] of pages) {
        assert.doesNotMatch(html, /file:\/\//, `${url} links a local file`);
      }
    });

    await t.step(
      "the playground's links reach the reference and the behaviour sections",
      async () => {
        for (const entry of Object.values(REFERENCE_ENTRIES)) {
          const response = await fetch(new URL(entry.href, base));
          await response.body?.cancel();
          assert.equal(response.status, 200, entry.href);
        }
        const behaviour = await (await fetch(new URL("behaviour.html", base))).text();
        const states = ["unclosed-brace", "missing-value", "list-issues", "tpl-explode"]
          .map((id) => EXAMPLES.find((e) => e.id === id)!.state);
        for (const state of states) {
          const page = await open(context, base + encodeState(state), problems);
          await page.locator("main.layout").waitFor();
          const hrefs = await page.evaluate<string[]>(
            "[...document.querySelectorAll('main a[href]')].map((a) => a.href)",
          );
          assert.ok(hrefs.length >= 2, `${state.route || state.template}: links in the page`);
          for (const href of hrefs) {
            const url = new URL(href);
            // The explorer's link to an operation's page in GitHub's docs (never fetched here).
            if (url.origin === "https://docs.github.com") continue;
            assert.ok(url.pathname.startsWith(SUB_PATH), href);
            if (url.pathname.endsWith("/behaviour.html")) {
              assert.ok(
                behaviour.includes(`id="${url.hash.slice(1)}"`),
                `${href}: no such section`,
              );
            } else {
              const response = await fetch(url);
              await response.body?.cancel();
              assert.equal(response.status, 200, href);
            }
          }
          await page.close();
        }
      },
    );

    await t.step("axe-core finds no violation at 375 and 1280 px, light and dark", async () => {
      const pages: [string, string | null][] = [
        ["index.html", null],
        ["index.html" + encodeState(EXAMPLES.find((e) => e.id === "unclosed-brace")!.state), null],
        [
          "index.html" + encodeState(EXAMPLES.find((e) => e.id === "missing-value")!.state),
          "result",
        ],
        ["index.html" + encodeState(EXAMPLES.find((e) => e.id === "tpl-explode")!.state), "result"],
        ["behaviour.html", null],
        ...REFERENCE_PAGES.map((path): [string, null] => [path, null]),
      ];
      // axeInEveryView opens the pages in this order in every view.
      let next = 0;
      const found = await axeInEveryView(
        browser!,
        pages.map(([path]) => base + path),
        async (page) => {
          const [path, tab] = pages[next++ % pages.length];
          await page.waitForLoadState("load");
          if (path.startsWith("index.html")) await page.locator("main.layout").waitFor();
          if (tab && page.viewportSize()!.width < 960) {
            await page.getByRole("tab", { name: /Result/ }).click();
          }
        },
      );
      assert.deepEqual(found, []);
    });

    await t.step("each README tour link shows what its example asserts", async () => {
      const examples = tourExamples(await Deno.readTextFile(README));
      assert.ok(examples.length >= 6, `${examples.length} tour examples with a link`);
      for (const example of examples) {
        assert.ok(example.link.startsWith(SITE_URL), `${example.heading}: ${example.link}`);
        const local = base + example.link.slice(SITE_URL.length);
        const asserted = assertedValues(example.code);
        const page = await open(context, local, problems);
        await page.locator("main.layout").waitFor();
        assert.equal(await page.locator(".alert:not(.empty)").count(), 0, example.heading);
        const shown: string[] = [];
        if (await page.locator("#result-url").count()) {
          const url = await page.locator("#result-url").textContent() ?? "";
          const result = JSON.parse(await page.locator("#result-json").textContent() ?? "{}");
          shown.push(`url ${url}`, `headers ${JSON.stringify(result.headers)}`);
          if (asserted.urls.includes(url)) continue;
          if (asserted.headers.some((h) => JSON.stringify(h) === JSON.stringify(result.headers))) {
            continue;
          }
        } else {
          const expansion = await page.locator("#expansion").textContent() ?? "";
          shown.push(`expansion ${expansion}`);
          if (asserted.expansions.includes(expansion)) continue;
        }
        assert.fail(
          `${example.heading}: the page shows ${shown.join(", ")}; the README asserts ${
            JSON.stringify(asserted)
          }`,
        );
      }
    });

    await t.step("nothing failed to load and nothing logged an error", () => {
      assert.deepEqual(problems, []);
    });
  } finally {
    await browser?.close();
    await site?.close();
  }
});
