/**
 * What a described route keeps that plain `endpoint()` reads its own way (docs/openapi.md, "How a
 * call is written"): a path's trailing `/`, a literal `/:name`, and header parameter names in any
 * case.
 *
 * @module
 */
import type { ParameterSerialization } from "./options.ts";
import type { RouteEntry } from "./table.ts";

/** Per route entry: its header parameters by lowercase name (read once per entry). */
const headerNames = new WeakMap<RouteEntry, Map<string, ParameterSerialization>>();

/**
 * The header parameter a name stands for, its case ignored (HTTP header names are
 * case-insensitive, RFC 9110 section 5.1); `undefined` when the route has none by that name.
 */
export function headerParameter(
  entry: RouteEntry | undefined,
  name: string,
): ParameterSerialization | undefined {
  if (entry?.parameters === undefined) return undefined;
  let byName = headerNames.get(entry);
  if (byName === undefined) {
    byName = new Map();
    for (const [declared, spec] of Object.entries(entry.parameters)) {
      if (spec.in === "header") byName.set(declared.toLowerCase(), spec);
    }
    headerNames.set(entry, byName);
  }
  return byName.size === 0 ? undefined : byName.get(name.toLowerCase());
}

/** Whether options give a value under `name` in any case. */
export function givenInAnyCase(options: Record<string, unknown>, name: string): boolean {
  const lower = name.toLowerCase();
  for (const key of Object.keys(options)) {
    if (key.toLowerCase() === lower && options[key] != null) return true;
  }
  return false;
}

/** Where a url template's path ends: at its first `?`, `#`, `{?`, `{&` or `{#`. */
function templatePathEnd(template: string): number {
  const match = /\?|#|\{[?&#]/.exec(template);
  return match === null ? template.length : match.index;
}

/** Whether a url template's path (`/`, the root, aside) ends with a `/`. */
export function endsWithSlash(template: string): boolean {
  const end = templatePathEnd(template);
  return end > 1 && template[end - 1] === "/";
}

/**
 * The built url with its path's trailing `/` back when the described path ends with one
 * (endpoint() removes it, as octokit does for routes typed by hand; a described path is the
 * server's own, and Django REST framework, among others, answers 404 without it).
 *
 * @param template The route's url template.
 * @param url The url `endpoint()` built from it.
 */
export function keepTrailingSlash(template: string, url: string): string {
  if (!endsWithSlash(template)) return url;
  const match = /[?#]/.exec(
    url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, (authority) => " ".repeat(authority.length)),
  );
  const pathEnd = match === null ? url.length : match.index;
  return url[pathEnd - 1] === "/" ? url : url.slice(0, pathEnd) + "/" + url.slice(pathEnd);
}

/** A `/:name` that `endpoint()` reads as a placeholder (GitHub's dialect). */
const COLON_PLACEHOLDER = /\/:(?=[A-Za-z0-9_])/g;

/**
 * A described url template with each literal `/:name` written `/%3Aname`, so that `endpoint()`
 * keeps it as text (only `{name}` is a placeholder in a description); `restoreColons()` turns the
 * built url back. A template that already holds `/%3A` is left as it is.
 */
export function escapeColons(template: string): string {
  return template.includes("/%3A") ? template : template.replace(COLON_PLACEHOLDER, "/%3A");
}

/**
 * The built url with the `/%3A` that `escapeColons()` wrote back to `/:`. Only literal text can
 * hold `/%3A`: every path style percent-encodes a value's `/`.
 *
 * @param template The url template before `escapeColons()`.
 * @param url The url built from the escaped template.
 */
export function restoreColons(template: string, url: string): string {
  if (template.includes("/%3A") || template.search(COLON_PLACEHOLDER) === -1) return url;
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  return path.replaceAll("/%3A", "/:") + (end === -1 ? "" : url.slice(end));
}
