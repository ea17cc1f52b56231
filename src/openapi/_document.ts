/**
 * Reading an OpenAPI document: own fields only (a polluted `Object.prototype` supplies nothing),
 * internal `$ref`s followed, and whether a schema can only hold a primitive, each schema visited
 * once per question. Private to `compileRoutes()`.
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

/** An object's own field `key`, `undefined` when it has none (never an inherited one). */
export function field(object: unknown, key: string): unknown {
  return isObject(object) && Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Why a document cannot be compiled. */
export function invalidDocument(reason: string): never {
  throw new EndpointError("INVALID_ROUTE", `Cannot compile the OpenAPI document: ${reason}`);
}

/** A `$ref` for a message: quoted, cut at 100 characters. */
function quoted(ref: string): string {
  return JSON.stringify(ref.length > 100 ? ref.slice(0, 100) + "…" : ref);
}

/** One JSON pointer token, unescaped (RFC 6901, inside a URI fragment). */
function token(ref: string, text: string): string {
  let key: string;
  try {
    key = decodeURIComponent(text);
  } catch {
    return invalidDocument(`${quoted(ref)} holds a malformed percent-escape`);
  }
  return key.replaceAll("~1", "/").replaceAll("~0", "~");
}

/** The value a JSON pointer (`#/components/schemas/Pet`) names in the document. */
function pointer(document: Json, ref: string): unknown {
  let value: unknown = document;
  for (const text of ref.slice(2).split("/")) {
    const key = token(ref, text);
    if (typeof value !== "object" || value === null) return undefined;
    value = Object.hasOwn(value, key) ? (value as Json)[key] : undefined;
  }
  return value;
}

/**
 * The object a value is or refers to, following `$ref`s inside the document; `undefined` when it
 * is not an object.
 *
 * @throws {EndpointError} `INVALID_ROUTE` for a `$ref` to another document, one that names
 * nothing or holds a malformed escape, or a cycle of `$ref`s.
 */
export function resolve(document: Json, value: unknown): Json | undefined {
  let seen: Set<string> | undefined;
  let ref = field(value, "$ref");
  while (typeof ref === "string") {
    if (!ref.startsWith("#/")) {
      invalidDocument(`${quoted(ref)} is not a reference inside the document`);
    }
    seen ??= new Set();
    if (seen.has(ref)) invalidDocument(`${quoted(ref)} refers to itself`);
    seen.add(ref);
    value = pointer(document, ref);
    if (value === undefined) invalidDocument(`${quoted(ref)} names nothing`);
    ref = field(value, "$ref");
  }
  return isObject(value) ? value : undefined;
}

const PRIMITIVE_TYPES = new Set(["string", "number", "integer", "boolean", "null"]);

function isPrimitiveValue(value: unknown): boolean {
  return value === null || typeof value !== "object";
}

/** How deep `allOf`, `oneOf` and `anyOf` may nest before a schema is rejected. */
export const MAX_SCHEMA_DEPTH = 128;

/**
 * Whether every value a schema allows is a primitive (string, number, boolean, null): such a
 * value is written the same way in every style. Unknown or open schemas are not, and neither is a
 * schema that reaches itself (it is not settled by its own answer). Each schema object is
 * answered once per document (`answers`), so the work is linear in the schemas.
 *
 * @throws {EndpointError} `INVALID_ROUTE` for schemas nested deeper than
 * {@linkcode MAX_SCHEMA_DEPTH}.
 */
export function isPrimitiveSchema(
  document: Json,
  given: unknown,
  answers: Map<Json, boolean>,
  depth = 0,
): boolean {
  const schema = resolve(document, given);
  if (schema === undefined) return false;
  const known = answers.get(schema);
  if (known !== undefined) return known;
  if (depth > MAX_SCHEMA_DEPTH) {
    invalidDocument(`a schema nests deeper than ${MAX_SCHEMA_DEPTH} levels of allOf, oneOf, anyOf`);
  }
  answers.set(schema, false); // while it is being answered: a schema that reaches itself is open
  const answer = answerOf(document, schema, answers, depth);
  answers.set(schema, answer);
  return answer;
}

function answerOf(document: Json, schema: Json, answers: Map<Json, boolean>, depth: number) {
  const primitive = (item: unknown) => isPrimitiveSchema(document, item, answers, depth + 1);
  for (const key of ["oneOf", "anyOf"]) {
    const list = field(schema, key);
    if (Array.isArray(list)) return list.every(primitive);
  }
  const allOf = field(schema, "allOf");
  if (Array.isArray(allOf)) return allOf.some(primitive);
  const type = field(schema, "type");
  if (typeof type === "string") return PRIMITIVE_TYPES.has(type);
  if (Array.isArray(type)) return type.every((name) => PRIMITIVE_TYPES.has(name));
  const values = field(schema, "enum");
  if (Array.isArray(values)) return values.every(isPrimitiveValue);
  return Object.hasOwn(schema, "const") && isPrimitiveValue(schema.const);
}
