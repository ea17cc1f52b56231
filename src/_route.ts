/**
 * The route string: `"<METHOD> <url>"` or `"<url>"`, split once into its method and url for every
 * call that uses it (its url is compiled in `_compile_url.ts`).
 *
 * @module
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quoteMasked } from "./uri_template/_quote.ts";
import { boundedCache, ROUTE_CACHE_LIMIT } from "./uri_template/_cache.ts";
import { checkMethod } from "./_validate.ts";
import type { RouteTemplate } from "./_compile_url.ts";

/** A route's method (when it names one) and url. */
export interface RouteParts {
  readonly method?: string;
  readonly url: string;
  /**
   * The url compiled, once a call compiled it (see `compileRouteUrl`): it depends on `url` alone,
   * so every call of a route the cache keeps uses it.
   */
  template: RouteTemplate | undefined;
}

/** A run of white space, in JavaScript's sense (what `trim()` removes). */
const SPACES = /\s+/;

function split(route: string): RouteParts {
  const words = route.trim().split(SPACES);
  if (words[0] === "" || words.length > 2) {
    throw new EndpointError(
      "INVALID_ROUTE",
      `Cannot parse route ${quoteMasked(route)}: use "<METHOD> <url>" or "<url>", no other space`,
    );
  }
  const url = words.pop()!;
  return {
    method: words.length === 0 ? undefined : checkMethod(words[0]),
    url,
    template: undefined,
  };
}

/** Routes split, kept from their second use. */
const routes = boundedCache<RouteParts>(ROUTE_CACHE_LIMIT);

/**
 * Splits a route string into its method and url. A route is kept from its second use on (and its
 * url compiled is kept with it, see `compileRouteUrl`), so a route used once (one built with an
 * id in it) takes no entry and pushes out no route in use: it only leaves a first-use mark, one of
 * the few its slot remembers.
 *
 * @throws {EndpointError} `INVALID_ROUTE` or `INVALID_METHOD`.
 */
export function splitRoute(route: string): RouteParts {
  return routes.get(route) ?? routes.set(route, split(route));
}
