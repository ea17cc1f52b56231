/**
 * The documents of `docs/` as site pages, without a browser: every "decision N" is a link to an
 * entry that exists, every link between pages lands on an id of its target, and the long pages
 * have a table of contents.
 */
import assert from "node:assert/strict";
import { linkDecisions } from "../../playground/site/decision_links.ts";
import { DOC_PAGES, docPage, siteLink } from "../../playground/site/doc_page.ts";
import { renderMarkdown } from "../../playground/site/markdown.ts";
import { SITE_PAGES } from "../../playground/site/site_nav.ts";
import { tableOfContents } from "../../playground/site/table_of_contents.ts";

const ROOT = new URL("../../", import.meta.url);

/** Every document page, rendered from the documents as they are now. */
const pages = new Map(
  await Promise.all(DOC_PAGES.map(async ({ page, href, source }) => {
    const markdown = await Deno.readTextFile(new URL(source, ROOT));
    return [href, docPage(markdown, page, "./styles.css", "@x/endpoint")] as const;
  })),
);

const idsOf = (html: string) => new Set([...html.matchAll(/\bid="([^"]*)"/g)].map((m) => m[1]));

/** The text of the page that is not code, a link or a heading. */
function plainText(html: string): string {
  return html.replace(/<(a|code|pre|h[1-6])\b[^>]*>[\s\S]*?<\/\1>/g, " ").replace(/<[^>]*>/g, "");
}

Deno.test("the site renders behaviour, decisions, the OpenAPI guides, moving from octokit and clients", () => {
  assert.deepEqual([...pages.keys()], [
    "behaviour.html",
    "decisions.html",
    "openapi.html",
    "openapi-styles.html",
    "moving-from-octokit.html",
    "clients.html",
  ]);
  for (const [href, html] of pages) {
    for (const { href: target, label } of Object.values(SITE_PAGES)) {
      assert.ok(html.includes(`href="./${target}"`), `${href}: the navigation links ${label}`);
    }
    assert.match(html, /<main class="doc" id="site-main" tabindex="-1">/, href);
    assert.match(html, /^\s*<a class="skip-link" href="#site-main">/m, href);
  }
});

Deno.test("docPage() links every decision N to its entry on the decisions page", () => {
  const decisions = idsOf(pages.get("decisions.html")!);
  assert.ok(decisions.has("decision-1") && decisions.has("decision-39"), "one id per decision");
  let links = 0;
  for (const [href, html] of pages) {
    assert.doesNotMatch(plainText(html), /\bdecisions?\s+\d/i, `${href}: an unlinked decision`);
    for (const [, page, id] of html.matchAll(/href="((?:decisions\.html)?)#(decision-\d+)"/g)) {
      assert.equal(page === "", href === "decisions.html", `${href}: ${page}#${id}`);
      assert.ok(decisions.has(id), `${href} links #${id}, which the decisions page lacks`);
      links++;
    }
  }
  // The behaviour page alone cited decisions 27 times when the site first linked them.
  assert.ok(links >= 27, `${links} decision links`);
});

Deno.test("every link between the document pages lands on an id of its target", () => {
  for (const [href, html] of pages) {
    for (const [, target, fragment] of html.matchAll(/href="([\w.-]*\.html|)#([^"]+)"/g)) {
      const page = target === "" ? href : target;
      if (!pages.has(page)) continue;
      assert.ok(idsOf(pages.get(page)!).has(fragment), `${href} links ${page}#${fragment}`);
    }
    assert.doesNotMatch(html, /href="[^"]*\.md\b/, `${href} still links a Markdown file`);
  }
  assert.match(pages.get("moving-from-octokit.html")!, /href="behaviour\.html#8-errors"/);
  assert.match(pages.get("moving-from-octokit.html")!, /href="openapi\.html#github"/);
});

