/**
 * The base URL: what is accepted, and its normal form (docs/behaviour.md sections 3 and 4.2).
 * A route's origin expression (`{origin}/…`) is checked by the same rule.
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quoteMasked } from "./uri_template/_quote.ts";
import { boundedCache } from "./uri_template/_cache.ts";

/** What a base URL must be: the one message every rejection gives (decision 33). */
export const BASE_URL_RULE =
  'an http(s) URL without credentials, query, fragment, space or "{", its host as URL writes it';

/**
 * What a base URL must not hold: white space, control characters, a query, a fragment, or a `{`
 * (a server variable would be sent as it is).
 */
const NOT_BASE_URL_CHAR = /[\0- \x7f?#{]/;

/**
 * A host label that IDNA may rewrite and a reader still sees: letters, marks, digits and hyphens,
 * none of them invisible (U+00AD, U+200B, U+2060, U+FEFF, … are mapped to nothing).
 */
const VISIBLE_LABEL = /^(?:(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{M}\p{N}-])+$/u;

/** A character outside ASCII. */
const NOT_ASCII = /[^\0-\x7f]/;

/**
 * The scheme, its slashes (URL parsing takes any number of `/` and `\`) and the authority's host
 * and port: after its last `@`, since URL parsing splits there (the user info is empty by then).
 */
const HOST_AND_PORT = /^[^:]*:[/\\]*(?:[^/\\]*@)?([^/\\]*)/;

/**
 * Whether URL parsing kept the host of `text` (trimmed) as it was written (decision 38): ASCII
 * letters may be lowercased, and a label with other letters may become its `xn--` form, but no
 * character may be dropped or turned into another ASCII one: an invisible character would join
 * two host names (`api.example\uFEFF.evil.example` is `api.example.evil.example`), and `0x7f.1`,
 * `h%41st` or `a。b` would hide the host from whoever reads the base URL.
 */
function keepsHost(text: string, hostname: string): boolean {
  const authority = HOST_AND_PORT.exec(text)![1];
  const end = authority.startsWith("[") ? authority.indexOf("]") + 1 : authority.lastIndexOf(":");
  const written = (end > 0 ? authority.slice(0, end) : authority).toLowerCase();
  if (written === hostname) return true;
  const labels = written.split(".");
  const parsed = hostname.split(".");
  return labels.length === parsed.length &&
    labels.every((label, i) =>
      label === parsed[i] || (NOT_ASCII.test(label) && VISIBLE_LABEL.test(label))
    );
}

/** The normal form of a base URL written as `raw`, or `undefined` when it is not one. */
function normalize(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  const text = raw.trim();
  // Without "?" and "#" in the text, the URL has neither a query nor a fragment.
  if (
    (url.protocol !== "http:" && url.protocol !== "https:") || url.username !== "" ||
    url.password !== "" || NOT_BASE_URL_CHAR.test(text) || !keepsHost(text, url.hostname)
  ) {
    return undefined;
  }
  let href = url.href;
  while (href.endsWith("/")) href = href.slice(0, -1);
  return href;
}

/** The `href` getter of `URL`: it throws for anything that is not a `URL` (a brand check). */
const urlHref = Object.getOwnPropertyDescriptor(URL.prototype, "href")!.get!;

/** The text of a `URL` (a subclass's included), or `undefined` for any other object. */
function urlText(value: object): string | undefined {
  try {
    return urlHref.call(value);
  } catch {
    return undefined; // `Object.create(URL.prototype)`, a `Proxy` of a URL, any other object
  }
}

const baseUrls = boundedCache<string>(100);

/**
 * The normal form of a base URL (a string or a `URL`) without a trailing `/`, or `undefined`
 * when it is not one.
 */
export function baseUrlForm(value: unknown): string | undefined {
  if (typeof value === "string") {
    const known = baseUrls.get(value);
    if (known !== undefined) return known;
    const href = normalize(value);
    return href === undefined ? undefined : baseUrls.set(value, href);
  }
  if (value === null || typeof value !== "object") return undefined;
  const text = urlText(value);
  return text === undefined ? undefined : normalize(text);
}

/**
 * Validates a base URL (a string or a `URL`) and returns its normal form without a trailing `/`.
 *
 * @throws {EndpointError} `INVALID_BASE_URL`.
 */
export function normalizeBaseUrl(value: unknown): string {
  const href = baseUrlForm(value);
  if (href === undefined) {
    throw new EndpointError(
      "INVALID_BASE_URL",
      `Cannot use base URL ${quoteMasked(value)}: use ${BASE_URL_RULE}`,
    );
  }
  return href;
}
