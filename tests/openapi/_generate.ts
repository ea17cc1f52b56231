/**
 * Calls generated from a description's schemas with `json-schema-faker`, reproducibly per operation:
 * the required parameters and some optional ones, and a body in the operation's first media type,
 * in the call shape `withRoutes()` reads (every parameter at the top level under its name, an
 * object body's fields beside them, whatever their names, any other body as `data`, a binary multipart field as a
 * `File`), with what the server must read back.
 *
 * A plain string (no format, pattern or enum) gets a few characters that URLs, forms, headers or
 * cookies must escape (`/`, `&`, `%`, `;`, a space, non-ASCII…), so that a value the request
 * builder re-encodes or cuts short does not come back as it was sent.
 *
 * @module
 */
import { generate, type JsonSchema } from "json-schema-faker";
import { fakerComponents, fakerSchema } from "./_faker_schema.ts";
import { type Json, type Operation, type Parameter, resolve } from "./_operations.ts";
import { prng } from "../../bench/_prng.ts";

/** Where the server reads a value back. */
export type Place = "params" | "query" | "headers" | "cookies" | "body" | "field" | "file";

/** One value the server must read back as it was generated. */
export interface Expected {
  place: Place;
  /** The parameter's or field's name (`""` for a whole body). */
  name: string;
  value: unknown;
}

/** A generated call. */
export interface Call {
  route: string;
  /** The call's options, as a user of `withRoutes()` writes them. */
  options: Record<string, unknown>;
  /** The body's media type, when there is a body. */
  mediaType?: string;
  expected: Expected[];
}

/**
 * Header parameters the OpenAPI specification says are ignored: `content-type` follows the body,
 * and the other two a call sets in `headers`, as a user would, always (the validator checks them
 * all the same, and the default `accept` is GitHub's).
 */
const OWN_HEADERS = new Set(["accept", "authorization"]);
/** Characters a plain string gets, per place (headers: visible ASCII; arrays: no delimiters). */
const TRICKY: Record<"anywhere" | "ascii" | "item" | "asciiItem" | "query q", string[]> = {
  anywhere: [" ", "/", "?", "&", "=", "#", "%", "+", ";", ",", "[", "]", ":", "@", "'", "é", "😀"],
  ascii: ["/", "?", "&", "=", "#", "%", "+", ";", ",", "[", "]", ":", "@", "'", "(", "*"],
  item: ["/", "?", "&", "=", "#", "%", "+", ";", "[", "]", ":", "@", "é"],
  asciiItem: ["/", "?", "&", "=", "#", "%", "+", ";", "[", "]", ":", "@", "'", "(", "*"],
  "query q": [" ", "/", "?", "&", "=", "#", "%", ";", ",", "[", "]", ":", "@", "'", "é", "😀"],
};

/** A stable 32-bit hash of a string (FNV-1a), to start each operation's values on their own. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Generates calls for the operations of one description. */
export class CallGenerator {
  readonly #document: Json;
  readonly #schemas: Map<string, unknown>;
  readonly #start: number;

  constructor(document: Json, start: number) {
    this.#document = document;
    this.#schemas = fakerComponents(document);
    this.#start = start;
  }

