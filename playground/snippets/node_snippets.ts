/**
 * Snippets for Node's clients: `undici.request`, axios, got and `node:http`, each given the
 * method uppercase, every header, and the body as `toRequest()` sends it.
 *
 * @module
 */
import {
  bodyCode,
  bodyImports,
  headersCode,
  NODE,
  type Runtime,
  str,
  valueCode,
} from "./_javascript.ts";
import type { SnippetRequest } from "./snippet_request.ts";

/** The client's import, the body's, a blank line and (unless told not to) the body's setup. */
function opening(
  imports: string,
  request: SnippetRequest,
  setup = true,
  runtime: Runtime = NODE,
): string[] {
  const body = request.body === undefined || !setup ? undefined : bodyCode(request.body, runtime);
  return [imports, ...bodyImports(request, runtime), "", ...(body?.setup ?? [])];
}

/** undici encodes only a `FormData` of its own. */
const UNDICI: Runtime = { ...NODE, formImport: 'import { FormData } from "undici";' };

/** The `body` (or `data`) option, when there is a body. */
function bodyOption(request: SnippetRequest, key = "body"): string[] {
  if (request.body === undefined) return [];
  return [`  ${key}: ${bodyCode(request.body, NODE).expression},`];
}

/**
 * `undici.request`, which sends the method exactly as given (Node answers 400 to `get`): the
 * method uppercase, the body serialised (a `FormData`, undici's own, it encodes itself).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { undiciSnippet } from "./node_snippets.ts";
 * import { snippetRequest } from "./snippet_request.ts";
 * const code = undiciSnippet(snippetRequest({ method: "get", url: "https://x.test/", headers: {} }));
 * assert.ok(code.includes('method: "GET"'));
 * ```
 *
 * @param request The request as snippets write it.
 * @returns JavaScript for an ES module.
 */
export function undiciSnippet(request: SnippetRequest): string {
  return [
    ...opening('import { request } from "undici";', request, true, UNDICI),
    "// undici sends the method as given: it must be uppercase",
    `const response = await request(${valueCode(request.url, NODE)}, {`,
    `  method: ${str(request.method)},`,
    `  headers: ${headersCode(request.headers, "  ", NODE)},`,
    ...bodyOption(request),
    "});",
    "console.log(response.statusCode, await response.body.text());",
  ].join("\n");
}

/**
 * axios with the body as `data`, passed through as it is: axios' own transform would JSON-quote
 * a text that is not JSON under a JSON `content-type` (a `FormData` it encodes itself).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { axiosSnippet } from "./node_snippets.ts";
 * import { snippetRequest } from "./snippet_request.ts";
 * const options = { method: "post", url: "https://x.test/", headers: {}, body: "a" };
 * assert.ok(axiosSnippet(snippetRequest(options)).includes('data: "a"'));
 * ```
 *
 * @param request The request as snippets write it.
 * @returns JavaScript for an ES module.
 */
export function axiosSnippet(request: SnippetRequest): string {
  const text = request.body?.kind === "text";
  return [
    ...opening('import axios from "axios";', request),
    "const response = await axios.request({",
    `  method: ${str(request.method)},`,
    `  url: ${valueCode(request.url, NODE)},`,
    `  headers: ${headersCode(request.headers, "  ", NODE)},`,
    ...bodyOption(request, "data"),
    ...(text ? ["  transformRequest: [(data) => data], // send data as it is"] : []),
    '  responseType: "text",',
    "  validateStatus: () => true,",
    "});",
    "console.log(response.status, response.data);",
  ].join("\n");
}

/**
 * got with the body as `body`: text as it is, a `FormData` got encodes itself.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { gotSnippet } from "./node_snippets.ts";
 * import { snippetRequest } from "./snippet_request.ts";
 * const options = { method: "post", url: "https://x.test/", headers: {}, body: { a: 1 } };
 * assert.ok(gotSnippet(snippetRequest(options)).includes('body: "{\\"a\\":1}"'));
 * ```
 *
 * @param request The request as snippets write it.
 * @returns JavaScript for an ES module.
 */
export function gotSnippet(request: SnippetRequest): string {
  return [
    ...opening('import got from "got";', request),
    `const response = await got(${valueCode(request.url, NODE)}, {`,
    `  method: ${str(request.method)},`,
    `  headers: ${headersCode(request.headers, "  ", NODE)},`,
    ...bodyOption(request),
    "  retry: { limit: 0 },",
    "  throwHttpErrors: false,",
    "});",
    "console.log(response.statusCode, response.body);",
  ].join("\n");
}

/** The body as bytes for `node:http`, and the `content-type` of a multipart one. */
function nodeHttpBody(
  request: SnippetRequest,
): { lines: string[]; headers: string[] } {
  if (request.body === undefined) return { lines: [], headers: [] };
  const body = bodyCode(request.body, NODE);
  if (request.body.kind === "form-data") {
    return {
      lines: [
        ...body.setup,
        "// Response encodes the form, boundary and all",
        "const encoded = new Response(form);",
        "const body = Buffer.from(await encoded.arrayBuffer());",
      ],
      headers: [
        '"content-type": encoded.headers.get("content-type")',
        '"content-length": body.length',
      ],
    };
  }
  return {
    lines: [`const body = Buffer.from(${body.expression});`],
    headers: ['"content-length": body.length'],
  };
}

/**
 * `node:http` (or `node:https`): the body written as bytes with its `content-length` (a
 * multipart body encoded by `Response`, which gives its `content-type` with the boundary), the
 * response read as UTF-8.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { nodeHttpSnippet } from "./node_snippets.ts";
 * import { snippetRequest } from "./snippet_request.ts";
 * const options = { method: "put", url: "https://x.test/", headers: {}, body: "é" };
 * assert.ok(nodeHttpSnippet(snippetRequest(options)).includes('"content-length": body.length'));
 * ```
 *
 * @param request The request as snippets write it.
 * @returns JavaScript for an ES module.
 */
export function nodeHttpSnippet(request: SnippetRequest): string {
  const url = valueCode(request.url, NODE);
  const module = url.startsWith('"https:') ? "https" : "http";
  const body = nodeHttpBody(request);
  return [
    ...opening(`import ${module} from "node:${module}";`, request, false),
    ...body.lines,
    "const response = await new Promise((resolve, reject) => {",
    `  const request = ${module}.request(${url}, {`,
    `    method: ${str(request.method)},`,
    `    headers: ${headersCode(request.headers, "    ", NODE, body.headers)},`,
    "  }, resolve);",
    '  request.on("error", reject);',
    `  request.end(${request.body === undefined ? "" : "body"});`,
    "});",
    'response.setEncoding("utf8");',
    'let text = "";',
    "for await (const chunk of response) text += chunk;",
    "console.log(response.statusCode, text);",
  ].join("\n");
}
