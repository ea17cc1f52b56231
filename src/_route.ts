/**
 * Splits a route string, `"<METHOD> <url>"` or `"<url>"`.
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quoteMasked } from "./uri_template/_quote.ts";
import { fingerprint, secondUseCache } from "./_second_use_cache.ts";
import { checkMethod } from "./_validate.ts";
import type { RouteTemplate } from "./_compile.ts";
import { CHAR_CARRIAGE_RETURN, CHAR_SPACE, CHAR_TAB } from "./uri_template/_chars.ts";

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

/** The first white space (in JavaScript's sense) that is not ASCII: U+00A0 NO-BREAK SPACE. */
const NO_BREAK_SPACE = 0xa0;

/** Whether a UTF-16 code unit is white space in JavaScript's sense (`\s`). */
function isSpace(code: number): boolean {
  if (code < NO_BREAK_SPACE) {
    return code === CHAR_SPACE || (code >= CHAR_TAB && code <= CHAR_CARRIAGE_RETURN);
  }
  return code === NO_BREAK_SPACE || code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 ||
    code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

function split(route: string): RouteParts {
  const text = route.trim();
  if (text === "") {
    throw new EndpointError(
      "INVALID_ROUTE",
      `Cannot parse route ${quoteMasked(route)}: it is empty`,
    );
  }
  let end = 0;
  while (end < text.length && !isSpace(text.charCodeAt(end))) end++;
  if (end === text.length) return routeParts(undefined, text);
  let start = end;
  while (isSpace(text.charCodeAt(start))) start++;
  for (let i = start; i < text.length; i++) {
    if (isSpace(text.charCodeAt(i))) {
      throw new EndpointError(
        "INVALID_ROUTE",
        `Cannot parse route ${
          quoteMasked(route)
        }: expected "<METHOD> <url>", and a url holds no space`,
      );
    }
  }
  return routeParts(checkMethod(text.slice(0, end)), text.slice(start));
}

function routeParts(method: string | undefined, url: string): RouteParts {
  return { method, url, template: undefined };
}

/** Routes split, kept from their second use. */
const routes = secondUseCache<RouteParts>(1000);

/**
 * Splits a route string into its method and url. A route is kept from its second use on (and its
 * url compiled is kept with it, see `compileRouteUrl`), so a route used once (one built with an
 * id in it) takes no entry and pushes out no route in use: it only leaves a first-use mark, one of
 * the few its slot remembers.
 *
 * @throws {EndpointError} `INVALID_ROUTE` or `INVALID_METHOD`.
 */
export function splitRoute(route: string): RouteParts {
  const print = fingerprint(route);
  const known = routes.get(route, print);
  if (known !== undefined) return known;
  const result = split(route);
  routes.offer(route, print, result);
  return result;
}
