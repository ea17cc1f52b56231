/**
 * Credentials kept out of links: the page writes its state into the address bar and the
 * **Copy link** text, and a token typed into a header must not travel with them. A value looks
 * like a credential when its name does (`authorization`, `cookie`, a name with `token`, `secret`,
 * `password` or `key` in it) or when the value does (a GitHub token such as `ghp_…` or
 * `github_pat_…` anywhere, or a whole value `Bearer …`, `token …` or `Basic …`). Placeholders such
 * as `token <ACCESS_TOKEN>` do not.
 *
 * The fields are texts, not parsed JSON (the state keeps them as typed, half-typed included), so
 * the JSON string literals are read one by one: a value is the literal after a `"name":`.
 *
 * @module
 */
import type { PlaygroundState } from "./state.ts";

/** What a link holds in place of a credential (after its scheme, `token <redacted>`). */
export const CREDENTIAL_PLACEHOLDER = "<redacted>";

const CREDENTIAL_NAME =
  /^(?:proxy-)?authorization$|^(?:set-)?cookie$|token|secret|passw(?:or)?d|(?:^|[-_])(?:api[-_]?)?key(?:$|[-_])/i;
const SCHEME_VALUE = /^(bearer|token|basic)\s+\S+$/i;
const GITHUB_TOKEN = /(?:gh[pousr]_|github_pat_)[A-Za-z0-9_]*/g;
const PLACEHOLDER_VALUE = /^(?:\w+\s+)?<[^<>]*>$|^$/;
/** A JSON string literal, possibly not closed yet (then it ends at the line's end). */
const LITERAL = /"((?:[^"\\\n]|\\.)*)("?)/g;

function decode(raw: string): string {
  try {
    return JSON.parse(`"${raw}"`);
  } catch {
    return raw;
  }
}

function looksLikeCredential(value: string, name: string | undefined): boolean {
  if (PLACEHOLDER_VALUE.test(value)) return false;
  GITHUB_TOKEN.lastIndex = 0;
  return (name !== undefined && CREDENTIAL_NAME.test(name)) ||
    SCHEME_VALUE.test(value) ||
    GITHUB_TOKEN.test(value);
}

/** What a link holds for a text. */
export interface RedactedText {
  /** The text with every credential replaced by {@linkcode CREDENTIAL_PLACEHOLDER}. */
  text: string;
  /** What each credential was: its name, or `"a token"` for a value found by its look. */
  names: string[];
}

/**
 * Replaces what looks like a credential in a field's text: JSON string values by their names or
 * looks, and GitHub tokens anywhere (a route or a template too).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { redactCredentials } from "./credentials.ts";
 * const typed = '{"headers": {"authorization": "token ghp_abc123"}, "q": "x"}';
 * assert.deepEqual(redactCredentials(typed), {
 *   text: '{"headers": {"authorization": "token <redacted>"}, "q": "x"}',
 *   names: ["authorization"],
 * });
 * assert.equal(redactCredentials("GET /user?t=ghp_abc").text, "GET /user?t=<redacted>");
 * ```
 *
 * @param text A field's text.
 * @returns The text for the link, and what was replaced.
 */
export function redactCredentials(text: string): RedactedText {
  const names: string[] = [];
  let previous: { content: string; end: number } | undefined;
  const literals = text.replace(
    LITERAL,
    (whole, raw: string, close: string, offset: number) => {
      const content = decode(raw);
      const afterName = previous &&
        /^\s*:\s*$/.test(text.slice(previous.end, offset));
      const name = afterName ? previous!.content : undefined;
      previous = { content, end: offset + whole.length };
      if (!looksLikeCredential(content, name)) return whole;
      names.push(name ?? "a token");
      const scheme = /^(bearer|token|basic)\s/i.exec(content)?.[0] ?? "";
      return `"${scheme}${CREDENTIAL_PLACEHOLDER}${close}`;
    },
  );
  const rest = literals.replace(GITHUB_TOKEN, () => {
    names.push("a token");
    return CREDENTIAL_PLACEHOLDER;
  });
  return { text: rest, names };
}

/** A state for links, and what was kept out of it. */
export interface RedactedState {
  /** The state with the credentials replaced; the same object when there were none. */
  state: PlaygroundState;
  /** By field id (`route`, `params`, `defaults-1`, …, `template`, `variables`): what was replaced. */
  found: Record<string, string[]>;
}

/**
 * Replaces the credentials in every field of a state.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { redactState } from "./credentials.ts";
 * import { INITIAL_STATE } from "./state.ts";
 * const state = { ...INITIAL_STATE, defaults: ['{"headers": {"cookie": "s=1"}}'] };
 * const { state: linked, found } = redactState(state);
 * assert.equal(linked.defaults[0], '{"headers": {"cookie": "<redacted>"}}');
 * assert.deepEqual(found, { "defaults-1": ["cookie"] });
 * assert.equal(redactState(INITIAL_STATE).state, INITIAL_STATE);
 * ```
 *
 * @param state The page's state.
 * @returns The state for links, and what was replaced where.
 */
export function redactState(state: PlaygroundState): RedactedState {
  const found: Record<string, string[]> = {};
  const field = (id: string, text: string) => {
    const { text: redacted, names } = redactCredentials(text);
    if (names.length > 0) found[id] = names;
    return redacted;
  };
  const redacted: PlaygroundState = {
    ...state,
    route: field("route", state.route),
    params: field("params", state.params),
    defaults: state.defaults.map((layer, i) => field(`defaults-${i + 1}`, layer)),
    template: field("template", state.template),
    variables: field("variables", state.variables),
  };
  return { state: Object.keys(found).length > 0 ? redacted : state, found };
}

/**
 * What was found in the fields of the mode on screen (the state keeps the other mode's too).
 * A name found twice is listed twice (the notes show each once).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { foundOnScreen } from "./credentials.ts";
 * const found = { "defaults-2": ["cookie"], variables: ["a token"] };
 * assert.deepEqual(foundOnScreen(found, "endpoint"), ["cookie"]);
 * ```
 *
 * @param found {@linkcode RedactedState.found}.
 * @param mode The mode on screen.
 * @returns What was found.
 */
export function foundOnScreen(
  found: Record<string, string[]>,
  mode: PlaygroundState["mode"],
): string[] {
  const template = (id: string) => id === "template" || id === "variables";
  return Object.keys(found).filter((id) => template(id) === (mode === "template"))
    .flatMap((id) => found[id]);
}
