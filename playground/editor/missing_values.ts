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

/**
 * What the page waits for before it can show a result: the parameters still `null` (the
 * placeholders picking an operation leaves for its required values), else the error.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { waitingFor } from "./missing_values.ts";
 * assert.equal(waitingFor('{ "To": null, "From": null }'), "give To and From a value");
 * assert.equal(waitingFor("{}", "Cannot expand"), "Cannot expand");
 * ```
 *
 * @param params The **Parameters** text.
 * @param error The error's message, when there is one.
 * @returns What is missing, or `undefined`.
 */
export function waitingFor(params: string, error?: string): string | undefined {
  let names: string[] = [];
  try {
    const value = JSON.parse(params);
    if (value && typeof value === "object" && !Array.isArray(value)) {
      names = Object.keys(value).filter((name) => value[name] === null);
    }
  } catch {
    // the editor's own error says what is wrong
  }
  if (names.length === 0) return error;
  const list = names.length === 1
    ? names[0]
    : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  return `give ${list} a value`;
}
