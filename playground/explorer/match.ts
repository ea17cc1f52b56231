/**
 * Which GitHub operation a route names, so the explorer can show its parameters.
 *
 * @module
 */
import type { Operation } from "./route_index.ts";
import type { Searchable } from "./search.ts";

/**
 * The operation whose method and path the route has: the method in any case, `:name` read as
 * `{name}`, and query or fragment expressions (`{?state}`, `{&page}`, `{#f}`) ignored.
 *
 * @param entries The searchable operations.
 * @param route The **Route** text.
 * @returns The operation, or `undefined` when no operation has that method and path.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { operationFor } from "./match.ts";
 * import { searchable } from "./search.ts";
 *
 * const op = {
 *   method: "GET", path: "/repos/{owner}/{repo}/issues", summary: "List repository issues",
 *   operationId: "issues/list-for-repo", docs: "", parameters: [], body: [],
 * };
 * const entries = searchable([op]);
 * assert.equal(operationFor(entries, "get /repos/:owner/{repo}/issues{?state,page}"), op);
 * assert.equal(operationFor(entries, "POST /repos/{owner}/{repo}/issues"), undefined);
 * ```
 */
export function operationFor(entries: readonly Searchable[], route: string): Operation | undefined {
  const [method, url = ""] = route.trim().split(/\s+/, 2);
  const path = url.replace(/\{[?&#][^}]*\}/g, "").replace(/:([A-Za-z_]\w*)/g, "{$1}")
    .toLowerCase();
  const lower = method.toLowerCase();
  return entries.find((e) => e.method === lower && e.path === path)?.operation;
}
