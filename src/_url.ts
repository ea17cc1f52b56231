/**
 * Builds the request url: the route template expanded, the trailing `/` of the path removed,
 * joined to the base URL, or to the origin the route's first expression gives (docs/behaviour.md
 * section 4.2). What can be decided from the template alone is decided once, when the route is
 * compiled.
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quote, quoteMasked } from "./uri_template/_quote.ts";
import { BoundedCache } from "./uri_template/_cache.ts";
import {
  authorityEnd,
  type CompiledParts,
  type Expression,
  mayStartHttpScheme,
  scanTemplate,
  type TemplatePart,
} from "./uri_template/_scanner.ts";
import { expandExpression } from "./uri_template/_expander.ts";
import type { RouteParts } from "./_route.ts";
import { BASE_URL_RULE, baseUrlForm } from "./_base_url.ts";
import {
  CHAR_2,
  CHAR_DOT,
  CHAR_HYPHEN,
  CHAR_LOWERCASE_E,
  CHAR_PERCENT,
  CHAR_SLASH,
  CHAR_UPPERCASE_E,
  isAsciiDigit,
  isAsciiLetter,
} from "./uri_template/_chars.ts";

/** A compiled route url: GitHub's dialect (`/:name`, `-` in names). */
export interface RouteTemplate extends CompiledParts {
  /** The url as written. */
  readonly template: string;
  /** Whether the url is absolute, when its leading literal text decides it. */
  readonly absolute: boolean | undefined;
  /** Whether scheme and authority are literal and valid, so the expanded url always parses. */
  readonly literalOrigin: boolean;
  /** With a literal origin: its length, where the path starts. */
  readonly originLength: number;
  /**
   * For each part, where its expansion (when not empty) ends the path: the index of its first `?`
   * or `#`, {@linkcode NOT_IN_PATH_END} when it cannot end it, or {@linkcode STOP_IN_VALUE} when
   * only the expanded value can tell.
   */
  readonly pathStops: readonly number[];
  /**
   * How many slashes start a relative url, when its leading literal decides it (another character
   * follows them), else {@linkcode VALUES_DECIDE}: the url starts with an expression, or with
   * nothing but slashes before one.
   */
  readonly leadingSlashes: number;
  /**
   * The url's first expression, reserved, when it gives the url's origin (`{origin}/…`): a simple
   * expression before any literal text, where no path segment can stand.
   */
  readonly origin: Expression | undefined;
  /** The expansion of a url without expressions, the same for every call; else `undefined`. */
  readonly literal: Expansion | undefined;
}

/**
 * Absoluteness from the leading literal, when it decides it: `origin` is where its authority
 * ends, 0 when it has none.
 */
function leadingAbsolute(lead: string, origin: number): boolean | undefined {
  if (origin !== 0) return true;
  return mayStartHttpScheme(lead) ? undefined : false;
}

/** A part's path stop: the part cannot end the path. */
const NOT_IN_PATH_END = -1;
/** A part's path stop: reserved expansion, whose value may hold `?` or `#`. */
const STOP_IN_VALUE = -2;

/** The index of the first `?` or `#` in `text`, or -1. */
function queryOrHashIndex(text: string): number {
  const query = text.indexOf("?");
  const hash = text.indexOf("#");
  return query === -1 || (hash !== -1 && hash < query) ? hash : query;
}

/**
 * Where a part's expansion (not empty) ends the path. Only reserved expansion can carry `?` or
 * `#` in a value; `{?…}` and `{#…}` start with one.
 */
function pathStop(part: TemplatePart): number {
  if (typeof part === "string") return queryOrHashIndex(part);
  const { first, reserved } = part.operator;
  if (first === "?" || first === "#") return 0;
  return reserved ? STOP_IN_VALUE : NOT_IN_PATH_END;
}

