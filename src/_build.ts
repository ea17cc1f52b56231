/**
 * The last step every call shares: a compiled route, checked headers and the parameters become
 * request options (docs/behaviour.md sections 4.2–4.5). `endpoint()` and `parse()` both end here.
 */
import { type RouteTemplate, takesVariable } from "./_compile_url.ts";
import { expandRoute, finishUrl } from "./_expand.ts";
import { appendQuery, queryPair } from "./_query.ts";
import type { HeaderMap } from "./_headers.ts";
import type { RequestOptions } from "./types.ts";

const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

type Parameters = Record<string, unknown>;

/** Whether a lowercase method sends its parameters as a body. */
function isBodyMethod(method: string): boolean {
  return method === "post" || method === "put" || method === "patch" || method === "delete";
}

/**
 * The lowercase form of a method: GET and POST, most calls' methods, without `toLowerCase()`, a
 * call into the runtime that costs about 2% of a call's instructions.
 */
function lowercaseMethod(method: string): string {
  return method === "GET" ? "get" : method === "POST" ? "post" : method.toLowerCase();
}

/** What a call has settled before its url is expanded: everything {@linkcode buildRequest} needs. */
export interface Call {
  /** The method, checked, in the case it was given. */
  readonly method: string;
  /** The compiled url. */
  readonly route: RouteTemplate;
  /** What a relative url is joined to; `undefined` when there is none. */
  readonly baseUrl: string | undefined;
  /** Checked request headers with `accept` rewritten: a new object the result takes over. */
  readonly headers: HeaderMap;
  /** The parameters; they may hold option keys, which are never sent. */
  readonly parameters: Parameters;
  /** The keys of `parameters` that are parameters, in order (see `readOptions`). */
  readonly keys: readonly string[];
  /** Custom metadata, returned as it is. */
  readonly request: unknown;
}

/**
 * The parameters alone (own, enumerable, not option keys) in an object without a prototype, so a
 * variable that is not one of them finds nothing.
 */
function parametersOnly(options: Parameters, keys: readonly string[]): Parameters {
  const result: Parameters = Object.create(null);
  for (const key of keys) result[key] = options[key];
  return result;
}

/** Builds the request options of a call: its query or body, then its url expanded. */
export function buildRequest(call: Call): RequestOptions {
  const { route, baseUrl, headers, parameters, keys, request } = call;
  const method = lowercaseMethod(call.method);
  const variableCount = route.variables.length; // a parameter the url takes is not sent again
  const bodyMethod = isBodyMethod(method);
  let query = "";
  let fields: Parameters | undefined;
  let hasData = false;
  let ownVariables = 0; // how many of the url's variables are (enumerable) own parameters
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (variableCount !== 0 && takesVariable(route, key)) {
      ownVariables++;
      continue;
    }
    const value = parameters[key];
    if (value === undefined) continue;
    if (!bodyMethod) {
      const pair = queryPair(key, value);
      if (pair !== undefined) query = query === "" ? pair : query + "&" + pair;
    } else if (key === "data") hasData = true;
    else (fields ??= Object.create(null) as Parameters)[key] = value;
  }

  // The url takes parameters only: when a variable is not one (`{method}`, a value inherited or
  // not enumerable), it expands from a copy that holds the parameters alone.
  const variables = ownVariables === variableCount ? parameters : parametersOnly(parameters, keys);
  const expansion = expandRoute(route, variables);
  let url = finishUrl(expansion, baseUrl, route);
  if (query !== "") {
    // With no `?` or `#` in the expansion (a base URL has none), the query simply follows.
    url = expansion.pathEnd === expansion.text.length ? url + "?" + query : appendQuery(url, query);
  }

  const result: RequestOptions = { method, url, headers };
  // The body built from parameters has no prototype, as octokit's: `String(body)` throws, so
  // glue that would send it as the text "[object Object]" (`fetch(url, options)`) fails loudly.
  if (hasData || fields !== undefined) {
    result.body = hasData ? parameters.data : fields;
    if (!Object.hasOwn(headers, "content-type")) headers["content-type"] = JSON_CONTENT_TYPE;
  } else if (method === "put" || method === "patch") {
    result.body = "";
  }
  if (request !== undefined) result.request = request as RequestOptions["request"];
  return result;
}
