/**
 * What the openapi command prints, made harmless for a terminal: a description's names and a
 * file's name reach its messages, and its route table is printed when it is not redirected.
 *
 * @module
 */

/**
 * Characters a terminal acts on instead of showing: C0 (escape sequences start with ESC; tab and
 * newline too, since a message is one line), DEL, C1 (U+009B is a whole CSI on some terminals),
 * the line and paragraph separators, and the bidirectional controls that reorder what is shown.
 */
const UNSAFE = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

function escape(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/**
 * `text` as one line a terminal shows as it is: each character of {@linkcode UNSAFE} as a
 * `\uXXXX` escape.
 */
export function terminalLine(text: string): string {
  return text.replace(UNSAFE, escape);
}

/**
 * `value` as JSON text with the same escapes. `JSON.stringify` already escapes C0; the others can
 * only stand inside a string there, where the escape means the same character, so the text parses
 * to the same value.
 */
export function terminalJson(value: unknown): string {
  return terminalLine(JSON.stringify(value));
}
