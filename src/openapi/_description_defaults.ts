/**
 * What a route table changes in the wrapped endpoint's defaults (docs/openapi.md, "Accept" and
 * "Servers"): the `accept` header a description's responses call for in place of GitHub's, which
 * server a call goes to when `.defaults({ baseUrl })` is set, and which server variables exist.
 *
 * @module
 */
import { endpoint as plainEndpoint } from "../endpoint.ts";
import { EndpointError } from "../uri_template/errors.ts";
import type { MergedOptions } from "../types.ts";
import type { RouteEntry, RouteTable, Server } from "./table.ts";
import { JSON_ACCEPT } from "./_accept.ts";

/** The library's own default `accept` (GitHub's media type). */
const LIBRARY_ACCEPT = plainEndpoint.DEFAULTS.headers.accept;

/**
 * Whether a table describes the API whose defaults the wrapped endpoint carries: its first server,
 * with its variables' defaults, is the endpoint's default base URL or the library's
 * (`https://api.github.com`, whose media type the library's `accept` is). Then the endpoint's
 * defaults (its `accept`, previews, `mediaType`) apply as they are.
 *
 * @param serverUrl The first server's URL with its defaults, without a final `/`, if it has one.
 * @param baseUrl The wrapped endpoint's default base URL.
 */
export function isOwnApi(serverUrl: string | undefined, baseUrl: string): boolean {
  return serverUrl !== undefined &&
    (serverUrl === baseUrl || serverUrl === plainEndpoint.DEFAULTS.baseUrl);
}

/**
 * Sets `accept` to what the route's responses call for, unless the call or its defaults set
 * another than the library's default.
 *
 * @param merged Merged options (changed: a copy of their headers is set).
 * @param entry The route's table entry.
 */
export function describedAccept(merged: MergedOptions, entry: RouteEntry): void {
  if (merged.headers.accept !== LIBRARY_ACCEPT) return;
  merged.headers = { ...merged.headers, accept: entry.accept ?? JSON_ACCEPT };
}

/** The host of a server URL (`https://host/…`, `//host/…`), lowercase; `""` for a relative one. */
function hostOf(url: string): string {
  return /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#]*)/i.exec(url)?.[1].toLowerCase() ?? "";
}

/**
 * Whether an operation's own server keeps its place over a base URL given to `.defaults()`: only
 * when it names a host other than the description's first server (GitHub's uploads host beside
 * `api.github.com`); an operation server on the same host (every Kubernetes operation repeats
 * `//kubernetes.local`), or in a description without servers, gives way to the caller's.
 */
export function keepsOwnServer(own: Server, shared: Server | undefined): boolean {
  if (shared === undefined) return false;
  const host = hostOf(own.url);
  return host !== "" && host !== hostOf(shared.url);
}

/** Per table: every server variable name any of its servers has (read once per table). */
const variableNames = new WeakMap<RouteTable, Set<string>>();

function namesOf(table: RouteTable): Set<string> {
  let names = variableNames.get(table);
  if (names === undefined) {
    names = new Set();
    const servers = [...table.servers ?? []];
    for (const entry of Object.values(table.routes)) servers.push(...entry.servers ?? []);
    for (const server of servers) {
      for (const name of Object.keys(server.variables ?? {})) names.add(name);
    }
    variableNames.set(table, names);
  }
  return names;
}

/**
 * Rejects a server variable no server of the table has (a typo would silently use a default).
 *
 * @throws {EndpointError} `INVALID_BASE_URL` naming the variable (never its value).
 */
export function checkServerVariables(table: RouteTable | undefined, given: unknown): void {
  if (table === undefined || typeof given !== "object" || given === null) return;
  const names = namesOf(table);
  for (const name of Object.keys(given)) {
    if (!names.has(name)) {
      const known = [...names].map((item) => JSON.stringify(item)).join(", ");
      throw new EndpointError(
        "INVALID_BASE_URL",
        `Cannot use server variable ${JSON.stringify(name)}: no server of the description has it (${
          known === "" ? "it has no variables" : `use ${known}`
        })`,
      );
    }
  }
}
