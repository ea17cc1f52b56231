/**
 * Where to draw the caret for a template error.
 *
 * @module
 */

/** A line of text and the character in it that a caret points at. */
export interface CaretMark {
  /** The line to show: the route when the template is its url, else the template itself. */
  text: string;
  /** Index in `text` of the offending character (UTF-16 code units, like `EndpointError.index`). */
  index: number;
  /** Whether `text` is the route as typed. */
  inRoute: boolean;
}

/**
 * Maps an `INVALID_TEMPLATE` error (its `template` and `index`) onto the route as typed. The url
 * is the route's last white-space separated word; when that word is not the template (the url
 * came from the parameters or a defaults layer), the template itself is the line.
 *
 * @example The caret under an unclosed brace
 * ```ts
 * import assert from "node:assert/strict";
 * import { caretMark } from "./caret.ts";
 * const mark = caretMark("GET /repos/{owner", "/repos/{owner", 7);
 * assert.deepEqual(mark, { text: "GET /repos/{owner", index: 11, inRoute: true });
 * ```
 *
 * @param route The text of the Route field.
 * @param template The error's `template`.
 * @param index The error's `index` into the template.
 * @returns The line and the index to mark.
 */
export function caretMark(route: string, template: string, index: number): CaretMark {
  let end = route.length;
  while (end > 0 && /\s/.test(route[end - 1])) end--;
  let start = end;
  while (start > 0 && !/\s/.test(route[start - 1])) start--;
  if (route.slice(start, end) === template) {
    return { text: route, index: start + index, inRoute: true };
  }
  return { text: template, index, inRoute: false };
}

/**
 * The line under a {@linkcode CaretMark}: spaces, then `^`.
 *
 * @param index The index to point at.
 * @returns E.g. `"    ^"` for index 4.
 */
export function caretLine(index: number): string {
  return " ".repeat(Math.max(0, index)) + "^";
}
