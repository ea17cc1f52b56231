/**
 * Splitting a url and a url template into the pieces the page colours.
 *
 * @module
 */
import { parseTemplate } from "../../mod.ts";

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

/** One `name`, `name:3` or `name*` inside an expression. */
export interface VariableSpec {
  readonly name: string;
  /** Code points to keep, or 0 for no prefix. */
  readonly prefix: number;
  readonly explode: boolean;
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

/**
 * Cuts a url template into literal text and expressions, for highlighting, as the library reads
 * it: the library checks the template (`parseTemplate()`), and this reads the expressions of a
 * template it accepts. Never throws: a template the library rejects is one piece of literal text
 * here (the page shows the library's error).
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
  try {
    // A `/:name` placeholder is valid literal text too, so this checks a route as endpoint() does.
    parseTemplate(template, { hyphenatedNames: route });
  } catch {
    return template === "" ? [] : [{ text: template, variables: [] }];
  }
  const pieces: TemplatePiece[] = [];
  let at = 0; // where the literal text not yet in a piece starts
  let inPath = true; // `/:name` is a placeholder in the path only, not after a `?` or `#`
  const pathStart = route ? authorityEnd(template) : 0;
  for (let index = 0; index < template.length; index++) {
    const char = template[index];
    let piece: TemplatePiece | undefined;
    if (char === "{") {
      piece = expression(template.slice(index, template.indexOf("}", index) + 1));
      if (piece.operator === "?" || piece.operator === "&" || piece.operator === "#") {
        inPath = false;
      }
    } else if (char === "?" || char === "#") {
      inPath = false;
    } else if (
      char === ":" && route && inPath && index > pathStart && template[index - 1] === "/"
    ) {
      COLON_NAME.lastIndex = index + 1;
      const name = COLON_NAME.exec(template)?.[0];
      if (name) piece = { text: `:${name}`, operator: "", variables: [spec(name)] };
    }
    if (piece === undefined) continue;
    if (index > at) pieces.push({ text: template.slice(at, index), variables: [] });
    pieces.push(piece);
    at = index + piece.text.length;
    index = at - 1;
  }
  if (template.length > at) pieces.push({ text: template.slice(at), variables: [] });
  return pieces;
}

/** A `/:name` placeholder's name: a letter or `_`, then letters, digits and `_`. */
const COLON_NAME = /[A-Za-z_]\w*/y;

/** The expression `{…}` of a template the library accepts. */
function expression(text: string): TemplatePiece {
  const body = text.slice(1, -1);
  const operator = "+#./;?&".includes(body[0]) ? body[0] : "";
  return { text, operator, variables: body.slice(operator.length).split(",").map(spec) };
}

/** One variable of an expression: `name`, `name*` or `name:3`. */
function spec(written: string): VariableSpec {
  if (written.endsWith("*")) return { name: written.slice(0, -1), prefix: 0, explode: true };
  const colon = written.indexOf(":");
  if (colon === -1) return { name: written, prefix: 0, explode: false };
  return {
    name: written.slice(0, colon),
    prefix: Number(written.slice(colon + 1)),
    explode: false,
  };
}

/**
 * Where the authority of a url starting with `http://` or `https://` (any case) ends: its first
 * `/`, `?` or `#` after the `//`, or its length. 0 for any other template, all of it path.
 */
function authorityEnd(template: string): number {
  const scheme = /^https?:\/\//i.exec(template)?.[0];
  if (scheme === undefined) return 0;
  const end = template.slice(scheme.length).search(/[/?#]/);
  return end === -1 ? template.length : scheme.length + end;
}
