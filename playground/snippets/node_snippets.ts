/**
 * Snippets for Node's clients: `undici.request`, axios, got and `node:http`, each given the
 * method uppercase and the body as the text `toRequest()` sends.
 *
 * @module
 */
import { jsLiteral, type RequestLike } from "../request_text.ts";
import { headersLiteral, str, wire } from "./_wire.ts";

/**
 * `undici.request`, which sends the method exactly as given (Node answers 400 to `get`): the
 * method uppercase, the body serialised.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { undiciSnippet } from "./node_snippets.ts";
 * const code = undiciSnippet({ method: "get", url: "https://x.test/", headers: {} });
 * assert.ok(code.includes('method: "GET"'));
 * ```
 *
 * @param request The request options (`endpoint()`'s result).
 * @returns JavaScript for an ES module.
 */
export function undiciSnippet(request: RequestLike): string {
  const parts = wire(request);
  return [
    'import { request } from "undici";',
    "",
    "// undici sends the method as given: it must be uppercase",
    `const response = await request(${str(parts.url)}, {`,
    `  method: ${str(parts.method)},`,
    `  headers: ${headersLiteral(parts.headers, "  ")},`,
    ...(parts.body === undefined ? [] : [`  body: ${str(parts.body)},`]),
    "});",
    "console.log(response.statusCode, await response.body.text());",
  ].join("\n");
}

/**
 * axios with the body text as `data`, passed through as it is: axios' own transform would
 * JSON-quote a text that is not JSON under a JSON `content-type`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { axiosSnippet } from "./node_snippets.ts";
 * const code = axiosSnippet({ method: "post", url: "https://x.test/", headers: {}, body: "a" });
 * assert.ok(code.includes('data: "a"'));
 * ```
 *
 * @param request The request options (`endpoint()`'s result).
 * @returns JavaScript for an ES module.
 */
export function axiosSnippet(request: RequestLike): string {
  const parts = wire(request);
  const data = parts.body === undefined ? [] : [
    `  data: ${str(parts.body)},`,
    "  transformRequest: [(data) => data], // send data as it is",
  ];
  return [
    'import axios from "axios";',
    "",
    "const response = await axios.request({",
    `  method: ${str(parts.method)},`,
    `  url: ${str(parts.url)},`,
    `  headers: ${headersLiteral(parts.headers, "  ")},`,
    ...data,
    '  responseType: "text",',
    "  validateStatus: () => true,",
    "});",
    "console.log(response.status, response.data);",
  ].join("\n");
}

/**
 * got: an object or array body as `json` (got serialises it with `JSON.stringify`, as
 * `toRequest()` does), any other body as the text in `body`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { gotSnippet } from "./node_snippets.ts";
 * const code = gotSnippet({ method: "post", url: "https://x.test/", headers: {}, body: { a: 1 } });
 * assert.ok(code.includes("json: {"));
 * ```
 *
 * @param request The request options (`endpoint()`'s result).
 * @returns JavaScript for an ES module.
 */
export function gotSnippet(request: RequestLike): string {
  const parts = wire(request);
  const json = typeof request.body === "object" && request.body !== null;
  const body = parts.body === undefined
    ? []
    : json
    ? [`  json: ${jsLiteral(request.body, "  ")},`]
    : [`  body: ${str(parts.body)},`];
  return [
    'import got from "got";',
    "",
    `const response = await got(${str(parts.url)}, {`,
    `  method: ${str(parts.method)},`,
    `  headers: ${headersLiteral(parts.headers, "  ")},`,
    ...body,
    "  retry: { limit: 0 },",
    "  throwHttpErrors: false,",
    "});",
    "console.log(response.statusCode, response.body);",
  ].join("\n");
}

/**
 * `node:http` (or `node:https`): the body written with its `content-length` in bytes, the
 * response read as UTF-8.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { nodeHttpSnippet } from "./node_snippets.ts";
 * const code = nodeHttpSnippet({ method: "put", url: "https://x.test/", headers: {}, body: "é" });
 * assert.ok(code.includes('"content-length": "2"'));
 * ```
 *
 * @param request The request options (`endpoint()`'s result).
 * @returns JavaScript for an ES module.
 */
export function nodeHttpSnippet(request: RequestLike): string {
  const parts = wire(request);
  const module = parts.url.startsWith("https:") ? "https" : "http";
  const headers = parts.body === undefined ? parts.headers : {
    ...parts.headers,
    "content-length": String(new TextEncoder().encode(parts.body).length),
  };
  return [
    `import ${module} from "node:${module}";`,
    "",
    "const response = await new Promise((resolve, reject) => {",
    `  const request = ${module}.request(${str(parts.url)}, {`,
    `    method: ${str(parts.method)},`,
    `    headers: ${headersLiteral(headers, "    ")},`,
    "  }, resolve);",
    '  request.on("error", reject);',
    `  request.end(${parts.body === undefined ? "" : str(parts.body)});`,
    "});",
    'response.setEncoding("utf8");',
    'let text = "";',
    "for await (const chunk of response) text += chunk;",
    "console.log(response.statusCode, text);",
  ].join("\n");
}
