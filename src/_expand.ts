/**
 * Expands a compiled url and finishes it into the request url: the values expanded (none may
 * form a dot segment), the trailing `/` of the path removed, joined to the base URL, or to the
 * origin the url's first expression gives (docs/behaviour.md section 4.2).
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quoteMasked } from "./uri_template/_quote.ts";
import { authorityEnd, type Expression } from "./uri_template/_scanner.ts";
import { expandExpression } from "./uri_template/_expander.ts";
import { CHAR_SLASH } from "./uri_template/_chars.ts";
import { BASE_URL_RULE, baseUrlForm } from "./_base_url.ts";
import {
  NOT_IN_PATH_END,
  queryOrHashIndex,
  type RouteTemplate,
  slashRun,
  STOP_IN_VALUE,
  VALUES_DECIDE,
} from "./_compile_url.ts";
import { checkDotSegments, mayFormDotSegment } from "./_dot_segments.ts";

/**
 * An expanded route, with what finishing it needs to know about its path, found while it was
 * built: so the text, a chain of concatenated pieces, is not flattened to be read again (scanning
 * it for its path end, slashes and scheme instead took 14% more instructions to list issues).
 */
export interface Expansion {
  readonly text: string;
  /** The index of the first `?` or `#` in `text`, or its length (then the url has neither). */
  readonly pathEnd: number;
  /** Whether the character before `pathEnd` is a `/`. */
  readonly slashBeforeEnd: boolean;
  /**
   * How many slashes start the text before any value stands (decisions 10 and 37): they become the
   * one `/` that joins a relative url to its base.
   */
  readonly leadingSlashes: number;
  /** The origin the url's first expression gave (`{origin}/…`), normalised; else `undefined`. */
  readonly origin: string | undefined;
}

/**
 * The origin a url's origin expression gives: its expansion, checked as a base URL and in the
 * same normal form, so it can never be read as a path segment on another host.
 *
 * @throws {EndpointError} `INVALID_URL`: like any absolute url, a url that does not name an
 * origin is the url's own fault, not the `baseUrl` option's (decision 37).
 */
function expandOrigin(
  route: RouteTemplate,
  origin: Expression,
  variables: Record<string, unknown>,
): string {
  const value = expandExpression(origin, variables, true);
  const href = baseUrlForm(value);
  if (href === undefined) {
    throw new EndpointError(
      "INVALID_URL",
      `Cannot build a URL from ${quoteMasked(route.template)}: its origin ${
        quoteMasked(value)
      } is not ` +
        BASE_URL_RULE,
    );
  }
  return href;
}

/**
 * Where a value stands in a relative url that starts with an expression or only with slashes,
 * or -1 while no value does: a simple expression's value is there even when it is empty, and a
 * `{/x}` expression's after its `/`. Only slashes before it join the url to its base (decisions
 * 10 and 37); other expressions either expand to nothing or start with another character.
 */
function valueStart(expression: Expression, piece: string, at: number): number {
  const { first, reserved } = expression.operator;
  if (first === "" && !reserved) return at;
  return first === "/" && piece !== "" ? at + 1 : -1;
}

/**
 * Expands a route, rejecting values that form `.` or `..` path segments. The path is the one
 * actually built: it ends at the first `?` or `#` of the expansion, so an expression that
 * expanded to nothing (`{?q}`, `{&q}`, `{#f}`) does not end it, and values after it are checked.
 * Each variable is read as `variables[name]`: the caller passes an object in which every variable
 * is an own property, or one without a prototype.
 *
 * @throws {EndpointError} `INVALID_PARAMETER`, or `INVALID_URL` for an origin expression whose
 * value is not an origin.
 */
