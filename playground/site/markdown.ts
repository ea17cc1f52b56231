/**
 * A small Markdown to HTML renderer for the site's own documents (the behaviour contract):
 * headings, paragraphs, nested lists, fenced code, tables, block quotes, rules, and inline code,
 * emphasis, links and autolinks. Everything else is escaped text, never raw HTML.
 *
 * @module
 */

/** Options of {@linkcode renderMarkdown}. */
export interface MarkdownOptions {
  /**
   * Rewrites each link target (e.g. a repository path into a site url); `null` renders the
   * link's text alone. Links are kept as written when absent.
   */
  link?: (href: string) => string | null;
  /**
   * The id of an item of a top-level ordered list, from the item's own number (a list of
   * numbered entries, such as the decisions, gets one anchor per entry). No ids when absent.
   */
  itemId?: (number: number) => string;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Escapes text for HTML content and attribute values.
 *
 * @param text Any text.
 * @returns The text with `& < > " '` escaped.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/**
 * The anchor GitHub gives a heading: lowercase, punctuation and symbols removed (letters, combining
 * marks, digits, `_` and `-` stay), then each space a `-`; nothing is trimmed, so `"→ Next"` is
 * `-next`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { headingSlug } from "./markdown.ts";
 * assert.equal(headingSlug("8. Errors"), "8-errors");
 * assert.equal(headingSlug("The `@x/endpoint` API"), "the-xendpoint-api");
 * assert.equal(headingSlug("→ Next"), "-next");
 * ```
 *
 * @param text The heading's text as written (Markdown).
 * @returns The slug.
 */
export function headingSlug(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, "").replace(/\s/g, "-");
}

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w+-]*)/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const RULE = /^ {0,3}([-*_])(?: *\1){2,} *$/;
const LIST_ITEM = /^( *)([-*+]|\d{1,9}[.)])( +|$)/;
const QUOTE = /^ {0,3}> ?/;
const TABLE_SEPARATOR = /^ *\|? *:?-+:? *(\| *:?-+:? *)*\|? *$/;

const isBlank = (line: string) => line.trim() === "";
const indentOf = (line: string) => line.length - line.trimStart().length;

function startsBlock(line: string): boolean {
  return FENCE.test(line) || HEADING.test(line) || RULE.test(line) || LIST_ITEM.test(line) ||
    QUOTE.test(line);
}

/**
 * Renders Markdown to HTML. Raw HTML in the source is shown as text, and a link whose url has a
 * scheme other than `http:`, `https:` or `mailto:` keeps only its text.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { renderMarkdown } from "./markdown.ts";
 * assert.equal(renderMarkdown("Use `endpoint()`."), "<p>Use <code>endpoint()</code>.</p>");
 * ```
 *
 * @param markdown The source.
 * @param options How to rewrite links.
 * @returns The HTML.
 */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  const lines = markdown.replace(/\r\n?/g, "\n").replace(/\t/g, "    ").split("\n");
  return renderBlocks(lines, options, false);
}

