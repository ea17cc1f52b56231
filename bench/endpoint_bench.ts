/**
 * End to end: `endpoint()` against `@octokit/endpoint` on the same calls, in the same run, and a
 * hand-written function that builds the list-issues request, as the floor to aim at.
 *
 * Groups are named `e2e: <case>`; within each, `ours` is Deno's baseline. Before anything is
 * timed, every case checks that ours and octokit build the same request (url, headers but the
 * user-agent, body; method case aside, docs/behaviour.md section 9), and the hand-written
 * function must build exactly what ours builds.
 *
 * @module
 */
import { endpoint as ours } from "@x/endpoint";
import { endpoint as octokit } from "@octokit/endpoint";
import { type AnyEndpoint, assertSameRequest, type RequestLike } from "./_agree.ts";
import { bench, cycle } from "./_bench.ts";
import { ROUTES } from "./_routes.ts";

const OURS = ours as unknown as AnyEndpoint;
const OCTOKIT = octokit as unknown as AnyEndpoint;

/** One end-to-end case: `prepare` gets an endpoint function and returns the call to time. */
interface EndToEndCase {
  group: string;
  prepare: (endpoint: AnyEndpoint) => () => RequestLike;
  /**
   * A hand-written function building the same request as ours: the floor for list issues (the
   * issue's target), the ceiling any builder could reach for search.
   */
  byHand?: () => RequestLike;
}

const LIST_ISSUES = {
  owner: "octokit",
  repo: "rest.js",
  state: "open",
  labels: "bug,ui",
  per_page: 100,
};
const USER_AGENT = String(ours.DEFAULTS.headers["user-agent"]);
const ASSET = new Uint8Array(1024);

/** What a developer would write by hand for the list-issues call, knowing the route. */
function listIssuesByHand(p: typeof LIST_ISSUES): RequestLike {
  return {
    method: "get",
    url: "https://api.github.com/repos/" + encodeURIComponent(p.owner) + "/" +
      encodeURIComponent(p.repo) + "/issues?state=" + encodeURIComponent(p.state) + "&labels=" +
      encodeURIComponent(p.labels) + "&per_page=" + p.per_page,
    headers: { accept: "application/vnd.github.v3+json", "user-agent": USER_AGENT },
  };
}

const SEARCH = {
  q: "repo:octokit/rest.js is:open+label:bug author:gr2m",
  sort: "created",
  per_page: 30,
};

/** The search call by hand: `q` keeps `+` between its terms, as GitHub reads it. */
function searchByHand(p: typeof SEARCH): RequestLike {
  return {
    method: "get",
    url: "https://api.github.com/search/issues?q=" +
      p.q.split("+").map(encodeURIComponent).join("+") + "&sort=" + encodeURIComponent(p.sort) +
      "&per_page=" + p.per_page,
    headers: { accept: "application/vnd.github.v3+json", "user-agent": USER_AGENT },
  };
}

/** The cases of the issue, in its order. */
export const CASES: EndToEndCase[] = [
  {
    group: "e2e: list issues, 3 query parameters",
    prepare: (endpoint) => () => endpoint("GET /repos/{owner}/{repo}/issues", LIST_ISSUES),
    byHand: () => listIssuesByHand(LIST_ISSUES),
  },
  {
    group: "e2e: create an issue, JSON body",
    prepare: (endpoint) => () =>
      endpoint("POST /repos/{owner}/{repo}/issues", {
        owner: "octokit",
        repo: "rest.js",
        title: "Retry on 502",
        body: "Requests that get a 502 should be retried.",
        labels: ["bug"],
        assignees: ["gr2m"],
      }),
  },
  {
    group: "e2e: search with q",
    prepare: (endpoint) => () => endpoint("GET /search/issues", SEARCH),
    byHand: () => searchByHand(SEARCH),
  },
  {
    group: "e2e: upload a release asset, {?name,label} and data",
    prepare: (endpoint) => () =>
      endpoint(
        "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
        {
          owner: "octokit",
          repo: "rest.js",
          release_id: 147896,
          name: "rest-21.1.1.tgz",
          label: "npm package",
          headers: { "content-type": "application/gzip", "content-length": ASSET.byteLength },
          data: ASSET,
        },
      ),
  },
  {
    group: "e2e: mediaType format (diff)",
    prepare: (endpoint) => () =>
      endpoint("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
        owner: "octokit",
        repo: "rest.js",
        pull_number: 2113,
        mediaType: { format: "diff" },
      }),
  },
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
        return endpoint(route, params);
      };
    },
  },
];

for (const c of CASES) {
  const runOurs = c.prepare(OURS);
  const runOctokit = c.prepare(OCTOKIT);
  // One full cycle for the mixed loop, so that every route is checked.
  const rounds = c.group.includes("mixed") ? ROUTES.length : 1;
  for (let i = 0; i < rounds; i++) {
    const mine = runOurs();
    assertSameRequest(`${c.group} (#${i})`, mine, runOctokit(), { ignoreUserAgent: true });
    if (c.byHand) assertSameRequest(`${c.group}, by hand`, c.byHand(), mine);
  }
  bench({ group: c.group, name: "ours", baseline: true, call: runOurs });
  bench({ group: c.group, name: "octokit", call: runOctokit });
  if (c.byHand) bench({ group: c.group, name: "by hand", call: c.byHand });
}
