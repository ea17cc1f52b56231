/**
 * Query strings for GET, HEAD and other non-body methods (docs/behaviour.md section 4.4).
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quote } from "./uri_template/_quote.ts";
import { COMPONENT, encode, scalarString } from "./uri_template/_encode.ts";
import { CHAR_AMPERSAND, CHAR_QUESTION_MARK } from "./uri_template/_chars.ts";

function invalid(key: string, value: unknown): never {
  throw new EndpointError(
    "INVALID_PARAMETER",
    `Cannot send ${quote(value)} as query parameter ${quote(key)}: it has no query form`,
  );
}

/** The text of a query value, or `undefined` when the parameter is left out. */
function queryText(key: string, value: unknown): string | undefined {
  if (value === null) return undefined;
  const text = scalarString(value);
  if (text !== undefined) return text;
  if (!Array.isArray(value)) return invalid(key, value);
  let joined: string | undefined;
  for (const item of value) {
    if (item === null || item === undefined) continue;
    const itemText = scalarString(item);
    if (itemText === undefined) invalid(key, item);
    joined = joined === undefined ? itemText : joined + "," + itemText;
  }
  return joined;
}

/** `q` keeps `+` between terms (GitHub search); each term is encoded. */
function encodeSearch(text: string): string {
  let plus = text.indexOf("+");
  if (plus === -1) return encode(text, COMPONENT);
  let result = "";
  let start = 0;
  while (plus !== -1) {
    result += encode(text.slice(start, plus), COMPONENT) + "+";
    start = plus + 1;
    plus = text.indexOf("+", start);
  }
  return result + encode(text.slice(start), COMPONENT);
}

/**
 * One `key=value` pair, encoded like `encodeURIComponent`; `undefined` when left out.
 *
 * @throws {EndpointError} `INVALID_PARAMETER` for a value with no query form.
 */
export function queryPair(key: string, value: unknown): string | undefined {
  // A safe integer is written with digits and `-` alone: nothing in it needs encoding.
  if (Number.isSafeInteger(value)) return encode(key, COMPONENT) + "=" + value;
  const text = typeof value === "string" ? value : queryText(key, value);
  if (text === undefined) return undefined;
  return encode(key, COMPONENT) + "=" +
    (key === "q" ? encodeSearch(text) : encode(text, COMPONENT));
}

/** Adds an encoded query to `url`: before any `#fragment`, after `&` when it has a query. */
export function appendQuery(url: string, query: string): string {
  const hash = url.indexOf("#");
  const head = hash === -1 ? url : url.slice(0, hash);
  const tail = hash === -1 ? "" : url.slice(hash);
  const mark = head.indexOf("?");
  const last = head.charCodeAt(head.length - 1);
  const joiner = mark === -1
    ? "?"
    : last === CHAR_QUESTION_MARK || last === CHAR_AMPERSAND
    ? ""
    : "&";
  return head + joiner + query + tail;
}
