/**
 * POSIX shell quoting.
 *
 * @module
 */

/**
 * Quotes one word for a POSIX shell: the whole text in single quotes, each `'` written as
 * `'\''`. Inside single quotes nothing is special (`$`, `` ` ``, `\`, `"`, spaces, newlines), so
 * the shell passes the text through exactly. A NUL cannot be passed in an argument at all.
 *
 * @example Quote a word holding a single quote
 * ```ts
 * import assert from "node:assert/strict";
 * import { shellQuote } from "./shell_quote.ts";
 * assert.equal(shellQuote("it's $HOME"), "'it'\\''s $HOME'");
 * ```
 *
 * @param text Any text.
 * @returns The text as one shell word.
 */
export function shellQuote(text: string): string {
  return "'" + text.replaceAll("'", "'\\''") + "'";
}
