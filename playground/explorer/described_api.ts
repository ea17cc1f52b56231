/**
 * A description the worker read (`description.ts`), prepared for the page: its operations for
 * search, and `endpoint` through its routes (`withRoutes(endpoint, routes)`).
 *
 * @module
 */
import { endpoint } from "../../mod.ts";
import { type RouteTable, withRoutes } from "../../src/openapi/mod.ts";
import { readDescribed, type ReadDescription } from "./description.ts";
import { readRouteIndex } from "./route_index.ts";
import { type Searchable, searchable } from "./search.ts";

/** A description ready for the page. */
export interface DescribedApi {
  /** What the page calls it: the description's title and version, else where it came from. */
  title: string;
  /** Its operations, prepared for search. */
  entries: Searchable[];
  /** Its route table. */
  routes: RouteTable;
  /** `endpoint` through its routes: `withRoutes(endpoint, routes)`. */
  endpoint: typeof endpoint;
  /** Whether a route string names one of its operations (`get /trips` names `GET /trips`). */
  hasOperation: (route: string) => boolean;
  /** Its text, when the page loaded it: the responses view reads an operation's on demand. */
  text?: string;
}

/**
 * A description read by {@linkcode readDescribed}, prepared for the page: its operations for
 * search, and `endpoint` through its routes.
 *
 * @param read What reading it gave.
 * @returns The description ready for the page.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { describedApiOf } from "./described_api.ts";
 *
 * const api = describedApiOf({
 *   title: "Trains",
 *   routes: { servers: [{ url: "https://example.com/v1" }], routes: { "GET /trips": {} } },
 *   index: {
 *     source: "trains",
 *     docs: "",
 *     params: [],
 *     ops: [{ m: "GET", p: "/trips", s: "", o: "", u: "" }],
 *   },
 * });
 * assert.equal(api.endpoint("GET /trips").url, "https://example.com/v1/trips");
 * assert.ok(api.hasOperation("get /trips"));
 * assert.ok(!api.hasOperation("search trips"));
 * ```
 */
export function describedApiOf(read: ReadDescription): DescribedApi {
  return {
    title: read.title,
    entries: searchable(readRouteIndex(read.index)),
    routes: read.routes,
    endpoint: withRoutes(endpoint, read.routes),
    hasOperation: (route) => Object.hasOwn(read.routes.routes, operationKey(route)),
  };
}

/**
 * The route table key a route string names: its method uppercase (`GET` when it has none), one
 * space, its url; a string of more than two words names none.
 */
function operationKey(route: string): string {
  const words = route.trim().split(/\s+/);
  if (words.length > 2) return "";
  return `${words.length === 2 ? words[0].toUpperCase() : "GET"} ${words.at(-1)}`;
}

/**
 * Checks a parsed document and prepares it for the page: {@linkcode readDescribed}, then
 * {@linkcode describedApiOf}.
 *
 * @param document The parsed description.
 * @param from Where it came from: its URL, file name or `pasted text` (the title's fallback).
 * @param base The URL it was fetched from, when it was.
 * @returns The description ready for the page.
 * @throws {DescriptionError} When it is not OpenAPI 3.0 or 3.1, or has no operation.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { describedApi } from "./described_api.ts";
 *
 * const api = describedApi({
 *   openapi: "3.0.3",
 *   info: { title: "Trains", version: "1.0" },
 *   servers: [{ url: "/v1" }],
 *   paths: { "/trips": { get: { summary: "List trips" } } },
 * }, "trains.json", "https://example.com/specs/trains.json");
 * assert.equal(api.title, "Trains 1.0");
 * assert.equal(api.entries[0].operation.path, "/trips");
 * assert.equal(api.endpoint("GET /trips").url, "https://example.com/v1/trips");
 * ```
 */
export function describedApi(
  document: unknown,
  from: string,
  base?: string,
): DescribedApi {
  return describedApiOf(readDescribed(document, from, base));
}
