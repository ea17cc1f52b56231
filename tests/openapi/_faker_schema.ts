/**
 * A description's schemas as `json-schema-faker` reads them correctly. It takes any key it does
 * not know, in an object schema without `properties`, for a property to fill (an OpenAPI
 * `example` became a property named "example", `nullable: true` a property `nullable` with the
 * value `true`), and reads `exclusiveMinimum` as a number. So each schema keeps only JSON Schema's
 * keywords, a draft-04 boolean `exclusiveMinimum`/`exclusiveMaximum` becomes the number, an
 * `int32` gets its range, and a read-only property is left out (a request sends none).
 *
 * @module
 */
import type { Json } from "./_operations.ts";

/** The JSON Schema keywords kept; OpenAPI's own (`example`, `nullable`, `xml`, `x-…`) are not. */
const KEYWORDS = new Set(
  ("$ref type enum const minimum maximum exclusiveMinimum exclusiveMaximum multipleOf minLength " +
    "maxLength pattern format items prefixItems contains minItems maxItems uniqueItems properties " +
    "required additionalProperties patternProperties minProperties maxProperties propertyNames " +
    "allOf anyOf oneOf not if then else default description title writeOnly contentMediaType " +
    "contentEncoding").split(" "),
);
/** Keywords whose value is one schema. */
const ONE = [
  "items",
  "additionalProperties",
  "not",
  "if",
  "then",
  "else",
  "contains",
  "propertyNames",
];
/** Keywords whose value is a list of schemas. */
const LIST = ["allOf", "anyOf", "oneOf", "prefixItems"];
/** Keywords whose value maps names to schemas. */
const MAP = ["properties", "patternProperties"];

/**
 * A copy of a schema that `json-schema-faker` reads as OpenAPI means it.
 *
 * @param schema A Schema Object (or a boolean schema).
 * @returns The cleaned copy.
 */
export function fakerSchema(schema: unknown): unknown {
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) return schema;
  const given = schema as Json;
  const clean: Json = {};
  for (const [key, value] of Object.entries(given)) {
    if (!KEYWORDS.has(key)) continue;
    if (ONE.includes(key)) clean[key] = fakerSchema(value);
    else if (LIST.includes(key) && Array.isArray(value)) clean[key] = value.map(fakerSchema);
    else if (MAP.includes(key) && value !== null && typeof value === "object") {
      clean[key] = Object.fromEntries(
        Object.entries(value)
          .filter(([, property]) => (property as Json | null)?.readOnly !== true)
          .map(([name, property]) => [name, fakerSchema(property)]),
      );
    } else clean[key] = value;
  }
  for (
    const [exclusive, bound] of [["exclusiveMinimum", "minimum"], ["exclusiveMaximum", "maximum"]]
  ) {
    if (typeof clean[exclusive] !== "boolean") continue;
    if (clean[exclusive] && typeof clean[bound] === "number") {
      clean[exclusive] = clean[bound];
      delete clean[bound];
    } else delete clean[exclusive];
  }
  // an int32 stays in its range (the generator ignores the format; the validator checks it)
  if (clean.format === "int32") {
    clean.type = "integer"; // a `number` with this format, too
    clean.minimum ??= -(2 ** 31);
    clean.maximum ??= 2 ** 31 - 1;
  }
  const properties = clean.properties as Json | undefined;
  if (properties && Array.isArray(clean.required)) {
    clean.required = clean.required.filter((name: string) =>
      name in properties || !(name in (given.properties as Json ?? {}))
    );
  }
  return clean;
}

/**
 * The document's component schemas, cleaned, for the generator's `$ref` resolver.
 *
 * @param document The description.
 * @returns Each schema by its `#/components/schemas/…` reference.
 */
export function fakerComponents(document: Json): Map<string, unknown> {
  const schemas = ((document.components as Json | undefined)?.schemas ?? {}) as Json;
  return new Map(
    Object.entries(schemas).map(([name, schema]) => [
      `#/components/schemas/${name}`,
      fakerSchema(schema),
    ]),
  );
}
