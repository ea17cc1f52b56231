/**
 * The table of contents of a rendered document: its `<h2>` and `<h3>` headings, and the entries
 * of a numbered list with ids (the decisions), linked by their ids.
 *
 * @module
 */

/**
 * A heading of level 2 or 3, as the Markdown renderer writes it, or a list item with an id that
 * opens with bold text (its title, as each decision has).
 */
const ENTRY =
  /<h([23]) id="([^"]+)">(.*?)<\/h\1>|<li id="([^"]*?(\d+))">(?:<p>)?<strong>(.*?)<\/strong>/gs;

/** The title's id: a heading's slug never has a `.`, so no heading of the document takes it. */
export const TOC_TITLE_ID = "toc.title";

/**
 * The contents as a `<nav>`: one link per `<h2>` (or numbered entry, as `3. Title`), with its
 * `<h3>`s in a nested list. Empty when the document has fewer than three of them (a short page
 * needs none).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { tableOfContents } from "./table_of_contents.ts";
 * const html = ["a", "b", "c"].map((h) => `<h2 id="${h}">${h.toUpperCase()}</h2>`).join("");
 * assert.match(tableOfContents(html), /<li><a href="#b">B<\/a><\/li>/);
 * assert.equal(tableOfContents('<h2 id="a">A</h2>'), "");
 * ```
 *
 * @param html The rendered document.
 * @returns The navigation's HTML, or `""`.
 */
export function tableOfContents(html: string): string {
  const sections: { link: string; children: string[] }[] = [];
  for (const [, level, headingId, heading, itemId, number, title] of html.matchAll(ENTRY)) {
    // The label is the entry's own text: no anchors inside it, no links (a link in a link).
    const label = (heading ?? `${number}. ${title}`)
      .replace(/<span id="[^"]*"><\/span>|<\/?a\b[^>]*>/g, "");
    const link = `<a href="#${headingId ?? itemId}">${label}</a>`;
    if (level !== "3" || sections.length === 0) sections.push({ link, children: [] });
    else sections[sections.length - 1].children.push(link);
  }
  if (sections.length < 3) return "";
  const items = sections.map(({ link, children }) =>
    children.length === 0
      ? `<li>${link}</li>`
      : `<li>${link}<ul>${children.map((c) => `<li>${c}</li>`).join("")}</ul></li>`
  );
  return `<nav class="toc" aria-labelledby="${TOC_TITLE_ID}">` +
    `<h2 id="${TOC_TITLE_ID}">Contents</h2><ul>${items.join("")}</ul></nav>`;
}
