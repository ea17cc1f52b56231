/**
 * Whether the per-call cost grows with the number of distinct routes a process calls: the same
 * kind of calls over 300 routes and over many (a whole description's table), round robin, with a
 * new parameters object on every call, timed against a hand-written builder with an unbounded
 * `Map` of compiled routes on the same calls. Some growth is the machine's (more code and data
 * than the processor's caches hold), which the hand-written builder pays too; what ours adds on
 * top is what its own caches cost.
 *
 * This module reads no runtime API but `performance.now()`: `bench/cliff.ts` runs it in Deno on the
 * source and in Node on the npm package.
 *
 * @module
 */
import { prng } from "./_prng.ts";

/** One route of a description and the values of its path variables. */
export interface CliffRoute {
  /** `"GET /users/{user-id}"`: the string every call of the route passes. */
  route: string;
  /** The path variables and a value for each. */
  values: readonly (readonly [string, unknown])[];
  /**
   * A value for each required parameter outside the path (query, header, cookie), which a route
   * table requires (`withRoutes()` refuses a call without them).
   */
  required: readonly (readonly [string, unknown])[];
}

/** A function that builds a request for a route string and parameters. */
export type Builder = (route: string, parameters: Record<string, unknown>) => unknown;

/** The HTTP methods of an OpenAPI path item. */
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

/** A path variable's value: a number for an id-like name, else a short word, from the name. */
function valueOf(name: string, random: () => number): string | number {
  if (/(^|_)(id|number)$/.test(name)) return 1 + Math.floor(random() * 99999);
  return `v${Math.floor(random() * 1e6).toString(36)}`;
}

type Json = Record<string, unknown>;

/** What a local `$ref` points at, or the object itself. */
function resolve(document: Json, object: Json): Json {
  const ref = object.$ref;
  if (typeof ref !== "string") return object;
  return ref.split("/").slice(1).reduce((at: Json, key) => at[key] as Json, document);
}

/** The simplest value a schema allows: its first enum value, 1, `true`, one item or a word. */
function schemaValue(document: Json, schema: Json | undefined): unknown {
  const resolved = resolve(document, schema ?? {});
  if (Array.isArray(resolved.enum)) return resolved.enum[0];
  switch (resolved.type) {
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return true;
    case "array":
      return [schemaValue(document, resolved.items as Json | undefined)];
    default:
      return "v";
  }
}

/**
 * Every operation of an OpenAPI description as a route with values, in the description's order,
 * but those whose path a hand-written builder cannot read (a `{` inside a variable's braces).
 */
export function descriptionRoutes(document: Json): CliffRoute[] {
  const random = prng(0x300);
  const paths = document.paths as Record<string, Json>;
  const routes: CliffRoute[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!/^\/[^{}]*(\{[^{}]+\}[^{}]*)*$/.test(path)) continue;
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (operation === undefined) continue;
      const parameters = [
        ...(item.parameters ?? []) as Json[],
        ...(operation.parameters ?? []) as Json[],
      ].map((parameter) => resolve(document, parameter));
      routes.push({
        route: `${method.toUpperCase()} ${path}`,
        values: names.map((name) => [name, valueOf(name, random)]),
        required: parameters.filter((p) => p.required === true && p.in !== "path")
          .map((p) => [p.name as string, schemaValue(document, p.schema as Json | undefined)]),
      });
    }
  }
  return routes;
}