  async #value(
    schema: Json,
    start: number,
    alwaysFakeOptionals = false,
    minItems?: number,
  ): Promise<unknown> {
    return await generate(fakerSchema(schema) as JsonSchema, {
      refResolver: (ref) => {
        // a component schema, cleaned once; any other internal reference, cleaned here
        if (this.#schemas.has(ref)) return this.#schemas.get(ref) as JsonSchema;
        return fakerSchema(resolve(this.#document, { $ref: ref })) as JsonSchema;
      },
      seed: start, // json-schema-faker's option: the number that fixes its values
      optionalsProbability: 0.5,
      alwaysFakeOptionals,
      minItems,
      maxDefaultItems: 3,
      refDepthMax: 8, // refDepth: 2 cut nested references short with values of any type
    });
  }

  /** A plain string schema's value with characters that must be escaped, else the value. */
  #tricky(schema: Json, value: unknown, next: () => number, set: keyof typeof TRICKY): unknown {
    const plain = resolve(this.#document, schema);
    if (
      typeof value !== "string" || plain.type !== "string" || plain.format !== undefined ||
      plain.pattern !== undefined || plain.enum !== undefined || plain.const !== undefined
    ) {
      return value;
    }
    const chars = TRICKY[set];
    let extra = "";
    for (let i = 0; i < 3; i++) extra += chars[Math.floor(next() * chars.length)];
    const max = typeof plain.maxLength === "number" ? plain.maxLength : Infinity;
    const room = Math.max(0, max - value.length);
    return value + extra.slice(0, room);
  }

  #parameterValue(parameter: Parameter, value: unknown, next: () => number): unknown {
    const schema = resolve(this.#document, parameter.schema ?? {});
    const ascii = parameter.in === "header" || parameter.in === "cookie";
    // The query key `q` keeps a literal `+`, for GitHub's search (docs/behaviour.md section 4):
    // the server reads it as a space, so no `+` is generated there.
    if (parameter.in === "query" && parameter.name === "q") {
      return this.#tricky(schema, value, next, "query q");
    }
    if (Array.isArray(value) && schema.items) {
      const set = ascii ? "asciiItem" : "item";
      return value.map((item) => this.#tricky(schema.items as Json, item, next, set));
    }
    return this.#tricky(schema, value, next, ascii ? "ascii" : "anywhere");
  }

  /**
   * A call of one operation, its values fixed by the suite's start and the route.
   *
   * @param operation The operation.
   * @returns The call and what the server must read back.
   */
  async call(operation: Operation): Promise<Call> {
    const start = (this.#start ^ hash(operation.route)) >>> 0;
    const next = prng(start);
    const options: Record<string, unknown> = {};
    const expected: Expected[] = [];
    const places = { path: "params", query: "query", header: "headers", cookie: "cookies" };
    for (const [index, parameter] of operation.parameters.entries()) {
      const lower = parameter.name.toLowerCase();
      if (parameter.in === "header" && lower === "content-type") continue;
      const optional = !parameter.required && parameter.in !== "path";
      if (optional && !OWN_HEADERS.has(lower) && next() < 0.5) continue;
      if (!parameter.schema) continue; // a `content` parameter: none of the descriptions has one
      let generated = await this.#value(parameter.schema, start + index + 1);
      if (generated === null || generated === undefined) continue;
      // An empty array or object is no value at all in a URL, a header or a cookie: an optional
      // one is left out, a required one gets items.
      if (isEmpty(generated)) {
        if (optional) continue;
        generated = await this.#value(parameter.schema, start + index + 1, true, 1);
      }
      const value = this.#parameterValue(parameter, generated, next);
      if (parameter.in === "header" && OWN_HEADERS.has(lower)) {
        options.headers = { ...options.headers as object, [lower]: value };
      } else {
        options[parameter.name] = value;
      }
      const name = parameter.in === "header" ? lower : parameter.name;
      expected.push({ place: places[parameter.in] as Place, name, value });
    }
    const body = operation.requestBody;
    const [mediaType, media] = Object.entries(body?.content ?? {})[0] ?? [];
    if (!mediaType || !media?.schema) return { route: operation.route, options, expected };
    // A body with no fields is no body; the validator rejects an optional body left out.
    let value = await this.#value(media.schema, start);
    if (isEmpty(meaningful(value))) value = await this.#value(media.schema, start, true, 1);
    const type = mediaType.toLowerCase();
    const isObject = value !== null && typeof value === "object" && !Array.isArray(value);
    if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
      if (!isObject) return { route: operation.route, options, expected, mediaType };
      const schema = resolve(this.#document, media.schema);
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const required = (schema.required ?? []) as string[];
      const fields: Json = {};
      for (const [name, generated] of Object.entries(value as Json)) {
        const property = resolve(this.#document, properties[name] ?? {});
        // A field that may be anything (`{}`) is text in a form; the generator picks null or {}.
        const field = isUntyped(property) ? `any${Math.floor(next() * 1e6)}` : generated;
        // A form has no null and no empty array or object: such a field is a field left out.
        if ((field === null || isEmpty(field)) && !required.includes(name)) continue;
        if (type === "multipart/form-data" && isBinary(property)) {
          const bytes = new TextEncoder().encode(String(field));
          fields[name] = new File([bytes], `${name}.bin`, { type: "application/octet-stream" });
          expected.push({ place: "file", name, value: bytes });
          continue;
        }
        fields[name] = this.#tricky({ type: "string", ...property }, field, next, "anywhere");
        expected.push({ place: "field", name, value: fields[name] });
      }
      placeFields(options, fields, operation.parameters);
      return { route: operation.route, options, expected, mediaType };
    }
    if (isObject && /[/+]json$/.test(type.split(";")[0])) {
      placeFields(options, value as Json, operation.parameters);
    } else options.data = value;
    expected.push({ place: "body", name: "", value });
    return { route: operation.route, options, expected, mediaType };
  }
}

/**
 * Puts an object body's fields beside the parameters, or whole into `data` when it has none or a
 * field is named like a parameter the operation declares, whether the call gives it or not (as a
 * parameter it would be taken for that). A field named like an option (`url`, `data`…) goes
 * beside them too: the description declares it, so in a call through its table the name is that
 * field.
 */
function placeFields(
  options: Record<string, unknown>,
  fields: Json,
  parameters: Parameter[],
): void {
  const names = Object.keys(fields);
  const declared = (name: string) =>
    name in options ||
    parameters.some((p) =>
      p.name === name || (p.in === "header" && p.name.toLowerCase() === name.toLowerCase())
    );
  // No fields is no body: an empty object goes as `data`.
  if (names.length === 0 || names.some(declared)) options.data = fields;
  else Object.assign(options, fields);
}

/** Whether a schema allows any value: no type, reference, combination, enum or const. */
function isUntyped(schema: Json): boolean {
  return ["type", "$ref", "allOf", "anyOf", "oneOf", "enum", "const", "properties", "items"]
    .every((keyword) => schema[keyword] === undefined);
}

/** An object without its null, empty array and empty object fields; anything else as it is. */
function meaningful(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== null && !isEmpty(field)),
  );
}

/** Whether a value is an empty array or object. */
function isEmpty(value: unknown): boolean {
  return value !== null && typeof value === "object" && Object.keys(value).length === 0;
}

/** Whether a schema describes a file: `format: binary` (3.0) or a content media type (3.1). */
function isBinary(schema: Json): boolean {
  return schema.format === "binary" || typeof schema.contentMediaType === "string" ||
    schema.contentEncoding === "binary";
}
