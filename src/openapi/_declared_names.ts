/**
 * The names an operation declares that are also option names (`url`, `data`, `method`, …): in a
 * call through the route table, such a name is the parameter or body field, not the option
 * (docs/openapi.md, "Names the description declares"). Private to `compileRoutes()`.
 *
 * @module
 */
import { OPTION_KEYS } from "../_option_keys.ts";
import { field, isObject, type Json, resolve } from "./_document.ts";

/** Option names, and `data` (the body as a whole). */
export const OPTION_NAMES: ReadonlySet<string> = new Set([...OPTION_KEYS, "data"]);

/**
 * The option names among `parameters` and the top-level properties of the body schemas (through
 * `$ref`, `allOf`, `oneOf` and `anyOf`), each schema visited once.
 */
export function declaredOptionNames(
  document: Json,
  parameters: Iterable<string>,
  bodySchemas: unknown[],
): string[] {
  const names = new Set<string>();
  for (const name of parameters) if (OPTION_NAMES.has(name)) names.add(name);
  const seen = new Set<Json>();
  const pending = [...bodySchemas];
  while (pending.length > 0) {
    const schema = resolve(document, pending.pop());
    if (schema === undefined || seen.has(schema)) continue;
    seen.add(schema);
    const properties = field(schema, "properties");
    if (isObject(properties)) {
      for (const name of Object.keys(properties)) if (OPTION_NAMES.has(name)) names.add(name);
    }
    for (const key of ["allOf", "oneOf", "anyOf"]) {
      const list = field(schema, key);
      if (Array.isArray(list)) pending.push(...list);
    }
  }
  return [...names];
}
