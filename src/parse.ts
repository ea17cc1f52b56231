/**
 * `parse`: merged options to request options (docs/behaviour.md section 4).
 *
 * @module
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quote } from "./uri_template/_quote.ts";
import { checkMethod } from "./_validate.ts";
import { normalizeBaseUrl } from "./_base_url.ts";
import { checkHeaders } from "./_headers.ts";
import { applyAccept, resolveMediaType } from "./_media_type.ts";
import { compileUrl } from "./_compile_url.ts";
import { buildRequest } from "./_build.ts";
import { readOptions } from "./_option_keys.ts";
import type { Defaults } from "./merge.ts";
import type { RequestOptions } from "./types.ts";

/**
 * Builds request options from merged options. Accepts hand-made objects too: a missing method
 * means GET, missing headers or mediaType mean none. Validates everything again, but for headers
 * the endpoint's `defaults` hold with the very same value, which were validated when they were
 * made.
 *
 * @throws {EndpointError} `INVALID_ROUTE` when `merged` is not an object; for what it holds,
 * `INVALID_METHOD`, `INVALID_HEADER`, `INVALID_BASE_URL`, `INVALID_URL`, `INVALID_TEMPLATE` or
 * `INVALID_PARAMETER`.
 */
export function parse(merged: unknown, defaults?: Defaults): RequestOptions {
  if (merged === null || typeof merged !== "object") {
    throw new EndpointError("INVALID_ROUTE", `Cannot parse ${quote(merged)}: use merged options`);
  }
  const options = merged as Record<string, unknown>;
  const given = readOptions(options);
  const method = checkMethod(given.method ?? "GET");
  const headers = checkHeaders(given.headers, defaults?.headers);
  const baseUrl = given.baseUrl === undefined ? undefined : normalizeBaseUrl(given.baseUrl);
  applyAccept(headers, resolveMediaType(undefined, given.mediaType));
  return buildRequest({
    method,
    route: compileUrl(given.url),
    baseUrl,
    headers,
    parameters: options,
    keys: given.parameterKeys,
    request: given.request,
  });
}
