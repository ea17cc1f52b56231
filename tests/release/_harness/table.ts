/**
 * The portable part of the artifact tests, bundled to `cases.mjs` with esbuild: the behaviour
 * table, its runner, and the checks every runtime makes besides it. It imports nothing from the
 * library (each runtime's harness passes in the build it loaded) and uses no Deno API.
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

export { BEHAVIOUR_CASES, runCase };
export { strictDeepEqual } from "./deep_equal.ts";
export type { CallStyle, CaseOutcome, LibraryUnderTest };

/** Every case runs both ways, as in the Deno suite: `endpoint(...)` and `parse(merge(...))`. */
export const CALL_STYLES: readonly CallStyle[] = ["endpoint", "parse-merge"];

/** What a harness reports: counts, and one line per failure. */
export interface TableReport {
  /** Cases and checks that passed. */
  passed: number;
  /** Cases and checks that failed. */
  failed: number;
  /** `<name>: <reason>` per failure. */
  failures: string[];
}

/** The library with `toRequest` and the URI template functions. */
export interface FullLibrary extends LibraryUnderTest {
  // deno-lint-ignore no-explicit-any
  toRequest: any;
  // deno-lint-ignore no-explicit-any
  expandTemplate: any;
  // deno-lint-ignore no-explicit-any
  parseTemplate: any;
}

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

function sameJson(actual: unknown, expected: unknown, what: string): void {
  const json = [JSON.stringify(actual), JSON.stringify(expected)];
  if (json[0] !== json[1]) throw new Error(`${what} gave ${json[0]}, expected ${json[1]}`);
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
  lib: FullLibrary,
  baseUrl = "http://127.0.0.1:9",
): Promise<Request> {
  const request = lib.toRequest(
    lib.endpoint("PATCH /echo/{id}", { baseUrl, id: "a b", name: "n" }),
  );
  sameJson({
    isRequest: request instanceof Request,
    method: request.method,
    url: request.url,
    contentType: request.headers.get("content-type"),
    body: await request.clone().text(),
  }, {
    isRequest: true,
    method: "PATCH",
    url: `${baseUrl}/echo/a%20b`,
    contentType: "application/json; charset=utf-8",
    body: '{"name":"n"}',
  }, "toRequest()");
  return request;
}

/**
 * Checks the URI template entry point: expansion, a parsed template, and that its
 * `EndpointError` is the very class the main entry point exports (one module instance).
 *
 * @param lib The main entry point.
 * @param templates The URI template entry point (the main one where there is no other).
 */
export function checkUriTemplate(lib: FullLibrary, templates: FullLibrary): void {
  sameJson(
    templates.expandTemplate("{/path*}{?q,n}", { path: ["a b", "c"], q: "x&y", n: 2 }),
    "/a%20b/c?q=x%26y&n=2",
    "expandTemplate()",
  );
  const parsed = templates.parseTemplate("/users/{user}{?tab}");
  sameJson([parsed.variables, parsed.expand({ user: "octo cat" })], [
    ["user", "tab"],
    "/users/octo%20cat",
  ], "parseTemplate()");
  if (templates.EndpointError !== lib.EndpointError) {
    throw new Error("the URI template entry point has its own EndpointError class");
  }
  try {
    templates.expandTemplate("{unclosed", {});
    throw new Error("expandTemplate() accepted an unclosed expression");
  } catch (error) {
    if (!(error instanceof lib.EndpointError)) throw error;
  }
}
