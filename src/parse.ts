/**
 * `parse`: merged options to request options (SPEC section 4).
 *
 * @module
 */
import { EndpointError } from "./errors.ts";
import { quote } from "./_quote.ts";
import { checkMethod, normalizeBaseUrl } from "./_validate.ts";
import { mergeHeaders } from "./_headers.ts";
import { acceptFor, mergeMediaType } from "./_media_type.ts";
import { compileRoute, expandRoute, finishUrl } from "./_url.ts";
import { appendQuery, queryPair } from "./_query.ts";
import { isOptionKey } from "./merge.ts";
import type { RequestOptions } from "./types.ts";

const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

type Options = Record<string, unknown>;

function isBodyMethod(method: string): boolean {
  return method === "post" || method === "put" || method === "patch" || method === "delete";
}

/** The options without their option keys, for templates that name one (`{method}`…). */
function parametersOnly(options: Options): Options {
  const result: Options = {};
  for (const key of Object.keys(options)) {
    if (!isOptionKey(key) && key !== "__proto__") result[key] = options[key];
  }
  return result;
}

function urlTemplate(url: unknown): string {
  if (url === undefined) return "/";
  if (typeof url !== "string") {
    throw new EndpointError("INVALID_URL", `Cannot use url ${quote(url)}: use a string`);
  }
  return url;
}

/**
 * Builds request options from merged options. Accepts hand-made objects too: a missing method
 * means GET, missing headers or mediaType mean none.
 *
 * @throws {EndpointError} any code but `INVALID_ROUTE`.
 */
export function parse(merged: unknown): RequestOptions {
  if (merged === null || typeof merged !== "object") {
    throw new EndpointError("INVALID_ROUTE", `Cannot parse ${quote(merged)}: use merged options`);
  }
  const options = merged as Options;
  const method = checkMethod(options.method ?? "GET").toLowerCase();
  const headers = mergeHeaders(undefined, options.headers);
  const baseUrl = options.baseUrl === undefined ? undefined : normalizeBaseUrl(options.baseUrl);
  const route = compileRoute(urlTemplate(options.url));
  const consumed = route.variables;
  const variables = consumed.some(isOptionKey) ? parametersOnly(options) : options;
  let url = finishUrl(expandRoute(route, variables), baseUrl, route.template);

  const bodyMethod = isBodyMethod(method);
  let query = "";
  let fields: Options | undefined;
  let hasData = false;
  for (const key of Object.keys(options)) {
    const value = options[key];
    if (value === undefined || isOptionKey(key) || key === "__proto__") continue;
    if (consumed.includes(key)) continue;
    if (!bodyMethod) {
      const pair = queryPair(key, value);
      if (pair !== undefined) query = query === "" ? pair : query + "&" + pair;
    } else if (key === "data") hasData = true;
    else (fields ??= {})[key] = value;
  }
  if (query !== "") url = appendQuery(url, query);

  const result: RequestOptions = { method, url, headers };
  if (hasData || fields !== undefined) {
    result.body = hasData ? options.data : fields;
    headers["content-type"] ??= JSON_CONTENT_TYPE;
  } else if (method === "put" || method === "patch") {
    result.body = "";
  }

  const mediaType = mergeMediaType(undefined, options.mediaType);
  const accept = acceptFor(headers.accept, mediaType);
  if (accept !== undefined) headers.accept = accept;

  if (options.request !== undefined) result.request = options.request as RequestOptions["request"];
  return result;
}
