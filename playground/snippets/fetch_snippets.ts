/**
 * Snippets for the clients that speak `fetch`: `fetch(toRequest(options))`, Deno's `fetch` with
 * literal arguments, ky and node-fetch.
 *
 * @module
 */
import { jsLiteral, type RequestLike } from "./request_text.ts";
import {
  bodyCode,
  bodyImports,
  DENO,
  headersCode,
  NODE,
  readsFiles,
  type Runtime,
  str,
  valueCode,
} from "./_javascript.ts";
import { envVariables, type SnippetRequest } from "./snippet_request.ts";

/** Whether `toRequest()` would serialise this body as JSON: an object, an array or `null`. */
function isJsonValue(body: unknown): boolean {
  return typeof body === "object" && !(body instanceof FormData) &&
    !(body instanceof Blob) &&
    !(body instanceof URLSearchParams);
}

/**
 * `fetch(toRequest(options))` with the request options as a literal (a JSON body as the object
 * it is, a multipart body as a `FormData`): `toRequest()` uppercases the method and serialises
 * the body.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { fetchSnippet } from "./fetch_snippets.ts";
 * import { snippetRequest } from "./snippet_request.ts";
 * const options = { method: "get", url: "https://x.test/", headers: {} };
 * const code = fetchSnippet(snippetRequest(options), options);
 * assert.ok(code.includes("await fetch(toRequest(options))"));
 * ```
 *
 * @param request The request as snippets write it.
 * @param options The request options (`endpoint()`'s result).
 * @returns JavaScript for an ES module.
 */
export function fetchSnippet(
  request: SnippetRequest,
  options: RequestLike,
): string {
  const { body } = request;
  const json = body?.kind === "text" && isJsonValue(options.body);
  const bodyParts = body === undefined || json ? undefined : bodyCode(body, NODE);
  const bodyLine = json
    ? [`  body: ${jsLiteral(options.body, "  ")},`]
    : bodyParts === undefined
    ? []
    : [`  body: ${bodyParts.expression},`];
  return [
    'import { toRequest } from "@x/endpoint";',
    ...bodyImports(request, NODE),
    "",
    ...(bodyParts?.setup ?? []),
    "const options = {",
    `  method: ${str(options.method)},`,
    `  url: ${valueCode(request.url, NODE)},`,
    `  headers: ${headersCode(request.headers, "  ", NODE)},`,
    ...bodyLine,
    "};",
    "const response = await fetch(toRequest(options));",
    "console.log(response.status, await response.text());",
  ].join("\n");
}

/** `call(url, init)` with every part written out: uppercase method, every header, the body. */
function fetchCall(
  call: string,
  request: SnippetRequest,
  runtime: Runtime,
  extra: string[] = [],
): string[] {
  const body = request.body === undefined ? undefined : bodyCode(request.body, runtime);
  return [
    ...(body?.setup ?? []),
    `const response = await ${call}(${valueCode(request.url, runtime)}, {`,
    `  method: ${str(request.method)},`,
    `  headers: ${headersCode(request.headers, "  ", runtime)},`,
    ...(body === undefined ? [] : [`  body: ${body.expression},`]),
    ...extra,
    "});",
    "console.log(response.status, await response.text());",
  ];
}

/**
 * Deno's `fetch` with nothing imported: the method uppercase (fetch leaves `patch` as it is) and
 * the body already serialised. The first line says how to run it: `--allow-net` for the host,
 * `--allow-env` for a token, `--allow-read` for a file.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { denoSnippet } from "./fetch_snippets.ts";
 * import { snippetRequest } from "./snippet_request.ts";
 * const options = { method: "patch", url: "https://x.test/", headers: {}, body: {} };
 * const code = denoSnippet(snippetRequest(options));
 * assert.ok(code.startsWith("// deno run --allow-net=x.test"));
 * assert.ok(code.includes('method: "PATCH"'));
 * ```
 *
 * @param request The request as snippets write it.
 * @returns JavaScript for Deno.
 */
export function denoSnippet(request: SnippetRequest): string {
  const host = new URL(request.url.find((p) => typeof p === "string") as string).host;
  const env = envVariables(request);
  const flags = [
    `--allow-net=${host}`,
    ...(env.length === 0 ? [] : [`--allow-env=${env.join(",")}`]),
    ...(readsFiles(request) ? ["--allow-read=."] : []),
  ];
  return [
    `// deno run ${flags.join(" ")} request.js`,
    ...fetchCall("fetch", request, DENO),
  ]
    .join("\n");
}

/**
 * ky with every part written out: ky sends the body given, and is told not to retry or throw on
 * an error status so that the response shows.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { kySnippet } from "./fetch_snippets.ts";
 * import { snippetRequest } from "./snippet_request.ts";
 * const code = kySnippet(snippetRequest({ method: "get", url: "https://x.test/", headers: {} }));
 * assert.ok(code.includes('await ky("https://x.test/"'));
 * ```
 *
 * @param request The request as snippets write it.
 * @returns JavaScript for an ES module.
 */
export function kySnippet(request: SnippetRequest): string {
  const extra = ["  retry: 0,", "  throwHttpErrors: false,"];
  return [
    'import ky from "ky";',
    ...bodyImports(request, NODE),
    "",
    ...fetchCall("ky", request, NODE, extra),
  ].join("\n");
}

/** node-fetch's own `FormData` and `Blob`, which its multipart encoder reads. */
const NODE_FETCH: Runtime = {
  ...NODE,
  formImport: 'import { Blob, FormData } from "node-fetch";',
};

/**
 * node-fetch (version 3) with every part written out, a multipart body built with its own
 * `FormData` and `Blob`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { nodeFetchSnippet } from "./fetch_snippets.ts";
 * import { snippetRequest } from "./snippet_request.ts";
 * const options = { method: "get", url: "https://x.test/", headers: {} };
 * const code = nodeFetchSnippet(snippetRequest(options));
 * assert.ok(code.startsWith('import fetch from "node-fetch";'));
 * ```
 *
 * @param request The request as snippets write it.
 * @returns JavaScript for an ES module.
 */
export function nodeFetchSnippet(request: SnippetRequest): string {
  return [
    'import fetch from "node-fetch";',
    ...bodyImports(request, NODE_FETCH),
    "",
    ...fetchCall("fetch", request, NODE_FETCH),
  ].join("\n");
}
