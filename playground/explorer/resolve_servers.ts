/**
 * Relative server URLs of a route table resolved against the address its description was fetched
 * from, as OpenAPI says: the document's servers and every path's or operation's own. Without
 * them the library would resolve them against its base URL (GitHub's), and Send would carry the
 * token there.
 *
 * @module
 */
import type { RouteTable, Server } from "../../src/openapi/mod.ts";

/** A URL that names its scheme. */
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A server URL resolved against an address: `/v1` against `https://example.com/specs/api.json` is
 * `https://example.com/v1`. Its `{variable}`s are kept (the library fills them per call). A URL
 * that names its scheme, or starts with a variable (which may hold the scheme), is kept as it is.
 *
 * @param url The server URL as the description writes it.
 * @param base The description's address.
 * @returns The absolute URL, without a final `/`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveServerUrl } from "./resolve_servers.ts";
 *
 * const base = "https://example.com/specs/api.json";
 * assert.equal(resolveServerUrl("/v1/{version}", base), "https://example.com/v1/{version}");
 * assert.equal(resolveServerUrl("v2", base), "https://example.com/specs/v2");
 * assert.equal(resolveServerUrl("https://api.test", base), "https://api.test");
 * ```
 */
export function resolveServerUrl(url: string, base: string): string {
  if (ABSOLUTE.test(url) || url.startsWith("{")) return url;
  // Each `{name}` stands in as a marker of letters and digits, which URL parsing keeps.
  let marker = "var";
  while (url.toLowerCase().includes(marker)) marker += "x";
  const names: string[] = [];
  const marked = url.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    names.push(name);
    return `${marker}${names.length - 1}${marker}`;
  });
  let resolved: string;
  try {
    resolved = new URL(marked, base).href;
  } catch {
    return url; // not a URL even resolved: the library refuses it when a call uses it
  }
  return resolved.replace(
    new RegExp(`${marker}(\\d+)${marker}`, "g"),
    (_, i) => `{${names[+i]}}`,
  )
    .replace(/\/$/, "");
}

/**
 * A route table whose relative servers, at every level, are resolved against the description's
 * address; one without servers gets the description's origin, OpenAPI's default server (`/`).
 * The table given is not changed.
 *
 * @param table The route table.
 * @param base The description's address.
 * @returns A new table.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolvedServers } from "./resolve_servers.ts";
 *
 * const table = resolvedServers(
 *   { routes: { "GET /pets": { servers: [{ url: "/pets-api" }] } } },
 *   "https://example.com/openapi.json",
 * );
 * assert.deepEqual(table.servers, [{ url: "https://example.com" }]);
 * assert.deepEqual(table.routes["GET /pets"].servers, [{ url: "https://example.com/pets-api" }]);
 * ```
 */
export function resolvedServers(table: RouteTable, base: string): RouteTable {
  const resolve = (servers: Server[]) =>
    servers.map((server) => ({
      ...server,
      url: resolveServerUrl(server.url, base),
    }));
  const routes = Object.fromEntries(
    Object.entries(table.routes).map(([key, entry]) =>
      [
        key,
        entry.servers ? { ...entry, servers: resolve(entry.servers) } : entry,
      ] as const
    ),
  );
  return { servers: resolve(table.servers ?? [{ url: "/" }]), routes };
}
