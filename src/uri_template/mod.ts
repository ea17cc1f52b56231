/**
 * The RFC 6570 level 4 URI Template engine on its own: all operators, prefixes and explode.
 *
 * It passes the whole community conformance suite, rejects malformed templates with an
 * {@linkcode EndpointError} (`INVALID_TEMPLATE`, with the character `index`) and values that do
 * not fit (`INVALID_PARAMETER`). Compiled templates are cached in a bounded cache.
 *
 * @example Expand a template
 * ```ts
 * import { expandTemplate } from "@x/endpoint/uri-template";
 * import assert from "node:assert/strict";
 *
 * const url = expandTemplate("/search{?q,page}", { q: "uri templates", page: 2 });
 * assert.equal(url, "/search?q=uri%20templates&page=2");
 * ```
 *
 * @module
 */
// The engine is the library's bottom layer: this folder imports nothing from the rest of src/,
// and the request builder is built on it (`deno task check` fails otherwise).
import { EndpointError } from "./errors.ts";
import { quote, quoteMaskedUrl } from "./_quote.ts";
import { boundedCache, ROUTE_CACHE_LIMIT } from "./_cache.ts";
import { own } from "./_own.ts";
import { expandParts } from "./_expander.ts";
import { scanParts } from "./_scanner.ts";

/**
 * A value a template variable can take. `undefined`, `null`, `[]` and `{}` are undefined in
 * RFC 6570's sense: the variable expands to nothing. A `Date` expands to its ISO string.
 */
export type TemplateValue =
  | string
  | number
  | bigint
  | boolean
  | Date
  | null
  | undefined
  | readonly (string | number | bigint | boolean | Date | null | undefined)[]
  | { readonly [key: string]: string | number | bigint | boolean | Date | null | undefined };

/** The variables a template expands against: looked up as own properties only. */
export type TemplateVariables = { readonly [name: string]: unknown };

/** How strictly {@linkcode parseTemplate} reads a template. */
export interface TemplateOptions {
  /**
   * Allow `-` in variable names, as GitHub's routes do (`{enterprise-team}`). Strict RFC 6570
   * forbids it; `false` by default.
   */
  hyphenatedNames?: boolean;
}

/** A compiled template, ready to expand many times. */
export interface UriTemplate {
  /** The template as written. */
  readonly template: string;
  /** The names of the variables it uses, each once, in order of first use. */
  readonly variables: readonly string[];
  /**
   * Expands the template.
   *
   * @throws {EndpointError} `INVALID_PARAMETER` when a value has no form in its place.
   */
  expand(variables: TemplateVariables): string;
}

/** Compiled templates, keyed by dialect and template. */
const cache = /* @__PURE__ */ boundedCache<UriTemplate>(ROUTE_CACHE_LIMIT);

function invalid(value: unknown, use: string): never {
  throw new EndpointError("INVALID_PARAMETER", `Cannot use ${quote(value)} as ${use}`);
}

/**
 * Reads `hyphenatedNames` as an own property, so that a polluted `Object.prototype` cannot turn
 * the dialect on.
 *
 * @throws {EndpointError} `INVALID_PARAMETER` when `options` is not an object, or the option not
 * a boolean.
 */
function hyphenatedNames(options: unknown): boolean {
  if (options === undefined) return false;
  if (options === null || typeof options !== "object") invalid(options, "template options");
  const value = own(options, "hyphenatedNames");
  if (value !== undefined && typeof value !== "boolean") invalid(value, "hyphenatedNames");
  return value === true;
}

/** Compiles a template, checked, in one dialect. */
function compile(template: string, hyphens: boolean): UriTemplate {
  const { parts, variables } = scanParts(template, hyphens);
  return Object.freeze({
    template,
    variables: Object.freeze(variables),
    expand(values: TemplateVariables): string {
      if (values === null || typeof values !== "object") {
        invalid(values, `the variables of ${quoteMaskedUrl(template)}`);
      }
      return expandParts(parts, values as Record<string, unknown>);
    },
  });
}

/**
 * Compiles an RFC 6570 template once, for many expansions. Results are cached by dialect, from a
 * template's second use on (at most 16,384 templates and 2,000,000 characters of them; a longer
 * template is compiled each time), so calling it again with the same template is cheap.
 *
 * @param template The URI template.
 * @param options `hyphenatedNames: true` to accept `-` in variable names (read as an own
 * property).
 * @returns The compiled template: its `variables` and an `expand` function.
 * @throws {EndpointError} `INVALID_TEMPLATE` with `template` and `index` when it is malformed.
 *
 * @example Compile once, expand many times
 * ```ts
 * import { parseTemplate } from "@x/endpoint/uri-template";
 * import assert from "node:assert/strict";
 *
 * const issues = parseTemplate("/repos/{owner}/{repo}/issues{?state,labels}");
 * assert.deepEqual(issues.variables, ["owner", "repo", "state", "labels"]);
 * assert.equal(
 *   issues.expand({ owner: "denoland", repo: "deno", labels: ["bug", "cli"] }),
 *   "/repos/denoland/deno/issues?labels=bug,cli",
 * );
 * ```
 */
export function parseTemplate(template: string, options: TemplateOptions = {}): UriTemplate {
  if (typeof template !== "string") {
    const quoted = quote(template);
    throw new EndpointError("INVALID_TEMPLATE", `Cannot parse template ${quoted}: not a string`, {
      template: quoted,
      index: 0,
    });
  }
  const hyphens = hyphenatedNames(options);
  const key = (hyphens ? "-" : " ") + template;
  return cache.get(key) ?? cache.set(key, compile(template, hyphens));
}

/**
 * Expands an RFC 6570 template in one call (compiling it through the same cache).
 *
 * @param template The URI template.
 * @param variables The values, looked up as own properties.
 * @param options `hyphenatedNames: true` to accept `-` in variable names.
 * @returns The expanded URI reference.
 * @throws {EndpointError} `INVALID_TEMPLATE` or `INVALID_PARAMETER`.
 *
 * @example Every operator
 * ```ts
 * import { expandTemplate } from "@x/endpoint/uri-template";
 * import assert from "node:assert/strict";
 *
 * const variables = { path: "/foo/bar", list: ["red", "green"], keys: { a: "1", b: "2" } };
 * assert.equal(expandTemplate("{+path}/here", variables), "/foo/bar/here");
 * assert.equal(expandTemplate("{/list*}", variables), "/red/green");
 * assert.equal(expandTemplate("{?keys*}", variables), "?a=1&b=2");
 * assert.equal(expandTemplate("{#path}", variables), "#/foo/bar");
 * ```
 */
export function expandTemplate(
  template: string,
  variables: TemplateVariables,
  options: TemplateOptions = {},
): string {
  return parseTemplate(template, options).expand(variables);
}

export { EndpointError } from "./errors.ts";
