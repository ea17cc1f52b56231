/**
 * The playground's whole state, and its round trip through the URL fragment.
 *
 * The state is kept as the exact text of every input (not parsed JSON), so a shared link
 * restores the page character for character, invalid JSON included.
 *
 * @module
 */

/** What the page runs: `endpoint()` on a route, or the RFC 6570 engine on a template alone. */
export type PlaygroundMode = "endpoint" | "template";

/** Everything a person can change on the page. */
export interface PlaygroundState {
  /** Which inputs and result the page shows. */
  mode: PlaygroundMode;
  /** The text of the **Route** field, e.g. `GET /repos/{owner}/{repo}/issues{?state}`. */
  route: string;
  /** The text of the **Parameters** editor (JSON). */
  params: string;
  /** The text of each **Defaults N** editor, applied in order with `.defaults()`. */
  defaults: string[];
  /** The text of the **Template** field (template mode). */
  template: string;
  /** The text of the **Variables** editor (JSON, template mode). */
  variables: string;
}

/**
 * Escapes of characters (`/ : , @ ; ? !`) that `URLSearchParams` writes but a fragment may hold
 * as they are: unescaping them keeps links short and readable (`route=GET+/repos/:owner`);
 * `URLSearchParams` reads both forms.
 */
const FRAGMENT_SAFE = /%(2F|3A|2C|40|3B|3F|21)/g;

/** The version of the fragment format; a fragment of another version is ignored. */
export const STATE_VERSION = "1";

/**
 * The most defaults layers a link opens; the page leaves out the others. Real cascades have two
 * or three; every layer is one `.defaults()` call and one editor on each render, so a link with
 * thousands of them would keep the tab busy for seconds.
 */
export const MAX_LINK_LAYERS = 20;

/**
 * The longest fragment (without the `#`, as `location.hash` has it) that the page opens: 32 KB,
 * far more than a hand-written state takes. A longer link is not opened at all, since no part
 * of its text can be cut off without changing what the rest means.
 */
export const MAX_LINK_LENGTH = 32 * 1024;

/** The state shown on a first visit. */
export const INITIAL_STATE: PlaygroundState = {
  mode: "endpoint",
  route: "GET /repos/{owner}/{repo}/issues{?state}",
  params: JSON.stringify(
    { owner: "octocat", repo: "hello-world", state: "open", labels: ["bug", "ui"], per_page: 50 },
    null,
    2,
  ),
  defaults: [],
  template: "/search{?q,page}",
  variables: JSON.stringify({ q: "uri templates", page: 2 }, null, 2),
};

/**
 * Encodes a state as a URL fragment (with the leading `#`). Only the fields of the state's mode
 * are written: the link shows what is on screen.
 *
 * @example Encode and decode
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeState, encodeState, INITIAL_STATE } from "./state.ts";
 * const state = { ...INITIAL_STATE, route: "GET /", params: "{}", defaults: ['{"a":1}'] };
 * assert.deepEqual(decodeState(encodeState(state)), state);
 * ```
 *
 * @param state The state to encode.
 * @returns A fragment such as `#v=1&route=GET+/&params=%7B%7D`.
 */
export function encodeState(state: PlaygroundState): string {
  const search = new URLSearchParams();
  search.set("v", STATE_VERSION);
  if (state.mode === "template") {
    search.set("mode", "template");
    search.set("template", state.template);
    search.set("vars", state.variables);
  } else {
    search.set("route", state.route);
    search.set("params", state.params);
    for (const layer of state.defaults) search.append("d", layer);
  }
  return "#" + search.toString().replace(FRAGMENT_SAFE, decodeURIComponent);
}

/** The fragment's text, without the leading `#`. */
function fragmentText(fragment: string): string {
  return fragment.startsWith("#") ? fragment.slice(1) : fragment;
}

/**
 * Decodes a fragment written by {@linkcode encodeState}. The fields of the other mode, which
 * the fragment does not hold, come from `base`. A fragment longer than
 * {@linkcode MAX_LINK_LENGTH} is not read; only the first {@linkcode MAX_LINK_LAYERS} defaults
 * layers are ({@linkcode linkNotice} says so to the reader).
 *
 * @param fragment `location.hash`, with or without the leading `#`.
 * @param base Where the fields the fragment does not hold come from.
 * @returns The state, or `null` when the fragment is empty, too long or not a playground state.
 */
export function decodeState(
  fragment: string,
  base: PlaygroundState = INITIAL_STATE,
): PlaygroundState | null {
  const text = fragmentText(fragment);
  if (text === "" || text.length > MAX_LINK_LENGTH) return null;
  let search: URLSearchParams;
  try {
    search = new URLSearchParams(text);
  } catch {
    return null;
  }
  if (search.get("v") !== STATE_VERSION) return null;
  const mode = search.get("mode") ?? "endpoint";
  if (mode === "template") {
    const template = search.get("template");
    const variables = search.get("vars");
    if (template === null || variables === null) return null;
    return { ...base, mode, template, variables };
  }
  const route = search.get("route");
  const params = search.get("params");
  if (mode !== "endpoint" || route === null || params === null) return null;
  const defaults = search.getAll("d").slice(0, MAX_LINK_LAYERS);
  return { ...base, mode, route, params, defaults };
}

/**
 * What the page tells the reader about a link it did not open whole: one longer than
 * {@linkcode MAX_LINK_LENGTH} (not opened), or one with more than {@linkcode MAX_LINK_LAYERS}
 * defaults layers (the others left out).
 *
 * @example A link with too many layers
 * ```ts
 * import assert from "node:assert/strict";
 * import { linkNotice } from "./state.ts";
 * const link = "#v=1&route=GET+/&params=" + "&d=".repeat(25);
 * assert.match(linkNotice(link) ?? "", /has 25 defaults layers/);
 * assert.equal(linkNotice("#v=1&route=GET+/&params=&d="), undefined);
 * ```
 *
 * @param fragment `location.hash`, with or without the leading `#`.
 * @returns The message, or `undefined` when the page opened the whole link (or none).
 */
export function linkNotice(fragment: string): string | undefined {
  const text = fragmentText(fragment);
  if (text.length > MAX_LINK_LENGTH) {
    const size = Math.ceil(text.length / 1024);
    return `This link was not opened: its state takes ${size} KB, and the playground opens ` +
      `links of up to ${MAX_LINK_LENGTH / 1024} KB.`;
  }
  if (decodeState(text)?.mode !== "endpoint") return undefined;
  const layers = new URLSearchParams(text).getAll("d").length;
  if (layers <= MAX_LINK_LAYERS) return undefined;
  return `This link has ${layers} defaults layers: the playground opened the first ` +
    `${MAX_LINK_LAYERS} and left out the other ${layers - MAX_LINK_LAYERS}.`;
}

/**
 * Whether two states show the same page: the same mode, and the same text in each of its
 * fields (the other mode's fields are not compared).
 *
 * @param a One state.
 * @param b The other state.
 * @returns `true` when they encode to the same fragment.
 */
export function sameState(a: PlaygroundState, b: PlaygroundState): boolean {
  if (a.mode !== b.mode) return false;
  if (a.mode === "template") return a.template === b.template && a.variables === b.variables;
  return a.route === b.route && a.params === b.params &&
    a.defaults.length === b.defaults.length && a.defaults.every((d, i) => d === b.defaults[i]);
}
