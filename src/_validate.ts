/**
 * Checks shared by merge and parse: HTTP tokens and header values (the base URL has its own
 * file, `_base_url.ts`).
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quote, quoteMasked } from "./uri_template/_quote.ts";
import { ASCII_END } from "./uri_template/_chars.ts";

/**
 * RFC 9110 `tchar`, the characters of a method or a header name, as a table by character code: a
 * method is checked on every call that names one, and a loop over a table is several times faster
 * than a regular expression on short names.
 */
const TCHAR = new Uint8Array(ASCII_END).map((_, c) =>
  +/[\w!#$%&'*+.^`|~-]/.test(String.fromCharCode(c))
);
/**
 * What no header value can carry: control characters other than HTAB (CR, LF and NUL among them),
 * DEL, and characters above U+00FF. `fetch` and Node's `http` refuse each of them.
 */
const NOT_HEADER_VALUE_CHAR = /[^\t\x20-\x7e\x80-\xff]/;

function isToken(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= ASCII_END || TCHAR[code] === 0) return false;
  }
  return text !== "";
}

/** Returns `text` when it is a non-empty RFC 9110 token, else throws `code` about `what`. */
function checkToken(
  text: unknown,
  code: "INVALID_METHOD" | "INVALID_HEADER",
  what: string,
): string {
  if (typeof text !== "string" || !isToken(text)) {
    throw new EndpointError(code, `Cannot use ${what} ${quote(text)}: not an HTTP token`);
  }
  return text;
}

/**
 * Returns `method` when it is an HTTP token.
 *
 * @throws {EndpointError} `INVALID_METHOD`.
 */
export function checkMethod(method: unknown): string {
  return checkToken(method, "INVALID_METHOD", "method");
}

/**
 * Returns the lowercase form of a header name, when it is a token.
 *
 * @throws {EndpointError} `INVALID_HEADER`.
 */
export function headerName(name: string): string {
  return checkToken(name, "INVALID_HEADER", "header name").toLowerCase();
}

/**
 * Returns the string form of a header value: a string of HTAB, visible ASCII, spaces and Latin-1
 * characters (what `fetch` and Node's `http` can send; nothing is trimmed), a number or a boolean.
 * The message masks a credential, so it names the offending character (`U+000A`) and its index
 * instead.
 *
 * @throws {EndpointError} `INVALID_HEADER`.
 */
export function headerValue(name: string, value: unknown): string {
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const bad = typeof value === "string" ? value.search(NOT_HEADER_VALUE_CHAR) : 0;
  if (bad !== -1) {
    const where = typeof value === "string"
      ? ` (U+${value.charCodeAt(bad).toString(16).toUpperCase().padStart(4, "0")} at index ${bad})`
      : "";
    throw new EndpointError(
      "INVALID_HEADER",
      `Cannot use ${quoteMasked(value, name)}${where} as header ${quote(name)}: use a number, a ` +
        "boolean or a string without controls or characters above U+00FF",
    );
  }
  return value as string;
}
