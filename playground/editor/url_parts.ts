/**
 * Splitting a url and a url template into the pieces the page colours.
 *
 * @module
 */
import {
  type CompiledParts,
  type Operator,
  type ScanOptions,
  scanTemplate,
  type VariableSpec,
} from "../../src/uri_template/_scanner.ts";

/** A url in four pieces; joined in order they give the url back. */
export interface UrlParts {
  /** Scheme, host and the `baseUrl` path, e.g. `https://api.github.com`. */
  base: string;
  /** The path after the base, e.g. `/repos/octocat/hello-world/issues`. */
  path: string;
  /** The query with its `?`, or `""`. */
  query: string;
  /** The fragment with its `#`, or `""`. */
  fragment: string;
}

/**
 * Splits a url into base, path, query and fragment. The base is `baseUrl` when the url starts with
 * it (at a path boundary), else the url's scheme and authority.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { splitUrl } from "./url_parts.ts";
 * const parts = splitUrl("https://api.github.com/repos/a/b?x=1", "https://api.github.com");
 * assert.deepEqual(parts, {
 *   base: "https://api.github.com",
 *   path: "/repos/a/b",
 *   query: "?x=1",
 *   fragment: "",
 * });
 * ```
 *
 * @param url The full url.
 * @param baseUrl The base url used, if known.
 * @returns The pieces.
 */
export function splitUrl(url: string, baseUrl?: string): UrlParts {
  let rest = url;
  let fragment = "";
  const hash = rest.indexOf("#");
  if (hash !== -1) [rest, fragment] = [rest.slice(0, hash), rest.slice(hash)];
  let query = "";
  const mark = rest.indexOf("?");
  if (mark !== -1) [rest, query] = [rest.slice(0, mark), rest.slice(mark)];
  let baseLength: number;
  if (baseUrl && rest.startsWith(baseUrl) && "/".includes(rest.charAt(baseUrl.length))) {
    baseLength = baseUrl.length;
  } else {
    const scheme = rest.indexOf("://");
    const slash = scheme === -1 ? -1 : rest.indexOf("/", scheme + 3);
    baseLength = scheme === -1 ? 0 : slash === -1 ? rest.length : slash;
  }
  return { base: rest.slice(0, baseLength), path: rest.slice(baseLength), query, fragment };
}

/**
 * The `name=value` pairs of a query, percent-decoded (a malformed escape is kept as written).
 *
 * @param query A query with or without its leading `?`.
 * @returns The pairs in order; a key without `=` has the value `""`.
 */
export function queryPairs(query: string): [string, string][] {
  const text = query.startsWith("?") ? query.slice(1) : query;
  if (text === "") return [];
  return text.split("&").map((pair) => {
    const eq = pair.indexOf("=");
    return eq === -1 ? [decode(pair), ""] : [decode(pair.slice(0, eq)), decode(pair.slice(eq + 1))];
  });
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A piece of a url template: literal text, or one expression as the library reads it. */
export interface TemplatePiece {
  /** The text as written. */
  text: string;
  /**
   * An expression's operator: `""` for none (and for `/:name`), else `+`, `#`, `.`, `/`, `;`,
   * `?` or `&`. Absent for literal text.
   */
  operator?: string;
  /** An expression's variables: name, prefix (0 for none) and explode. Empty for literal text. */
  variables: readonly VariableSpec[];
}

/** How `endpoint()` reads a route's url: `/:name` placeholders and `-` in names. */
const ROUTE_DIALECT: ScanOptions = { colons: true, hyphens: true };
/** How `parseTemplate()` reads a template by default: strict RFC 6570. */
const RFC_6570: ScanOptions = {};

/**
 * Cuts a url template into literal text and expressions with the library's own scanner, for
 * highlighting. Never throws: a template the library rejects is one piece of literal text here
 * (the page shows the library's error).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { templatePieces } from "./url_parts.ts";
 * const pieces = templatePieces("/repos/:owner{?labels*}");
 * assert.deepEqual(pieces.map((piece) => [piece.text, piece.operator]), [
 *   ["/repos/", undefined],
 *   [":owner", ""],
 *   ["{?labels*}", "?"],
 * ]);
 * assert.deepEqual(pieces[2].variables, [{ name: "labels", prefix: 0, explode: true }]);
 * ```
 *
 * @param template The url template.
 * @param route Whether it is a route's url, read as `endpoint()` reads it (`/:name` is a
 * placeholder, names may hold `-`), or a template read as `parseTemplate()` reads it.
 * @returns The pieces in order; joined they give the template back.
 */
export function templatePieces(template: string, route = true): TemplatePiece[] {
  let parts: CompiledParts["parts"];
  try {
    parts = scanTemplate(template, route ? ROUTE_DIALECT : RFC_6570).parts;
  } catch {
    parts = [];
  }
  const pieces: TemplatePiece[] = [];
  let at = 0; // where the literal text not yet in a piece starts
  const literal = (end: number) => {
    if (end > at) pieces.push({ text: template.slice(at, end), variables: [] });
  };
  for (const part of parts) {
    if (typeof part === "string") continue; // literal text, encoded: the template has it as written
    literal(part.start);
    const text = template.slice(part.start, part.end);
    pieces.push({ text, operator: operatorOf(part.operator), variables: part.variables });
    at = part.end;
  }
  literal(template.length);
  return pieces;
}

/**
 * The character of an operator. The scanner keeps how an operator expands rather than its
 * character: what its expansion starts with, and whether it keeps reserved characters; `+` is
 * the one operator that starts with nothing and keeps them.
 */
function operatorOf(operator: Operator): string {
  return operator.first || (operator.reserved ? "+" : "");
}
