/**
 * What a route's url template decides for every call of the route, found once per route: the
 * template as `endpoint()` is given it, its variables, and what a built url gets back
 * (docs/openapi.md, "How a call is written").
 *
 * @module
 */
import { endsWithSlash, escapeColons } from "./_described_path.ts";

/** A url template read once: what every call of its route shares. */
export interface RouteUrl {
  /** The template `endpoint()` is given: a described path's literal `/:name` escaped. */
  readonly template: string;
  /** The variable names of its `{…}` expressions (and of `/:name` in a route not described). */
  readonly variables: ReadonlySet<string>;
  /** Whether a built url has its escaped `/:name` written back (`restoreColons()`). */
  readonly colons: boolean;
  /** Whether a built url gets its path's trailing `/` back (`keepTrailingSlash()`). */
  readonly trailingSlash: boolean;
}

/** The variable names of a url template: in `{…}` expressions and `/:name` placeholders. */
export function variablesOf(url: string): Set<string> {
  const names = new Set<string>();
  for (const [, expression] of url.matchAll(/\{([^{}]*)\}/g)) {
    for (const spec of expression.replace(/^[+#./;?&=,!@|]/, "").split(",")) {
      names.add(spec.replace(/(\*|:\d*)$/, ""));
    }
  }
  for (const [, name] of url.matchAll(/\/:([A-Za-z_][A-Za-z0-9_]*)/g)) names.add(name);
  return names;
}

/** The url of a route the table describes: its path is the server's own, `/:name` is text. */
export function describedUrl(url: string): RouteUrl {
  const template = escapeColons(url);
  return {
    template,
    variables: variablesOf(template),
    colons: template !== url,
    trailingSlash: endsWithSlash(template),
  };
}

/** The url of a route the table does not describe: `endpoint()` reads it its own way. */
export function plainUrl(url: string): RouteUrl {
  return { template: url, variables: variablesOf(url), colons: false, trailingSlash: false };
}

/** `url` with query pieces appended, before its fragment (after a query it has). */
export function withQuery(url: string, pieces: readonly string[]): string {
  const hash = url.indexOf("#");
  const end = hash === -1 ? url.length : hash;
  const head = url.slice(0, end);
  return head + (head.includes("?") ? "&" : "?") + pieces.join("&") + url.slice(end);
}
