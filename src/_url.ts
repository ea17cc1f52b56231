/**
 * Builds the request url: the route template expanded, the trailing `/` of the path removed,
 * joined to the base URL (SPEC section 4.2).
 */
import { EndpointError } from "./errors.ts";
import { quote } from "./_quote.ts";
import { BoundedCache } from "./_cache.ts";
import { type CompiledParts, scanTemplate } from "./_template_parse.ts";
import { expandExpression } from "./_template_expand.ts";

/** A compiled route url: GitHub's dialect (`/:name`, `-` in names). */
export interface RouteTemplate extends CompiledParts {
  /** The url as written. */
  readonly template: string;
}

const routeTemplates = new BoundedCache<RouteTemplate>(1000);

/**
 * Compiles a route url (cached).
 *
 * @throws {EndpointError} `INVALID_TEMPLATE` with `template` and `index`.
 */
export function compileRoute(url: string): RouteTemplate {
  const cached = routeTemplates.get(url);
  if (cached !== undefined) return cached;
  const compiled = scanTemplate(url, { hyphens: true, colons: true });
  return routeTemplates.set(url, Object.freeze({ ...compiled, template: url }));
}

const DOT_SEGMENTS = [".", "..", "%2e", ".%2e", "%2e.", "%2e%2e"];

function pathEnd(url: string, from: number): number {
  for (let i = from; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code === 63 || code === 35) return i;
  }
  return url.length;
}

/** Rejects a path segment that is `.` or `..` and that a value helped form. */
function checkDotSegments(url: string, ranges: number[], template: string): void {
  const end = pathEnd(url, 0);
  let start = 0;
  while (start <= end) {
    let stop = url.indexOf("/", start);
    if (stop === -1 || stop > end) stop = end;
    if (stop - start <= 6 && DOT_SEGMENTS.includes(url.slice(start, stop).toLowerCase())) {
      for (let i = 0; i < ranges.length; i += 2) {
        if (ranges[i] <= stop && start < ranges[i + 1]) {
          throw new EndpointError(
            "INVALID_PARAMETER",
            `Cannot expand ${quote(template)}: its values form the path segment ` +
              `${quote(url.slice(start, stop))} in ${
                quote(url)
              }, which URL parsing would resolve away`,
          );
        }
      }
    }
    start = stop + 1;
  }
}

/** Expands route parts, rejecting values that form `.` or `..` path segments. */
export function expandRoute(route: RouteTemplate, variables: Record<string, unknown>): string {
  let result = "";
  let ranges: number[] | undefined;
  for (const part of route.parts) {
    if (typeof part === "string") {
      result += part;
      continue;
    }
    const piece = expandExpression(part, variables);
    if (!part.operator.reserved && piece.includes(".")) {
      (ranges ??= []).push(result.length, result.length + piece.length);
    }
    result += piece;
  }
  if (ranges !== undefined) checkDotSegments(result, ranges, route.template);
  return result;
}

function startsWithIgnoreCase(text: string, prefix: string): boolean {
  return text.length >= prefix.length &&
    text.slice(0, prefix.length).toLowerCase() === prefix;
}

/** Whether an expanded url is absolute: `http://` or `https://`, any case. */
export function isAbsolute(url: string): boolean {
  return startsWithIgnoreCase(url, "http://") || startsWithIgnoreCase(url, "https://");
}

/** Removes one trailing `/` from the path that starts at `from`, unless the path is `/`. */
function trimPath(url: string, from: number): string {
  const end = pathEnd(url, from);
  if (end - from > 1 && url.charCodeAt(end - 1) === 47) {
    return url.slice(0, end - 1) + url.slice(end);
  }
  return url;
}

/**
 * Turns an expanded url into the final one: absolute urls checked and kept, relative ones
 * joined to `baseUrl` with one `/`.
 *
 * @throws {EndpointError} `INVALID_URL`, or `INVALID_BASE_URL` when a relative url has no base.
 */
export function finishUrl(expanded: string, baseUrl: string | undefined, template: string): string {
  if (isAbsolute(expanded)) {
    const authority = expanded.indexOf("//") + 2;
    let path = authority;
    while (path < expanded.length && !"/?#".includes(expanded[path])) path++;
    const url = expanded[path] === "/" ? trimPath(expanded, path) : expanded;
    if (!URL.canParse(url)) {
      throw new EndpointError(
        "INVALID_URL",
        `Cannot build a URL from ${quote(template)}: ${quote(url)} does not parse`,
      );
    }
    return url;
  }
  if (baseUrl === undefined) {
    throw new EndpointError(
      "INVALID_BASE_URL",
      `Cannot build a URL from ${quote(template)}: a relative url needs a baseUrl`,
    );
  }
  const relative = trimPath(expanded, 0);
  let start = 0;
  while (relative.charCodeAt(start) === 47) start++;
  return baseUrl + "/" + relative.slice(start);
}
