/**
 * The behaviour document as a page of the site: `docs/behaviour.md` rendered to HTML, with the
 * site's navigation. Its numbered sections get the anchors `#section-N` (and GitHub's own
 * heading anchors), which the playground links to.
 *
 * @module
 */
import { escapeHtml, renderMarkdown } from "./markdown.ts";
import { siteNav } from "./site_nav.ts";

/** Where the document is, relative to the repository root. */
export const BEHAVIOUR_SOURCE = "docs/behaviour.md";

/**
 * Where a link in the document goes on the site: anchors and web links stay; a link to the
 * document itself becomes its anchor; a link to another repository file is not on the site, so
 * only its text is kept.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { siteLink } from "./behaviour_page.ts";
 * assert.equal(siteLink("#8-errors"), "#8-errors");
 * assert.equal(siteLink("behaviour.md#5-rfc-6570-engine"), "#5-rfc-6570-engine");
 * assert.equal(siteLink("../src/endpoint.ts"), null);
 * ```
 *
 * @param href The link as written in the document.
 * @returns The link on the site, or `null` for text only.
 */
export function siteLink(href: string): string | null {
  if (href.startsWith("#") || /^(https?:|mailto:)/i.test(href)) return href;
  const own = /^(?:\.\/)?behaviour\.md(#.*)?$/.exec(href);
  if (own) return own[1] ?? "#";
  return null;
}

/**
 * The page's HTML.
 *
 * @param markdown The document's source.
 * @param stylesHref The site stylesheet's url (with its cache-busting query).
 * @param name The package name.
 * @returns A complete HTML document.
 */
export function behaviourPage(markdown: string, stylesHref: string, name: string): string {
  const title = /^#\s+(.*)$/m.exec(markdown)?.[1].replace(/`/g, "") ?? "Behaviour";
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
    ${siteNav("./", "behaviour", name)}
    <main class="doc">
${renderMarkdown(markdown, { link: siteLink })}
    </main>
  </body>
</html>
`;
}
