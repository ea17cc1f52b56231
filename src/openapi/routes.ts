/**
 * `withRoutes()`: an endpoint function that writes each parameter and body as a route table
 * (`compileRoutes()`) and `request.serialize` say (docs/openapi.md).
 *
 * @module
 */
import type { Endpoint, MergedOptions, RequestOptions } from "../types.ts";
import { endpoint as plainEndpoint } from "../endpoint.ts";
import { EndpointError } from "../uri_template/errors.ts";
import type { RouteTable, Server } from "./table.ts";
import type { WithRoutes } from "./types.ts";
import { place, routeKey } from "./_place.ts";
import { describedUrl, plainUrl, type RouteUrl } from "./_route_url.ts";
import { serverUrl } from "./_servers.ts";
import { hasRouteKeys, mergeRouteKeys, ownRequestKey } from "./_serialize_options.ts";
import { readTable, type RoutePlan, type TablePlan } from "./_route_plan.ts";
import { takeDeclared } from "./_declared_call.ts";
import { callPlans } from "./_call_plan.ts";
import { plannedCall } from "./_planned_call.ts";
import {
  checkServerVariables,
  describedAccept,
  isOwnApi,
  keepsOwnServer,
} from "./_description_defaults.ts";

type Options = Record<string, unknown>;

/** A run of white space: what separates a route string's method from its url. */
const SPACES = /\s+/;

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

/** Whether options set a `method` or a `url`, which a route string names. */
function setsRoute(given: Options): boolean {
  return (Object.hasOwn(given, "method") && given.method !== undefined) ||
    (Object.hasOwn(given, "url") && given.url !== undefined);
}

