/**
 * The playground's whole state, and its round trip through the URL fragment.
 *
 * The state is kept as the exact text of every input (not parsed JSON), so a shared link
 * restores the page character for character, invalid JSON included.
 *
 * @module
 */

/** Everything a person can change on the page. */
export interface PlaygroundState {
  /** The text of the **Route** field, e.g. `GET /repos/{owner}/{repo}/issues{?state}`. */
  route: string;
  /** The text of the **Parameters** editor (JSON). */
  params: string;
  /** The text of each **Defaults N** editor, applied in order with `.defaults()`. */
  defaults: string[];
}

/** The version of the fragment format; a fragment of another version is ignored. */
export const STATE_VERSION = "1";

/** The state shown on a first visit. */
export const INITIAL_STATE: PlaygroundState = {
  route: "GET /repos/{owner}/{repo}/issues{?state}",
  params: JSON.stringify(
    { owner: "octocat", repo: "hello-world", state: "open", labels: ["bug", "ui"], per_page: 50 },
    null,
    2,
  ),
  defaults: [],
};

/**
 * Encodes a state as a URL fragment (with the leading `#`).
 *
 * @example Encode and decode
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeState, encodeState } from "./state.ts";
 * const state = { route: "GET /", params: "{}", defaults: ['{"a":1}'] };
 * assert.deepEqual(decodeState(encodeState(state)), state);
 * ```
 *
 * @param state The state to encode.
 * @returns A fragment such as `#v=1&route=GET+%2F&params=%7B%7D`.
 */
export function encodeState(state: PlaygroundState): string {
  const search = new URLSearchParams();
  search.set("v", STATE_VERSION);
  search.set("route", state.route);
  search.set("params", state.params);
  for (const layer of state.defaults) search.append("d", layer);
  return "#" + search.toString();
}

/**
 * Decodes a fragment written by {@linkcode encodeState}.
 *
 * @param fragment `location.hash`, with or without the leading `#`.
 * @returns The state, or `null` when the fragment is empty or not a playground state.
 */
export function decodeState(fragment: string): PlaygroundState | null {
  const text = fragment.startsWith("#") ? fragment.slice(1) : fragment;
  if (text === "") return null;
  let search: URLSearchParams;
  try {
    search = new URLSearchParams(text);
  } catch {
    return null;
  }
  if (search.get("v") !== STATE_VERSION) return null;
  const route = search.get("route");
  const params = search.get("params");
  if (route === null || params === null) return null;
  return { route, params, defaults: search.getAll("d") };
}

/**
 * Whether two states hold the same text everywhere.
 *
 * @param a One state.
 * @param b The other state.
 * @returns `true` when route, parameters and every defaults layer are equal.
 */
export function sameState(a: PlaygroundState, b: PlaygroundState): boolean {
  return a.route === b.route && a.params === b.params &&
    a.defaults.length === b.defaults.length && a.defaults.every((d, i) => d === b.defaults[i]);
}
