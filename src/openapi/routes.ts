/**
 * `withRoutes()`: an endpoint function that writes each parameter and body as a route table
 * (`compileRoutes()`) and `request.serialize` say (docs/openapi.md).
 *
 * @module
 */
import type { Endpoint, MergedOptions, RequestOptions } from "../types.ts";
import { endpoint as plainEndpoint } from "../endpoint.ts";
import { EndpointError } from "../uri_template/errors.ts";
import type { RouteEntry, RouteTable, Server } from "./table.ts";
import type { WithRoutes } from "./types.ts";
import { place, routeKey, variablesOf } from "./_place.ts";
import { serverUrl } from "./_servers.ts";
import { mergeRouteKeys, ownRequestKey, ROUTE_KEYS } from "./_serialize_options.ts";
import {
  checkServerVariables,
  describedAccept,
  isOwnApi,
  keepsOwnServer,
} from "./_description_defaults.ts";

type Options = Record<string, unknown>;

/** Whether an object has an own enumerable key (but `ignored`). */
function hasKeys(object: object, ignored?: string): boolean {
  for (const key in object) if (Object.hasOwn(object, key) && key !== ignored) return true;
  return false;
}

/** A server's URL with its variables' defaults, without a final `/`; `undefined` if it has none. */
function defaultServerUrl(server: Server, base: string): string | undefined {
  try {
    return serverUrl(server, undefined, base).replace(/\/$/, "");
  } catch {
    return undefined; // a variable without a usable default: every call names it
  }
}

/** A call argument as an options object, or `undefined` when it is none. */
function asOptions(argument: unknown): Options | undefined {
  return typeof argument === "object" && argument !== null ? argument as Options : undefined;
}

/** Whether a `request` object holds a key only `withRoutes()` reads. */
function hasRouteKeys(request: unknown): boolean {
  return ROUTE_KEYS.some((key) => ownRequestKey(request, key) !== undefined);
}

/** An argument with its `request`'s route keys merged over `base` (a copy when they differ). */
function withMergedRequest(base: unknown, argument: unknown): unknown {
  const options = asOptions(argument);
  if (options === undefined) return argument;
  const request = mergeRouteKeys(base, options.request);
  return request === options.request ? options : { ...options, request };
}

/**
 * Wraps an endpoint function so that calls to the routes of a table are written as the
 * description says: each parameter in its place (path, query, header, cookie) and style, the body
 * in the operation's media type (JSON, `application/x-www-form-urlencoded`,
 * `multipart/form-data`), the base URL from its servers. `request.serialize` sets the same per
 * call or through `.defaults()`, with or without a table; `request.serverVariables` fills the
 * server's variables. A call to a route not in the table, without either, is exactly the
 * wrapped endpoint's.
 *
 * @param endpoint The endpoint function to wrap (its defaults and members are kept).
 * @param table A route table from {@linkcode compileRoutes}, parsed JSON.
 * @returns An endpoint function with `DEFAULTS`, `defaults`, `merge`, `parse`: of the same type,
 * or, for an `OpenApiEndpoint<paths>`, typed for the calls it places ({@linkcode WithRoutes}).
 * @throws {EndpointError} `INVALID_ROUTE` when `endpoint` is not an endpoint function or `table`
 * not a route table. From a call: `INVALID_PARAMETER` for a missing required parameter or a
 * value a style cannot write; `INVALID_BASE_URL` for a server variable outside its enum; and
 * everything the wrapped endpoint throws.
 *
 * @example A deepObject filter and a form body
 * ```ts
 * import { endpoint, toRequest } from "@x/endpoint";
 * import { compileRoutes, withRoutes } from "@x/endpoint/openapi";
 * import assert from "node:assert/strict";
 *
 * const api = withRoutes(endpoint, compileRoutes({
 *   openapi: "3.1.0",
 *   servers: [{ url: "https://api.example.com" }],
 *   paths: {
 *     "/orders": {
 *       get: {
 *         parameters: [{ name: "filter", in: "query", style: "deepObject", explode: true }],
 *       },
 *       post: {
 *         requestBody: { content: { "application/x-www-form-urlencoded": {} } },
 *       },
 *     },
 *   },
 * }));
 *
 * const list = api("GET /orders", { filter: { status: "open" } });
 * assert.equal(list.url, "https://api.example.com/orders?filter%5Bstatus%5D=open");
 *
 * const create = toRequest(api("POST /orders", { amount: 100, currency: "eur" }));
 * assert.equal(create.headers.get("content-type"), "application/x-www-form-urlencoded");
 * assert.equal(await create.text(), "amount=100&currency=eur");
 * ```
 */
