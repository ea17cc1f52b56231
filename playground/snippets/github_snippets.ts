/**
 * Snippets for GitHub's own clients: `gh api` and `octokit.request`.
 *
 * @module
 */
import { shellQuote } from "../shell_quote.ts";
import type { RequestLike } from "../request_text.ts";
import { headersLiteral, str, wire } from "./_wire.ts";

/** Where a url is on GitHub: the API path, and the host when it is GitHub Enterprise Server. */
interface GitHubPath {
  /** The host of a GitHub Enterprise Server (`https://HOST/api/v3/…`); absent for github.com. */
  host?: string;
  /** The path and query below the API root, starting with `/`. */
  path: string;
}

/** The url as a path on GitHub's API (github.com or an Enterprise Server), if it is one. */
function gitHubPath(url: string): GitHubPath | undefined {
  const { origin, host, pathname, search } = new URL(url);
  if (origin === "https://api.github.com") return { path: pathname + search };
  if (pathname.startsWith("/api/v3/")) {
    return { host, path: pathname.slice(7) + search };
  }
  return undefined;
}

/**
 * A `gh api` command: `--method` always, each header as `--header`, the body on standard input
 * (`--input -`) from `printf '%s'`, which adds no newline. `--hostname` names an Enterprise
 * Server. `gh` reaches GitHub's API only, so other urls have no command.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { ghApiCommand } from "./github_snippets.ts";
 * const get = { method: "get", url: "https://api.github.com/user", headers: {} };
 * assert.equal(ghApiCommand(get), "gh api --method GET '/user'");
 * assert.equal(ghApiCommand({ ...get, url: "https://x.test/user" }), undefined);
 * ```
 *
 * @param request The request options (`endpoint()`'s result).
 * @returns A command for `sh`, or `undefined` when the url is not on GitHub's API.
 */
export function ghApiCommand(request: RequestLike): string | undefined {
  const parts = wire(request);
  const where = gitHubPath(parts.url);
  if (where === undefined) return undefined;
  let first = `gh api --method ${parts.method} ${shellQuote(where.path)}`;
  if (where.host !== undefined) {
    first += ` --hostname ${shellQuote(where.host)}`;
  }
  if (parts.body !== undefined) {
    first = `printf '%s' ${shellQuote(parts.body)} | ${first}`;
  }
  const lines = Object.entries(parts.headers).map(([name, value]) =>
    `  --header ${shellQuote(`${name}: ${value}`)}`
  );
  if (parts.body !== undefined) lines.push("  --input -");
  return [first, ...lines].join(" \\\n");
}

/**
 * `octokit.request` in its route form, `"METHOD /path"` below `baseUrl` (a full url when the
 * request is not on GitHub's API), with the body text as `data`, which octokit sends as it is.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { octokitSnippet } from "./github_snippets.ts";
 * const code = octokitSnippet({ method: "get", url: "https://api.github.com/user", headers: {} });
 * assert.ok(code.includes('await request("GET /user", {'));
 * ```
 *
 * @param request The request options (`endpoint()`'s result).
 * @returns JavaScript for an ES module.
 */
export function octokitSnippet(request: RequestLike): string {
  const parts = wire(request);
  const where = gitHubPath(parts.url);
  const route = `${parts.method} ${where?.path ?? parts.url}`;
  return [
    'import { request } from "@octokit/request";',
    "",
    `const response = await request(${str(route)}, {`,
    ...(where?.host === undefined ? [] : [`  baseUrl: ${str(`https://${where.host}/api/v3`)},`]),
    `  headers: ${headersLiteral(parts.headers, "  ")},`,
    ...(parts.body === undefined ? [] : [`  data: ${str(parts.body)}, // sent as it is`]),
    "});",
    "console.log(response.status, response.data);",
  ].join("\n");
}
