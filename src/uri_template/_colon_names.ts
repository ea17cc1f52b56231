/**
 * The `/:name` dialect (GitHub's routes): a `/:name` placeholder is read in the path part of a
 * template only, never in the scheme or the authority of an absolute url, nor after a `?` or `#`.
 * So this file also says where an absolute url's authority ends.
 */
import type { Expression } from "./_scanner.ts";
import { SIMPLE } from "./_operators.ts";
import { CHAR_COLON, CHAR_HASH, CHAR_QUESTION_MARK, CHAR_SLASH } from "./_chars.ts";

const HTTP = "http://";
const HTTPS = "https://";
const AUTHORITY_END = /[/?#]/g;

/**
 * For a template that starts with `http://` or `https://` (any case): the index of the first
 * `/`, `?` or `#` after the `//`, where its authority (user info, host, port) ends, or the
 * template's length. For any other template: 0, as all of it is path.
 */
export function authorityEnd(template: string): number {
  // Most templates start with `/`: told apart by their first character, without slicing.
  if ((template.charCodeAt(0) | 0x20) !== 104) return 0; // h or H
  const start = template.slice(0, HTTPS.length).toLowerCase();
  const end = start.startsWith(HTTPS) ? HTTPS.length : start.startsWith(HTTP) ? HTTP.length : 0;
  if (end === 0) return 0;
  AUTHORITY_END.lastIndex = end;
  return AUTHORITY_END.exec(template)?.index ?? template.length;
}

/**
 * Told of each literal character and each expression in order (an expression by the index of
 * its `{`), gives the `/:name` placeholder that starts at that index, if any.
 */
export type ColonNames = (index: number, expression?: Expression) => Expression | undefined;

/** A placeholder's name: a letter or `_`, then letters, digits and `_`. */
const NAME = /[A-Za-z_]\w*/y;

/** The `/:name` dialect for one template. */
export function colonNames(template: string): ColonNames {
  let inPath = true;
  /** Where the path can start: 0, or the end of an absolute url's authority. */
  const pathStart = authorityEnd(template);
  return (index, expression) => {
    const code = expression === undefined ? template.charCodeAt(index) : 0;
    const first = expression?.operator.first;
    if (first === "?" || first === "&" || first === "#") inPath = false; // a query or fragment
    if (code === CHAR_QUESTION_MARK || code === CHAR_HASH) inPath = false;
    if (
      code !== CHAR_COLON || !inPath || index <= pathStart ||
      template.charCodeAt(index - 1) !== CHAR_SLASH
    ) {
      return undefined;
    }
    NAME.lastIndex = index + 1;
    if (!NAME.test(template)) return undefined;
    const end = NAME.lastIndex;
    const variables = [{ name: template.slice(index + 1, end), prefix: 0, explode: false }];
    return { operator: SIMPLE, variables, start: index, end };
  };
}