export function withRoutes<E extends object>(endpoint: E, table?: RouteTable): WithRoutes<E> {
  if (typeof endpoint !== "function" || typeof (endpoint as Endpoint).merge !== "function") {
    throw new EndpointError(
      "INVALID_ROUTE",
      "Cannot wrap what is not an endpoint function: use endpoint or endpoint.defaults(…)",
    );
  }
  if (
    table !== undefined && (asOptions(table) === undefined || asOptions(table.routes) === undefined)
  ) {
    throw new EndpointError(
      "INVALID_ROUTE",
      "Cannot read the route table: use what compileRoutes() returns",
    );
  }
  const routes = table?.routes ?? {};
  const entryOf = (key: string): RouteEntry | undefined =>
    Object.hasOwn(routes, key) ? routes[key] : undefined;

  function wrap(inner: Endpoint): Endpoint {
    const { DEFAULTS } = inner;
    const defaultsHaveKeys = hasRouteKeys(DEFAULTS.request);
    const baseUrlSet = DEFAULTS.baseUrl !== plainEndpoint.DEFAULTS.baseUrl;
    const servers = table?.servers;
    // whether the document's server leaves the base URL as it is
    const serverIsBase = servers === undefined || baseUrlSet ||
      defaultServerUrl(servers[0], DEFAULTS.baseUrl) === DEFAULTS.baseUrl;
    const ownApi = servers !== undefined &&
      isOwnApi(defaultServerUrl(servers[0], DEFAULTS.baseUrl), DEFAULTS.baseUrl);

    /** Merged options, their base URL taken from the route's server when one applies. */
    function merge(route?: unknown, options?: unknown): MergedOptions {
      // `request.serialize` and `request.serverVariables` merge by name over every layer below
      const first = withMergedRequest(DEFAULTS.request, route);
      const request = asOptions(first)?.request;
      const second = withMergedRequest(hasRouteKeys(request) ? request : DEFAULTS.request, options);
      const merged = (inner.merge as (a: unknown, b: unknown) => MergedOptions)(first, second);
      const entry = entryOf(routeKey(merged));
      const servers = entry?.servers ?? (entry === undefined ? undefined : table?.servers);
      const callSetsBase = [route, options].some((layer) =>
        asOptions(layer) !== undefined && Object.hasOwn(layer as Options, "baseUrl")
      );
      const variables = ownRequestKey(merged.request, "serverVariables");
      checkServerVariables(table, variables);
      const ownServer = entry?.servers !== undefined &&
        (!baseUrlSet || keepsOwnServer(entry.servers[0], table?.servers?.[0]));
      if (servers !== undefined && !callSetsBase && (ownServer || !baseUrlSet)) {
        merged.baseUrl = serverUrl(servers[0], variables as Options | undefined, DEFAULTS.baseUrl);
      }
      if (entry !== undefined && !ownApi) describedAccept(merged, entry);
      return merged;
    }

    function parse(merged: MergedOptions): RequestOptions {
      const entry = entryOf(routeKey(merged));
      if (entry === undefined && !hasRouteKeys(merged.request)) return inner.parse(merged);
      return place(inner.parse, merged, entry, table, ownApi);
    }

    // per route of the table: the path variables a call must give to be plain, or `false` when
    // its entry or its server changes something (read once per route)
    const plans = new Map<string, readonly string[] | false>();
    function planOf(key: string): readonly string[] | false | undefined {
      let plan = plans.get(key);
      if (plan === undefined && Object.hasOwn(routes, key)) {
        plan = serverIsBase && ownApi && !hasKeys(routes[key], "accept") && [...variablesOf(key)];
        plans.set(key, plan);
      }
      return plan;
    }

    /**
     * Whether a call is exactly the wrapped endpoint's, so it can skip merging and placing:
     * nothing for `withRoutes()` in `request`, and a route the table does not have, or whose entry
     * is empty under a server that is the base URL anyway, with every path variable given (a
     * missing one is an error placed calls raise).
     */
    function isPlainCall(route: unknown, options: unknown): boolean {
      if (defaultsHaveKeys) return false;
      // the table key, read without merging: a route string whose options keep its method and
      // url, or one options object (its method and url, else the defaults')
      let key: string;
      let given: Options | undefined;
      if (typeof route === "string") {
        given = asOptions(options);
        if (given !== undefined && (given.method !== undefined || given.url !== undefined)) {
          return false;
        }
        key = route;
      } else {
        given = asOptions(route);
        if (given === undefined || options !== undefined) return false;
        const method = given.method ?? DEFAULTS.method;
        const url = given.url ?? DEFAULTS.url ?? "/";
        if (typeof method !== "string" || typeof url !== "string") return false;
        key = `${method.toUpperCase()} ${url}`;
      }
      if (given?.request !== undefined && hasRouteKeys(given.request)) return false;
      const plan = planOf(key);
      // not in the table: unless a route string names a key written otherwise (`get /path`)
      if (plan === undefined) return typeof route !== "string" || /^[A-Z]+ \//.test(route);
      if (plan === false) return false;
      for (const name of plan) {
        const value = given !== undefined && Object.hasOwn(given, name)
          ? given[name]
          : DEFAULTS[name];
        if (value === undefined || value === null) return false;
      }
      return true;
    }

    function call(route?: unknown, options?: unknown): RequestOptions {
      if (isPlainCall(route, options)) {
        return (inner as (r: unknown, o: unknown) => RequestOptions)(route, options);
      }
      return parse(merge(route, options));
    }

    return Object.assign(call, {
      DEFAULTS,
      defaults: (options: unknown) =>
        wrap(inner.defaults(
          withMergedRequest(DEFAULTS.request, options) as Options,
        )),
      merge,
      parse,
    }) as unknown as Endpoint;
  }
  return wrap(endpoint as unknown as Endpoint) as unknown as WithRoutes<E>;
}