Deno.test("the long pages open with a table of contents of their headings", () => {
  for (const href of ["behaviour.html", "moving-from-octokit.html", "clients.html"]) {
    const html = pages.get(href)!;
    const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(html)?.[0];
    assert.ok(toc, `${href} has contents`);
    assert.ok(html.indexOf(toc) < html.indexOf("<p>"), `${href}: the contents come first`);
    const headings = [...html.matchAll(/<h2 id="([^"]+)">/g)].map((m) => m[1])
      .filter((id) => id !== "toc.title");
    const linked = [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    for (const id of headings) assert.ok(linked.includes(id), `${href}: contents lack #${id}`);
  }
  assert.match(pages.get("behaviour.html")!, /<a href="#41-method">4\.1 method<\/a>/);
  const decisions = /<nav class="toc"[\s\S]*?<\/nav>/.exec(pages.get("decisions.html")!)?.[0] ?? "";
  const entries = Deno.readTextFileSync(new URL("../../docs/decisions.md", import.meta.url))
    .match(/^\d+\. \*\*/gm)?.length;
  assert.ok(entries !== undefined && entries > 0);
  assert.equal(decisions.match(/href="#decision-\d+"/g)?.length, entries, "every decision listed");
  assert.match(decisions, /<a href="#decision-2">2\. <code>baseUrl<\/code> is normalised<\/a>/);
  // The OpenAPI guide lists its own contents: the page adds no second list.
  assert.doesNotMatch(pages.get("openapi.html")!, /class="toc"/);
  assert.match(pages.get("openapi.html")!, /<a href="#github">GitHub<\/a>/);
});

Deno.test("linkDecisions() links each number, never inside code, links or headings", () => {
  const table: [string, string][] = [
    ["<p>(decision 7)</p>", '<p>(<a href="d.html#decision-7">decision 7</a>)</p>'],
    [
      "<p>decisions 15\nand 34</p>",
      '<p><a href="d.html#decision-15">decisions 15</a>\nand <a href="d.html#decision-34">34</a></p>',
    ],
    [
      "<li>Decisions 3, 4 or 5.</li>",
      '<li><a href="d.html#decision-3">Decisions 3</a>, <a href="d.html#decision-4">4</a> or ' +
      '<a href="d.html#decision-5">5</a>.</li>',
    ],
    ["<p><code>decision 7</code></p>", "<p><code>decision 7</code></p>"],
    ['<p><a href="x">decision 7</a></p>', '<p><a href="x">decision 7</a></p>'],
    ["<h2>decision 7</h2>", "<h2>decision 7</h2>"],
    ['<p>"decision N" and decisions.md</p>', '<p>"decision N" and decisions.md</p>'],
  ];
  for (const [html, expected] of table) assert.equal(linkDecisions(html, "d.html"), expected);
});

Deno.test("tableOfContents() nests level 3 under level 2 and keeps link-free labels", () => {
  const html = [
    '<h2 id="1-a"><span id="section-1"></span>1. A</h2>',
    '<h3 id="11-x"><a href="y">1.1</a> x</h3>',
    '<h2 id="b">B</h2>',
    '<h2 id="c"><code>c()</code></h2>',
  ].join("\n");
  assert.equal(
    tableOfContents(html),
    '<nav class="toc" aria-labelledby="toc.title"><h2 id="toc.title">Contents</h2><ul>' +
      '<li><a href="#1-a">1. A</a><ul><li><a href="#11-x">1.1 x</a></li></ul></li>' +
      '<li><a href="#b">B</a></li><li><a href="#c"><code>c()</code></a></li></ul></nav>',
  );
});

Deno.test("renderMarkdown() reads bold text that starts with code", () => {
  assert.equal(
    renderMarkdown("**`baseUrl` is normalised** through `new URL()`"),
    "<p><strong><code>baseUrl</code> is normalised</strong> through <code>new URL()</code></p>",
  );
});

Deno.test("renderMarkdown() gives ids to the top-level ordered list's items only", () => {
  const html = renderMarkdown("3. a\n   1. nested\n4. b", { itemId: (n) => `n-${n}` });
  assert.equal(
    html,
    '<ol start="3">\n<li id="n-3">a\n<ol>\n<li>nested</li>\n</ol></li>\n<li id="n-4">b</li>\n</ol>',
  );
});

Deno.test("siteLink() sends a document's link to its page on the site", () => {
  assert.equal(siteLink("clients.md", "moving-from-octokit.html"), "clients.html");
  assert.equal(siteLink("./openapi.md#github", "openapi.html"), "#github");
  assert.equal(siteLink("releasing.md", "behaviour.html"), null);
  assert.equal(siteLink("../README.md", "behaviour.html"), null);
});
