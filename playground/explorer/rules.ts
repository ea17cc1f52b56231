/**
 * What an API's description (GitHub's, or a loaded one) says about the parameters typed for one
 * of its operations: a
 * required one missing, an unknown one (with the nearest known name), a value outside an enum,
 * and where each one goes (url, query or body) and why.
 *
 * @module
 */
import { type TemplatePiece, templatePieces } from "../editor/url_parts.ts";
import type { Operation } from "./route_index.ts";

/**
 * The keys `endpoint()` reads as options, never as parameters (behaviour section 3), and
 * `__proto__`, which it always ignores.
 */
const NOT_PARAMETERS = new Set([
  "method",
  "baseUrl",
  "url",
  "headers",
  "mediaType",
  "request",
  "__proto__",
]);

/** The methods whose remaining parameters become the body (behaviour section 4.5). */
const BODY_METHODS = new Set(["PATCH", "POST", "PUT", "DELETE"]);

/** Where a parameter goes in the request the library builds. */
export type Destination = "url" | "query" | "body";

/** One finding, shown under the parameters. */
export interface Note {
  /** The parameter it is about. */
  name: string;
  /** What kind of finding it is. */
  kind: "missing" | "unknown" | "enum" | "place";
  /** The sentence shown, in plain text with names in backticks. */
  text: string;
}

/** The expression of the route's url template that names `name`, if any. */
function expressionNaming(route: string, name: string): TemplatePiece | undefined {
  const template = route.trim().split(/\s+/, 2)[1] ?? "";
  return templatePieces(template).find((p) => p.variables.some((v) => v.name === name));
}

/**
 * Where `endpoint()` puts a parameter of this route: a variable of the route's template goes
 * into the url (its query, for `{?name}` and `{&name}`); any other one into the body for PATCH,
 * POST, PUT and DELETE, else the query.
 *
 * @param route The **Route** text.
 * @param name The parameter.
 * @returns The destination and why, as a short phrase.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { destination } from "./rules.ts";
 *
 * assert.equal(destination("GET /repos/{owner}/{repo}/issues", "owner").to, "url");
 * assert.equal(destination("GET /repos/{owner}/{repo}/issues", "state").to, "query");
 * assert.equal(destination("POST /repos/{owner}/{repo}/issues", "title").to, "body");
 * assert.equal(destination("POST /x{?per_page}", "per_page").to, "query");
 * ```
 */
export function destination(route: string, name: string): { to: Destination; why: string } {
  const piece = expressionNaming(route, name);
  if (piece?.operator === "?" || piece?.operator === "&") {
    return { to: "query", why: "the route's query expression names it" };
  }
  if (piece) return { to: "url", why: "the route names it" };
  const upper = route.trim().split(/\s+/, 1)[0].toUpperCase();
  return BODY_METHODS.has(upper)
    ? { to: "body", why: `${upper} sends the other parameters as its body` }
    : { to: "query", why: `${upper} sends the other parameters as its query` };
}

/** The edit distance of two short names (Levenshtein), for suggesting the nearest name. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = row;
  }
  return previous[b.length];
}

/**
 * The known name nearest to `name`, when it is close enough to be a typo (at most a third of
 * its letters differ, and at least one).
 *
 * @param name The unknown name.
 * @param known The operation's names.
 * @returns The nearest name, or `undefined`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { nearestName } from "./rules.ts";
 *
 * assert.equal(nearestName("stat", ["state", "sort"]), "state");
 * assert.equal(nearestName("perpage", ["per_page", "page"]), "per_page");
 * assert.equal(nearestName("zebra", ["state"]), undefined);
 * ```
 */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.floor(name.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of known) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

const isMissing = (value: unknown) => value === undefined || value === null;

/**
 * The notes for the parameters typed for an operation.
 *
 * @param operation The operation the route names.
 * @param route The **Route** text.
 * @param params The parsed **Parameters** object.
 * @param api Who describes the operation, as the notes name it: `GitHub`, or a loaded API's title.
 * @param described Whether the call goes through a loaded description's route table, which puts
 * each parameter where the description says: then no note says where one is sent.
 * @returns The notes: missing, unknown, outside an enum, then (unless `described`) sent where the
 * API does not read it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { operationNotes } from "./rules.ts";
 *
 * const op = {
 *   method: "GET", path: "/repos/{owner}/{repo}/issues", summary: "", operationId: "", docs: "",
 *   parameters: [
 *     { name: "owner", in: "path" as const, type: "string", required: true },
 *     { name: "repo", in: "path" as const, type: "string", required: true },
 *     { name: "state", in: "query" as const, type: "string", required: false, enum: ["open", "closed"] },
 *   ],
 *   body: [],
 * };
 * const notes = operationNotes(op, "GET /repos/{owner}/{repo}/issues", { owner: "o", stat: "open" });
 * assert.deepEqual(notes.map((n) => n.kind), ["missing", "unknown"]);
 * assert.equal(notes[1].text, "`stat` is no parameter of this operation: did you mean `state`?");
 * ```
 */
export function operationNotes(
  operation: Operation,
  route: string,
  params: Record<string, unknown>,
  api = "GitHub",
  described = false,
): Note[] {
  const fields = [...operation.parameters, ...operation.body];
  const notes: Note[] = [];
  for (const field of fields) {
    if (field.required && isMissing(params[field.name])) {
      notes.push({ name: field.name, kind: "missing", text: `\`${field.name}\` is required` });
    }
  }
  const names = fields.map((f) => f.name);
  for (const name of Object.keys(params)) {
    if (NOT_PARAMETERS.has(name) || name === "data" || names.includes(name)) continue;
    if (expressionNaming(route, name)) continue;
    const nearest = nearestName(name, names);
    notes.push({
      name,
      kind: "unknown",
      text: `\`${name}\` is no parameter of this operation` +
        (nearest ? `: did you mean \`${nearest}\`?` : ""),
    });
  }
  for (const field of fields) {
    const value = params[field.name];
    if (!field.enum || isMissing(value)) continue;
    const values = Array.isArray(value) ? value : [value];
    const outside = values.filter((v) => !field.enum!.includes(String(v)));
    if (outside.length > 0) {
      notes.push({
        name: field.name,
        kind: "enum",
        text: `\`${field.name}\` is ${outside.map((v) => `\`${v}\``).join(", ")}; ` +
          `${api} takes one of ${field.enum.map((v) => `\`${v}\``).join(", ")}`,
      });
    }
  }
  // through a loaded description's route table, the library puts each parameter where it says
  for (const parameter of described ? [] : operation.parameters) {
    if (isMissing(params[parameter.name])) continue;
    const { to, why } = destination(route, parameter.name);
    const wanted = parameter.in === "path" ? "url" : parameter.in;
    if (to === wanted) continue;
    const fix = parameter.in === "query"
      ? `: add \`{?${parameter.name}}\` to the route`
      : parameter.in === "header"
      ? `: put it in \`headers\``
      : `: add \`{${parameter.name}}\` to the route`;
    notes.push({
      name: parameter.name,
      kind: "place",
      text: `\`${parameter.name}\` goes to the ${to} (${why}), but ${api} reads it from the ` +
        `${parameter.in === "path" ? "path" : parameter.in}${fix}`,
    });
  }
  return notes;
}
