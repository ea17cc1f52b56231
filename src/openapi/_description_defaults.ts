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
import type { RouteEntry, Server } from "./table.ts";
import { JSON_ACCEPT } from "./_accept.ts";
import { ownEntry } from "./_serialize_options.ts";

/** The library's own default `accept` (GitHub's media type). */
const LIBRARY_ACCEPT = plainEndpoint.DEFAULTS.headers.accept;

/**
 * Whether a table describes the API whose defaults the library carries: its first server, with
 * its variables' defaults, is the library's base URL (`https://api.github.com`, whose media type
 * the library's `accept` is). Then the endpoint's defaults (its `accept`, previews, `mediaType`)
 * apply as they are, whatever base URL the wrapped endpoint has (GitHub Enterprise). A base URL
 * the caller sets to another API's server says nothing of its media types.
 *
 * @param serverUrl The first server's URL with its defaults, without a final `/`, if it has one.
 */
export function isOwnApi(serverUrl: string | undefined): boolean {
  return serverUrl === plainEndpoint.DEFAULTS.baseUrl;
}

/**
 * The `accept` that {@linkcode describedAccept} gives a call of `entry` under defaults with these
 * headers when the call sets none, or `undefined` when it leaves the defaults' own.
 */
export function defaultAcceptOf(headers: unknown, entry: RouteEntry): string | undefined {
  return ownEntry(headers, "accept") === LIBRARY_ACCEPT ? entry.accept ?? JSON_ACCEPT : undefined;
}

/**
 * Sets `accept` to what the route's responses call for, unless the call or its defaults set
 * another than the library's default.
 *
 * @param merged Merged options (changed: a copy of their headers is set).
 * @param entry The route's table entry.
 */
export function describedAccept(merged: MergedOptions, entry: RouteEntry): void {
  if (ownEntry(merged.headers, "accept") !== LIBRARY_ACCEPT) return;
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

/**
 * Rejects a server variable no server of the table has (a typo would silently use a default).
 *
 * @param names Every server variable name of the table (read once, with the table); `undefined`
 * without a table.
 * @param given The call's `request.serverVariables`.
 * @throws {EndpointError} `INVALID_BASE_URL` naming the variable (never its value).
 */
export function checkServerVariables(
  names: ReadonlySet<string> | undefined,
  given: unknown,
): void {
  if (names === undefined || typeof given !== "object" || given === null) return;
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
