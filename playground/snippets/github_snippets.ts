/**
 * Snippets for GitHub's own clients: `gh api` and `octokit.request`.
 *
 * @module
 */
import { shellWord } from "./curl_command.ts";
import { shellQuote } from "./shell_quote.ts";
import { headersCode, NODE, str } from "./_javascript.ts";
import type { SnippetRequest } from "./snippet_request.ts";

/** Where a url is on GitHub: the API path, and the host when it is GitHub Enterprise Server. */
interface GitHubPath {
  /** The host of a GitHub Enterprise Server (`https://HOST/api/v3/…`); absent for github.com. */
  host?: string;
  /** The path and query below the API root, starting with `/`. */
  path: string;
}

/**
 * The url as a path on GitHub's API (github.com or an Enterprise Server), if it is one and the
 * body is text: GitHub's API takes no multipart body, and neither client sends one as it is.
 */
function gitHubPath(request: SnippetRequest): GitHubPath | undefined {
  if (
    request.url.length !== 1 || (request.body && request.body.kind !== "text")
  ) return undefined;
  const { origin, host, pathname, search } = new URL(request.url[0] as string);
  if (origin === "https://api.github.com") return { path: pathname + search };
  if (pathname.startsWith("/api/v3/")) {
    return { host, path: pathname.slice(7) + search };
  }
  return undefined;
}

/**
 * A `gh api` command: `--method` always, each header as `--header`, the body on standard input
 * (`--input -`) from `printf '%s'`, which adds no newline. `--hostname` names an Enterprise
 * Server. `gh` reaches GitHub's API only, so other urls (and multipart or file bodies) have no
 * command.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { ghApiCommand } from "./github_snippets.ts";
 * import { snippetRequest } from "./snippet_request.ts";
 * const get = { method: "get", url: "https://api.github.com/user", headers: {} };
 * assert.equal(ghApiCommand(snippetRequest(get)), "gh api --method GET '/user'");
 * assert.equal(ghApiCommand(snippetRequest({ ...get, url: "https://x.test/user" })), undefined);
 * ```
 *
 * @param request The request as snippets write it.
 * @returns A command for `sh`, or `undefined` when the url is not on GitHub's API.
 */
export function ghApiCommand(request: SnippetRequest): string | undefined {
  const where = gitHubPath(request);
  if (where === undefined) return undefined;
  const body = request.body?.kind === "text" ? request.body.text : undefined;
  let first = `gh api --method ${request.method} ${shellQuote(where.path)}`;
  if (where.host !== undefined) {
    first += ` --hostname ${shellQuote(where.host)}`;
  }
  if (body !== undefined) {
    first = `printf '%s' ${shellQuote(body)} | ${first}`;
  }
  const lines = Object.entries(request.headers).map(([name, value]) =>
    `  --header ${shellWord([`${name}: `, ...value])}`
  );
  if (body !== undefined) lines.push("  --input -");
  return [first, ...lines].join(" \\\n");
}

/**
 * `octokit.request` in its route form, `"METHOD /path"` below `baseUrl` (a full url when the
 * request is not on GitHub's API), with the body text as `data`, which octokit sends as it is.
 * octokit sends an object as JSON, so a multipart or file body has no snippet.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { octokitSnippet } from "./github_snippets.ts";
 * import { snippetRequest } from "./snippet_request.ts";
 * const options = { method: "get", url: "https://api.github.com/user", headers: {} };
 * const code = octokitSnippet(snippetRequest(options))!;
 * assert.ok(code.includes('await request("GET /user", {'));
 * ```
 *
 * @param request The request as snippets write it.
 * @returns JavaScript for an ES module, or `undefined` for a body octokit cannot send as it is.
 */
export function octokitSnippet(request: SnippetRequest): string | undefined {
  if (request.body !== undefined && request.body.kind !== "text") {
    return undefined;
  }
  const where = gitHubPath(request);
  const url = request.url.length === 1 ? request.url[0] as string : undefined;
  if (url === undefined) return undefined;
  const route = `${request.method} ${where?.path ?? url}`;
  const body = request.body?.kind === "text" ? request.body.text : undefined;
  return [
    'import { request } from "@octokit/request";',
    "",
    `const response = await request(${str(route)}, {`,
    ...(where?.host === undefined ? [] : [`  baseUrl: ${str(`https://${where.host}/api/v3`)},`]),
    `  headers: ${headersCode(request.headers, "  ", NODE)},`,
    ...(body === undefined ? [] : [`  data: ${str(body)}, // sent as it is`]),
    "});",
    "console.log(response.status, response.data);",
  ].join("\n");
}
