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
import { own } from "./_option_keys.ts";
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
  method: string,
  baseUrl: string | undefined,
  headers: HeaderMap,
  mediaType: MediaTypeOptions,
): RequestOptions {
  applyAccept(headers, mediaType);
  const route = compileRoute(urlTemplate(own(options, "url")));
  const request = own(options, "request");
  return buildRequest(method.toLowerCase(), route, baseUrl, headers, options, request);
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
  const method = checkMethod(own(options, "method") ?? "GET");
  const headers = requestHeaders(mergeHeaders(undefined, own(options, "headers")));
  const givenBaseUrl = own(options, "baseUrl");
  const baseUrl = givenBaseUrl === undefined ? undefined : normalizeBaseUrl(givenBaseUrl);
  const mediaType = mergeMediaType(undefined, own(options, "mediaType"));
  return build(options, method, baseUrl, headers, mediaType);
}

/**
 * `parse` for options that `merge` has just built and that nobody else has seen: already
 * validated, their headers object free to become the result's.
 */
export function parseMerged(merged: MergedOptions): RequestOptions {
  const headers = requestHeaders(merged.headers);
  return build(merged, merged.method, merged.baseUrl, headers, merged.mediaType);
}
