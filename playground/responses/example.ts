/**
 * An example value built from a schema, for a response the description gives no example of.
 *
 * @module
 */

// deno-lint-ignore no-explicit-any
type Json = any;

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The value a type gets when the schema says nothing more. */
const BY_TYPE: Record<string, unknown> = {
  string: "string",
  number: 0,
  integer: 0,
  boolean: true,
  null: null,
};

/**
 * An example of a schema (references already resolved): the schema's own `example`, first
 * `examples` item, `const`, `default` or first `enum` value, else one built from its type, its
 * properties (every one listed), its items (one), `allOf` (the parts' objects merged) or the first
 * of `oneOf`/`anyOf`. A reference left in place gives `null`.
 *
 * @param schema The schema.
 * @returns The example.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { exampleOf } from "./example.ts";
 *
 * assert.deepEqual(
 *   exampleOf({ type: "object", properties: { id: { type: "integer" }, tags: { items: { enum: ["a"] } } } }),
 *   { id: 0, tags: ["a"] },
 * );
 * ```
 */
export function exampleOf(schema: unknown): unknown {
  if (!isObject(schema) || typeof schema.$ref === "string") return null;
  if ("example" in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) {
    return schema.examples[0];
  }
  if ("const" in schema) return schema.const;
  if ("default" in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    return schema.enum[0];
  }
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map(exampleOf);
    const { allOf: _, ...rest } = schema;
    const own = exampleOf(rest);
    return parts.every(isObject) &&
        (isObject(own) || Object.keys(rest).length === 0)
      ? Object.assign({}, ...parts, isObject(own) ? own : {})
      : parts[0];
  }
  const options = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(options) && options.length > 0) {
    return exampleOf(options[0]);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "array" || (type === undefined && "items" in schema)) {
    return "items" in schema ? [exampleOf(schema.items)] : [];
  }
  if (
    type === "object" || (type === undefined && isObject(schema.properties))
  ) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    return Object.fromEntries(
      Object.entries(properties).map(([k, v]) => [k, exampleOf(v)]),
    );
  }
  return typeof type === "string" && type in BY_TYPE ? BY_TYPE[type] : null;
}