/** An argument with its `request`'s route keys merged over `base` (a copy when they differ). */
function withMergedRequest(base: unknown, argument: unknown): unknown {
  const options = asOptions(argument);
  if (options === undefined) return argument;
  const given = Object.hasOwn(options, "request") ? options.request : undefined;
  const request = mergeRouteKeys(base, given);
  return request === given ? options : { ...options, request };
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
 * The table is read once, here: it is checked and copied, so later edits of the table object
 * change no call. In a call to a route of the table, a name the operation declares under an
 * option's name (`url`, `data`, `headers`…) is that parameter or field (docs/openapi.md, "Names
 * the description declares").
 *
 * @throws {EndpointError} `INVALID_ROUTE` when `endpoint` is not an endpoint function or `table`
 * not a route table (naming the field), and from a call with a route string to a route of the
 * table, beside a `method` or `url` the operation does not declare. From a call: `INVALID_PARAMETER` for a missing required parameter or a
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
  // the table, read once: checked and copied, so a later edit of it changes no call
  const tablePlan: TablePlan | undefined = table === undefined ? undefined : readTable(table);
  const documentServers = tablePlan?.servers;
  const routes: ReadonlyMap<string, RoutePlan> = tablePlan?.routes ?? new Map();

  // the url template of each route of the table, read on the route's first call (it depends on
  // its key alone); a literal `/:name` in a described path is text, no variable
  const routeUrls = new Map<string, RouteUrl>();
  function urlOfRoute(key: string): RouteUrl {
    let url = routeUrls.get(key);
    if (url === undefined) {
      url = describedUrl(key.slice(key.indexOf(" ") + 1));
      routeUrls.set(key, url);
    }
    return url;
  }

  function wrap(inner: Endpoint): Endpoint {
    const { DEFAULTS } = inner;
    const defaultsHaveKeys = hasRouteKeys(DEFAULTS.request);
    const baseUrlSet = DEFAULTS.baseUrl !== plainEndpoint.DEFAULTS.baseUrl;
    // whether the document's server leaves the base URL as it is
    const serverIsBase = documentServers === undefined || baseUrlSet ||
      defaultServerUrl(documentServers[0], DEFAULTS.baseUrl) === DEFAULTS.baseUrl;
    const ownApi = documentServers !== undefined &&
      isOwnApi(defaultServerUrl(documentServers[0], DEFAULTS.baseUrl));

    // each server's URL with its variables' defaults, found on its first call without
    // `request.serverVariables` (it depends on the server and the defaults' base URL alone)
    const serverUrls = new Map<Server, string>();
    function serverUrlOf(server: Server): string {
      let url = serverUrls.get(server);
      if (url === undefined) {
        url = serverUrl(server, undefined, DEFAULTS.baseUrl);
        serverUrls.set(server, url);
      }
      return url;
    }

    /**
     * The table key a route string names: itself when the table has it as written, else its
     * method (or the defaults') uppercase and its url; a route of another shape names none, and
     * the wrapped endpoint rejects it.
     */
    function keyOfRoute(route: string): string {
      if (routes.has(route)) return route;
      const words = route.trim().split(SPACES);
      if (words.length > 2) return route;
      const method = words.length === 2 ? words[0] : DEFAULTS.method;
      return `${method.toUpperCase()} ${words[words.length - 1]}`;
    }

    /** The call's layers, the names its route declares under an option's name taken out. */
    function declared(route: unknown, options: unknown): [unknown, unknown] {
      if (typeof route === "string") {
        const given = asOptions(options);
        if (given === undefined) return [route, options];
        const key = keyOfRoute(route);
        const plan = routes.get(key);
        return plan === undefined ? [route, options] : [
          route,
          takeDeclared(given, plan.optionNames, key, true),
        ];
      }
      const given = asOptions(route);
      if (given === undefined || options !== undefined) return [route, options];
      const method = Object.hasOwn(given, "method") ? given.method : DEFAULTS.method;
      const url = Object.hasOwn(given, "url") ? given.url : DEFAULTS.url;
      if (typeof method !== "string" || typeof url !== "string") return [route, options];
      const key = `${method.toUpperCase()} ${url}`;
      const plan = routes.get(key);
      return plan === undefined || plan.optionNames.size === 0
        ? [route, options]
        : [takeDeclared(given, plan.optionNames, key, false), options];
    }

    /** Merged options and their route's plan, the base URL from the route's server if one applies. */
    function mergeWithPlan(
      route?: unknown,
      options?: unknown,
    ): [MergedOptions, RoutePlan | undefined, string] {
      const [callRoute, callOptions] = declared(route, options);
      // `request.serialize`, `.serverVariables` and `.credentials` merge by name over every layer
      const first = withMergedRequest(DEFAULTS.request, callRoute);
      const request = asOptions(first)?.request;
      const second = withMergedRequest(
        hasRouteKeys(request) ? request : DEFAULTS.request,
        callOptions,
      );
      const merged = (inner.merge as (a: unknown, b: unknown) => MergedOptions)(first, second);
      const key = routeKey(merged);
      const plan = routes.get(key);
      const servers = plan?.entry.servers ?? (plan === undefined ? undefined : documentServers);
      const callSetsBase = [callRoute, callOptions].some((layer) =>
        asOptions(layer) !== undefined && Object.hasOwn(layer as Options, "baseUrl")
      );
      const variables = ownRequestKey(merged.request, "serverVariables");
      checkServerVariables(tablePlan?.variableNames, variables);
      const ownServer = plan?.entry.servers !== undefined &&
        (!baseUrlSet || keepsOwnServer(plan.entry.servers[0], documentServers?.[0]));
      if (servers !== undefined && !callSetsBase && (ownServer || !baseUrlSet)) {
        merged.baseUrl = variables === undefined
          ? serverUrlOf(servers[0])
          : serverUrl(servers[0], variables as Options, DEFAULTS.baseUrl);
      }
      if (plan !== undefined && !ownApi) describedAccept(merged, plan.entry);
      return [merged, plan, key];
    }

    function merge(route?: unknown, options?: unknown): MergedOptions {
      return mergeWithPlan(route, options)[0];
    }

    function parseWithPlan(
      merged: MergedOptions,
      plan: RoutePlan | undefined,
      key: string,
    ): RequestOptions {
      if (plan === undefined) {
        if (!hasRouteKeys(merged.request)) return inner.parse(merged);
        return place(inner.parse, merged, undefined, key, plainUrl(merged.url ?? "/"));
      }
      return place(inner.parse, merged, plan.entry, key, urlOfRoute(key), tablePlan, ownApi);
    }

    function parse(merged: MergedOptions): RequestOptions {
      const key = routeKey(merged);
      return parseWithPlan(merged, routes.get(key), key);
    }

    const planOf = callPlans({
      inner,
      defaults: DEFAULTS,
      routes,
      documentServers,
      ownApi,
      serverIsBase,
      baseUrlSet,
      urlOfRoute,
      serverUrlOf,
    });

    /**
     * A call built by its route's plan, as merging and placing it would build it, or `undefined`
     * to merge and place it: a route the table does not have (the wrapped endpoint), or one with
     * a plan whose call it can write (nothing for `withRoutes()` in `request`, no value it cannot
     * write as placing would).
     */
    function plannedOrPlain(route: unknown, options: unknown): RequestOptions | undefined {
      if (defaultsHaveKeys) return undefined;
      // the table key, read without merging: a route string whose options keep its method and
      // url, or one options object (its method and url, else the defaults')
      let key: string;
      let given: Options | undefined;
      if (typeof route === "string") {
        given = asOptions(options);
        if (given === undefined ? options !== undefined : setsRoute(given)) return undefined;
        key = route;
      } else {
        given = asOptions(route);
        if (given === undefined || options !== undefined) return undefined;
        const method = Object.hasOwn(given, "method") ? given.method : DEFAULTS.method;
        const url = (Object.hasOwn(given, "url") ? given.url : DEFAULTS.url) ?? "/";
        if (typeof method !== "string" || typeof url !== "string") return undefined;
        key = `${method.toUpperCase()} ${url}`;
      }
      const routeString = typeof route === "string" ? route : undefined;
      const plan = planOf(key);
      // not in the table: unless a route string names a key written otherwise (`get /path`)
      if (plan === undefined) {
        if (routeString !== undefined && !/^[A-Z]+ \//.test(routeString)) return undefined;
        if (given !== undefined && Object.hasOwn(given, "request") && hasRouteKeys(given.request)) {
          return undefined;
        }
        return routeString === undefined ? inner(given) : inner(routeString, given);
      }
      return plan === false ? undefined : plannedCall(plan, routeString, given, DEFAULTS);
    }

    function call(route?: unknown, options?: unknown): RequestOptions {
      return plannedOrPlain(route, options) ?? parseWithPlan(...mergeWithPlan(route, options));
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
