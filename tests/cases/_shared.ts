/** Helpers for writing expected results in the behaviour table. */
import { VERSION } from "../../src/_version.ts";
import type { BehaviourCase } from "./behaviour.ts";

/** The root function's default headers. */
export const DEFAULT_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  accept: "application/vnd.github.v3+json",
  "user-agent": `x-endpoint.js/${VERSION}`,
});

/** The content-type a JSON body gets. */
export const JSON_TYPE = "application/json; charset=utf-8";

/** The default base URL. */
export const API = "https://api.github.com";

/** Default headers with `extra` merged over them (a `null` removes one). */
export function headers(extra: Record<string, string | null> = {}): Record<string, string> {
  const result: Record<string, string> = { ...DEFAULT_HEADERS };
  for (const [name, value] of Object.entries(extra)) {
    if (value === null) delete result[name];
    else result[name] = value;
  }
  return result;
}

/** A GET result with default headers. */
export function get(url: string, extra?: Record<string, string | null>): Record<string, unknown> {
  return { method: "get", url, headers: headers(extra) };
}

/** A body-method result with a JSON body. */
export function withBody(
  method: string,
  url: string,
  body: unknown,
  extra: Record<string, string | null> = {},
): Record<string, unknown> {
  return { method, url, headers: headers({ "content-type": JSON_TYPE, ...extra }), body };
}

/** Shorthand for a case that must throw `code`. */
export function rejects(
  name: string,
  args: unknown[],
  error: string,
  defaults?: unknown[],
): BehaviourCase {
  return defaults === undefined ? { name, args, error } : { name, args, error, defaults };
}
