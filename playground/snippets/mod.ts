/**
 * The client snippets the result panel offers, in the order of its menu.
 *
 * @module
 */
import { curlCommand } from "../curl_command.ts";
import type { RequestLike } from "../request_text.ts";
import { denoSnippet, fetchSnippet, kySnippet } from "./fetch_snippets.ts";
import { ghApiCommand, octokitSnippet } from "./github_snippets.ts";
import { axiosSnippet, gotSnippet, nodeHttpSnippet, undiciSnippet } from "./node_snippets.ts";

/** One client the page writes code for. */
export interface ClientSnippet {
  /** A short id, for the menu and tests. */
  id: string;
  /** The client's name as the menu shows it. */
  name: string;
  /** What the client needs that the snippet supplies. */
  note: string;
  /** The code, or `undefined` when the client cannot send this request. */
  code: (request: RequestLike) => string | undefined;
}

/**
 * Every client snippet. Each sends what `fetch(toRequest(options))` sends.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { CLIENT_SNIPPETS } from "./mod.ts";
 * assert.equal(CLIENT_SNIPPETS[0].id, "fetch");
 * ```
 */
export const CLIENT_SNIPPETS: readonly ClientSnippet[] = [
  {
    id: "fetch",
    name: "fetch(toRequest())",
    note: "toRequest() uppercases the method and serialises the body",
    code: fetchSnippet,
  },
  {
    id: "deno",
    name: "Deno",
    note: "fetch with the method uppercase (fetch leaves PATCH lowercase) and the body as text",
    code: denoSnippet,
  },
  {
    id: "ky",
    name: "ky",
    note: "the body as text; no retries",
    code: kySnippet,
  },
  {
    id: "undici",
    name: "undici.request",
    note: "undici sends the method as given: uppercase here",
    code: undiciSnippet,
  },
  {
    id: "axios",
    name: "axios",
    note: "the body text as data, not re-serialised by axios",
    code: axiosSnippet,
  },
  {
    id: "got",
    name: "got",
    note: "an object body as json (JSON.stringify), any other body as text in body",
    code: gotSnippet,
  },
  {
    id: "node-http",
    name: "node:http",
    note: "the body written with its content-length in bytes",
    code: nodeHttpSnippet,
  },
  {
    id: "curl",
    name: "curl",
    note: "every value single-quoted for sh",
    code: curlCommand,
  },
  {
    id: "gh",
    name: "gh api",
    note: "--method, a --header per header, the body on standard input (--input -)",
    code: ghApiCommand,
  },
  {
    id: "octokit",
    name: "octokit.request",
    note: "the route form, the body text as data",
    code: octokitSnippet,
  },
];
