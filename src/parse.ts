/**
 * `parse`: merged options to request options (SPEC section 4).
 *
 * @module
 */
import { EndpointError } from "./errors.ts";
import { quote } from "./_quote.ts";
import { checkMethod, normalizeBaseUrl } from "./_validate.ts";
import { type HeaderMap, mergeHeaders, requestHeaders } from "./_headers.ts";
import { applyAccept, type MediaTypeOptions, mergeMediaType } from "./_media_type.ts";
import { compileRoute } from "./_url.ts";
import { buildRequest } from "./_build.ts";
import { type ReadOptions, readOptions } from "./_option_keys.ts";
import type { MergedOptions, RequestOptions } from "./types.ts";

type Options = Record<string, unknown>;

function urlTemplate(url: unknown): string {
  if (url === undefined) return "/";
  if (typeof url !== "string") {
    throw new EndpointError("INVALID_URL", `Cannot use url ${quote(url)}: use a string`);
  }
  return url;
}

function build(
  options: Options,
  given: ReadOptions,
  method: string,
  baseUrl: string | undefined,
  headers: HeaderMap,
  mediaType: MediaTypeOptions,
): RequestOptions {
  applyAccept(headers, mediaType);
  const route = compileRoute(urlTemplate(given.url));
  return buildRequest({
    method: method.toLowerCase(),
    route,
    baseUrl,
    headers,
    parameters: options,
    keys: given.parameterKeys,
    request: given.request,
  });
}

/**
 * Builds request options from merged options. Accepts hand-made objects too: a missing method
 * means GET, missing headers or mediaType mean none. Validates everything again.
 *
 * @throws {EndpointError} `INVALID_ROUTE` when `merged` is not an object; for what it holds,
 * `INVALID_METHOD`, `INVALID_HEADER`, `INVALID_BASE_URL`, `INVALID_URL`, `INVALID_TEMPLATE` or
 * `INVALID_PARAMETER`.
 */
export function parse(merged: unknown): RequestOptions {
  if (merged === null || typeof merged !== "object") {
    throw new EndpointError("INVALID_ROUTE", `Cannot parse ${quote(merged)}: use merged options`);
  }
  const options = merged as Options;
  const given = readOptions(options);
  const method = checkMethod(given.method ?? "GET");
  const headers = requestHeaders(mergeHeaders(undefined, given.headers));
  const baseUrl = given.baseUrl === undefined ? undefined : normalizeBaseUrl(given.baseUrl);
  const mediaType = mergeMediaType(undefined, given.mediaType);
  return build(options, given, method, baseUrl, headers, mediaType);
}

/**
 * `parse` for options that `merge` has just built and that nobody else has seen: already
 * validated, their headers object free to become the result's.
 */
export function parseMerged(merged: MergedOptions): RequestOptions {
  const headers = requestHeaders(merged.headers);
  const given = readOptions(merged);
  return build(merged, given, merged.method, merged.baseUrl, headers, merged.mediaType);
}
