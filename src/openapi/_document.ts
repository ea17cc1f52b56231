/**
 * Reading an OpenAPI document: internal `$ref`s followed, and whether a schema can only hold a
 * primitive. Private to `compileRoutes()`.
 *
 * @module
 */
import { EndpointError } from "../uri_template/errors.ts";

/** A JSON object of the document. */
export type Json = Record<string, unknown>;

/** Whether a value is a JSON object (not an array, not null). */
export function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Why a document cannot be compiled. */
export function invalidDocument(reason: string): never {
  throw new EndpointError("INVALID_ROUTE", `Cannot compile the OpenAPI document: ${reason}`);
}

/** The value a JSON pointer (`#/components/schemas/Pet`) names in the document. */
function pointer(document: Json, ref: string): unknown {
  let value: unknown = document;
  for (const token of ref.slice(2).split("/")) {
    const key = decodeURIComponent(token).replaceAll("~1", "/").replaceAll("~0", "~");
    if (!isObject(value) && !Array.isArray(value)) return undefined;
    value = Object.hasOwn(value, key) ? (value as Json)[key] : undefined;
  }
  return value;
}

/**
 * The object a value is or refers to, following `$ref`s inside the document; `undefined` when it
 * is not an object.
 *
 * @throws {EndpointError} `INVALID_ROUTE` for a `$ref` to another document, one that names
 * nothing, or a cycle of `$ref`s.
 */
export function resolve(document: Json, value: unknown): Json | undefined {
  const seen = new Set<string>();
  while (isObject(value) && typeof value.$ref === "string") {
    const ref = value.$ref;
    if (!ref.startsWith("#/")) {
      invalidDocument(`${JSON.stringify(ref)} is not a reference inside the document`);
    }
    if (seen.has(ref)) invalidDocument(`${JSON.stringify(ref)} refers to itself`);
    seen.add(ref);
    value = pointer(document, ref);
    if (value === undefined) invalidDocument(`${JSON.stringify(ref)} names nothing`);
  }
  return isObject(value) ? value : undefined;
}

const PRIMITIVE_TYPES = new Set(["string", "number", "integer", "boolean", "null"]);

function isPrimitiveValue(value: unknown): boolean {
  return value === null || typeof value !== "object";
}

/**
 * Whether every value a schema allows is a primitive (string, number, boolean, null): such a
 * value is written the same way in every style. Unknown or open schemas are not.
 */
export function isPrimitiveSchema(document: Json, given: unknown, depth = 0): boolean {
  const schema = resolve(document, given);
  if (schema === undefined || depth > 8) return false;
  for (const key of ["oneOf", "anyOf"]) {
    const list = schema[key];
    if (Array.isArray(list)) {
      return list.every((item) => isPrimitiveSchema(document, item, depth + 1));
    }
  }
  if (Array.isArray(schema.allOf)) {
    return schema.allOf.some((item) => isPrimitiveSchema(document, item, depth + 1));
  }
  const { type } = schema;
  if (typeof type === "string") return PRIMITIVE_TYPES.has(type);
  if (Array.isArray(type)) return type.every((name) => PRIMITIVE_TYPES.has(name));
  if (Array.isArray(schema.enum)) return schema.enum.every(isPrimitiveValue);
  return "const" in schema && isPrimitiveValue(schema.const);
}
