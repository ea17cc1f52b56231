/**
 * The documents of `docs/` as pages of the site (the {@linkcode SITE_PAGES} entries with a
 * `source`): rendered to HTML with the site's navigation, a table of contents when the document
 * is long and lists none of its own, every "decision N" linked to its entry, and links between
 * the documents turned into links between the pages. The behaviour document's numbered sections
 * get the anchors `#section-N` (and GitHub's own heading anchors), which the playground links to;
 * the decisions get `#decision-N`.
 *
 * @module
 */
import { decisionId, linkDecisions } from "./decision_links.ts";
import { escapeHtml, renderMarkdown } from "./markdown.ts";
import { MAIN_ID, SITE_PAGES, siteNav, type SitePage } from "./site_nav.ts";
import { tableOfContents } from "./table_of_contents.ts";

/** A page rendered from a document. */
export interface DocPage {
  /** Which page. */
  page: SitePage;
  /** Where it is, relative to the site root. */
  href: string;
  /** The document, relative to the repository root. */
  source: string;
}

/** The pages rendered from a document, in the navigation's order. */
export const DOC_PAGES: readonly DocPage[] = (Object.keys(SITE_PAGES) as SitePage[])
  .flatMap((page) => {
    const { href, source } = SITE_PAGES[page];
    return source ? [{ page, href, source }] : [];
  });

/**
 * Where a link in a document goes on the site: anchors and web links stay; a link to a document
 * the site renders goes to its page (to the anchor alone on the page itself); a link to any other
 * repository file is not on the site, so only its text is kept.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { siteLink } from "./doc_page.ts";
 * assert.equal(siteLink("#8-errors", "behaviour.html"), "#8-errors");
 * assert.equal(siteLink("behaviour.md#5-rfc-6570-engine", "behaviour.html"), "#5-rfc-6570-engine");
 * assert.equal(siteLink("behaviour.md#8-errors", "openapi.html"), "behaviour.html#8-errors");
 * assert.equal(siteLink("../src/endpoint.ts", "behaviour.html"), null);
 * ```
 *
 * @param href The link as written in the document (relative to `docs/`).
 * @param current The page the link is on.
 * @returns The link on the site, or `null` for text only.
 */
export function siteLink(href: string, current: string): string | null {
  if (href.startsWith("#") || /^(https?:|mailto:)/i.test(href)) return href;
  const doc = /^(?:\.\/)?([\w.-]+\.md)(#.*)?$/.exec(href);
  const target = doc && DOC_PAGES.find((p) => p.source === `docs/${doc[1]}`);
  if (!target) return null;
  if (target.href === current) return doc[2] ?? "#";
  return target.href + (doc[2] ?? "");
}

/** Whether the document lists its own contents: links to its own headings before the first `##`. */
function hasOwnContents(markdown: string): boolean {
  const firstSection = markdown.search(/^## /m);
  return firstSection !== -1 && /\]\(#/.test(markdown.slice(0, firstSection));
}

/**
 * A document's page.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { docPage } from "./doc_page.ts";
 * const html = docPage("# Title\n\nSee decision 3.", "openapi", "./styles.css", "@x/endpoint");
 * assert.match(html, /<title>Title<\/title>/);
 * assert.match(html, /<a href="decisions.html#decision-3">decision 3<\/a>/);
 * ```
 *
 * @param markdown The document's source.
 * @param page Which page it is.
 * @param stylesHref The site stylesheet's url (with its cache-busting query).
 * @param name The package name.
 * @returns A complete HTML document.
 */
export function docPage(
  markdown: string,
  page: SitePage,
  stylesHref: string,
  name: string,
): string {
  const { href, label } = SITE_PAGES[page];
  const title = /^#\s+(.*)$/m.exec(markdown)?.[1].replace(/`/g, "") ?? label;
  const body = renderMarkdown(markdown, {
    link: (target) => siteLink(target, href),
    itemId: page === "decisions" ? decisionId : undefined,
  });
  const toc = hasOwnContents(markdown) ? "" : tableOfContents(body);
  const decisions = page === "decisions" ? "" : SITE_PAGES.decisions.href;
  // The contents go right after the title, before the document's first paragraph.
  const content = linkDecisions(body.replace("</h1>", (end) => end + toc), decisions);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light dark">
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="${escapeHtml(stylesHref)}">
    <link rel="stylesheet" href="./site_nav.css">
  </head>
  <body>
    ${siteNav("./", page, name)}
    <main class="doc" id="${MAIN_ID}" tabindex="-1">
${content}
    </main>
  </body>
</html>
`;
}