/**
 * Whether `text` from `start` to `end` is a plain host name: labels of ASCII letters, digits and
 * single hyphens, joined by dots, the last one starting with a letter (so it is a domain, not an
 * IPv4 address). URL parsing always accepts such an authority, so it needs no `URL.canParse`
 * (which costs about 0.4 µs): it has no user info, no port, no IP literal and no `xn--` label
 * (whose punycode URL parsing would check).
 */
function isPlainHost(text: string, start: number, end: number): boolean {
  let label = start;
  for (let at = start; at < end; at++) {
    const code = text.charCodeAt(at);
    if (code === CHAR_DOT) {
      if (at === label) return false;
      label = at + 1;
    } else if (code === CHAR_HYPHEN) {
      if (text.charCodeAt(at - 1) === CHAR_HYPHEN) return false;
    } else if (!isAsciiLetter(code) && !isAsciiDigit(code)) return false;
  }
  return label < end && isAsciiLetter(text.charCodeAt(label));
}

/** Whether the origin `lead` holds up to `end` (after `http://` or `https://`) parses. */
function originParses(lead: string, end: number): boolean {
  return isPlainHost(lead, lead.indexOf("//") + 2, end) || URL.canParse(lead.slice(0, end));
}

/**
 * What can be decided about a compiled url from its parts alone. The result is not frozen: it
 * never leaves the library and its type is read-only, while freezing it (a spread of the scanner's
 * result, frozen) took about 80 ns, 5% of a call that compiles a route.
 */
function describe(template: string, compiled: CompiledParts): RouteTemplate {
  const { parts, variables, names } = compiled;
  const first = parts[0];
  const lead = typeof first === "string" ? first : "";
  const origin = originExpression(first);
  const authority = authorityEnd(lead);
  const absolute = parts.length === 0 || origin !== undefined
    ? false
    : leadingAbsolute(lead, authority);
  const end = absolute === true ? authority : -1;
  const literalOrigin = end !== -1 && (end < lead.length || parts.length === 1) &&
    originParses(lead, end);
  const slashes = slashRun(lead);
  return {
    template,
    parts,
    variables,
    names,
    absolute,
    literalOrigin,
    originLength: literalOrigin ? end : -1,
    pathStops: parts.map(pathStop),
    leadingSlashes: slashes < lead.length || parts.length === 0 ? slashes : VALUES_DECIDE,
    origin,
    literal: variables.length === 0 ? literalExpansion(parts) : undefined,
  };
}

/**
 * The first part as the origin expression (see {@linkcode RouteTemplate.origin}), expanded as
 * `{+…}` expands it, or `undefined` when it is not one.
 */
function originExpression(first: TemplatePart | undefined): Expression | undefined {
  if (first === undefined || typeof first === "string") return undefined;
  const { operator, variables } = first;
  if (operator.first !== "" || operator.reserved) return undefined;
  return { operator: { ...operator, reserved: true }, variables };
}

/** How many slashes `text` starts with. */
function slashRun(text: string): number {
  let run = 0;
  while (text.charCodeAt(run) === CHAR_SLASH) run++;
  return run;
}

/** See {@linkcode RouteTemplate.leadingSlashes}: counted when the url is expanded. */
const VALUES_DECIDE = -1;

/** The expansion of literal parts (at most one: the scanner joins adjacent literal text). */
function literalExpansion(parts: readonly TemplatePart[]): Expansion {
  const text = parts.length === 0 ? "" : parts[0] as string;
  const stop = queryOrHashIndex(text);
  const pathEnd = stop === -1 ? text.length : stop;
  return {
    text,
    pathEnd,
    slashBeforeEnd: text.charCodeAt(pathEnd - 1) === CHAR_SLASH,
    leadingSlashes: slashRun(text),
    origin: undefined,
  };
}

/** Compiled urls, by the url (all that compiling reads): the url of merged options, `parse()`'s. */
const routeTemplates = new BoundedCache<RouteTemplate>(1000);

