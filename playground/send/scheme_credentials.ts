/**
 * The credentials a loaded API's operation asks for, by security scheme: which schemes, and the
 * values typed for them, kept in the tab's `sessionStorage` per API and scheme (never in the
 * page's state, so never in the address bar or a shared link). The library places them
 * (`request.credentials`, docs/openapi.md "Credentials").
 *
 * @module
 */
import type { Credentials, RouteTable, SecurityScheme } from "../../src/openapi/mod.ts";
import type { TokenStorage } from "./token_store.ts";

/** A scheme an operation may use: its name in the description, and how it sends its value. */
export interface NamedScheme {
  /** The scheme's name, the key of `request.credentials`. */
  name: string;
  /** The scheme. */
  scheme: SecurityScheme;
}

/** What one scheme takes: a user name and password (http basic), else one text. */
export type SchemeValue = string | { username: string; password: string };

/** The prefix of the `sessionStorage` keys. */
export const CREDENTIAL_KEY = "playground-credential";

/**
 * The operation's security requirements (its own, else the document's), each as the schemes it
 * needs; a scheme the description does not define is left out.
 *
 * @param table The route table.
 * @param route The **Route** text (`GET /pets`).
 * @returns The requirements, in the description's order; none when the operation needs none.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { operationRequirements } from "./scheme_credentials.ts";
 *
 * const table = {
 *   routes: { "GET /pets": {} },
 *   securitySchemes: { key: { type: "apiKey" as const, in: "header" as const, name: "X-Key" } },
 *   security: [["key"]],
 * };
 * assert.deepEqual(operationRequirements(table, "GET /pets")[0][0].name, "key");
 * ```
 */
export function operationRequirements(
  table: RouteTable,
  route: string,
): NamedScheme[][] {
  const [method = "", path = ""] = route.trim().split(/\s+/, 2);
  const key = `${method.toUpperCase()} ${path}`;
  const entry = Object.hasOwn(table.routes, key) ? table.routes[key] : undefined;
  const schemes = table.securitySchemes ?? {};
  return (entry?.security ?? table.security ?? []).map((requirement) =>
    requirement.filter((name) => Object.hasOwn(schemes, name))
      .map((name) => ({ name, scheme: schemes[name] }))
  ).filter((requirement) => requirement.length > 0);
}

/**
 * The schemes of all requirements, each once, in order: the fields the Send block shows.
 *
 * @param requirements The operation's requirements.
 * @returns The schemes.
 */
export function requiredSchemes(
  requirements: readonly NamedScheme[][],
): NamedScheme[] {
  const seen = new Map<string, NamedScheme>();
  for (const scheme of requirements.flat()) {
    if (!seen.has(scheme.name)) seen.set(scheme.name, scheme);
  }
  return [...seen.values()];
}

const storageKey = (api: string, scheme: string) =>
  `${CREDENTIAL_KEY}:${JSON.stringify([api, scheme])}`;

/**
 * The value typed for a scheme of an API, or `""`.
 *
 * @param api The API's name (its title and version).
 * @param scheme The scheme's name.
 * @param storage Where it is kept; `sessionStorage` by default.
 * @returns The value.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readSchemeValue, writeSchemeValue } from "./scheme_credentials.ts";
 * const store = new Map<string, string>();
 * const storage = {
 *   getItem: (k: string) => store.get(k) ?? null,
 *   setItem: (k: string, v: string) => void store.set(k, v),
 *   removeItem: (k: string) => void store.delete(k),
 * };
 * writeSchemeValue("Shop 1", "basic", { username: "ada", password: "pw" }, storage);
 * assert.deepEqual(readSchemeValue("Shop 1", "basic", storage), { username: "ada", password: "pw" });
 * assert.equal(readSchemeValue("Other 1", "basic", storage), "");
 * writeSchemeValue("Shop 1", "basic", "", storage);
 * assert.equal(store.size, 0);
 * ```
 */
export function readSchemeValue(
  api: string,
  scheme: string,
  storage: TokenStorage = sessionStorage,
): SchemeValue {
  const stored = storage.getItem(storageKey(api, scheme));
  if (stored === null) return "";
  try {
    const value = JSON.parse(stored);
    if (typeof value === "string") return value;
    if (
      typeof value?.username === "string" && typeof value?.password === "string"
    ) {
      return { username: value.username, password: value.password };
    }
  } catch {
    // not written by this page: read as nothing
  }
  return "";
}

/** Whether a value is empty: `""`, or a user name and password both empty. */
export function isEmptyValue(value: SchemeValue): boolean {
  return typeof value === "string" ? value === "" : value.username === "" && value.password === "";
}

/**
 * Keeps the value typed for a scheme of an API, or forgets it when it is empty.
 *
 * @param api The API's name.
 * @param scheme The scheme's name.
 * @param value The value.
 * @param storage Where it is kept; `sessionStorage` by default.
 */
export function writeSchemeValue(
  api: string,
  scheme: string,
  value: SchemeValue,
  storage: TokenStorage = sessionStorage,
): void {
  const key = storageKey(api, scheme);
  if (isEmptyValue(value)) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(value));
}

/**
 * The credentials typed for the schemes, as `request.credentials` takes them; a scheme left
 * empty is left out (the library then places the first requirement that is fully given).
 *
 * @param api The API's name.
 * @param schemes The schemes.
 * @param storage Where they are kept; `sessionStorage` by default.
 * @returns The credentials by scheme name.
 */
export function typedCredentials(
  api: string,
  schemes: readonly NamedScheme[],
  storage: TokenStorage = sessionStorage,
): Credentials {
  // fromEntries: a scheme named `__proto__` is a key like any other
  return Object.fromEntries(
    schemes.map(({ name }) => [name, readSchemeValue(api, name, storage)] as const)
      .filter(([, value]) => !isEmptyValue(value)),
  );
}
