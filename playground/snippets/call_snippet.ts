/**
 * The code the page's inputs stand for: the `endpoint()` call, sending it with
 * `fetch(toRequest(options))`, and the template engine's calls.
 *
 * @module
 */
import { jsLiteral } from "./request_text.ts";

/**
 * TypeScript code making the same call as the page: one `.defaults()` per layer, then the call,
 * then `fetch(toRequest(options))`, which sends what the result shows (method uppercase, JSON
 * body stringified).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { callSnippet } from "./call_snippet.ts";
 * const code = callSnippet("GET /user", {}, []);
 * assert.ok(code.includes('const options = endpoint("GET /user");'));
 * assert.ok(code.endsWith("const response = await fetch(toRequest(options));"));
 * ```
 *
 * @example Through a loaded OpenAPI description
 * ```ts
 * import assert from "node:assert/strict";
 * import { callSnippet } from "./call_snippet.ts";
 * const code = callSnippet("GET /orders", {}, [], true);
 * assert.ok(code.includes("const described = withRoutes(endpoint, compileRoutes(description));"));
 * assert.ok(code.includes('const options = described("GET /orders");'));
 * ```
 *
 * @param route The route text.
 * @param params The parsed parameters.
 * @param defaults The parsed defaults layers, in order.
 * @param described Whether the calls go through a loaded description's routes.
 * @returns The code.
 */
export function callSnippet(
  route: string,
  params: Record<string, unknown>,
  defaults: Record<string, unknown>[],
  described = false,
): string {
  const lines = ['import { endpoint, toRequest } from "@x/endpoint";', ""];
  let fn = "endpoint";
  if (described) {
    lines.splice(1, 0, 'import { compileRoutes, withRoutes } from "@x/endpoint/openapi";');
    lines.push("// description: the OpenAPI document loaded in the playground");
    lines.push("const described = withRoutes(endpoint, compileRoutes(description));");
    fn = "described";
  }
  if (defaults.length > 0) {
    lines.push(`const api = ${fn}`);
    for (const layer of defaults) lines.push(`  .defaults(${jsLiteral(layer, "  ")})`);
    lines[lines.length - 1] += ";";
    fn = "api";
  }
  const args = [JSON.stringify(route.trim())];
  if (Object.keys(params).length > 0) args.push(jsLiteral(params));
  lines.push(`const options = ${fn}(${args.join(", ")});`);
  lines.push("const response = await fetch(toRequest(options));");
  return lines.join("\n");
}

/**
 * TypeScript code compiling a template once with `parseTemplate` and expanding it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { templateSnippet } from "./call_snippet.ts";
 * const code = templateSnippet("/x{?q}", { q: 1 });
 * assert.ok(code.includes('parseTemplate("/x{?q}")'));
 * ```
 *
 * @param template The template text.
 * @param variables The parsed variables.
 * @returns The code.
 */
export function templateSnippet(template: string, variables: Record<string, unknown>): string {
  return [
    'import { parseTemplate } from "@x/endpoint/uri-template";',
    "",
    `const template = parseTemplate(${JSON.stringify(template)});`,
    `const uri = template.expand(${jsLiteral(variables)});`,
  ].join("\n");
}
