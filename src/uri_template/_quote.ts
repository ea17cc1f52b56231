/** The longest input a message quotes in full; longer ones are cut with an ellipsis. */
const QUOTE_LIMIT = 120;

/** Quotes a value for an error message: strings as JSON, long ones shortened. */
export function quote(value: unknown): string {
  if (typeof value === "string") {
    return JSON.stringify(value.length > QUOTE_LIMIT ? value.slice(0, QUOTE_LIMIT) + "…" : value);
  }
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "function") return "a function"; // its source could be long, or private
  if (value === null || typeof value !== "object") return String(value);
  const name = Array.isArray(value) ? "array" : Object.getPrototypeOf(value)?.constructor?.name;
  // "an object", "an array", "a URL", "a Uint8Array"
  return !name || name === "Object" ? "an object" : (/^[AEIOa]/.test(name) ? "an " : "a ") + name;
}

/** Headers that carry a credential: these three, and any whose name says token, key or secret. */
const SECRET_HEADER = /^(?:authorization|cookie|proxy-authorization)$|token|key|secret/i;
/** The authentication schemes a masked value keeps, with the spaces after them. */
const AUTH_SCHEME = /^(?:basic|bearer|digest|token|negotiate) +/i;
/** The shortest credential whose first two characters a masked value shows. */
const SHOWN_FROM = 16;

/** A credential as `gh…(40 characters)`: its first two characters only when it is long. */
function mask(credential: string): string {
  const start = credential.length >= SHOWN_FROM ? credential.slice(0, 2) : "";
  const length = credential.length;
  return `${start}…(${length} character${length === 1 ? "" : "s"})`;
}

/**
 * Where an authority starts: after two slashes, or two with one other character between them (a
 * tab or newline, which URL parsing drops, or a typo).
 */
const SLASHES = /[/\\][^/\\]?[/\\][/\\]*/;
/** Or, without them (`https:user@host` parses too), after a scheme where the text or a word starts. */
const SCHEME = /(?:^|[\0- ])[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * The user info of a url, or of a route that holds one (the text before the last `@` of the
 * authority), or `undefined`. The scan errs towards masking too much: the first two slashes
 * anywhere start an authority, even after a mistyped scheme, and it ends at the next `/` only (a
 * `?` or `#` typed into a password would otherwise show the rest of it). Linear: no expression
 * can backtrack over a run it scanned.
 */
function userInfo(url: string): [start: number, end: number] | undefined {
  const scheme = SLASHES.exec(url) ?? SCHEME.exec(url);
  if (scheme === null) return undefined;
  const start = scheme.index + scheme[0].length;
  const slash = url.indexOf("/", start);
  const at = url.lastIndexOf("@", slash === -1 ? url.length : slash);
  return at < start ? undefined : [start, at];
}

/**
 * Quotes a value as {@linkcode quote} does, with the user info of a url masked: a template or a
 * url may hold a credential, and error messages end up in logs.
 */
export function quoteMaskedUrl(value: unknown): string {
  const range = typeof value === "string" ? userInfo(value) : undefined;
  if (range === undefined) return quote(value);
  const [start, end] = range;
  const text = value as string;
  return quote(text.slice(0, start) + mask(text.slice(start, end)) + text.slice(end));
}

/**
 * Quotes a value as {@linkcode quote} does, with its secrets masked: given a header name, the
 * value of a header that carries a credential (an authentication scheme word is kept); else the
 * user info of a url (as {@linkcode quoteMaskedUrl}). No message quotes a credential.
 */
export function quoteMasked(value: unknown, header?: string): string {
  if (header === undefined || typeof value !== "string") return quoteMaskedUrl(value);
  if (!SECRET_HEADER.test(header)) return quote(value);
  const scheme = AUTH_SCHEME.exec(value)?.[0] ?? "";
  return JSON.stringify(scheme + mask(value.slice(scheme.length)));
}
