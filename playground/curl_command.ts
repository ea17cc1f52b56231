/**
 * A `curl` command line for a request, safe for any POSIX shell.
 *
 * @module
 */
import { bodyText, type RequestLike } from "./request_text.ts";
import { shellQuote } from "./shell_quote.ts";

/** Characters curl would read as a URL glob (`{a,b}`, `[1-3]`) unless told `--globoff`. */
const GLOB_CHARACTERS = /[[\]{}]/;

/**
 * The arguments of the `curl` call, unquoted and grouped: each option with its value, and the url
 * alone. `curlArguments(r).flat()` is argv without `curl` itself.
 *
 * - `GET` has no method flag; `HEAD` is `--head`; other methods are `--request METHOD`.
 * - A header with an empty value is written `name;` (curl's form for an empty header; `name:`
 *   would remove it).
 * - The body is passed with `--data-raw`, which sends the text as it is and, unlike
 *   `--data-binary`, never reads a file when the text starts with `@`. When there is a body but no
 *   `content-type`, `--header 'content-type:'` stops curl from adding a form content type.
 *
 * @param request The request options (`endpoint()`'s result).
 * @returns The argument groups.
 */
export function curlArguments(request: RequestLike): string[][] {
  const groups: string[][] = [];
  const method = request.method.toUpperCase();
  if (method === "HEAD") groups.push(["--head"]);
  else if (method !== "GET") groups.push(["--request", method]);
  if (GLOB_CHARACTERS.test(request.url)) groups.push(["--globoff"]);
  groups.push([request.url]);
  for (const [name, value] of Object.entries(request.headers)) {
    groups.push(["--header", value === "" ? `${name};` : `${name}: ${value}`]);
  }
  const body = bodyText(request);
  if (body !== undefined) {
    if (!Object.hasOwn(request.headers, "content-type")) groups.push(["--header", "content-type:"]);
    groups.push(["--data-raw", body]);
  }
  return groups;
}

/**
 * A `curl` command for a request: every value single-quoted (so `$`, backticks, quotes, spaces
 * and newlines reach curl exactly), the method and url on the first line, then one option per
 * line.
 *
 * @example A GET request
 * ```ts
 * import assert from "node:assert/strict";
 * import { curlCommand } from "./curl_command.ts";
 * const command = curlCommand({ method: "get", url: "https://x.test/a", headers: { accept: "*" } });
 * assert.equal(command, "curl 'https://x.test/a' \\\n  --header 'accept: *'");
 * ```
 *
 * @param request The request options (`endpoint()`'s result).
 * @returns A command for `sh`. (A NUL character cannot be passed in an argument; a shell cuts
 *   the body there.)
 */
export function curlCommand(request: RequestLike): string {
  const lines: string[] = [];
  let first = "curl";
  let urlSeen = false;
  for (const [flag, ...values] of curlArguments(request)) {
    const quoted = values.map(shellQuote);
    if (!flag.startsWith("-")) {
      first += " " + shellQuote(flag);
      urlSeen = true;
    } else if (!urlSeen) {
      first += " " + [flag, ...quoted].join(" ");
    } else {
      lines.push("  " + [flag, ...quoted].join(" "));
    }
  }
  return [first, ...lines].join(" \\\n");
}
