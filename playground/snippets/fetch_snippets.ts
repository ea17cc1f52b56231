/**
 * Snippets for the clients that speak `fetch`: `fetch(toRequest(options))`, Deno's `fetch` with
 * literal arguments, and ky.
 *
 * @module
 */
import { jsLiteral, type RequestLike } from "../request_text.ts";
import { headersLiteral, str, wire } from "./_wire.ts";

/**
 * `fetch(toRequest(options))` with the request options as a literal: `toRequest()` uppercases
 * the method and serialises the body.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { fetchSnippet } from "./fetch_snippets.ts";
 * const code = fetchSnippet({ method: "get", url: "https://x.test/", headers: {} });
 * assert.ok(code.includes("await fetch(toRequest(options))"));
 * ```
 *
 * @param request The request options (`endpoint()`'s result).
 * @returns JavaScript for an ES module.
 */
export function fetchSnippet(request: RequestLike): string {
  const { method, url, headers, body } = request;
  const options = body === undefined ? { method, url, headers } : { method, url, headers, body };
  return [
    'import { toRequest } from "@x/endpoint";',
    "",
    `const options = ${jsLiteral(options)};`,
    "const response = await fetch(toRequest(options));",
    "console.log(response.status, await response.text());",
  ].join("\n");
}

/** `fetch(url, init)` with the wire form written out: uppercase method, body text. */
function fetchCall(
  call: string,
  request: RequestLike,
  extra: string[] = [],
): string[] {
  const parts = wire(request);
  return [
    `const response = await ${call}(${str(parts.url)}, {`,
    `  method: ${str(parts.method)},`,
    `  headers: ${headersLiteral(parts.headers, "  ")},`,
    ...(parts.body === undefined ? [] : [`  body: ${str(parts.body)},`]),
    ...extra,
    "});",
    "console.log(response.status, await response.text());",
  ];
}

/**
 * Deno's `fetch` with nothing imported: the method uppercase (fetch leaves `patch` as it is) and
 * the body already serialised. Run with `--allow-net` for the host.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { denoSnippet } from "./fetch_snippets.ts";
 * const code = denoSnippet({ method: "patch", url: "https://x.test/", headers: {}, body: {} });
 * assert.ok(code.startsWith("// deno run --allow-net=x.test"));
 * assert.ok(code.includes('method: "PATCH"'));
 * ```
 *
 * @param request The request options (`endpoint()`'s result).
 * @returns JavaScript for Deno.
 */
export function denoSnippet(request: RequestLike): string {
  const host = new URL(wire(request).url).host;
  return [
    `// deno run --allow-net=${host} request.js`,
    ...fetchCall("fetch", request),
  ].join("\n");
}

/**
 * ky with the wire form: ky sends the body given, and is told not to retry or throw on an error
 * status so that the response shows.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { kySnippet } from "./fetch_snippets.ts";
 * const code = kySnippet({ method: "get", url: "https://x.test/", headers: {} });
 * assert.ok(code.includes('await ky("https://x.test/"'));
 * ```
 *
 * @param request The request options (`endpoint()`'s result).
 * @returns JavaScript for an ES module.
 */
export function kySnippet(request: RequestLike): string {
  const extra = ["  retry: 0,", "  throwHttpErrors: false,"];
  return ['import ky from "ky";', "", ...fetchCall("ky", request, extra)].join(
    "\n",
  );
}
