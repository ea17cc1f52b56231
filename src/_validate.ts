/**
 * Checks shared by merge and parse: HTTP tokens, header values, the base URL.
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quote } from "./uri_template/_quote.ts";
import { BoundedCache } from "./uri_template/_cache.ts";
import {
  ASCII_END,
  CHAR_CARRIAGE_RETURN,
  CHAR_DELETE,
  CHAR_LINE_FEED,
  CHAR_NUL,
  CHAR_SPACE,
  isAsciiLetter,
  LATIN1_LAST,
} from "./uri_template/_chars.ts";

/** RFC 9110 `tchar`: the characters of a method or a header name. */
const TCHAR = new Uint8Array(ASCII_END);
for (const c of "!#$%&'*+-.^_`|~0123456789") TCHAR[c.charCodeAt(0)] = 1;
for (let c = 0; c < ASCII_END; c++) if (isAsciiLetter(c)) TCHAR[c] = 1;

/** Whether `text` is a non-empty RFC 9110 token. */
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
      `Cannot use method ${quote(method)}: a method is an HTTP token such as "GET"`,
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
      `Cannot use header name ${quote(name)}: a header name is an HTTP token`,
    );
  }
  return name.toLowerCase();
}

/**
 * Returns the string form of a header value: a string without CR, LF or NUL and without
 * characters above U+00FF (no HTTP client can send those), a number or a boolean.
 *
 * @throws {EndpointError} `INVALID_HEADER`.
 */
export function headerValue(name: string, value: unknown): string {
  let text: string;
  if (typeof value === "string") text = value;
  else if (typeof value === "number" || typeof value === "boolean") text = String(value);
  else {
    throw new EndpointError(
      "INVALID_HEADER",
      `Cannot use ${quote(value)} as the value of header ${quote(name)}: use a string`,
    );
  }
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (
      code === CHAR_CARRIAGE_RETURN || code === CHAR_LINE_FEED || code === CHAR_NUL ||
      code > LATIN1_LAST
    ) {
      const reason = code > LATIN1_LAST
        ? `it holds ${quote(text[i])}, above U+00FF, which HTTP cannot carry`
        : "it holds CR, LF or NUL";
      throw new EndpointError(
        "INVALID_HEADER",
        `Cannot use ${quote(text)} as the value of header ${quote(name)}: ${reason}`,
      );
    }
  }
  return text;
}

const baseUrls = new BoundedCache<string>(100);

function invalidBaseUrl(value: unknown, reason: string): never {
  throw new EndpointError("INVALID_BASE_URL", `Cannot use base URL ${quote(value)}: ${reason}`);
}

function normalizeUrl(value: string | URL): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch (cause) {
    void cause;
    return invalidBaseUrl(String(value), "it is not an absolute URL");
  }
  const raw = String(value);
  const inner = raw.trim();
  for (let i = 0; i < inner.length; i++) {
    const code = inner.charCodeAt(i);
    if (code <= CHAR_SPACE || code === CHAR_DELETE) {
      invalidBaseUrl(raw, "it holds white space or a control character");
    }
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    invalidBaseUrl(raw, "only http: and https: are supported");
  }
  if (url.search !== "" || url.hash !== "" || raw.includes("?") || raw.includes("#")) {
    invalidBaseUrl(raw, "a base URL has no query or fragment");
  }
  if (url.username !== "" || url.password !== "") {
    invalidBaseUrl(raw, "credentials in a URL are not allowed; send an authorization header");
  }
  let href = url.href;
  while (href.endsWith("/")) href = href.slice(0, -1);
  return href;
}

/**
 * Validates a base URL (a string or a `URL`) and returns its normal form without a trailing `/`.
 *
 * @throws {EndpointError} `INVALID_BASE_URL`.
 */
export function normalizeBaseUrl(value: unknown): string {
  if (value instanceof URL) return normalizeUrl(value);
  if (typeof value !== "string") return invalidBaseUrl(value, "use a string or a URL");
  return baseUrls.get(value) ?? baseUrls.set(value, normalizeUrl(value));
}
