/**
 * Fifty real GitHub REST API routes with the parameters a client typically sends, for the mixed
 * end-to-end loop. Paths are GitHub's own (as in its REST reference and octokit's route list);
 * the parameter values are made up but realistic: numbers as numbers, booleans as booleans,
 * arrays where GitHub takes arrays, nested objects in JSON bodies.
 *
 * Every call here is one where `@octokit/endpoint` and `@x/endpoint` agree on the url, headers
 * (but the user-agent) and body: the differences of docs/behaviour.md section 9 are left out on
 * purpose, so that the loop compares the same work.
 *
 * @module
 */

/** One call: a route string and its parameters, passed to `endpoint(route, params())`. */
export interface RouteCall {
  /** `"<METHOD> <url template>"`, as in GitHub's docs. */
  route: string;
  /** Builds the url variables, query or body parameters, `headers`, `mediaType`, `data`…: a new
   * object on every call. */
  params: () => Record<string, unknown>;
}

const repo = { owner: "octokit", repo: "rest.js" };
const sha = "6dcb09b5b57875f334f61aebed695e2e4193db5e";

/** The 50 routes, mixed as a client would mix them: reads first, then writes. */
export const ROUTES: readonly RouteCall[] = [
  { route: "GET /user", params: () => ({}) },
  { route: "GET /users/{username}", params: () => ({ username: "gr2m" }) },
  { route: "GET /rate_limit", params: () => ({}) },
  { route: "GET /repos/{owner}/{repo}", params: () => ({ ...repo }) },
  {
    route: "GET /repos/{owner}/{repo}/issues",
    params: () => ({ ...repo, state: "open", labels: "bug,ui", sort: "updated", per_page: 100 }),
  },
  {
    route: "GET /repos/{owner}/{repo}/issues/{issue_number}/comments",
    params: () => ({ ...repo, issue_number: 1347, since: "2024-01-01T00:00:00Z", per_page: 50 }),
  },
  {
    route: "GET /repos/{owner}/{repo}/pulls",
    params: () => ({ ...repo, state: "open", base: "main", sort: "updated", direction: "desc" }),
  },
  {
    route: "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews",
    params: () => ({ ...repo, pull_number: 2113, per_page: 30 }),
  },
  {
    route: "GET /repos/{owner}/{repo}/pulls/{pull_number}/files",
    params: () => ({ ...repo, pull_number: 2113, per_page: 100, page: 2 }),
  },
  {
    route: "GET /repos/{owner}/{repo}/pulls/{pull_number}",
    params: () => ({ ...repo, pull_number: 2113, mediaType: { format: "diff" } }),
  },
  {
    route: "GET /repos/{owner}/{repo}/commits",
    params: () => ({ ...repo, sha: "main", path: "src/index.ts", per_page: 10 }),
  },
  { route: "GET /repos/{owner}/{repo}/commits/{ref}", params: () => ({ ...repo, ref: sha }) },
  {
    route: "GET /repos/{owner}/{repo}/commits/{ref}/check-runs",
    params: () => ({ ...repo, ref: sha, check_name: "test", status: "completed", per_page: 100 }),
  },
  {
    route: "GET /repos/{owner}/{repo}/contents/{path}",
    params: () => ({ ...repo, path: "docs/README.md", ref: "main" }),
  },
  {
    route: "GET /repos/{owner}/{repo}/compare/{basehead}",
    params: () => ({ ...repo, basehead: "main...feature-retry" }),
  },
  {
    route: "GET /repos/{owner}/{repo}/branches",
    params: () => ({ ...repo, protected: true, per_page: 100 }),
  },
  {
    route: "GET /repos/{owner}/{repo}/branches/{branch}/protection",
    params: () => ({ ...repo, branch: "main" }),
  },
  { route: "GET /repos/{owner}/{repo}/releases", params: () => ({ ...repo, per_page: 10 }) },
  { route: "GET /repos/{owner}/{repo}/releases/latest", params: () => ({ ...repo }) },
  {
    route: "GET /repos/{owner}/{repo}/releases/tags/{tag}",
    params: () => ({ ...repo, tag: "v21.1.1" }),
  },
  {
    route: "GET /repos/{owner}/{repo}/actions/runs",
    params: () => ({ ...repo, branch: "main", event: "push", status: "completed", per_page: 20 }),
  },
  {
    route: "GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs",
    params: () => ({ ...repo, run_id: 9876543210, filter: "latest" }),
  },
  {
    route: "GET /repos/{owner}/{repo}/actions/artifacts",
    params: () => ({ ...repo, name: "coverage", per_page: 30 }),
  },
  { route: "GET /repos/{owner}/{repo}/labels", params: () => ({ ...repo, per_page: 100 }) },
  {
    route: "GET /repos/{owner}/{repo}/milestones",
    params: () => ({ ...repo, state: "open", sort: "due_on", direction: "asc" }),
  },
  {
    route: "GET /repos/{owner}/{repo}/deployments",
    params: () => ({ ...repo, environment: "production", per_page: 5 }),
  },
  {
    route: "GET /repos/{owner}/{repo}/git/trees/{tree_sha}",
    params: () => ({ ...repo, tree_sha: sha, recursive: "1" }),
  },
  {
    route: "GET /repos/{owner}/{repo}/collaborators/{username}/permission",
    params: () => ({ ...repo, username: "octocat" }),
  },
  {
    route: "GET /repos/{owner}/{repo}/stargazers",
    params: () => ({ ...repo, per_page: 100, page: 3 }),
  },
  {
    route: "GET /search/issues",
    params: () => ({ q: "repo:octokit/rest.js is:issue is:open label:bug", sort: "created" }),
  },
  {
    route: "GET /search/code",
    params: () => ({ q: "addClass in:file language:js repo:jquery/jquery", per_page: 30 }),
  },
  {
    route: "GET /search/repositories",
    params: () => ({ q: "tetris+language:assembly", sort: "stars", order: "desc" }),
  },
  {
    route: "GET /orgs/{org}/repos",
    params: () => ({ org: "octokit", type: "public", per_page: 50 }),
  },
  {
    route: "GET /orgs/{org}/members",
    params: () => ({ org: "octokit", role: "admin", per_page: 100 }),
  },
  {
    route: "GET /orgs/{org}/teams/{team_slug}/members",
    params: () => ({ org: "octokit", team_slug: "js-maintainers", role: "all" }),
  },
  {
    route: "GET /user/repos",
    params: () => ({ visibility: "all", affiliation: "owner,collaborator", sort: "pushed" }),
  },
  {
    route: "GET /notifications",
    params: () => ({ all: false, participating: true, since: "2024-06-01T00:00:00Z" }),
  },
  { route: "GET /gists/{gist_id}", params: () => ({ gist_id: "aa5a315d61ae9438b18d" }) },
  {
    route: "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships",
    params: () => ({ enterprise: "acme", "enterprise-team": "platform", per_page: 100 }),
  },
  {
    route: "POST /repos/{owner}/{repo}/issues",
    params: () => ({
      ...repo,
      title: "Retry on 502",
      body: "Requests that get a 502 should be retried.",
      labels: ["bug", "good first issue"],
      assignees: ["gr2m"],
    }),
  },
  {
    route: "PATCH /repos/{owner}/{repo}/issues/{issue_number}",
    params: () => ({ ...repo, issue_number: 1347, state: "closed", state_reason: "completed" }),
  },
  {
    route: "POST /repos/{owner}/{repo}/issues/{issue_number}/comments",
    params: () => ({ ...repo, issue_number: 1347, body: "Fixed in #2113, thanks!" }),
  },
  {
    route: "POST /repos/{owner}/{repo}/issues/{issue_number}/labels",
    params: () => ({ ...repo, issue_number: 1347, labels: ["bug", "triage"] }),
  },
  {
    route: "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}",
    params: () => ({ ...repo, issue_number: 1347, name: "needs triage" }),
  },
  {
    route: "POST /repos/{owner}/{repo}/pulls",
    params: () => ({
      ...repo,
      title: "Retry on 502",
      head: "feature-retry",
      base: "main",
      draft: false,
    }),
  },
  {
    route: "PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge",
    params: () => ({
      ...repo,
      pull_number: 2113,
      commit_title: "Retry on 502",
      merge_method: "squash",
    }),
  },
  {
    route: "POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews",
    params: () => ({ ...repo, pull_number: 2113, commit_id: sha, body: "LGTM", event: "APPROVE" }),
  },
  {
    route: "PUT /repos/{owner}/{repo}/contents/{path}",
    params: () => ({
      ...repo,
      path: "docs/CHANGELOG.md",
      message: "docs: changelog for v21.1.1",
      content: "IyBDaGFuZ2Vsb2cKCi0gUmV0cnkgb24gNTAyCg==",
      sha,
      branch: "main",
    }),
  },
  {
    route: "POST /repos/{owner}/{repo}/statuses/{sha}",
    params: () => ({
      ...repo,
      sha,
      state: "success",
      target_url: "https://ci.example.com/builds/4242",
      description: "The build succeeded!",
      context: "ci/build",
    }),
  },
  {
    route: "POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches",
    params: () => ({
      ...repo,
      workflow_id: "ci.yml",
      ref: "main",
      inputs: { environment: "staging" },
    }),
  },
];
