/**
 * Sending a loaded API's request with the credentials its security schemes ask for, placed by
 * the library: only to the origin of the server the person chose, never to one a value (a body
 * field `url`, a path value) moved the request to.
 *
 * @module
 */
import { type RequestOptions, toRequest } from "../../mod.ts";
import type { RequestLike } from "../snippets/request_text.ts";
import { type SendOutcome, sendRequest } from "./send_request.ts";
import { tokenRefusal, type TokenServer } from "./token_server.ts";

/**
 * Sends request options that carry credentials, unless `fetch` would take them to another
 * origin than `server`'s: then nothing is sent. The options are not changed. Never throws.
 *
 * @example A request moved to another origin is withheld
 * ```ts
 * import assert from "node:assert/strict";
 * import { sendWithCredentials } from "./send_credentials.ts";
 * const server = { origins: ["https://api.test"], what: "the server chosen for this API" };
 * const moved = { method: "GET", url: "https://evil.example/", headers: { "x-key": "k" } };
 * assert.equal((await sendWithCredentials(moved, server)).kind, "withheld");
 * ```
 *
 * @param options The request options, credentials placed.
 * @param server The chosen server.
 * @param send The `fetch` to use.
 * @returns What happened.
 */
export async function sendWithCredentials(
  options: RequestLike,
  server: TokenServer,
  send: typeof fetch = fetch,
): Promise<SendOutcome> {
  let url: string;
  try {
    url = toRequest(options as RequestOptions).url;
  } catch (e) {
    return {
      kind: "invalid",
      message: e instanceof Error ? e.message : String(e),
    };
  }
  const refusal = tokenRefusal(url, server);
  if (refusal !== undefined) {
    const message = refusal.replaceAll("the token", "the credentials")
      .replace("without one", "without them");
    return { kind: "withheld", message };
  }
  return await sendRequest(options, "", server, send);
}
