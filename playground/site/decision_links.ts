/**
 * Links every "decision N" of a rendered document to its entry on the decisions page.
 *
 * @module
 */

/**
 * The anchor of a decision on the decisions page.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decisionId } from "./decision_links.ts";
 * assert.equal(decisionId(17), "decision-17");
 * ```
 *
 * @param n The decision's number.
 * @returns Its id.
 */
export function decisionId(n: number): string {
  return `decision-${n}`;
}

/** "decision 17", "decisions 15 and 34", "decisions 3, 4 or 5" (any white space between). */
const MENTION = /\b([Dd]ecisions?\s+)(\d+)((?:\s*,\s*\d+|,?\s+(?:and|or)\s+\d+)*)/g;

/** Elements whose text is never linked: links themselves, code, and headings. */
const SKIPPED = /^<(\/?)(a|code|pre|h[1-6])\b/i;

/**
 * Turns each "decision N" in the text of `html` (never inside a link, code or a heading) into a
 * link to `#decision-N` on the decisions page; in "decisions 15 and 34" each number is a link.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { linkDecisions } from "./decision_links.ts";
 * assert.equal(
 *   linkDecisions("<p>as chosen (decision 7)</p>", "decisions.html"),
 *   '<p>as chosen (<a href="decisions.html#decision-7">decision 7</a>)</p>',
 * );
 * assert.equal(linkDecisions("<code>decision 7</code>", "decisions.html"), "<code>decision 7</code>");
 * ```
 *
 * @param html HTML as the Markdown renderer writes it.
 * @param decisionsHref The decisions page, relative to the page (`""` on the page itself).
 * @returns The HTML with the links.
 */
export function linkDecisions(html: string, decisionsHref: string): string {
  const link = (n: string, text: string) =>
    `<a href="${decisionsHref}#${decisionId(Number(n))}">${text}</a>`;
  let skipped = 0;
  return html.split(/(<[^>]*>)/).map((part) => {
    const tag = SKIPPED.exec(part);
    if (tag) skipped += tag[1] ? -1 : 1;
    if (part.startsWith("<") || skipped > 0) return part;
    return part.replace(
      MENTION,
      (_, word: string, first: string, rest: string) =>
        link(first, word + first) + rest.replace(/\d+/g, (n) => link(n, n)),
    );
  }).join("");
}