export function expandRoute(route: RouteTemplate, variables: Record<string, unknown>): Expansion {
  if (route.literal !== undefined) return route.literal;
  let text = "";
  let ranges: number[] | undefined;
  let pathEnd = -1;
  let slashBeforeEnd = false;
  let valueAt = -1; // see valueStart, when the leading literal did not decide the leading slashes
  const counting = route.leadingSlashes === VALUES_DECIDE;
  const { parts, pathStops } = route;
  const origin = route.origin && expandOrigin(route, route.origin, variables);
  for (let index = origin === undefined ? 0 : 1; index < parts.length; index++) {
    const part = parts[index];
    let piece: string;
    if (typeof part === "string") piece = part;
    else {
      piece = expandExpression(part, variables, true);
      const { first, reserved } = part.operator;
      if (pathEnd === -1 && !reserved && first !== "?" && mayFormDotSegment(piece, first === "/")) {
        (ranges ??= []).push(text.length, text.length + piece.length);
      }
      if (counting && valueAt === -1) valueAt = valueStart(part, piece, text.length);
    }
    if (pathEnd === -1 && piece !== "") {
      let stop = pathStops[index];
      if (stop === STOP_IN_VALUE) stop = queryOrHashIndex(piece);
      if (stop === NOT_IN_PATH_END) {
        slashBeforeEnd = piece.charCodeAt(piece.length - 1) === CHAR_SLASH;
      } else {
        pathEnd = text.length + stop;
        if (stop > 0) slashBeforeEnd = piece.charCodeAt(stop - 1) === CHAR_SLASH;
      }
    }
    text += piece;
  }
  if (pathEnd === -1) pathEnd = text.length;
  if (ranges !== undefined) checkDotSegments(text, pathEnd, ranges, route.template);
  const leadingSlashes = counting
    ? Math.min(slashRun(text), valueAt === -1 ? text.length : valueAt)
    : route.leadingSlashes;
  return { text, pathEnd, slashBeforeEnd, leadingSlashes, origin };
}

/**
 * Removes one trailing `/` from the path that starts at `from`, unless the path is `/` (or empty:
 * `from` is where an authority ends, so its path starts with `/` or ends at once).
 */
function trimPath(expansion: Expansion, from: number): string {
  const { text, pathEnd } = expansion;
  if (!expansion.slashBeforeEnd || pathEnd - from <= 1) return text;
  return text.slice(0, pathEnd - 1) + text.slice(pathEnd);
}

/**
 * Joins a relative url to `base` with one `/`: its leading slashes (see
 * {@linkcode Expansion.leadingSlashes}) become that one, and one trailing `/` of its path goes
 * unless the path is `/`.
 */
function joinRelative(base: string, expansion: Expansion): string {
  const { text, pathEnd, leadingSlashes } = expansion;
  const trim = expansion.slashBeforeEnd && pathEnd > leadingSlashes;
  if (!trim && leadingSlashes === 1) return base + text; // `/repos/…`: joined as it is
  return base + "/" + text.slice(leadingSlashes, trim ? pathEnd - 1 : pathEnd) +
    text.slice(pathEnd);
}

/**
 * Turns an expanded url into the final one: an absolute url checked and kept, a relative one
 * joined to the origin its first expression gave, else to `baseUrl`, with one `/`.
 *
 * @throws {EndpointError} `INVALID_URL`, or `INVALID_BASE_URL` when a relative url has no base.
 */
export function finishUrl(
  expansion: Expansion,
  baseUrl: string | undefined,
  route: RouteTemplate,
): string {
  if (route.originLength !== -1) return trimPath(expansion, route.originLength);
  const origin = route.absolute === false ? 0 : authorityEnd(expansion.text);
  if (origin !== 0) {
    const url = trimPath(expansion, origin);
    if (!URL.canParse(url)) {
      throw new EndpointError(
        "INVALID_URL",
        `Cannot build a URL from ${quoteMasked(route.template)}: ${
          quoteMasked(url)
        } does not parse`,
      );
    }
    return url;
  }
  const base = expansion.origin ?? baseUrl;
  if (base === undefined) {
    throw new EndpointError(
      "INVALID_BASE_URL",
      `Cannot build a URL from ${quoteMasked(route.template)}: a relative url needs a baseUrl`,
    );
  }
  return joinRelative(base, expansion);
}
