/**
 * Splitting a url and a url template into the pieces the page colours.
 *
 * @module
 */

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

/** A piece of a url template: literal text, or one `{…}` / `:name` expression. */
export interface TemplatePiece {
  /** The text as written. */
  text: string;
  /** The variable names of an expression (operator, `*` and `:N` removed); empty for literals. */
  names: string[];
}

/**
 * Cuts a url template into literal text and expressions, for highlighting. `:name` after a `/`
 * in the path counts as an expression, as in `endpoint()`. Never throws: an unclosed `{` is
 * literal text here (the library reports it).
 *
 * @param template The url template.
 * @returns The pieces in order; joined they give the template back.
 */
export function templatePieces(template: string): TemplatePiece[] {
  const pieces: TemplatePiece[] = [];
  let literal = "";
  let inPath = true;
  const flush = () => {
    if (literal !== "") pieces.push({ text: literal, names: [] });
    literal = "";
  };
  let i = 0;
  while (i < template.length) {
    const ch = template[i];
    if (ch === "{") {
      const end = template.indexOf("}", i);
      if (end === -1) break;
      flush();
      const body = template.slice(i + 1, end).replace(/^[+#./;?&]/, "");
      const names = body.split(",").map((n) => n.replace(/(\*|:\d*)$/, "")).filter(Boolean);
      pieces.push({ text: template.slice(i, end + 1), names });
      i = end + 1;
      continue;
    }
    if (ch === "?" || ch === "#") inPath = false;
    if (inPath && ch === ":" && template[i - 1] === "/") {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(template.slice(i + 1, i + 200));
      if (match) {
        flush();
        pieces.push({ text: ":" + match[0], names: [match[0]] });
        i += 1 + match[0].length;
        continue;
      }
    }
    literal += ch;
    i++;
  }
  literal += template.slice(i);
  flush();
  return pieces;
}
