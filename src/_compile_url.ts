/**
 * A url compiled: what a url template decides once, for every call that uses it: its template
 * scanned (GitHub's dialect), where its path ends, whether it is absolute, its origin, for
 * `expandRoute` and `finishUrl` (`_expand.ts`) to use on every call.
 *
 * @module
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quoteMasked } from "./uri_template/_quote.ts";
import { boundedCache, ROUTE_CACHE_LIMIT } from "./uri_template/_cache.ts";
import {
  authorityEnd,
  type CompiledParts,
  type Expression,
  scanTemplate,
  type TemplatePart,
} from "./uri_template/_scanner.ts";
import { CHAR_SLASH } from "./uri_template/_chars.ts";
import type { RouteParts } from "./_route.ts";
import type { Expansion } from "./_expand.ts";

/** A compiled route url: GitHub's dialect (`/:name`, `-` in names). */
export interface RouteTemplate extends CompiledParts {
  /** The url as written. */
  readonly template: string;
  /**
   * The variables as a set, for a url with more than {@linkcode FEW_VARIABLES} of them; else
   * `undefined`, and `variables` is scanned (a set is about 160 bytes more per kept route).
   */
  readonly names: ReadonlySet<string> | undefined;
  /** Whether the url is absolute, when its leading literal text decides it. */
  readonly absolute: Decided;
  /**
   * Where the path starts when scheme and authority are literal and valid, so the expanded url
   * always parses; else -1.
   */
  readonly originLength: number;
  /**
   * For each part, where its expansion (when not empty) ends the path: the index of its first `?`
   * or `#`, {@linkcode NOT_IN_PATH_END} when it cannot end it, or {@linkcode STOP_IN_VALUE} when
   * only the expanded value can tell.
   */
  readonly pathStops: readonly PathStop[];
  /**
   * How many slashes start a relative url, when its leading literal decides it (another character
   * follows them), else {@linkcode VALUES_DECIDE}: the url starts with an expression, or with
   * nothing but slashes before one.
   */
  readonly leadingSlashes: LeadingSlashes;
  /**
   * The url's first expression, reserved, when it gives the url's origin (`{origin}/…`): a simple
   * expression before any literal text, where no path segment can stand.
   */
  readonly origin: Expression | undefined;
  /** The expansion of a url without expressions, the same for every call; else `undefined`. */
  readonly literal: Expansion | undefined;
}

/**
 * A leading literal after which the expanded url may still start with `http://` or `https://`:
 * empty, or one that starts with `h` (any case). After any other, the url is relative.
 */
const MAY_START_SCHEME = /^(?:h|$)/i;

/** The most variables a url's {@linkcode RouteTemplate.names} are scanned for, without a set. */
export const FEW_VARIABLES = 8;

/** A yes or no that the template decides, or `undefined`: only the expanded values can tell. */
type Decided = boolean | undefined;

/**
 * Where a part's expansion (when not empty) ends the path: the index of its first `?` or `#`, or
 * one of two sentinels, {@linkcode NOT_IN_PATH_END} and {@linkcode STOP_IN_VALUE}.
 */
type PathStop = number;

/** A part's path stop: the part cannot end the path. */
export const NOT_IN_PATH_END: PathStop = -1;
/** A part's path stop: reserved expansion, whose value may hold `?` or `#`. */
export const STOP_IN_VALUE: PathStop = -2;

/** The index of the first `?` or `#` in `text`, or -1. */
export function queryOrHashIndex(text: string): number {
  const query = text.indexOf("?");
  const hash = text.indexOf("#");
  return query === -1 || (hash !== -1 && hash < query) ? hash : query;
}

/**
 * Where a part's expansion (not empty) ends the path. Only reserved expansion can carry `?` or
 * `#` in a value; `{?…}` and `{#…}` start with one.
 */
function pathStop(part: TemplatePart): PathStop {
  if (typeof part === "string") return queryOrHashIndex(part);
  const { first, reserved } = part.operator;
  if (first === "?" || first === "#") return 0;
  return reserved ? STOP_IN_VALUE : NOT_IN_PATH_END;
}

/**
 * What can be decided about a compiled url from its parts alone. The result is not frozen: it
 * never leaves the library and its type is read-only, while freezing it (a spread of the scanner's
 * result, frozen) took about 80 ns, 5% of a call that compiles a route.
 */
function describe(template: string, compiled: CompiledParts): RouteTemplate {
  const { parts, variables } = compiled;
  const first = parts[0];
  const lead = typeof first === "string" ? first : "";
  const origin = originExpression(first);
  const authority = authorityEnd(lead);
  const absolute: Decided = authority !== 0
    ? true
    : parts.length !== 0 && origin === undefined && MAY_START_SCHEME.test(lead)
    ? undefined
    : false;
  const literalOrigin = authority !== 0 && (authority < lead.length || parts.length === 1) &&
    URL.canParse(lead.slice(0, authority));
  const slashes = slashRun(lead);
  return {
    template,
    parts,
    variables,
    names: variables.length > FEW_VARIABLES ? new Set(variables) : undefined,
    absolute,
    originLength: literalOrigin ? authority : -1,
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
  const { operator } = first;
  if (operator.first !== "" || operator.reserved) return undefined;
  return { ...first, operator: { ...operator, reserved: true } };
}

/** How many slashes `text` starts with. */
export function slashRun(text: string): number {
  let run = 0;
  while (text.charCodeAt(run) === CHAR_SLASH) run++;
  return run;
}

/**
 * How many slashes start a relative url (see {@linkcode RouteTemplate.leadingSlashes}), or the
 * sentinel {@linkcode VALUES_DECIDE}.
 */
type LeadingSlashes = number;

/** See {@linkcode RouteTemplate.leadingSlashes}: counted when the url is expanded. */
export const VALUES_DECIDE: LeadingSlashes = -1;

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

/** Whether `name` is one of the url's variables. */
export function takesVariable(route: RouteTemplate, name: string): boolean {
  const { names } = route;
  return names === undefined ? route.variables.includes(name) : names.has(name);
}

/** Compiled urls, by the url (all that compiling reads): the url of merged options, `parse()`'s. */
const routeTemplates = boundedCache<RouteTemplate>(ROUTE_CACHE_LIMIT);

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
