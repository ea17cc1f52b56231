// A Node TypeScript consumer of the published types. scripts/runtimes.ts copies it to
// dist/runtimes/consumer.ts and type-checks it with tsc (module "nodenext") against the .d.ts
// files emitted with --isolatedDeclarations into dist/runtimes/node_modules/@x/endpoint/types/.
import { endpoint, EndpointError, toRequest } from "@x/endpoint";

const repo = endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" });
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
const github = endpoint.defaults({ headers: { authorization: "token x" } });
const user = github("GET /users/{username}", { username: "u" });
const legacy = endpoint("GET /repos/:owner/:repo", { owner: "o", repo: "r" });
const anyRoute: string = "GET /anything";
const loose = endpoint(anyRoute, { whatever: 1 });

// @ts-expect-error `repo` is a required placeholder of this route
endpoint("GET /repos/{owner}/{repo}", { owner: "o" });
// @ts-expect-error `:repo` placeholders are required too
endpoint("GET /repos/:owner/:repo", { owner: "o" });

const isEndpointError = (error: unknown): boolean => error instanceof EndpointError;

export {
  anyRoute,
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
};