/** `count` routes drawn from `routes` without repeats, in a reproducible order. */
export function drawRoutes(
  routes: readonly CliffRoute[],
  count: number,
  draw: number,
): CliffRoute[] {
  const random = prng(draw);
  const copy = [...routes];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

/** RFC 6570's escape of the characters `encodeURIComponent` leaves alone. */
function rfcEscape(character: string): string {
  return "%" + character.charCodeAt(0).toString(16).toUpperCase();
}

/** A path value encoded as a simple expansion (`{name}`) encodes it. */
function encodeSegment(value: unknown): string {
  return typeof value === "number"
    ? String(value)
    : encodeURIComponent(String(value)).replace(/[!'()*]/g, rfcEscape);
}

/**
 * A hand-written builder with an unbounded cache: each route string split once into its method,
 * literal text and variable names, kept in a `Map` for good; a call joins the base URL, the
 * literal text and the encoded values, and returns the method, url and two headers. It checks
 * nothing: it is the ceiling, and the unbounded `Map` is what any cache pays for memory alone.
 */
export function byHandWithMap(baseUrl: string, userAgent: string): Builder {
  type Compiled = { method: string; pieces: string[]; names: string[] };
  const compiled = new Map<string, Compiled>();
  const compile = (route: string): Compiled => {
    const space = route.indexOf(" ");
    const pieces = route.slice(space + 1).split(/\{([^}]+)\}/);
    const names: string[] = [];
    const literal: string[] = [];
    pieces.forEach((piece, i) => (i % 2 ? names : literal).push(piece));
    return { method: route.slice(0, space).toLowerCase(), pieces: literal, names };
  };
  return (route, parameters) => {
    let entry = compiled.get(route);
    if (entry === undefined) compiled.set(route, entry = compile(route));
    const { pieces, names } = entry;
    let url = baseUrl + pieces[0];
    for (let i = 0; i < names.length; i++) {
      url += encodeSegment(parameters[names[i]]) + pieces[i + 1];
    }
    return {
      method: entry.method,
      url,
      headers: { accept: "application/vnd.github.v3+json", "user-agent": userAgent },
    };
  };
}

/** The parameters of a route's call: a new object on every call. */
export function parametersOf(route: CliffRoute): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const [name, value] of route.values) parameters[name] = value;
  return parameters;
}

/** The parameters of a route's call through its route table: its required ones added. */
export function tableParametersOf(route: CliffRoute): Record<string, unknown> {
  const parameters = parametersOf(route);
  for (const [name, value] of route.required) parameters[name] = value;
  return parameters;
}

/** How many calls a timed block makes at least: enough to walk 10,000 routes three times. */
const BLOCK_CALLS = 30_000;

/** A builder timed, and how its calls' parameters are made. */
export interface Side {
  build: Builder;
  /** A new parameters object for a call of the route ({@linkcode parametersOf} by default). */
  parameters?: (route: CliffRoute) => Record<string, unknown>;
}

/** Makes `calls` calls on `side`, round robin over `routes`; returns nanoseconds per call. */
function block(side: Side, routes: readonly CliffRoute[], calls: number): number {
  const { build, parameters = parametersOf } = side;
  const start = performance.now();
  let sink: unknown;
  for (let i = 0, at = 0; i < calls; i++) {
    const route = routes[at];
    sink = build(route.route, parameters(route));
    at = at + 1 === routes.length ? 0 : at + 1;
  }
  const elapsed = performance.now() - start;
  if (sink === undefined) throw new Error("No request built");
  return (elapsed * 1e6) / calls;
}

/** One set of routes to time, by its name in the report. */
export interface RouteSet {
  name: string;
  routes: readonly CliffRoute[];
}

/** Nanoseconds per call of each builder on each set, one figure per round. */
export type CliffTimes = Record<string, Record<string, number[]>>;

/**
 * Times every builder on every set in `rounds` rounds: each round runs one block per builder and
 * set, in the same order, so the blocks of one round see the machine alike. A first round warms
 * up every cache (a route is kept from its second use) and is not kept.
 */
export function timeSets(
  builders: Record<string, Side>,
  sets: readonly RouteSet[],
  rounds: number,
): CliffTimes {
  const times: CliffTimes = {};
  for (let round = -1; round < rounds; round++) {
    for (const set of sets) {
      const calls = Math.max(BLOCK_CALLS, set.routes.length * 3);
      for (const [name, side] of Object.entries(builders)) {
        const ns = block(side, set.routes, round < 0 ? set.routes.length * 2 : calls);
        if (round < 0) continue;
        ((times[name] ??= {})[set.name] ??= []).push(ns);
      }
    }
  }
  return times;
}

/** The median of numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * How many times the cost per call on `set` is the cost on `base`, for one builder: the median of
 * the per-round ratios.
 */
export function growth(times: CliffTimes, builder: string, set: string, base: string): number {
  const large = times[builder][set];
  const small = times[builder][base];
  return median(large.map((ns, round) => ns / small[round]));
}
