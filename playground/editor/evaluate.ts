/**
 * Runs the library on the playground's state: the one place the page calls `endpoint`.
 *
 * @module
 */
import { endpoint, EndpointError, toRequest } from "../../mod.ts";
import { type CaretMark, caretMark } from "./caret.ts";
import { callSnippet } from "../snippets/call_snippet.ts";
import { missingValues } from "./missing_values.ts";
import type { RequestLike } from "../snippets/request_text.ts";
import type { PlaygroundState } from "./state.ts";

/** An error to show in the alert. */
export interface PlaygroundError {
  /** An `EndpointError` code, `INVALID_JSON` for an editor, or the class name of anything else. */
  code: string;
  /** The error message. */
  message: string;
  /** Which input it came from, e.g. `Parameters` or `Defaults 2`. */
  source: string;
  /** For `INVALID_TEMPLATE`: the error's `index` into the template. */
  index?: number;
  /** For `INVALID_TEMPLATE`: where to draw the caret. */
  caret?: CaretMark;
}

/** `endpoint()`'s result as the page shows it. */
export interface ResultOptions extends RequestLike {
  /** `options.request`, when given. */
  request?: unknown;
}

/** Everything the page shows for one state. Fields are set as far as evaluation got. */
export interface Evaluation {
  /** `DEFAULTS` of the innermost function (after every defaults layer). */
  defaults?: unknown;
  /** `.merge(route, parameters)`. */
  merged?: Record<string, unknown>;
  /** `endpoint(route, parameters)` through the defaults cascade. */
  result?: ResultOptions;
  /** The method of `toRequest(result)`. */
  fetchMethod?: string;
  /** Why `toRequest(result)` failed (e.g. a method `fetch` forbids), when it did. */
  fetchError?: string;
  /** Required placeholders that got no value (a warning: the url is still built). */
  missing?: string[];
  /** The call as code (`endpoint.defaults(…)(route, parameters)`), when it succeeded. */
  call?: string;
  /** The error, when something failed. */
  error?: PlaygroundError;
}

/** The loose view of `endpoint` the page needs: routes here are plain strings typed by a person. */
interface LooseEndpoint {
  (route: string, options?: Record<string, unknown>): ResultOptions;
  DEFAULTS: unknown;
  defaults(options: Record<string, unknown>): LooseEndpoint;
  merge(route: string, options?: Record<string, unknown>): Record<string, unknown>;
}

/** A loaded API, as far as the page checks a route against it. */
export interface KnownOperations {
  /** What the page calls it. */
  title: string;
  /** Whether a route string names one of its operations. */
  hasOperation: (route: string) => boolean;
}

/** The code of the error for a route that names none of a loaded API's operations. */
export const UNKNOWN_OPERATION = "UNKNOWN_OPERATION";

/**
 * Parses an editor's text as a JSON object; blank text is `{}`.
 *
 * @param text The editor's text.
 * @param source The editor's label, for the error.
 * @returns The object, or the error to show.
 */
export function parseJsonObject(
  text: string,
  source: string,
): { value: Record<string, unknown> } | { error: PlaygroundError } {
  if (text.trim() === "") return { value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const message = `Cannot parse ${source} as JSON: ${(e as Error).message}`;
    return { error: { code: "INVALID_JSON", message, source } };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    const kind = value === null ? "null" : Array.isArray(value) ? "an array" : typeof value;
    const message = `Cannot use ${source}: expected a JSON object, got ${kind}`;
    return { error: { code: "INVALID_JSON", message, source } };
  }
  return { value: value as Record<string, unknown> };
}

/**
 * The alert's view of a thrown error. For an `INVALID_TEMPLATE` the caret goes under the
 * character at the error's `index`, in the route when the template is its url.
 *
 * @param e What was thrown.
 * @param source The input it came from.
 * @param route The Route field's text (or the template, in template mode).
 * @param inputName What the field with the template is called (`Route` or `Template`).
 * @returns The error to show.
 */
export function toPlaygroundError(
  e: unknown,
  source: string,
  route: string,
  inputName = "Route",
): PlaygroundError {
  if (e instanceof EndpointError) {
    const error: PlaygroundError = { code: e.code, message: e.message, source };
    const { template, index } = e as { template?: unknown; index?: unknown };
    if (typeof template === "string" && typeof index === "number") {
      error.index = index;
      error.caret = caretMark(route, template, index);
      if (error.caret.inRoute) error.source = inputName;
    }
    return error;
  }
  const err = e instanceof Error ? e : new Error(String(e));
  return { code: err.name, message: err.message, source };
}

/**
 * Evaluates a state: applies the server's options, then each defaults layer, with `.defaults()`,
 * then calls the innermost function and its `.merge()` with the route and parameters, then
 * `toRequest()` on the result.
 * Never throws; the first failure is returned in `error`.
 *
 * @param state The playground state.
 * @param base The endpoint function to start from: `endpoint`, or one through a description's
 * routes (`withRoutes()`).
 * @param server Options a loaded API's server picker applies first (`.defaults()`), shown in
 * the call as its first layer.
 * @param api The loaded API: a route that names none of its operations (text typed to search
 * them, say) gets no result, where `base` would build it as GitHub's.
 * @returns What to show.
 */
export function evaluate(
  state: PlaygroundState,
  base: unknown = endpoint,
  server: Record<string, unknown> = {},
  api?: KnownOperations,
): Evaluation {
  if (api !== undefined && !api.hasOperation(state.route)) {
    // the same words at every keystroke, so the alert is announced once
    const message = `The Route names none of the operations of ${api.title}: pick one from the` +
      " suggestions under it or from the list of operations, or go back to GitHub's API.";
    return { error: { code: UNKNOWN_OPERATION, message, source: "Route" } };
  }
  let fn = base as LooseEndpoint;
  const layers: Record<string, unknown>[] = [];
  if (Object.keys(server).length > 0) {
    try {
      fn = fn.defaults(server);
    } catch (e) {
      return { error: toPlaygroundError(e, "Server", state.route) };
    }
    layers.push(server);
  }
  for (const [i, text] of state.defaults.entries()) {
    const source = `Defaults ${i + 1}`;
    const parsed = parseJsonObject(text, source);
    if ("error" in parsed) return { error: parsed.error };
    layers.push(parsed.value);
    try {
      fn = fn.defaults(parsed.value);
    } catch (e) {
      return { error: toPlaygroundError(e, source, state.route) };
    }
  }
  const out: Evaluation = { defaults: fn.DEFAULTS };
  const params = parseJsonObject(state.params, "Parameters");
  if ("error" in params) return { ...out, error: params.error };
  try {
    out.result = fn(state.route, params.value);
    out.merged = fn.merge(state.route, params.value);
  } catch (e) {
    return { ...out, error: toPlaygroundError(e, "Route and Parameters", state.route) };
  }
  const template = typeof out.merged.url === "string" ? out.merged.url : "";
  const missing = missingValues(template, out.merged);
  if (missing.length > 0) out.missing = missing;
  out.call = callSnippet(state.route, params.value, layers, base !== endpoint);
  try {
    // deno-lint-ignore no-explicit-any
    out.fetchMethod = toRequest(out.result as any).method;
  } catch (e) {
    out.fetchError = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  }
  return out;
}
