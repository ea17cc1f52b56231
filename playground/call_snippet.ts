/**
 * The `endpoint()` call that the page's inputs stand for, as code to copy.
 *
 * @module
 */
import { jsLiteral } from "./request_text.ts";

/**
 * TypeScript code making the same call as the page: one `.defaults()` per layer, then the call.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { callSnippet } from "./call_snippet.ts";
 * const code = callSnippet("GET /user", {}, []);
 * assert.ok(code.endsWith('const options = endpoint("GET /user");'));
 * ```
 *
 * @param route The route text.
 * @param params The parsed parameters.
 * @param defaults The parsed defaults layers, in order.
 * @returns The code.
 */
export function callSnippet(
  route: string,
  params: Record<string, unknown>,
  defaults: Record<string, unknown>[],
): string {
  const lines = ['import { endpoint } from "@x/endpoint";', ""];
  let fn = "endpoint";
  if (defaults.length > 0) {
    lines.push("const api = endpoint");
    for (const layer of defaults) lines.push(`  .defaults(${jsLiteral(layer, "  ")})`);
    lines[lines.length - 1] += ";";
    fn = "api";
  }
  const args = [JSON.stringify(route.trim())];
  if (Object.keys(params).length > 0) args.push(jsLiteral(params));
  lines.push(`const options = ${fn}(${args.join(", ")});`);
  return lines.join("\n");
}
