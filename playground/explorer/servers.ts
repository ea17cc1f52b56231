/**
 * The server a loaded API's requests go to, as the person picks it: one of the servers the
 * description names for the operation (its variables set), or a server of their own. The choice
 * becomes the library's public options (`request.serverVariables`, `baseUrl`), so the library
 * places it, as it would in a user's code.
 *
 * @module
 */
import type { RouteTable, Server } from "../../src/openapi/mod.ts";

/** The index of {@linkcode ServerChoice} that means "a server of my own". */
export const CUSTOM_SERVER = -1;

/** What the server picker holds. */
export interface ServerChoice {
  /** Which of the operation's servers, or {@linkcode CUSTOM_SERVER}. */
  index: number;
  /** The variables' values by name, as chosen or typed; a variable not here has its default. */
  variables: Record<string, string>;
  /** The person's own server URL, for {@linkcode CUSTOM_SERVER}. */
  custom: string;
}

/** The choice before the person makes one: the description's first server, its defaults. */
export const FIRST_SERVER: ServerChoice = {
  index: 0,
  variables: {},
  custom: "",
};

/** Host names that stand for no real host (RFC 2606, RFC 6761, RFC 6762's `.local`). */
const PLACEHOLDER_HOST =
  /(^|\.)(local|localhost|example|test|invalid)$|(^|\.)example\.(com|net|org)$/;

/**
 * The servers the description names for an operation: its own, else its path's, else the
 * document's.
 *
 * @param table The route table (servers resolved).
 * @param route The **Route** text (`GET /pets`); an unknown route gets the document's servers.
 * @returns The servers.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { operationServers } from "./servers.ts";
 *
 * const table = {
 *   servers: [{ url: "https://api.test" }],
 *   routes: { "GET /up": { servers: [{ url: "https://up.test" }] }, "GET /pets": {} },
 * };
 * assert.deepEqual(operationServers(table, "get /up"), [{ url: "https://up.test" }]);
 * assert.deepEqual(operationServers(table, "GET /pets"), [{ url: "https://api.test" }]);
 * ```
 */
export function operationServers(table: RouteTable, route: string): Server[] {
  const [method = "", path = ""] = route.trim().split(/\s+/, 2);
  const key = `${method.toUpperCase()} ${path}`;
  const entry = Object.hasOwn(table.routes, key) ? table.routes[key] : undefined;
  return entry?.servers ?? table.servers ?? [];
}

/**
 * Whether a server URL names a host that is only a placeholder (`https://vtex.local`,
 * `https://api.example.com`): requests to it reach nobody.
 *
 * @param url The server URL.
 * @returns `true` for a placeholder host.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isPlaceholderServer } from "./servers.ts";
 *
 * assert.ok(isPlaceholderServer("https://vtex.local"));
 * assert.ok(isPlaceholderServer("https://api.example.com/v1"));
 * assert.ok(!isPlaceholderServer("https://api.vtex.com/{accountName}"));
 * ```
 */
