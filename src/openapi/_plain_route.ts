/**
 * The routes of a table whose calls an endpoint builds exactly as merging and placing them would,
 * so that `withRoutes()` can skip both (docs/decisions.md, decision 67): an entry that holds at
 * most an `accept`, under a server that is the base URL anyway (the wrapped endpoint itself) or
 * under another API's server (the wrapped endpoint with that server and the entry's `accept` as
 * defaults). Decided once per route and `.defaults()` layer, from the route's plan alone.
 *
 * @module
 */
import type { Endpoint, EndpointDefaults } from "../types.ts";
import type { Server } from "./table.ts";
import type { RoutePlan } from "./_route_plan.ts";
import type { RouteUrl } from "./_route_url.ts";
import { defaultAcceptOf } from "./_description_defaults.ts";

/** A route whose calls an endpoint builds as placing them would. */
export interface PlainRoute {
  /** The path variables a call must give (a missing one is an error placed calls raise). */
  readonly variables: readonly string[];
  /** The endpoint that builds its calls. */
  readonly endpoint: Endpoint;
  /** Whether it is another API's: a call then sets none of {@linkcode DESCRIBED_OPTIONS}. */
  readonly described: boolean;
}

/** What one layer of `withRoutes()` knows of its table and its wrapped endpoint. */
export interface Layer {
  readonly inner: Endpoint;
  readonly defaults: EndpointDefaults;
  readonly routes: ReadonlyMap<string, RoutePlan>;
  readonly documentServers: readonly Server[] | undefined;
  /** Whether the table describes the wrapped endpoint's own API (GitHub's). */
  readonly ownApi: boolean;
  /** Whether the document's server leaves the base URL as it is. */
  readonly serverIsBase: boolean;
  /** Whether the layer's defaults set a base URL of their own. */
  readonly baseUrlSet: boolean;
  readonly urlOfRoute: (key: string) => RouteUrl;
  /** A server's URL with its variables' defaults (throws for a variable without one). */
  readonly serverUrlOf: (server: Server) => string;
}

/** The options placing reads for another API's empty entry: a call setting one is placed. */
export const DESCRIBED_OPTIONS: readonly string[] = ["headers", "mediaType", "baseUrl", "q"];

/** Whether options set one of {@linkcode DESCRIBED_OPTIONS}. */
export function setsDescribed(given: Record<string, unknown> | undefined): boolean {
  return given !== undefined &&
    DESCRIBED_OPTIONS.some((name) => Object.hasOwn(given, name) && given[name] !== undefined);
}

/**
 * Returns a function that gives each route key of the layer's table its plain route, or `false`
 * when its entry or its url changes something, or `undefined` for a key not in the table; each
 * found on the route's first call and kept.
 */
export function plainRoutes(layer: Layer): (key: string) => PlainRoute | false | undefined {
  const { inner, defaults, routes, documentServers, ownApi } = layer;

  // the wrapped endpoint with the document's server and an entry's `accept` as defaults, one per
  // `accept`; none when the defaults hold a `q` or a content-type, which placing writes its way
  const described = new Map<string, Endpoint>();
  function describedEndpoint(plan: RoutePlan): Endpoint | undefined {
    if (
      ownApi || documentServers === undefined || Object.hasOwn(defaults, "q") ||
      Object.hasOwn(defaults.headers, "content-type")
    ) return undefined;
    const accept = defaultAcceptOf(defaults.headers, plan.entry);
    let found = described.get(accept ?? "");
    if (found === undefined) {
      let baseUrl: string | undefined;
      try {
        baseUrl = layer.baseUrlSet ? undefined : layer.serverUrlOf(documentServers[0]);
      } catch {
        return undefined; // a variable without a usable default: the placed call says so
      }
      found = inner.defaults({
        ...(baseUrl === undefined ? {} : { baseUrl }),
        ...(accept === undefined ? {} : { headers: { accept } }),
      });
      described.set(accept ?? "", found);
    }
    return found;
  }

  const plain = new Map<string, PlainRoute | false>();
  return (key) => {
    let found = plain.get(key);
    if (found === undefined) {
      const plan = routes.get(key);
      if (plan === undefined) return undefined;
      // endpoint() reads a `/:name` as a placeholder, and drops a trailing `/`
      const url = layer.urlOfRoute(key);
      const variables = [...url.variables];
      const other = plan.empty && !url.colons && !url.trailingSlash
        ? describedEndpoint(plan)
        : undefined;
      found = layer.serverIsBase && ownApi && plan.empty && !url.colons
        ? { variables, endpoint: inner, described: false }
        : other !== undefined && { variables, endpoint: other, described: true };
      plain.set(key, found);
    }
    return found;
  };
}
