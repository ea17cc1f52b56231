/**
 * A person's own OpenAPI description, read for the explorer: its text parsed (JSON, or YAML
 * through a parser loaded only then), checked to be OpenAPI 3.0 or 3.1, and turned into plain
 * data: the route index the explorer searches and the route table the page's calls go through.
 * The page runs this in a worker (`description_worker.ts`); `described_api.ts` prepares the
 * result for the page.
 *
 * @module
 */
import { compileRoutes, type RouteTable } from "../../src/openapi/mod.ts";
import { compactIndex } from "./compact_index.ts";
import { DescriptionError } from "./description_error.ts";
import type { StoredRouteIndex } from "./route_index.ts";
import { resolvedServers } from "./resolve_servers.ts";

/** A YAML parser: `yaml`'s `parse`. */
export type ParseYaml = (text: string) => unknown;

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

/** What reading a description gives: plain data, so a worker can hand it to the page. */
export interface ReadDescription {
  /** What the page calls it: the description's title and version, else where it came from. */
  title: string;
  /** Its route table, servers resolved against its address when it has one. */
  routes: RouteTable;
  /** Its compact route index. */
  index: StoredRouteIndex;
}

/**
 * Checks a parsed document and reads what the page needs of it: its title, route table and
 * route index. Relative server URLs (`/v1`), the document's and every path's or operation's own,
 * are resolved against the address the description was fetched from, as OpenAPI says, and one
 * without servers gets that address's origin; from a file or a paste they stay relative, and the
 * Send block sends no token to them.
 *
 * @param document The parsed description.
 * @param from Where it came from: its URL, file name or `pasted text` (the title's fallback).
 * @param base The URL it was fetched from, when it was.
 * @returns What the page needs.
 * @throws {DescriptionError} When it is not OpenAPI 3.0 or 3.1, or has no operation.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readDescribed } from "./description.ts";
 *
 * const read = readDescribed({
 *   openapi: "3.0.3",
 *   info: { title: "Trains", version: "1.0" },
 *   servers: [{ url: "/v1" }],
 *   paths: { "/trips": { get: { summary: "List trips" } } },
 * }, "trains.json", "https://example.com/specs/trains.json");
 * assert.equal(read.title, "Trains 1.0");
 * assert.equal(read.index.ops[0].p, "/trips");
 * assert.deepEqual(read.routes.servers, [{ url: "https://example.com/v1" }]);
 * ```
 */
export function readDescribed(
  document: unknown,
  from: string,
  base?: string,
): ReadDescription {
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
  const index = compactIndex(object, from);
  if (index.ops.length === 0) {
    throw new DescriptionError(
      "Cannot use this description: it has no operations under `paths`",
    );
  }
  return {
    title: titleOf(object!, from),
    routes: base === undefined ? routes : resolvedServers(routes, base),
    index,
  };
}