/**
 * Compiles a url (cached); `undefined` means `/`.
 *
 * @throws {EndpointError} `INVALID_URL` for a url that is not a string, `INVALID_TEMPLATE` (with
 * `template` and `index`) for a malformed one.
 */
export function compileUrl(url: unknown): RouteTemplate {
  if (url === undefined) return compileUrl("/");
  if (typeof url !== "string") {
    throw new EndpointError("INVALID_URL", `Cannot use url ${quoteMasked(url)}: use a string`);
  }
  return routeTemplates.get(url) ?? routeTemplates.set(url, compile(url));
}

/** GitHub's dialect: `/:name` placeholders and `-` in names. */
const ROUTE_DIALECT = { hyphens: true, colons: true } as const;

function compile(url: string): RouteTemplate {
  return describe(url, scanTemplate(url, ROUTE_DIALECT));
}

/**
 * Compiles the url of a route string's parts, once per route the route cache holds (the parts
 * keep it): a route string is then looked up once per call.
 *
 * @throws {EndpointError} `INVALID_TEMPLATE` (with `template` and `index`).
 */
export function compileRouteUrl(route: RouteParts): RouteTemplate {
  return route.template ??= compile(route.url);
}

const DOT_SEGMENTS = [".", "..", "%2e", ".%2e", "%2e.", "%2e%2e"];

/**
 * Whether a piece has a `/`-separated run made only of `.`, `%`, `2`, `e` and `E`, with a `.` or
 * a `%`: the only runs that can be (part of) a dot segment. One pass, no allocation. Without
 * `slashes` (only `{/var}` puts a `/` in a non-reserved expansion) the piece is one run.
 */
function mayFormDotSegment(piece: string, slashes: boolean): boolean {
  let dotted = false; // the current run holds only those characters so far, and a `.` or `%`
  for (let i = 0; i < piece.length; i++) {
    const code = piece.charCodeAt(i);
    if (code === CHAR_SLASH) {
      if (dotted) return true;
    } else if (code === CHAR_DOT || code === CHAR_PERCENT) dotted = true;
    else if (code !== CHAR_2 && code !== CHAR_LOWERCASE_E && code !== CHAR_UPPERCASE_E) {
      // This run cannot: go on from the next "/".
      if (!slashes) return false;
      const slash = piece.indexOf("/", i + 1);
      if (slash === -1) return false;
      i = slash;
      dotted = false;
    }
  }
  return dotted;
}

/**
 * Rejects a path segment (the path ends at `end`) that is `.` or `..` and that a value formed.
 * `ranges` holds the start and end of each value that may form one, in order and disjoint, so
 * one pass over the segments and the ranges together finds every overlap: linear, however many
 * literal dot segments and values the url holds.
 */
function checkDotSegments(url: string, end: number, ranges: number[], template: string): void {
  let start = 0;
  let range = 0; // the first range that does not end before the current segment
  while (start <= end) {
    let stop = url.indexOf("/", start);
    if (stop === -1 || stop > end) stop = end;
    while (range < ranges.length && ranges[range + 1] <= start) range += 2;
    if (
      range < ranges.length && ranges[range] < stop && stop - start <= 6 &&
      DOT_SEGMENTS.includes(url.slice(start, stop).toLowerCase())
    ) {
      throw new EndpointError(
        "INVALID_PARAMETER",
        `Cannot expand ${quoteMasked(template)}: its values form the path segment ` +
          `${quote(url.slice(start, stop))} in ${quoteMasked(url)}, which URL parsing would ` +
          "resolve away",
      );
    }
    start = stop + 1;
  }
}

/**
 * An expanded route, with what finishing it needs to know about its path, found while it was
 * built: so the text, a chain of concatenated pieces, is not flattened to be read again.
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
    }
    if (counting && valueAt === -1 && typeof part !== "string") {
      valueAt = valueStart(part, piece, text.length);
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
  if (route.literalOrigin) return trimPath(expansion, route.originLength);
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
