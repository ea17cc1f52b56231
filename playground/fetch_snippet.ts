/**
 * A `fetch()` call that sends the same request as `toRequest(result)`.
 *
 * @module
 */
import { bodyText, jsLiteral, type RequestLike } from "./request_text.ts";

/**
 * JavaScript code calling `fetch()` with the request, following `toRequest()`: the method in
 * uppercase (`fetch` does not normalise `patch`), a string body as it is, a JSON body
 * `JSON.stringify`-ed (see {@linkcode bodyText}).
 *
 * @example A POST with a JSON body
 * ```ts
 * import assert from "node:assert/strict";
 * import { fetchSnippet } from "./fetch_snippet.ts";
 * const code = fetchSnippet({ method: "post", url: "https://x.test/", headers: {}, body: { a: 1 } });
 * assert.ok(code.includes('method: "POST"') && code.includes("JSON.stringify("));
 * ```
 *
 * @param request The request options (`endpoint()`'s result).
 * @returns The code, an `await fetch(...)` statement.
 */
export function fetchSnippet(request: RequestLike): string {
  const lines = [`const response = await fetch(${JSON.stringify(request.url)}, {`];
  lines.push(`  method: ${JSON.stringify(request.method.toUpperCase())},`);
  lines.push(`  headers: ${jsLiteral(request.headers, "  ")},`);
  const { body } = request;
  if (typeof body === "string") lines.push(`  body: ${JSON.stringify(body)},`);
  else if (bodyText(request) !== undefined) {
    lines.push(`  body: JSON.stringify(${jsLiteral(body, "  ")}),`);
  }
  lines.push("});");
  return lines.join("\n");
}
