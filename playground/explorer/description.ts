/**
 * A person's own OpenAPI description, read for the explorer: its text parsed (JSON, or YAML
 * through a parser loaded only then), checked to be OpenAPI 3.0 or 3.1, and turned into the two
 * things the page needs: the route index the explorer searches and the route table the page's
 * calls go through (`withRoutes(endpoint, compileRoutes(doc))`).
 *
 * @module
 */
import { endpoint } from "../../mod.ts";
import { compileRoutes } from "../../src/openapi/compile.ts";
import { withRoutes } from "../../src/openapi/routes.ts";
import type { RouteTable } from "../../src/openapi/table.ts";
import { compactIndex } from "./compact_index.ts";
import { DescriptionError } from "./description_error.ts";
import { readRouteIndex } from "./route_index.ts";
import { type Searchable, searchable } from "./search.ts";

/** A YAML parser: `yaml`'s `parse`. */
export type ParseYaml = (text: string) => unknown;

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
}

/**
 * Parses a description's text: JSON when it starts with `{`, else YAML (OpenAPI's other format).
 *
 * @param text The description's text.
 * @param loadYaml Gives the YAML parser; called only for YAML.
 * @returns The parsed document.
 * @throws {DescriptionError} When the text is neither valid JSON nor valid YAML.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseDescription } from "./description.ts";
 *
 * const noYaml = () => Promise.reject(new Error("not needed"));
 * assert.deepEqual(await parseDescription(' {"openapi": "3.1.0"}', noYaml), { openapi: "3.1.0" });
 * ```
 */
export async function parseDescription(
  text: string,
  loadYaml: () => Promise<ParseYaml>,
): Promise<unknown> {
  if (text.trimStart().startsWith("{")) {
    try {
      return JSON.parse(text);
    } catch (e) {
      throw new DescriptionError(
        `Cannot read the description as JSON: ${(e as Error).message}`,
      );
    }
  }
  const parse = await loadYaml();
  try {
    return parse(text);
  } catch (e) {
    // yaml's messages name the line and column, then quote the lines around it.
    const message = (e as Error).message.split("\n")[0];
    throw new DescriptionError(
      `Cannot read the description as YAML: ${message}`,
    );
  }
}

function titleOf(document: Record<string, unknown>, fallback: string): string {
  const info = document.info as Record<string, unknown> | undefined;
  const title = typeof info?.title === "string" ? info.title.trim() : "";
  const version = typeof info?.version === "string" ? info.version.trim() : "";
  return title ? (version ? `${title} ${version}` : title) : fallback;
}

/**
 * Checks a parsed document and prepares it for the page. A relative server URL (`/v1`) is
 * resolved against the address the description was fetched from, as OpenAPI says; from a file or
 * a paste it stays relative, and the library resolves it against the base URL.
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
 * import { describedApi } from "./description.ts";
 *
 * const api = describedApi({
 *   openapi: "3.0.3",
 *   info: { title: "Trains", version: "1.0" },
 *   servers: [{ url: "/v1" }],
 *   paths: { "/trips": { get: { summary: "List trips" } } },
 * }, "trains.json", "https://example.com/specs/trains.json");
 * assert.equal(api.title, "Trains 1.0");
 * assert.equal(api.entries[0].operation.path, "/trips");
 * assert.deepEqual(api.routes.servers, [{ url: "https://example.com/v1" }]);
 * ```
 */
export function describedApi(
  document: unknown,
  from: string,
  base?: string,
): DescribedApi {
  const object = typeof document === "object" && document !== null &&
      !Array.isArray(document)
    ? (document as Record<string, unknown>)
    : undefined;
  if (object?.swagger !== undefined) {
    throw new DescriptionError(
      "Cannot use a Swagger 2.0 description: convert it to OpenAPI 3 first (for example with swagger2openapi)",
    );
  }
  if (!/^3\.[01]\./.test(String(object?.openapi))) {
    throw new DescriptionError(
      'Cannot use this text: it is not an OpenAPI 3.0 or 3.1 description (no "openapi": "3.x.y" field)',
    );
  }
  let routes: RouteTable;
  try {
    routes = compileRoutes(object);
  } catch (e) {
    throw new DescriptionError((e as Error).message);
  }
  if (base !== undefined && routes.servers) {
    routes.servers = routes.servers.map((server) =>
      /^[a-z][a-z0-9+.-]*:|\{/i.test(server.url)
        ? server
        : { ...server, url: new URL(server.url, base).href.replace(/\/$/, "") }
    );
  }
  const operations = readRouteIndex(compactIndex(object, from));
  if (operations.length === 0) {
    throw new DescriptionError(
      "Cannot use this description: it has no operations under `paths`",
    );
  }
  return {
    title: titleOf(object!, from),
    entries: searchable(operations),
    routes,
    endpoint: withRoutes(endpoint, routes),
  };
}
