// A TypeScript consumer of the installed npm package. tests/release/npm_test.ts copies it into
// the scratch project and type-checks it with tsc (strict, module "nodenext"): as it is, which
// must pass, and without its `@ts-expect-error` lines, which must then fail on exactly those
// lines. It is checked a second time against dist/browser/endpoint.d.ts, imports rewritten.
import { endpoint, EndpointError, type RequestOptions, toRequest } from "@x/endpoint";
import { expandTemplate, parseTemplate } from "@x/endpoint/uri-template";

const repo: RequestOptions = endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" });
const method: string = repo.method;
const url: string = repo.url;

const issues = endpoint("GET /repos/{owner}/{repo}/issues{?per_page}", {
  owner: "o",
  repo: "r",
  per_page: 10,
  labels: ["bug"],
});

const root = endpoint("GET /");
const request: Request = toRequest(endpoint("POST /markdown", { text: "# hi" }));
const github = endpoint.defaults({ headers: { authorization: "token x" }, owner: "o" });
const user = github("GET /users/{username}", { username: "u" });
const legacy = endpoint("GET /repos/:owner/:repo", { owner: "o", repo: "r" });
const anyRoute: string = "GET /anything";
const loose = endpoint(anyRoute, { whatever: 1 });
const expanded: string = expandTemplate("/users/{user}", { user: "u" });
const variables: readonly string[] = parseTemplate("{a}{?b}").variables;

// @ts-expect-error `repo` is a required placeholder of this route
endpoint("GET /repos/{owner}/{repo}", { owner: "o" });
// @ts-expect-error `:repo` placeholders are required too
endpoint("GET /repos/:owner/:repo", { owner: "o" });
// @ts-expect-error a route with a required placeholder needs its options
endpoint("GET /users/{username}");
// @ts-expect-error the result's url is a string, not a number
const wrong: number = endpoint("GET /").url;

const isEndpointError = (error: unknown): boolean => error instanceof EndpointError;

export {
  anyRoute,
  expanded,
  github,
  isEndpointError,
  issues,
  legacy,
  loose,
  method,
  request,
  root,
  url,
  user,
  variables,
  wrong,
};
