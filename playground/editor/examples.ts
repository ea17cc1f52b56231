/**
 * The **Examples** menu: real GitHub REST calls, calls that fail (and why), and the RFC 6570
 * engine operator by operator. Each is a complete playground state.
 *
 * @module
 */
import { INITIAL_STATE, type PlaygroundState } from "./state.ts";

/** The menu's sections. */
export type ExampleGroup = "call" | "error" | "template";

/** The heading of each section, in menu order. */
export const EXAMPLE_GROUPS: Readonly<Record<ExampleGroup, string>> = {
  call: "GitHub REST calls",
  error: "Errors and warnings",
  template: "URI templates (RFC 6570 engine)",
};

/** One entry of the menu. */
export interface Example {
  /** Stable id. */
  id: string;
  /** What the menu shows. */
  title: string;
  /** The section it is in. */
  group: ExampleGroup;
  /** The state it loads. */
  state: PlaygroundState;
}

const json = (value: unknown): string => JSON.stringify(value, null, 2);

function call(
  id: string,
  title: string,
  route: string,
  params: Record<string, unknown>,
  defaults: Record<string, unknown>[] = [],
  group: ExampleGroup = "call",
): Example {
  const state: PlaygroundState = {
    ...INITIAL_STATE,
    mode: "endpoint",
    route,
    params: json(params),
    defaults: defaults.map(json),
  };
  return { id, title, group, state };
}

function template(
  id: string,
  title: string,
  text: string,
  variables: Record<string, unknown>,
): Example {
  const state: PlaygroundState = {
    ...INITIAL_STATE,
    mode: "template",
    template: text,
    variables: json(variables),
  };
  return { id, title, group: "template", state };
}

const REPO = { owner: "octocat", repo: "hello-world" };

/** The examples, in menu order. */
export const EXAMPLES: readonly Example[] = [
  call(
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
  call("create-issue", "Create an issue (JSON body)", "POST /repos/{owner}/{repo}/issues", {
    ...REPO,
    title: "Found a bug",
    body: "I'm having a problem with this.",
    labels: ["bug"],
    assignees: ["octocat"],
  }),
  call("search-issues", "Search issues (q)", "GET /search/issues", {
    q: "windows+label:bug+language:python+state:open",
    sort: "created",
    order: "asc",
  }),
  call(
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
  call(
    "file-raw",
    "Get file contents (mediaType.format raw)",
    "GET /repos/{owner}/{repo}/contents/{path}",
    { ...REPO, path: "README.md", mediaType: { format: "raw" } },
  ),
  call("preview", "Topics (mediaType.previews)", "GET /repos/{owner}/{repo}/topics", {
    ...REPO,
    mediaType: { previews: ["mercy"] },
  }),
  call(
    "colon-style",
    "Pull requests (:owner/:repo placeholders)",
    "GET /repos/:owner/:repo/pulls",
    {
      ...REPO,
      state: "closed",
      per_page: 10,
    },
  ),
  call(
    "enterprise",
    "GitHub Enterprise (baseUrl and token via defaults)",
    "GET /orgs/{org}/repos",
    { org: "acme", type: "private" },
    [{
      baseUrl: "https://github.acme-inc.com/api/v3",
      headers: { authorization: "token <ACCESS_TOKEN>" },
    }],
  ),
  call(
    "cascade",
    "Defaults cascade (API version, then one repository)",
    "GET /repos/{owner}/{repo}/releases/latest",
    {},
    [{ headers: { "x-github-api-version": "2022-11-28" } }, { owner: "denoland", repo: "deno" }],
  ),
  call("star", "Star a repository (PUT without body)", "PUT /user/starred/{owner}/{repo}", REPO),
  call(
    "missing-value",
    "A placeholder without a value (warning)",
    "GET /repos/{owner}/{repo}",
    { owner: "octocat" },
    [],
    "error",
  ),
  call(
    "unclosed-brace",
    "An unclosed { (INVALID_TEMPLATE)",
    "GET /repos/{owner/issues",
    { owner: "octocat" },
    [],
    "error",
  ),
  call(
    "dot-segment",
    "A value that climbs the path (INVALID_PARAMETER)",
    "GET /repos/{owner}/{repo}",
    { owner: "..", repo: "admin" },
    [],
    "error",
  ),
  call(
    "object-in-query",
    "An object in a query (INVALID_PARAMETER)",
    "GET /search/issues",
    { q: "bug", filter: { state: "open" } },
    [],
    "error",
  ),
  call(
    "header-injection",
    "A line break in a header (INVALID_HEADER)",
    "GET /user",
    { headers: { "x-note": "a\r\nx-injected: 1" } },
    [],
    "error",
  ),
  call("bad-method", "Not an HTTP method (INVALID_METHOD)", "POST(x) /user", {}, [], "error"),
  call(
    "base-url-query",
    "A baseUrl with a query (INVALID_BASE_URL)",
    "GET /user",
    {},
    [{ baseUrl: "https://ghe.example.com/api/v3?x=1" }],
    "error",
  ),
  template("tpl-simple", "Simple {var}: everything but unreserved encoded", "/greet/{hello}", {
    hello: "Hello World!",
  }),
  template("tpl-reserved", "Reserved {+path}: / kept", "{+base}/here", { base: "/foo/bar" }),
  template("tpl-fragment", "Fragment {#var}", "/docs{#section}", {
    section: "parse: merged options",
  }),
  template("tpl-label", "Label {.var}", "/archive{.format,compression}", {
    format: "tar",
    compression: "gz",
  }),
  template("tpl-path", "Path segments {/var} and {/list*}", "/repos{/owner,repo}{/path*}", {
    ...REPO,
    path: ["src", "main.ts"],
  }),
  template("tpl-params", "Path parameters {;var}", "/map{;lat,long,zoom}", {
    lat: 52.52,
    long: 13.4,
    zoom: "",
  }),
  template("tpl-query", "Query {?var}", "/search{?q,page}", { q: "uri templates", page: 2 }),
  template("tpl-continuation", "Query continuation {&var}", "/search?q=uri{&page,per_page}", {
    page: 2,
    per_page: 50,
  }),
  template("tpl-explode", "Explode: a list and a map", "/issues{?labels,filter*}", {
    labels: ["bug", "ui"],
    filter: { state: "open", sort: "created" },
  }),
  template("tpl-prefix", "Prefixes {var:N}", "/users/{login:1}/{login}", { login: "octocat" }),
  template("tpl-empty", "An empty expression (INVALID_TEMPLATE)", "/x{}", {}),
  template("tpl-prefix-list", "A prefix on a list (INVALID_PARAMETER)", "/tags/{list:2}", {
    list: ["a", "b"],
  }),
];
