/**
 * A `curl` command line for a request, safe for any POSIX shell.
 *
 * @module
 */
import type { RequestLike } from "./request_text.ts";
import { shellQuote } from "./shell_quote.ts";
import {
  type FileData,
  type Part,
  type SnippetRequest,
  snippetRequest,
  type Value,
} from "./snippet_request.ts";

/** Characters curl would read as a URL glob (`{a,b}`, `[1-3]`) unless told `--globoff`. */
const GLOB_CHARACTERS = /[[\]{}]/;

/** A text in double quotes for curl's `--form` (`\` before each `"` and `\`). */
const formQuote = (text: string): string => `"${text.replace(/["\\]/g, "\\$&")}"`;

/** A file part's `;type=` suffix (none for a part without a type: curl then sends its default). */
const typeOf = (file: FileData): string => file.type === "" ? "" : `;type=${file.type}`;

/**
 * A multipart part as curl's option: a text field with `--form-string`, which reads nothing into
 * it (`@`, `<` and `;type=` are text); a typed field (a JSON part) quoted with its type, which
 * curl sends without a file name; a nameless blob's text quoted, with its type and the name
 * `blob` a `FormData` gives it; a file read from disk (`@"name"`).
 */
function formArgument(part: Part): string[] {
  if ("value" in part) return ["--form-string", `${part.name}=${part.value}`];
  if ("typed" in part) {
    return ["--form", `${part.name}=${formQuote(part.typed.text)};type=${part.typed.type}`];
  }
  const { file } = part;
  if (file.text !== undefined) {
    return [
      "--form",
      `${part.name}=${formQuote(file.text)}${typeOf(file)};filename=${file.filename}`,
    ];
  }
  return ["--form", `${part.name}=@${formQuote(file.filename)}${typeOf(file)}`];
}

/**
 * The arguments of the `curl` call, grouped: each option with its value, and the url alone.
 * `curlArguments(r).flat()` is argv without `curl` itself (a token read from the environment
 * where the request has one).
 *
 * - `GET` has no method flag; `HEAD` is `--head`; other methods are `--request METHOD`.
 * - A header with an empty value is written `name;` (curl's form for an empty header; `name:`
 *   would remove it).
 * - A text body is passed with `--data-raw`, which sends the text as it is and, unlike
 *   `--data-binary`, never reads a file when the text starts with `@`. When there is a body but no
 *   `content-type`, `--header 'content-type:'` stops curl from adding a form content type.
 * - A multipart body is one `--form-string` or `--form` per part (curl sets the `content-type`
 *   with its boundary); a file body is `--data-binary @name`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { curlArguments } from "./curl_command.ts";
 * import { snippetRequest } from "./snippet_request.ts";
 * const request = snippetRequest({ method: "head", url: "https://x.test/", headers: {} });
 * assert.deepEqual(curlArguments(request), [[["--head"]], [["https://x.test/"]]]);
 * ```
 *
 * @param request The request as snippets write it.
 * @returns The argument groups, each word a {@linkcode Value}.
 */
export function curlArguments(request: SnippetRequest): Value[][] {
  const groups: Value[][] = [];
  const { method, url, headers, body } = request;
  if (method === "HEAD") groups.push([["--head"]]);
  else if (method !== "GET") groups.push([["--request"], [method]]);
  if (
    url.some((piece) => typeof piece === "string" && GLOB_CHARACTERS.test(piece))
  ) {
    groups.push([["--globoff"]]);
  }
  groups.push([url]);
  for (const [name, value] of Object.entries(headers)) {
    const empty = value.every((piece) => piece === "");
    groups.push([["--header"], empty ? [`${name};`] : [`${name}: `, ...value]]);
  }
  if (body?.kind === "form-data") {
    for (const part of body.parts) {
      groups.push(formArgument(part).map((word) => [word]));
    }
  } else if (body !== undefined) {
    if (!Object.hasOwn(headers, "content-type")) {
      groups.push([["--header"], ["content-type:"]]);
    }
    if (body.kind === "text") groups.push([["--data-raw"], [body.text]]);
    else groups.push([["--data-binary"], [`@${body.file.filename}`]]);
  }
  return groups;
}

/**
 * A {@linkcode Value} as one shell word: each literal piece single-quoted, each variable
 * `"${NAME}"` (read when the command runs; a query value is sent as it is, not encoded).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { shellWord } from "./curl_command.ts";
 * assert.equal(shellWord(["authorization: Bearer ", { env: "TOKEN" }]), `'authorization: Bearer '"\${TOKEN}"`);
 * ```
 *
 * @param value The pieces.
 * @returns The word.
 */
export function shellWord(value: Value): string {
  const pieces: string[] = [];
  let literal = "";
  for (const piece of value) {
    if (typeof piece === "string") {
      literal += piece;
      continue;
    }
    if (literal !== "") pieces.push(shellQuote(literal));
    literal = "";
    pieces.push(`"\${${piece.env}}"`);
  }
  if (literal !== "" || pieces.length === 0) pieces.push(shellQuote(literal));
  return pieces.join("");
}

/**
 * A `curl` command: every value single-quoted (so `$`, backticks, quotes, spaces and newlines
 * reach curl exactly), a token as an environment variable, the method and url on the first line,
 * then one option per line.
 *
 * @example A GET request
 * ```ts
 * import assert from "node:assert/strict";
 * import { curlSnippet } from "./curl_command.ts";
 * import { snippetRequest } from "./snippet_request.ts";
 * const options = { method: "get", url: "https://x.test/a", headers: { accept: "*" } };
 * assert.equal(curlSnippet(snippetRequest(options)), "curl 'https://x.test/a' \\\n  --header 'accept: *'");
 * ```
 *
 * @param request The request as snippets write it.
 * @returns A command for `sh`. (A NUL character cannot be passed in an argument; a shell cuts
 *   the body there.)
 */
export function curlSnippet(request: SnippetRequest): string {
  const lines: string[] = [];
  let first = "curl";
  let urlSeen = false;
  for (const [flag, ...values] of curlArguments(request)) {
    const words = values.map(shellWord);
    if (flag !== request.url) {
      const option = [shellWord(flag).slice(1, -1), ...words].join(" ");
      if (urlSeen) lines.push("  " + option);
      else first += " " + option;
    } else {
      first += " " + shellWord(flag);
      urlSeen = true;
    }
  }
  return [first, ...lines].join(" \\\n");
}

/**
 * {@linkcode curlSnippet} for request options as they are, with no credential.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { curlCommand } from "./curl_command.ts";
 * assert.equal(curlCommand({ method: "get", url: "https://x.test/", headers: {} }), "curl 'https://x.test/'");
 * ```
 *
 * @param request The request options (`endpoint()`'s result).
 * @returns A command for `sh`.
 */
export function curlCommand(request: RequestLike): string {
  return curlSnippet(snippetRequest(request));
}
