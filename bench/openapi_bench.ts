/**
 * `withRoutes(endpoint, GitHub's table)` against plain `endpoint()` on GitHub routes the table
 * has nothing to change on (a JSON body, a query of primitives): what wrapping costs a call that
 * gains nothing from it. Target: within 1.3× of plain `endpoint()`.
 *
 * Groups are named `openapi: <case>`; within each, `ours` is the wrapped endpoint and
 * `endpoint()` the plain one, measured in rounds (`benchInRounds`). Before anything is timed, each
 * case checks that both build the same request.
 *
 * @module
 */
import assert from "node:assert/strict";
import { endpoint } from "@x/endpoint";
import { compileRoutes, withRoutes } from "@x/endpoint/openapi";
import { type BenchCase, benchInRounds } from "./_bench.ts";
import { description } from "../scripts/descriptions.ts";

const github = withRoutes(endpoint, compileRoutes(await description("github")));

/** The cases: a route and new parameters on every call. */
export const CASES: { group: string; route: string; params: () => Record<string, unknown> }[] = [
  {
    group: "openapi: create an issue (JSON body)",
    route: "POST /repos/{owner}/{repo}/issues",
    params: () => ({ owner: "octokit", repo: "rest.js", title: "Found a bug", labels: ["bug"] }),
  },
  {
    group: "openapi: list issues (query)",
    route: "GET /repos/{owner}/{repo}/issues",
    params: () => ({ owner: "octokit", repo: "rest.js", state: "open", per_page: 100 }),
  },
];

const cases: BenchCase[] = [];
for (const { group, route, params } of CASES) {
  assert.deepEqual(github(route, params()), endpoint(route, params()), group);
  cases.push({ group, name: "ours", baseline: true, call: () => github(route, params()) });
  cases.push({ group, name: "endpoint()", call: () => endpoint(route, params()) });
}
benchInRounds(cases);
