/**
 * The **Examples** menu: real GitHub REST calls, each a complete playground state.
 *
 * @module
 */
import type { PlaygroundState } from "./state.ts";

/** One entry of the menu. */
export interface Example {
  /** Stable id (also the `<option>` value). */
  id: string;
  /** What the menu shows. */
  title: string;
  /** The state it loads. */
  state: PlaygroundState;
}

const json = (value: unknown): string => JSON.stringify(value, null, 2);

function example(
  id: string,
  title: string,
  route: string,
  params: Record<string, unknown>,
  defaults: Record<string, unknown>[] = [],
): Example {
  return { id, title, state: { route, params: json(params), defaults: defaults.map(json) } };
}

const REPO = { owner: "octocat", repo: "hello-world" };

/** The examples, in menu order. */
export const EXAMPLES: readonly Example[] = [
  example(
    "list-issues",
    "List issues (query parameters)",
    "GET /repos/{owner}/{repo}/issues{?state}",
    {
      ...REPO,
      state: "open",
      labels: ["bug", "ui"],
      per_page: 50,
    },
  ),
  example("create-issue", "Create an issue (JSON body)", "POST /repos/{owner}/{repo}/issues", {
    ...REPO,
    title: "Found a bug",
    body: "I'm having a problem with this.",
    labels: ["bug"],
    assignees: ["octocat"],
  }),
  example("search-issues", "Search issues (q)", "GET /search/issues", {
    q: "windows+label:bug+language:python+state:open",
    sort: "created",
    order: "asc",
  }),
  example(
    "upload-asset",
    "Upload a release asset (raw data)",
    "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
    {
      ...REPO,
      release_id: 1,
      name: "hello.txt",
      label: "Greeting file",
      headers: { "content-type": "text/plain" },
      data: "Hello, world!\n",
    },
  ),
  example(
    "file-raw",
    "Get file contents (mediaType.format raw)",
    "GET /repos/{owner}/{repo}/contents/{path}",
    { ...REPO, path: "README.md", mediaType: { format: "raw" } },
  ),
  example("preview", "Topics (mediaType.previews)", "GET /repos/{owner}/{repo}/topics", {
    ...REPO,
    mediaType: { previews: ["mercy"] },
  }),
  example(
    "colon-style",
    "Pull requests (:owner/:repo placeholders)",
    "GET /repos/:owner/:repo/pulls",
    {
      ...REPO,
      state: "closed",
      per_page: 10,
    },
  ),
  example(
    "enterprise",
    "GitHub Enterprise (baseUrl and token via defaults)",
    "GET /orgs/{org}/repos",
    { org: "acme", type: "private" },
    [{
      baseUrl: "https://github.acme-inc.com/api/v3",
      headers: { authorization: "token <ACCESS_TOKEN>" },
    }],
  ),
  example(
    "cascade",
    "Defaults cascade (API version, then one repository)",
    "GET /repos/{owner}/{repo}/releases/latest",
    {},
    [{ headers: { "x-github-api-version": "2022-11-28" } }, { owner: "denoland", repo: "deno" }],
  ),
  example("star", "Star a repository (PUT without body)", "PUT /user/starred/{owner}/{repo}", REPO),
];
