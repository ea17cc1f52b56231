/**
 * Which placeholders of a template have no value: the warning the page shows before a url
 * silently goes to a different endpoint.
 *
 * @module
 */
import { templatePieces } from "./url_parts.ts";

/**
 * Operators whose variables are optional, as the library's route types treat them
 * (`OptionalParameterNames`; a test holds the two together).
 */
const OPTIONAL_OPERATORS = new Set(["?", "&", "#", ";"]);

/**
 * Whether a value is undefined in RFC 6570's sense: `undefined`, `null`, `[]` or `{}`.
 *
 * @param value Any value.
 * @returns `true` when the variable would expand to nothing.
 */
export function isUndefinedValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value as object).length === 0;
  return false;
}

/**
 * The required placeholders of a template (`{name}`, `{+name}`, `{.name}`, `{/name}`, `/:name`;
 * the route types require the same ones) whose value is missing or undefined. `{?name}`,
 * `{&name}`, `{#name}` and `{;name}` are optional and never listed. The placeholders are the ones
 * the library reads (see {@linkcode templatePieces}); a template it rejects has none.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { missingValues } from "./missing_values.ts";
 * const names = missingValues("/repos/{owner}/{repo}{?state}", { owner: "a" });
 * assert.deepEqual(names, ["repo"]);
 * ```
 *
 * @param template The url template.
 * @param values The values, looked up as own properties.
 * @param route Whether it is a route's url, read as `endpoint()` reads it (`/:name` is a
 * placeholder, names may hold `-`), or a template read as `parseTemplate()` reads it.
 * @returns The names, each once, in template order.
 */
export function missingValues(
  template: string,
  values: Record<string, unknown>,
  route = true,
): string[] {
  const missing = new Set<string>();
  for (const { operator, variables } of templatePieces(template, route)) {
    if (operator === undefined || OPTIONAL_OPERATORS.has(operator)) continue;
    for (const { name } of variables) {
      const value = Object.hasOwn(values, name) ? values[name] : undefined;
      if (isUndefinedValue(value)) missing.add(name);
    }
  }
  return [...missing];
}