export function isPlaceholderServer(url: string): boolean {
  const host = /^[a-z][a-z0-9+.-]*:\/\/([^/?#:]*)/i.exec(url)?.[1] ?? "";
  return PLACEHOLDER_HOST.test(host.toLowerCase());
}

/**
 * A variable's value under a choice: the one chosen or typed, else its default.
 *
 * @param server The server.
 * @param name The variable's name.
 * @param choice The choice.
 * @returns The value.
 */
export function variableValue(
  server: Server,
  name: string,
  choice: ServerChoice,
): string {
  return Object.hasOwn(choice.variables, name)
    ? choice.variables[name]
    : server.variables?.[name]?.default ?? "";
}

/**
 * The chosen server's URL with its variables filled: where the person means the requests to go,
 * and the only origin the credentials may go to.
 *
 * @param servers The operation's servers.
 * @param choice The choice.
 * @returns The URL; `""` for a custom server not yet typed or a server that is not there.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { chosenServerUrl, CUSTOM_SERVER } from "./servers.ts";
 *
 * const servers = [{
 *   url: "https://{account}.{env}.com.br",
 *   variables: { account: { default: "{account}" }, env: { default: "vtexcommercestable" } },
 * }];
 * const choice = { index: 0, variables: { account: "shop" }, custom: "" };
 * assert.equal(chosenServerUrl(servers, choice), "https://shop.vtexcommercestable.com.br");
 * const own = { ...choice, index: CUSTOM_SERVER, custom: " http://127.0.0.1:8080 " };
 * assert.equal(chosenServerUrl(servers, own), "http://127.0.0.1:8080");
 * ```
 */
export function chosenServerUrl(
  servers: readonly Server[],
  choice: ServerChoice,
): string {
  if (choice.index === CUSTOM_SERVER) return choice.custom.trim();
  const server = servers[choice.index];
  if (server === undefined) return "";
  return server.url.replace(
    /\{([^{}]*)\}/g,
    (_, name: string) => variableValue(server, name, choice),
  );
}

/**
 * The options a choice adds with `.defaults()`: the first server's variables as
 * `request.serverVariables` (the library fills and checks them), another server or the person's
 * own as `baseUrl` (docs/openapi.md, "Servers").
 *
 * @param servers The operation's servers.
 * @param choice The choice.
 * @returns The options; `{}` when the description's first server is kept as it is.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { serverDefaults } from "./servers.ts";
 *
 * const servers = [
 *   { url: "https://{region}.api.test", variables: { region: { default: "eu", enum: ["eu", "us"] } } },
 *   { url: "https://backup.test" },
 * ];
 * assert.deepEqual(serverDefaults(servers, { index: 0, variables: { region: "us" }, custom: "" }), {
 *   request: { serverVariables: { region: "us" } },
 * });
 * assert.deepEqual(serverDefaults(servers, { index: 1, variables: {}, custom: "" }), {
 *   baseUrl: "https://backup.test",
 * });
 * ```
 */
export function serverDefaults(
  servers: readonly Server[],
  choice: ServerChoice,
): Record<string, unknown> {
  if (choice.index === 0 && servers.length > 0) {
    const names = Object.keys(servers[0].variables ?? {});
    const given = names.filter((name) => Object.hasOwn(choice.variables, name));
    if (given.length === 0) return {};
    const serverVariables = Object.fromEntries(
      given.map((name) => [name, choice.variables[name]]),
    );
    return { request: { serverVariables } };
  }
  const url = chosenServerUrl(servers, choice);
  // A server of one's own not yet typed is `""`, which the library refuses, saying why.
  return { baseUrl: url };
}

/** A URL that names its scheme, or starts with a variable that may hold it. */
const ABSOLUTE = /^([a-z][a-z0-9+.-]*:|\{)/i;

/**
 * Whether a server URL is relative: read from a file or pasted text, it has no address to be
 * resolved against.
 *
 * @param url The server URL.
 * @returns `true` when it names no scheme.
 */
export function isRelativeServer(url: string): boolean {
  return !ABSOLUTE.test(url);
}

/**
 * A choice that fits the operation's servers: an index past them goes back to the first, and
 * when none has an address (a description read from a file or pasted text that names no server,
 * or only relative ones) a server of one's own is the only choice that reaches anything.
 *
 * @param servers The operation's servers.
 * @param choice The choice.
 * @returns The choice, or one that fits with the same variables.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { CUSTOM_SERVER, FIRST_SERVER, fittingChoice } from "./servers.ts";
 * assert.equal(fittingChoice([{ url: "/v1" }], FIRST_SERVER).index, CUSTOM_SERVER);
 * assert.equal(fittingChoice([{ url: "https://a.test" }], { ...FIRST_SERVER, index: 3 }).index, 0);
 * ```
 */
export function fittingChoice(
  servers: readonly Server[],
  choice: ServerChoice,
): ServerChoice {
  if (servers.every((server) => isRelativeServer(server.url))) {
    return { ...choice, index: CUSTOM_SERVER };
  }
  return choice.index < servers.length ? choice : { ...choice, index: 0 };
}
