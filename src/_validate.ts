/**
 * Checks shared by merge and parse: HTTP tokens and header values (the base URL has its own
 * file, `_base_url.ts`).
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quote, quoteMasked } from "./uri_template/_quote.ts";
import { ASCII_END, isAsciiLetter } from "./uri_template/_chars.ts";

/** RFC 9110 `tchar`: the characters of a method or a header name. */
const TCHAR = new Uint8Array(ASCII_END);
for (const c of "!#$%&'*+-.^_`|~0123456789") TCHAR[c.charCodeAt(0)] = 1;
for (let c = 0; c < ASCII_END; c++) if (isAsciiLetter(c)) TCHAR[c] = 1;
/**
 * What no header value can carry: control characters other than HTAB (CR, LF and NUL among them),
 * DEL, and characters above U+00FF. `fetch` and Node's `http` refuse each of them.
 */
const NOT_HEADER_VALUE_CHAR = /[^\t\x20-\x7e\x80-\xff]/;

/**
 * Whether `text` is a non-empty RFC 9110 token. A table, not a regular expression: a method is
 * checked on every call that names one, and the loop is several times faster on short names.
 */
function isToken(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= ASCII_END || TCHAR[code] === 0) return false;
  }
  return true;
}

/**
 * Returns `method` when it is an HTTP token.
 *
 * @throws {EndpointError} `INVALID_METHOD`.
 */
export function checkMethod(method: unknown): string {
  if (typeof method !== "string" || !isToken(method)) {
    throw new EndpointError(
      "INVALID_METHOD",
      `Cannot use method ${quote(method)}: not an HTTP token`,
    );
  }
  return method;
}

/**
 * Returns the lowercase form of a header name, when it is a token.
 *
 * @throws {EndpointError} `INVALID_HEADER`.
 */
export function headerName(name: string): string {
  if (!isToken(name)) {
    throw new EndpointError(
      "INVALID_HEADER",
      `Cannot use header name ${quote(name)}: not an HTTP token`,
    );
  }
  return name.toLowerCase();
}

/**
 * Returns the string form of a header value: a string of HTAB, visible ASCII, spaces and Latin-1
 * characters (what `fetch` and Node's `http` can send; nothing is trimmed), a number or a boolean.
 * The message masks a credential, so it names the offending character and its index instead.
 *
 * @throws {EndpointError} `INVALID_HEADER`.
 */
export function headerValue(name: string, value: unknown): string {
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const bad = typeof value === "string" ? value.search(NOT_HEADER_VALUE_CHAR) : 0;
  if (bad !== -1) {
    const where = typeof value === "string" ? ` (${codePoint(value, bad)} at index ${bad})` : "";
    throw new EndpointError(
      "INVALID_HEADER",
      `Cannot use ${quoteMasked(value, name)}${where} as header ${quote(name)}: use a number, a ` +
        "boolean or a string without controls or characters above U+00FF",
    );
  }
  return value as string;
}

/** The `U+000A` form of the character at `index`. */
function codePoint(text: string, index: number): string {
  return "U+" + text.charCodeAt(index).toString(16).toUpperCase().padStart(4, "0");
}