function renderBlocks(lines: string[], options: MarkdownOptions, tight: boolean): string {
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (isBlank(line)) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      const indent = indentOf(line);
      for (i++; i < lines.length && !lines[i].trimStart().startsWith(fence[1]); i++) {
        body.push(lines[i].slice(Math.min(indent, indentOf(lines[i]))));
      }
      i++;
      const lang = fence[2] ? ` class="language-${escapeHtml(fence[2])}"` : "";
      out.push(`<pre><code${lang}>${escapeHtml(body.join("\n"))}</code></pre>`);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      out.push(renderHeading(heading[1].length, heading[2], options));
      i++;
      continue;
    }
    if (RULE.test(line)) {
      out.push("<hr>");
      i++;
      continue;
    }
    if (line.includes("|") && i + 1 < lines.length && TABLE_SEPARATOR.test(lines[i + 1])) {
      const rows = [line];
      for (i += 2; i < lines.length && !isBlank(lines[i]) && lines[i].includes("|"); i++) {
        rows.push(lines[i]);
      }
      out.push(renderTable(rows, options));
      continue;
    }
    if (QUOTE.test(line)) {
      const body: string[] = [];
      for (; i < lines.length && !isBlank(lines[i]); i++) body.push(lines[i].replace(QUOTE, ""));
      out.push(`<blockquote>${renderBlocks(body, options, false)}</blockquote>`);
      continue;
    }
    if (LIST_ITEM.test(line)) {
      i = renderList(lines, i, options, out);
      continue;
    }
    const text = [line.trim()];
    for (i++; i < lines.length && !isBlank(lines[i]) && !startsBlock(lines[i]); i++) {
      text.push(lines[i].trim());
    }
    const html = renderInline(text.join("\n"), options);
    out.push(tight ? html : `<p>${html}</p>`);
  }
  return out.join("\n");
}

function renderHeading(level: number, text: string, options: MarkdownOptions): string {
  const section = level === 2 ? /^(\d+)\.\s/.exec(text) : null;
  const anchor = section ? `<span id="section-${section[1]}"></span>` : "";
  return `<h${level} id="${escapeHtml(headingSlug(text))}">${anchor}${
    renderInline(text, options)
  }</h${level}>`;
}

/** Renders the list starting at `lines[start]` into `out`; returns the index after it. */
function renderList(lines: string[], start: number, options: MarkdownOptions, out: string[]) {
  const first = LIST_ITEM.exec(lines[start])!;
  const ordered = /\d/.test(first[2]);
  const indent = first[1].length;
  const items: string[] = [];
  let i = start;
  while (i < lines.length) {
    const marker = LIST_ITEM.exec(lines[i]);
    if (!marker || marker[1].length !== indent || /\d/.test(marker[2]) !== ordered) break;
    const offset = indent + marker[2].length + Math.min(Math.max(marker[3].length, 1), 4);
    const body = [lines[i].slice(offset)];
    let loose = false;
    for (i++; i < lines.length; i++) {
      const line = lines[i];
      if (isBlank(line)) {
        const next = lines.slice(i + 1).find((l) => !isBlank(l));
        if (next === undefined || indentOf(next) < offset) break;
        loose = true;
        body.push("");
        continue;
      }
      if (indentOf(line) >= offset) body.push(line.slice(offset));
      else if (!startsBlock(line) && !isBlank(lines[i - 1])) body.push(line.trim());
      else break;
    }
    const id = ordered && options.itemId
      ? ` id="${escapeHtml(options.itemId(Number.parseInt(marker[2], 10)))}"`
      : "";
    // Nested lists are not entries: the ids are for the top-level list only.
    const inner = { ...options, itemId: undefined };
    items.push(`<li${id}>${renderBlocks(body, inner, !loose)}</li>`);
    while (i < lines.length && isBlank(lines[i])) {
      const next = lines.slice(i).find((l) => !isBlank(l));
      if (!next || LIST_ITEM.exec(next)?.[1].length !== indent) break;
      i++;
    }
  }
  const start1 = ordered ? Number.parseInt(first[2], 10) : 1;
  const open = ordered ? (start1 === 1 ? "<ol>" : `<ol start="${start1}">`) : "<ul>";
  out.push(`${open}\n${items.join("\n")}\n${ordered ? "</ol>" : "</ul>"}`);
  return i;
}

