/**
 * What picking an operation does to the inputs: the route becomes its method and path, and the
 * **Parameters** editor (the source of truth) gets its required parameters as placeholders.
 *
 * @module
 */
import type { PlaygroundState } from "../editor/state.ts";
import type { Operation } from "./route_index.ts";

/** Options of the library that belong to no operation and survive a pick. */
const LIBRARY_OPTIONS = new Set([
  "headers",
  "mediaType",
  "baseUrl",
  "request",
  "data",
]);

/**
 * The route text for an operation: `"<METHOD> <path>"`.
 *
 * @param operation The operation.
 * @returns E.g. `GET /repos/{owner}/{repo}/issues`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { pickedRoute } from "./pick.ts";
 *
 * const op = { method: "GET", path: "/gists", summary: "", operationId: "", docs: "", parameters: [], body: [] };
 * assert.equal(pickedRoute(op), "GET /gists");
 * ```
 */
export function pickedRoute(operation: Operation): string {
  return `${operation.method} ${operation.path}`;
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

/**
 * The **Parameters** text after picking an operation: the values of the current parameters that
 * the operation knows (or that are library options such as `headers`) are kept, in the
 * operation's order, and each required parameter or body field without one gets `null`, a
 * placeholder the page flags until it is filled. Parameters the operation does not know are
 * dropped, so they cannot silently become its query or body.
 *
 * @param operation The picked operation.
 * @param current The current **Parameters** text (kept only when it is a JSON object).
 * @returns The new text, as JSON indented by two spaces.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { pickedParams } from "./pick.ts";
 *
 * const op = {
 *   method: "POST", path: "/repos/{owner}/{repo}/issues", summary: "", operationId: "", docs: "",
 *   parameters: [
 *     { name: "owner", in: "path" as const, type: "string", required: true },
 *     { name: "repo", in: "path" as const, type: "string", required: true },
 *   ],
 *   body: [{ name: "title", type: "string", required: true }, { name: "body", type: "string", required: false }],
 * };
 * const text = pickedParams(op, '{ "owner": "octocat", "state": "open", "headers": { "x-a": "1" } }');
 * assert.deepEqual(JSON.parse(text), {
 *   owner: "octocat", repo: null, title: null, headers: { "x-a": "1" },
 * });
 * ```
 */
export function pickedParams(operation: Operation, current: string): string {
  const values = parseObject(current);
  // No prototype: a parameter named `__proto__` is a key like any other.
  const next: Record<string, unknown> = Object.create(null);
  for (const { name, required } of [...operation.parameters, ...operation.body]) {
    if (Object.hasOwn(values, name)) next[name] = values[name];
    else if (required) next[name] = null;
  }
  for (const name of Object.keys(values)) {
    if (LIBRARY_OPTIONS.has(name) && !Object.hasOwn(next, name)) {
      next[name] = values[name];
    }
  }
  return JSON.stringify(next, null, 2);
}

/**
 * The page's state after picking an operation: {@linkcode pickedRoute} and
 * {@linkcode pickedParams}; the rest as it was.
 *
 * @param state The state before.
 * @param operation The picked operation.
 * @returns The new state.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { pickedState } from "./pick.ts";
 * import { INITIAL_STATE } from "../editor/state.ts";
 *
 * const op = { method: "GET", path: "/gists", summary: "", operationId: "", docs: "", parameters: [], body: [] };
 * const state = pickedState(INITIAL_STATE, op);
 * assert.equal(state.route, "GET /gists");
 * assert.equal(state.params, "{}");
 * assert.deepEqual(state.defaults, INITIAL_STATE.defaults);
 * ```
 */
export function pickedState(state: PlaygroundState, operation: Operation): PlaygroundState {
  return { ...state, route: pickedRoute(operation), params: pickedParams(operation, state.params) };
}

/**
 * The page's state when a description is loaded: its first operation opened with only its
 * required parameters as placeholders, so nothing of the example on screen (GitHub's `owner`,
 * `labels`, a `baseUrl`) is sent to the new API; the defaults layers as they were.
 *
 * @param state The state before.
 * @param operation The description's first operation.
 * @returns The new state.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { openedState } from "./pick.ts";
 * import { INITIAL_STATE } from "../editor/state.ts";
 *
 * const op = {
 *   method: "GET", path: "/trips", summary: "", operationId: "", docs: "", body: [],
 *   parameters: [{ name: "origin", in: "query" as const, type: "string", required: true }],
 * };
 * const state = openedState(INITIAL_STATE, op);
 * assert.equal(state.route, "GET /trips");
 * assert.deepEqual(JSON.parse(state.params), { origin: null });
 * ```
 */
export function openedState(state: PlaygroundState, operation: Operation): PlaygroundState {
  return { ...state, route: pickedRoute(operation), params: pickedParams(operation, "{}") };
}
