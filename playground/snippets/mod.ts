/**
 * The client snippets the result panel offers, in the order of its menu.
 *
 * @module
 */
import { curlSnippet } from "./curl_command.ts";
import type { RequestLike } from "./request_text.ts";
import { denoSnippet, fetchSnippet, kySnippet, nodeFetchSnippet } from "./fetch_snippets.ts";
import { ghApiCommand, octokitSnippet } from "./github_snippets.ts";
import { axiosSnippet, gotSnippet, nodeHttpSnippet, undiciSnippet } from "./node_snippets.ts";
import type { SnippetRequest } from "./snippet_request.ts";

export {
  authorizationCredential,
  blobTexts,
  type Credential,
  envVariables,
  type SnippetRequest,
  snippetRequest,
  TOKEN_VARIABLE,
} from "./snippet_request.ts";

/** One client the page writes code for. */
export interface ClientSnippet {
  /** A short id, for the menu and tests. */
  id: string;
  /** The client's name as the menu shows it. */
  name: string;
  /** What the client needs that the snippet supplies. */
  note: string;
  /**
   * The code, or `undefined` when the client cannot send this request (`gh api` and octokit:
   * GitHub's API only, text bodies only).
   */
  code: (request: SnippetRequest, options: RequestLike) => string | undefined;
}

/**
 * Every client snippet. Each sends what the request options say: the method uppercase, every
 * header (`user-agent` included), the body as `toRequest()` sends it (a multipart body part by
 * part), and the token, when there is one, read from the environment.
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
    note: "fetch with the method uppercase (fetch leaves patch lowercase) and the body as text",
    code: denoSnippet,
  },
  {
    id: "ky",
    name: "ky",
    note: "the body as text; no retries",
    code: kySnippet,
  },
  {
    id: "node-fetch",
    name: "node-fetch",
    note: "node-fetch 3; a multipart body built with its own FormData and Blob",
    code: nodeFetchSnippet,
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
    note: "the body as data, text not re-serialised by axios",
    code: axiosSnippet,
  },
  {
    id: "got",
    name: "got",
    note: "the body as text (JSON already serialised) or a FormData",
    code: gotSnippet,
  },
  {
    id: "node-http",
    name: "node:http",
    note: "the body written as bytes with its content-length (a FormData encoded by Response)",
    code: nodeHttpSnippet,
  },
  {
    id: "curl",
    name: "curl",
    note: "every value single-quoted for sh; a multipart body as --form-string and --form",
    code: curlSnippet,
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
