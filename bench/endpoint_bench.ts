/**
 * End to end, beyond the five calls of `bench/styles_bench.ts`: a GraphQL call with a preview, a
 * two-level `.defaults()` cascade, and a loop over fifty real GitHub routes, each against
 * `@octokit/endpoint` in the same run, with new parameters on every call.
 *
 * Groups are named `e2e: <case>`; within each, `ours` is Deno's baseline. Both are measured in
 * rounds (`benchInRounds`), as the call styles are. Before anything is
 * timed, every case checks that ours and octokit build the same request (url, headers but the
 * user-agent, body; method case aside, docs/behaviour.md section 9).
 *
 * @module
 */
import { endpoint as ours } from "@x/endpoint";
import { endpoint as octokit } from "@octokit/endpoint";
import { type AnyEndpoint, assertSameRequest, type RequestLike } from "./_agree.ts";
import { type BenchCase, benchInRounds, cycle } from "./_bench.ts";
import { ROUTES } from "./_routes.ts";

const OURS = ours as unknown as AnyEndpoint;
const OCTOKIT = octokit as unknown as AnyEndpoint;

/** One end-to-end case: `prepare` gets an endpoint function and returns the call to time. */
interface EndToEndCase {
  group: string;
  prepare: (endpoint: AnyEndpoint) => () => RequestLike;
}

/** The cases, in the report's order. */
export const CASES: EndToEndCase[] = [
  {
    group: "e2e: mediaType preview (graphql)",
    prepare: (endpoint) => () =>
      endpoint("POST /graphql", {
        query: "query { viewer { login } }",
        mediaType: { previews: ["mercy"] },
      }),
  },
  {
    group: "e2e: 2-level .defaults() cascade",
    prepare: (endpoint) => {
      const api = endpoint
        .defaults({
          baseUrl: "https://github.acme-inc.com/api/v3",
          headers: { authorization: "token ghp_16C7e42F292c6912E7710c838347Ae178B4a" },
        })
        .defaults({ headers: { "x-github-api-version": "2022-11-28" }, per_page: 100 });
      return () => api("GET /repos/{owner}/{repo}/pulls", { owner: "octokit", repo: "rest.js" });
    },
  },
  {
    group: "e2e: mixed loop, 50 GitHub routes",
    prepare: (endpoint) => {
      const next = cycle(ROUTES);
      return () => {
        const { route, params } = next();
        return endpoint(route, params());
      };
    },
  },
];

const cases: BenchCase[] = [];
for (const c of CASES) {
  const runOurs = c.prepare(OURS);
  const runOctokit = c.prepare(OCTOKIT);
  // One full cycle for the mixed loop, so that every route is checked.
  const checks = c.group.includes("mixed") ? ROUTES.length : 1;
  for (let i = 0; i < checks; i++) {
    assertSameRequest(`${c.group} (#${i})`, runOurs(), runOctokit(), { ignoreUserAgent: true });
  }
  cases.push({ group: c.group, name: "ours", baseline: true, call: runOurs });
  cases.push({ group: c.group, name: "octokit", call: runOctokit });
}
benchInRounds(cases);
