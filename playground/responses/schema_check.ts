/**
 * A small JSON Schema check for the explorer's responses: it finds the first place where a
 * response body differs from the schema the description gives it. It reads `type` (one, or a
 * list as OpenAPI 3.1 allows, `integer` included), `nullable` (OpenAPI 3.0), `enum`, `const`,
 * `required`, `properties`, `additionalProperties` (`false` or a schema), `items`, `minItems`,
 * `maxItems`, `allOf`, `anyOf` and `oneOf`; a boolean schema. Every other keyword (`format`,
 * `pattern`, lengths and bounds, ...) is left unchecked, as is a `$ref` left in place (a schema
 * that refers back to itself, or one past the size the page expands).
 *
 * @module
 */

/** Where a value first differs from its schema. */
export interface Mismatch {
  /** The JSON pointer of the value (RFC 6901): `""` for the whole body, `/data/0/id` inside. */
  pointer: string;
  /** What the schema expects there, in words: `a string`, `the required property id`. */
  expected: string;
}

// deno-lint-ignore no-explicit-any
type Schema = any;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A key as a JSON pointer segment: `~` is `~0`, `/` is `~1`. */
const segment = (key: string | number) => String(key).replace(/~/g, "~0").replace(/\//g, "~1");

/** The JSON type of a value, with `integer` for whole numbers. */
function typesOf(value: unknown): string[] {
  if (value === null) return ["null"];
  if (Array.isArray(value)) return ["array"];
  if (typeof value === "number") {
    return Number.isInteger(value) ? ["integer", "number"] : ["number"];
  }
  return [typeof value];
}

const ARTICLE: Record<string, string> = {
  integer: "an integer",
  array: "an array",
};
const named = (type: string) =>
  type === "null" ? "null" : ARTICLE[type] ?? (type === "object" ? "an object" : `a ${type}`);

/** Equal as JSON values: objects by their keys and values, in any order. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => same(item, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && same(a[key], b[key]));
  }
  return false;
}

const listed = (values: unknown[]) => values.map((v) => JSON.stringify(v)).join(", ");

function typeMismatch(value: unknown, schema: Schema): string | undefined {
  if (schema.type === undefined) return undefined;
  const types: string[] = Array.isArray(schema.type) ? [...schema.type] : [schema.type];
  if (schema.nullable === true) types.push("null");
  const own = typesOf(value);
  if (types.some((type) => own.includes(type))) return undefined;
  return types.map(named).join(" or ");
}

function arrayMismatch(
  value: unknown[],
  schema: Schema,
  at: string,
): Mismatch | undefined {
  if (typeof schema.minItems === "number" && value.length < schema.minItems) {
    return {
      pointer: at,
      expected: `at least ${schema.minItems} item${plural(schema.minItems)}`,
    };
  }
  if (typeof schema.maxItems === "number" && value.length > schema.maxItems) {
    return {
      pointer: at,
      expected: `at most ${schema.maxItems} item${plural(schema.maxItems)}`,
    };
  }
  if (schema.items === undefined || Array.isArray(schema.items)) {
    return undefined;
  }
  for (const [i, item] of value.entries()) {
    const found = check(item, schema.items, `${at}/${i}`);
    if (found) return found;
  }
  return undefined;
}

const plural = (n: number) => n === 1 ? "" : "s";

function objectMismatch(
  value: Record<string, unknown>,
  schema: Schema,
  at: string,
): Mismatch | undefined {
  const properties = isObject(schema.properties) ? schema.properties : {};
  // In the body's own order, so the first mismatch is the first one a reader meets.
  for (const [key, item] of Object.entries(value)) {
    const where = `${at}/${segment(key)}`;
    if (Object.hasOwn(properties, key)) {
      const found = check(item, properties[key], where);
      if (found) return found;
    } else if (schema.additionalProperties === false) {
      return { pointer: where, expected: `no property ${key}` };
    } else if (isObject(schema.additionalProperties)) {
      const found = check(item, schema.additionalProperties, where);
      if (found) return found;
    }
  }
  const required: unknown[] = Array.isArray(schema.required) ? schema.required : [];
  const missing = required.find((key) => typeof key === "string" && !Object.hasOwn(value, key));
  return typeof missing === "string"
    ? {
      pointer: `${at}/${segment(missing)}`,
      expected: `the required property ${missing}`,
    }
    : undefined;
}

function combinedMismatch(
  value: unknown,
  schema: Schema,
  at: string,
): Mismatch | undefined {
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf) {
      const found = check(value, part, at);
      if (found) return found;
    }
  }
  if (
    Array.isArray(schema.anyOf) &&
    !schema.anyOf.some((o: Schema) => !check(value, o, at))
  ) {
    return {
      pointer: at,
      expected: `a match for one of ${schema.anyOf.length} schemas (anyOf)`,
    };
  }
  if (Array.isArray(schema.oneOf)) {
    const matches = schema.oneOf.filter((o: Schema) => !check(value, o, at)).length;
    if (matches !== 1) {
      return {
        pointer: at,
        expected:
          `a match for exactly one of ${schema.oneOf.length} schemas (oneOf); ${matches} match`,
      };
    }
  }
  return undefined;
}

function check(
  value: unknown,
  schema: Schema,
  at: string,
): Mismatch | undefined {
  if (schema === false) {
    return { pointer: at, expected: "nothing (false schema)" };
  }
  if (!isObject(schema) || typeof schema.$ref === "string") return undefined;
  const type = typeMismatch(value, schema);
  if (type) return { pointer: at, expected: type };
  // A null the type allows (`nullable`, or `"null"` in the list) needs nothing more.
  if (value === null && schema.type !== undefined) return undefined;
  if (
    Array.isArray(schema.enum) &&
    !schema.enum.some((v: unknown) => same(v, value))
  ) {
    return { pointer: at, expected: `one of ${listed(schema.enum)}` };
  }
  if ("const" in schema && !same(schema.const, value)) {
    return { pointer: at, expected: JSON.stringify(schema.const) };
  }
  const own = Array.isArray(value)
    ? arrayMismatch(value, schema, at)
    : isObject(value)
    ? objectMismatch(value, schema, at)
    : undefined;
  return own ?? combinedMismatch(value, schema, at);
}

/**
 * The first place where a JSON value differs from a schema, or `undefined` when it matches (as
 * far as the keywords read here go: see the module's documentation).
 *
 * @param value The parsed response body.
 * @param schema Its schema, references already resolved (a `$ref` left in place accepts anything).
 * @returns The first mismatch, depth first in the body's order; `undefined` when it matches.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { firstMismatch } from "./schema_check.ts";
 *
 * const schema = { type: "object", properties: { id: { type: "integer" } }, required: ["id"] };
 * assert.equal(firstMismatch({ id: 7 }, schema), undefined);
 * assert.deepEqual(firstMismatch({ id: "7" }, schema), { pointer: "/id", expected: "an integer" });
 * ```
 */
export function firstMismatch(
  value: unknown,
  schema: unknown,
): Mismatch | undefined {
  return check(value, schema, "");
}