function splitRow(row: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let inCode = false;
  const text = row.trim().replace(/^\|/, "").replace(/(?<!\\)\|$/, "");
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\\" && text[i + 1] === "|") {
      cell += "|";
      i++;
    } else if (ch === "`") {
      inCode = !inCode;
      cell += ch;
    } else if (ch === "|" && !inCode) {
      cells.push(cell.trim());
      cell = "";
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

function renderTable(rows: string[], options: MarkdownOptions): string {
  const [head, ...body] = rows.map(splitRow);
  const cells = (row: string[], tag: string) =>
    row.map((c) => `<${tag}>${renderInline(c, options)}</${tag}>`).join("");
  const bodyHtml = body.map((row) => `<tr>${cells(row, "td")}</tr>`).join("\n");
  return `<div class="table-wrap" tabindex="0"><table>\n<thead><tr>${
    cells(head, "th")
  }</tr></thead>\n<tbody>\n${bodyHtml}\n</tbody>\n</table></div>`;
}

/**
 * The index of the closing `delimiter` after `from` (the first character inside the emphasis, so
 * a code span that starts there is skipped whole), skipping code spans; -1 if none.
 */
function findClosing(text: string, from: number, delimiter: string): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === "`") {
      const run = /^`+/.exec(text.slice(i))![0];
      const end = text.indexOf(run, i + run.length);
      if (end !== -1) i = end + run.length - 1;
    } else if (i > from && text.startsWith(delimiter, i) && !/\s/.test(text[i - 1])) return i;
  }
  return -1;
}

/**
 * Renders one paragraph's inline Markdown.
 *
 * @param text The text.
 * @param options How to rewrite links.
 * @returns The HTML.
 */
export function renderInline(text: string, options: MarkdownOptions = {}): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    const rest = text.slice(i);
    if (ch === "\\" && /^[\\`*_{}[\]()#+\-.!|<>~]/.test(text[i + 1] ?? "")) {
      out += escapeHtml(text[i + 1]);
      i += 2;
      continue;
    }
    if (ch === "`") {
      const run = /^`+/.exec(rest)![0];
      const end = text.indexOf(run, i + run.length);
      if (end !== -1 && text[end + run.length] !== "`") {
        let code = text.slice(i + run.length, end).replace(/\n/g, " ");
        if (/^ .* $/.test(code) && code.trim() !== "") code = code.slice(1, -1);
        out += `<code>${escapeHtml(code)}</code>`;
        i = end + run.length;
        continue;
      }
      out += run;
      i += run.length;
      continue;
    }
    if ((ch === "*" || ch === "_") && !/\s/.test(text[i + 1] ?? " ")) {
      const double = text[i + 1] === ch;
      const delimiter = double ? ch + ch : ch;
      const wordInside = ch === "_" && /\w/.test(text[i - 1] ?? "");
      const end = wordInside ? -1 : findClosing(text, i + delimiter.length, delimiter);
      if (end !== -1 && !(ch === "_" && /\w/.test(text[end + delimiter.length] ?? ""))) {
        const tag = double ? "strong" : "em";
        out += `<${tag}>${renderInline(text.slice(i + delimiter.length, end), options)}</${tag}>`;
        i = end + delimiter.length;
        continue;
      }
    }
    if (ch === "[") {
      const link = /^\[((?:[^\]\\`]|\\.|`[^`]*`)*)\]\(([^()\s]*(?:\([^()\s]*\))?[^()\s]*)\)/.exec(
        rest,
      );
      if (link) {
        // Only web, mail, anchor and relative links: never a `javascript:` or `data:` url.
        const allowed = /^(https?:|mailto:|#|[^:]*$)/i.test(link[2]);
        const href = !allowed ? null : options.link ? options.link(link[2]) : link[2];
        const label = renderInline(link[1], options);
        out += href === null ? label : `<a href="${escapeHtml(href)}">${label}</a>`;
        i += link[0].length;
        continue;
      }
    }
    if (ch === "<") {
      const auto = /^<(https?:\/\/[^>\s]+)>/.exec(rest);
      if (auto) {
        out += `<a href="${escapeHtml(auto[1])}">${escapeHtml(auto[1])}</a>`;
        i += auto[0].length;
        continue;
      }
    }
    out += escapeHtml(ch);
    i++;
  }
  return out;
}
