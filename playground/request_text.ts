/**
 * What the snippets need from a request-options object, and how its body becomes text.
 *
 * @module
 */

/** The shape of `endpoint()`'s result that the snippets read. */
export interface RequestLike {
  /** HTTP method, any case. */
  method: string;
  /** Full url. */
  url: string;
  /** Lowercase header names to string values. */
  headers: Record<string, string>;
  /** The body, when there is one. */
  body?: unknown;
}

/**
 * Whether a `content-type` value is JSON (`application/json` or any `+json` type).
 *
 * @param contentType The header value, or `undefined`.
 * @returns `true` for a JSON media type.
 */
export function isJsonContentType(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const type = contentType.split(";")[0].trim().toLowerCase();
  return type === "application/json" || type.endsWith("+json");
}

/**
 * The body as it goes over the wire, following `toRequest()`: a string is sent as it is; with a
 * JSON `content-type`, or for an object or array, the body is `JSON.stringify`-ed (so `null` is
 * `"null"`); any other `null` means no body. (`toRequest()` rejects the remaining cases, e.g. a
 * number with a non-JSON content-type; they are stringified here.)
 *
 * @param request The request options.
 * @returns The body text, or `undefined` when no body is sent.
 */
export function bodyText(request: RequestLike): string | undefined {
  const { body } = request;
  if (body === undefined) return undefined;
  if (typeof body === "string") return body;
  if (body === null && !isJsonContentType(request.headers["content-type"])) return undefined;
  return JSON.stringify(body);
}

/**
 * Pretty JSON that is also a valid JavaScript expression with the same value: a `"__proto__"`
 * key is written `["__proto__"]` so that an object literal does not set its prototype.
 *
 * @param value Any JSON value.
 * @param indent The text put before every line after the first.
 * @returns The literal.
 */
export function jsLiteral(value: unknown, indent = ""): string {
  const json = JSON.stringify(value, null, 2) ?? "undefined";
  return json.replace(/^( *)"__proto__":/gm, '$1["__proto__"]:').replaceAll("\n", "\n" + indent);
}
