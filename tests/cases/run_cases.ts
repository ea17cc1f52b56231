/**
 * Runs the behaviour table against any build of the library, in any runtime.
 *
 * @module
 */
import type { BehaviourCase } from "./behaviour.ts";

/** The part of the library the table needs (the real `endpoint` and `EndpointError`). */
export interface LibraryUnderTest {
  // deno-lint-ignore no-explicit-any
  endpoint: any;
  // deno-lint-ignore no-explicit-any
  EndpointError: any;
}

/**
 * How a case is called, as real callers write it:
 *
 * - `endpoint`: `endpoint(...args)`, as the case is written;
 * - `parse-merge`: `endpoint.parse(endpoint.merge(...args))`, what `@octokit/request` does;
 * - `options`: one options object, `endpoint({ method, url, ...options })`;
 * - `defaults`: a function bound to the route, `endpoint.defaults({ method, url })(options)`, what
 *   `@octokit/plugin-rest-endpoint-methods` builds for every `octokit.rest.*` method.
 */
export type CallStyle = "endpoint" | "parse-merge" | "options" | "defaults";

/** Every call style, in the order the suites run them. */
export const CALL_STYLES: readonly CallStyle[] = ["endpoint", "parse-merge", "options", "defaults"];

/** What one case did: `ok`, or the reason it failed; `skipped` says why a style does not apply. */
export interface CaseOutcome {
  name: string;
  ok: boolean;
  reason?: string;
  skipped?: string;
}

type Options = Record<string, unknown>;

/** A route string's method and url, split as the library documents it, or `undefined`. */
function routeParts(route: string): Options | undefined {
  const parts = route.trim().split(/\s+/);
  if (parts[0] === "" || parts.length > 2) return undefined;
  return parts.length === 2 ? { method: parts[0], url: parts[1] } : { url: parts[0] };
}

function isObject(value: unknown): value is Options {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `options` over `base` as merge layers them: own enumerable keys copied as they are (a
 * `__proto__` key stays a key), except that an `undefined` method or url does not override.
 */
function layered(base: Options, options: Options): Options {
  const result: Options = { ...base };
  for (const key of Object.keys(options)) {
    const value = options[key];
    if (value === undefined && (key === "method" || key === "url")) continue;
    Object.defineProperty(result, key, { value, enumerable: true, writable: true });
  }
  return result;
}

/** The method and url of options, those that are there and not `undefined`. */
function routeOf(options: Options): Options {
  const result: Options = {};
  if (Object.hasOwn(options, "method") && options.method !== undefined) {
    result.method = options.method;
  }
  if (Object.hasOwn(options, "url") && options.url !== undefined) result.url = options.url;
  return result;
}

/** A case rewritten for a style: the extra `.defaults()` layer and the call's arguments. */
interface StyledCall {
  bind?: Options;
  args: unknown[];
}

/**
 * Rewrites a case's arguments for the `options` or `defaults` style, or says why the style cannot
 * express it (a route string that does not split, options that are not an object: what such a
 * case tests is the route string itself).
 */
export function styledCall(style: "options" | "defaults", args: unknown[]): StyledCall | string {
  const [first, second] = args;
  if (args.length === 0) return style === "options" ? { args: [{}] } : { bind: {}, args: [] };
  if (typeof first === "string") {
    const parts = routeParts(first);
    if (parts === undefined) return "the route string does not split into a method and a url";
    if (second !== undefined && !isObject(second)) return "the options are not an object";
    if (style === "defaults") return { bind: parts, args: second === undefined ? [] : [second] };
    return { args: [second === undefined ? parts : layered(parts, second)] };
  }
  if (!isObject(first)) return "the first argument is neither a route string nor options";
  if (style === "defaults") return { bind: routeOf(first), args };
  return { args };
}

/**
 * Calls the library with a case's defaults and arguments in one style (a style that cannot
 * express the case, see {@linkcode styledCall}, is not to be called).
 */
export function callInStyle(
  lib: LibraryUnderTest,
  testCase: BehaviourCase,
  style: CallStyle,
): unknown {
  let fn = lib.endpoint;
  for (const layer of testCase.defaults ?? []) fn = fn.defaults(layer);
  if (style === "endpoint") return fn(...testCase.args);
  if (style === "parse-merge") return fn.parse(fn.merge(...testCase.args));
  const styled = styledCall(style, testCase.args) as StyledCall;
  if (styled.bind !== undefined) fn = fn.defaults(styled.bind);
  return fn(...styled.args);
}

/** Whether a layer of a case (its defaults or arguments) sends `data`. */
function sendsData(testCase: BehaviourCase): boolean {
  return [...(testCase.defaults ?? []), ...testCase.args].some((layer) =>
    isObject(layer) && Object.hasOwn(layer, "data") && layer.data !== undefined
  );
}

/**
 * What a case expects, as the library builds it. The table writes a body as an object literal;
 * the body the library builds from parameters has no prototype (docs/behaviour.md section 4.5),
 * so the expected one is given none either, and the strict comparison still tells the two kinds
 * apart. A `data` body is the caller's value, as given, and is compared as written.
 */
export function expectedResult(testCase: BehaviourCase): unknown {
  const { expect } = testCase;
  if (!isObject(expect) || !isObject(expect.body) || sendsData(testCase)) return expect;
  if (Object.getPrototypeOf(expect.body) !== Object.prototype) return expect;
  return { ...expect, body: withoutPrototype(expect.body) };
}

/** A copy of `object`'s own enumerable keys in an object without a prototype, as bodies are built. */
export function withoutPrototype(object: Options): Options {
  return Object.assign(Object.create(null), object);
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, item) => typeof item === "bigint" ? `${item}n` : item);
  } catch {
    return String(value);
  }
}

/**
 * Runs one case. `deepEqual` is the runtime's deep strict equality that throws on a difference
 * (`node:assert/strict`'s `deepStrictEqual` where there is one).
 */
export function runCase(
  lib: LibraryUnderTest,
  testCase: BehaviourCase,
  deepEqual: (actual: unknown, expected: unknown) => void,
  style: CallStyle = "endpoint",
): CaseOutcome {
  const { name } = testCase;
  if (style === "options" || style === "defaults") {
    const styled = styledCall(style, testCase.args);
    if (typeof styled === "string") return { name, ok: true, skipped: styled };
  }
  let result: unknown;
  try {
    result = callInStyle(lib, testCase, style);
  } catch (error) {
    if (testCase.error === undefined) {
      return { name, ok: false, reason: `threw ${String(error)}` };
    }
    if (!(error instanceof lib.EndpointError)) {
      return { name, ok: false, reason: `threw a non-EndpointError: ${String(error)}` };
    }
    const { code, message } = error as { code: string; message: string };
    if (code !== testCase.error) {
      return { name, ok: false, reason: `threw ${code}, expected ${testCase.error}: ${message}` };
    }
    return { name, ok: true };
  }
  if (testCase.error !== undefined) {
    return { name, ok: false, reason: `expected ${testCase.error}, got ${describe(result)}` };
  }
  try {
    deepEqual(result, expectedResult(testCase));
  } catch (error) {
    return {
      name,
      ok: false,
      reason: `got ${describe(result)}\nexpected ${describe(testCase.expect)}\n${String(error)}`,
    };
  }
  return { name, ok: true };
}
