/**
 * Where the Send block may carry the token: the origin of the server chosen for the API, never
 * one a value moved the request to. For a loaded description, the servers it names for the
 * operation (its own, else its path's, else the document's; each variable one of its `enum`
 * values or its default, relative ones resolved against the description's address); for GitHub's
 * API, the base URL of the call (`https://api.github.com`, or a `baseUrl` the person set). A
 * parameter named `url` that names another origin, a server variable or `baseUrl` that leads
 * elsewhere under a description, and a relative server with no address to resolve it against
 * all leave the request without a server the token may go to.
 *
 * @module
 */
import type { RouteTable, Server } from "../../src/openapi/mod.ts";

/** At most this many combinations of a server's variables are tried; beyond, the defaults. */
const MAX_COMBINATIONS = 64;

/** The origins the token may go to, and what they are, for the message of a refusal. */
export interface TokenServer {
  /** The origins (`https://api.example.com`), http(s) only; none when no server has one. */
  origins: string[];
  /** What they are: `the server the description names for this operation`. */
  what: string;
}

/** The origin of an absolute http(s) URL, else `undefined`. */
function httpOrigin(url: unknown): string | undefined {
  if (typeof url !== "string" || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** A server's URL with every combination of its variables' allowed values. */
function filled(server: Server): string[] {
  let urls = [""];
  for (const part of server.url.split(/(\{[^{}]*\})/)) {
    if (!/^\{[^{}]*\}$/.test(part)) {
      urls = urls.map((url) => url + part);
      continue;
    }
    const name = part.slice(1, -1);
    const variable = server.variables && Object.hasOwn(server.variables, name)
      ? server.variables[name]
      : undefined;
    if (typeof variable?.default !== "string") return [];
    const values = urls.length * (variable.enum?.length ?? 1) <= MAX_COMBINATIONS
      ? [...new Set([variable.default, ...(variable.enum ?? [])])]
      : [variable.default];
    urls = urls.flatMap((url) => values.map((value) => url + value));
  }
  return urls;
}

/**
 * The origins a list of servers names.
 *
 * @param servers The servers, as a route table keeps them.
 * @returns Each distinct http(s) origin; a relative server names none.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { serverOrigins } from "./token_server.ts";
 *
 * assert.deepEqual(serverOrigins([
 *   {
 *     url: "https://{region}.example.com/v1",
 *     variables: { region: { default: "eu", enum: ["eu", "us"] } },
 *   },
 *   { url: "/v2" },
 * ]), ["https://eu.example.com", "https://us.example.com"]);
 * ```
 */
export function serverOrigins(servers: readonly Server[]): string[] {
  const origins = servers.flatMap(filled).map(httpOrigin);
  return [...new Set(origins.filter((origin) => origin !== undefined))];
}

/**
 * Where the token may go for a call: under a description, the servers it names for the
 * operation `merged` names (its method and url template), else its document's; under GitHub's
 * API, the call's base URL.
 *
 * @param table The loaded description's route table (servers resolved), or `undefined`.
 * @param merged The call's merged options (`method`, `url`, `baseUrl`).
 * @returns The origins and what they are.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { tokenServer } from "./token_server.ts";
 *
 * const table = {
 *   servers: [{ url: "https://api.example.com" }],
 *   routes: { "GET /files": { servers: [{ url: "https://files.example.com" }] } },
 * };
 * const merged = { method: "GET", url: "/files", baseUrl: "https://evil.example" };
 * assert.deepEqual(tokenServer(table, merged).origins, ["https://files.example.com"]);
 * assert.deepEqual(tokenServer(undefined, merged).origins, ["https://evil.example"]);
 * ```
 */
export function tokenServer(
  table: RouteTable | undefined,
  merged: Record<string, unknown>,
): TokenServer {
  if (table === undefined) {
    const origin = httpOrigin(merged.baseUrl);
    return { origins: origin ? [origin] : [], what: "this call's base URL" };
  }
  const key = `${String(merged.method).toUpperCase()} ${String(merged.url)}`;
  const entry = Object.hasOwn(table.routes, key) ? table.routes[key] : undefined;
  return {
    origins: serverOrigins(entry?.servers ?? table.servers ?? []),
    what: entry?.servers
      ? "the servers the description names for this operation"
      : "the servers the description names",
  };
}

/**
 * Why the token must not go with a request, or `undefined` when it may: the request's origin
 * is not one of the server's.
 *
 * @param url The URL of the request about to be sent.
 * @param server Where the token may go.
 * @returns The refusal's message, or `undefined`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { tokenRefusal } from "./token_server.ts";
 *
 * const server = { origins: ["https://api.example.com"], what: "the description's servers" };
 * assert.equal(tokenRefusal("https://api.example.com/v1/pets", server), undefined);
 * const refusal = tokenRefusal("https://evil.example/x", server);
 * assert.match(refusal!, /^Cannot send the token to https:\/\/evil\.example/);
 * ```
 */
export function tokenRefusal(url: string, server: TokenServer): string | undefined {
  const origin = httpOrigin(url) ?? url;
  if (server.origins.includes(origin)) return undefined;
  if (server.origins.length === 0) {
    return `Cannot send the token to ${origin}: no server of this API has an address it may go to (a relative server in a file or pasted text: load the description from its URL instead), so clear the token to send without one`;
  }
  return `Cannot send the token to ${origin}: it goes only to ${
    server.origins.join(" or ")
  }, ${server.what}. A value (a url or baseUrl parameter, a server variable) moved the request there; clear the token to send without one`;
}
