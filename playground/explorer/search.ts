/**
 * Searching the route index: `list issues` matches summaries, `/repos/{owner}` paths,
 * `post /gists` a method and a path, `issues/create` an operationId.
 *
 * @module
 */
import type { Operation } from "./route_index.ts";

/** An operation prepared for searching: its texts lower-cased once. */
export interface Searchable {
  /** The operation. */
  operation: Operation;
  /** The method, lower case. */
  method: string;
  /** The path, lower case. */
  path: string;
  /** The summary's words, lower case. */
  words: string[];
  /** The operationId, lower case. */
  operationId: string;
}

/** The methods a query may start with to keep only that method's operations. */
const METHODS = new Set([
  "get",
  "post",
  "put",
  "patch",
  "delete",
  "head",
  "options",
]);

/**
 * Prepares operations for {@linkcode searchOperations}.
 *
 * @param operations The index's operations.
 * @returns One searchable entry per operation, in the same order.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { searchable } from "./search.ts";
 *
 * const [entry] = searchable([{
 *   method: "GET", path: "/Gists", summary: "List gists", operationId: "gists/list",
 *   docs: "", parameters: [], body: [],
 * }]);
 * assert.deepEqual(entry.words, ["list", "gists"]);
 * assert.equal(entry.path, "/gists");
 * ```
 */
export function searchable(operations: readonly Operation[]): Searchable[] {
  return operations.map((operation) => {
    const words = operation.summary.toLowerCase().split(/[^a-z0-9_-]+/).filter(Boolean);
    return {
      operation,
      method: operation.method.toLowerCase(),
      path: operation.path.toLowerCase(),
      words,
      operationId: operation.operationId.toLowerCase(),
    };
  });
}

/** A query's parts: an optional method, path fragments and words. */
interface Query {
  method?: string;
  paths: string[];
  words: string[];
}

function parseQuery(text: string): Query {
  // `:owner` is the library's other spelling of `{owner}`.
  const tokens = text.toLowerCase().replace(/:([a-z_]\w*)/g, "{$1}").split(/\s+/)
    .filter(Boolean);
  const query: Query = { paths: [], words: [] };
  if (tokens.length > 1 && METHODS.has(tokens[0])) {
    query.method = tokens.shift();
  }
  for (const token of tokens) {
    (token.startsWith("/") ? query.paths : query.words).push(token);
  }
  return query;
}

/** How well a word matches: a whole summary word, a word's start, the operationId, the path. */
function wordScore(entry: Searchable, word: string): number {
  if (entry.words.includes(word)) return 4;
  if (entry.words.some((w) => w.startsWith(word))) return 3;
  if (entry.operationId.includes(word)) return 2;
  if (entry.path.includes(word) || entry.method === word) return 1;
  return 0;
}

/** The score of an entry for a query; 0 when it does not match. */
function score(entry: Searchable, query: Query): number {
  if (query.method && entry.method !== query.method) return 0;
  let total = 0;
  for (const path of query.paths) {
    if (entry.path === path) total += 8;
    else if (entry.path.startsWith(path)) total += 6;
    else if (entry.path.includes(path)) total += 3;
    else return 0;
  }
  for (const word of query.words) {
    const points = wordScore(entry, word);
    if (points === 0) return 0;
    total += points;
  }
  return total;
}

/**
 * The operations that match a query, best first: every word of the query must match the
 * summary, operationId, path or method, and every path fragment (a word starting with `/`) the
 * path; a first word that is a method keeps only that method. Ties go to the shorter summary
 * (the shorter path when the query has a path), so `list issues` ranks `List repository issues`
 * above `List issues assigned to the authenticated user`, and `/repos/{owner}` ranks
 * `/repos/{owner}/{repo}` above its sub-paths.
 *
 * @param entries The prepared operations.
 * @param text The query as typed.
 * @param limit The most operations to return.
 * @returns The best `limit` matches, and how many matched in all.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { searchable, searchOperations } from "./search.ts";
 *
 * const op = (method: string, path: string, summary: string, operationId: string) =>
 *   ({ method, path, summary, operationId, docs: "", parameters: [], body: [] });
 * const entries = searchable([
 *   op("GET", "/issues", "List issues assigned to the authenticated user", "issues/list"),
 *   op("GET", "/repos/{owner}/{repo}/issues", "List repository issues", "issues/list-for-repo"),
 *   op("POST", "/repos/{owner}/{repo}/issues", "Create an issue", "issues/create"),
 * ]);
 * const found = searchOperations(entries, "list issues", 10);
 * assert.deepEqual(found.operations.map((o) => o.path), ["/repos/{owner}/{repo}/issues", "/issues"]);
 * assert.equal(searchOperations(entries, "post /repos/:owner", 10).operations[0].summary, "Create an issue");
 * ```
 */
export function searchOperations(
  entries: readonly Searchable[],
  text: string,
  limit: number,
): { operations: Operation[]; total: number } {
  const query = parseQuery(text);
  if (query.paths.length === 0 && query.words.length === 0) {
    return { operations: [], total: 0 };
  }
  const matches: { entry: Searchable; score: number }[] = [];
  for (const entry of entries) {
    const points = score(entry, query);
    if (points > 0) matches.push({ entry, score: points });
  }
  const shorterSummary = (a: Searchable, b: Searchable) => a.words.length - b.words.length;
  const shorterPath = (a: Searchable, b: Searchable) => a.path.length - b.path.length;
  const [first, second] = query.paths.length > 0
    ? [shorterPath, shorterSummary]
    : [shorterSummary, shorterPath];
  matches.sort((a, b) => b.score - a.score || first(a.entry, b.entry) || second(a.entry, b.entry));
  return {
    operations: matches.slice(0, limit).map((m) => m.entry.operation),
    total: matches.length,
  };
}
