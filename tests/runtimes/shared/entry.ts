/**
 * The entry point bundled as `dist/runtimes/cases.mjs`: the behaviour table, its runner, and
 * what every runtime's harness needs besides the library (which it imports as `@x/endpoint`).
 *
 * Portable: no Deno APIs, no imports of the library itself.
 *
 * @module
 */
import { BEHAVIOUR_CASES } from "../../cases/behaviour.ts";
import {
  type CallStyle,
  type CaseOutcome,
  type LibraryUnderTest,
  runCase,
} from "../../cases/run_cases.ts";
import type { TableReport } from "./result.ts";

export { BEHAVIOUR_CASES, runCase };
export { strictDeepEqual } from "./deep_equal.ts";
export type { CallStyle, CaseOutcome, LibraryUnderTest, TableReport };

/** Every case runs both ways, as in the Deno suite: `endpoint(...)` and `parse(merge(...))`. */
export const CALL_STYLES: readonly CallStyle[] = ["endpoint", "parse-merge"];

/**
 * Runs every case of the behaviour table in every call style, then the given extra checks, and
 * counts the outcomes.
 *
 * @param lib The library build under test.
 * @param deepEqual The runtime's strict deep equality (throws on a difference).
 * @param checks Extra named checks; each passes unless it throws or rejects.
 * @returns The counts, with a reason per failure.
 */
export async function runTable(
  lib: LibraryUnderTest,
  deepEqual: (actual: unknown, expected: unknown) => void,
  checks: Record<string, () => unknown> = {},
): Promise<TableReport> {
  const outcomes: CaseOutcome[] = [];
  for (const testCase of BEHAVIOUR_CASES) {
    for (const style of CALL_STYLES) {
      try {
        const outcome = runCase(lib, testCase, deepEqual, style);
        outcomes.push({ ...outcome, name: `${outcome.name} [${style}]` });
      } catch (error) {
        outcomes.push({ name: `${testCase.name} [${style}]`, ok: false, reason: `${error}` });
      }
    }
  }
  for (const [name, check] of Object.entries(checks)) {
    try {
      await check();
      outcomes.push({ name, ok: true });
    } catch (error) {
      outcomes.push({ name, ok: false, reason: String((error as Error)?.message ?? error) });
    }
  }
  const failures = outcomes.filter((outcome) => !outcome.ok);
  return {
    passed: outcomes.length - failures.length,
    failed: failures.length,
    failures: failures.map((outcome) => `${outcome.name}: ${outcome.reason}`),
  };
}

/** The library with `toRequest`, for {@linkcode checkToRequest}. */
export interface LibraryWithRequest extends LibraryUnderTest {
  // deno-lint-ignore no-explicit-any
  toRequest: any;
}

/**
 * Checks that `toRequest()` builds this runtime's own `Request`: uppercase method (fetch does not
 * normalise `patch`), the expanded url, the JSON body and its content-type. Sends nothing.
 *
 * @param lib The library build under test.
 * @param baseUrl Where the request would go.
 * @returns The request, for callers that go on to send it.
 */
export async function checkToRequest(
  lib: LibraryWithRequest,
  baseUrl = "http://127.0.0.1:9",
): Promise<Request> {
  const options = lib.endpoint("PATCH /echo/{id}", { baseUrl, id: "a b", name: "n" });
  const request = lib.toRequest(options);
  const expected = {
    isRequest: true,
    method: "PATCH",
    url: `${baseUrl}/echo/a%20b`,
    contentType: "application/json; charset=utf-8",
    body: '{"name":"n"}',
  };
  const actual = {
    isRequest: request instanceof Request,
    method: request.method,
    url: request.url,
    contentType: request.headers.get("content-type"),
    body: await request.clone().text(),
  };
  const json = [JSON.stringify(actual), JSON.stringify(expected)];
  if (json[0] !== json[1]) throw new Error(`toRequest() gave ${json[0]}, expected ${json[1]}`);
  return request;
}
