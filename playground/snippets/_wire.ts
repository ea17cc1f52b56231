/**
 * What every client snippet sends: the parts of the `Request` that `toRequest()` builds.
 *
 * @module
 */
import { toRequest } from "../../mod.ts";
import { bodyText, type RequestLike } from "../request_text.ts";

/** The request as it goes over the wire. */
export interface Wire {
  /** The method, uppercase as `toRequest()` sends it. */
  method: string;
  /** The url as `fetch` sends it (WHATWG-normalised). */
  url: string;
  /** The headers `toRequest()` sends, fetch's own `content-type` for a text body included. */
  headers: Record<string, string>;
  /** The body text, when there is a body. */
  body?: string;
}

/**
 * The wire form of request options, so that every snippet sends the same method, url, headers
 * and body bytes as `fetch(toRequest(options))`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { wire } from "./_wire.ts";
 * const parts = wire({ method: "patch", url: "https://x.test/a", headers: {}, body: { a: 1 } });
 * assert.equal(parts.method, "PATCH");
 * assert.equal(parts.body, '{"a":1}');
 * ```
 *
 * @param request The request options (`endpoint()`'s result).
 * @returns The wire form. Throws what `toRequest()` throws.
 */
export function wire(request: RequestLike): Wire {
  // deno-lint-ignore no-explicit-any
  const sent = toRequest(request as any);
  const body = bodyText(request);
  return {
    method: sent.method,
    url: sent.url,
    headers: Object.fromEntries(sent.headers),
    ...(body === undefined ? {} : { body }),
  };
}

/** A JavaScript string literal. */
export const str = (text: string): string => JSON.stringify(text);

/** A JavaScript object literal of headers, indented for a nested position. */
export function headersLiteral(
  headers: Record<string, string>,
  indent: string,
): string {
  const lines = Object.entries(headers).map(([name, value]) =>
    `${indent}  ${str(name)}: ${str(value)},`
  );
  return lines.length === 0 ? "{}" : `{\n${lines.join("\n")}\n${indent}}`;
}
