/**
 * One operation's responses, read from a parsed description for the explorer: each status with
 * its description and media types, each media type's schema with its references resolved, and
 * an example (the description's own, else one built from the schema). Plain data, so the worker
 * that keeps the description (`responses_worker.ts`) can hand it to the page.
 *
 * References are followed inside the description only. A schema that refers back to one it is
 * inside of, and every schema past {@linkcode MAX_NODES} expanded in one answer or
 * {@linkcode MAX_DEPTH} deep, keeps its `$ref` (the tree shows its name, the check accepts any
 * value there): a description's schemas may refer to each other in ways that would otherwise
 * expand without end, or exponentially.
 *
 * @module
 */
import { exampleOf } from "./example.ts";

/** The most schema objects expanded for one operation's responses. */
export const MAX_NODES = 4000;

/** The deepest a schema is expanded. */
export const MAX_DEPTH = 12;

/** One media type of a response. */
export interface DescribedMedia {
  /** The media type, as the description names it: `application/json`, `image/*`. */
  type: string;
  /** Its schema, references resolved (or kept, past the bounds); absent when there is none. */
  schema?: unknown;
  /**
   * An example: the description's, else (for a JSON media type) one built from the schema; absent
   * without either.
   */
  example?: unknown;
  /** Whether {@linkcode example} was built from the schema rather than given. */
  built?: boolean;
}

/** One response of an operation. */
export interface DescribedResponse {
  /** Its status as the description writes it: `200`, `4XX` or `default`. */
  status: string;
  /** Its description. */
  description: string;
  /** Its media types, in the description's order; empty for a response without a body. */
  media: DescribedMedia[];
}

// deno-lint-ignore no-explicit-any
type Json = any;

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The value a local reference (`#/components/schemas/Pet`) points at, if any. */
function pointAt(document: Json, ref: string): Json {
  if (!ref.startsWith("#/")) return undefined;
  let at = document;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isObject(at) && !Array.isArray(at)) return undefined;
    if (!Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, Json>)[key];
  }
  return at;
}

/** Follows a chain of references (a response or example object's) to what it names. */
function follow(document: Json, node: Json): Json {
  for (
    let hops = 0;
    isObject(node) && typeof node.$ref === "string" && hops < MAX_DEPTH;
    hops++
  ) {
    node = pointAt(document, node.$ref);
  }
  return isObject(node) && typeof node.$ref !== "string" ? node : undefined;
}

/** Keys whose value is a schema, and those whose value is a list or a map of schemas. */
const ONE = [
  "items",
  "additionalProperties",
  "not",
  "contains",
  "propertyNames",
];
const LIST = ["allOf", "anyOf", "oneOf", "prefixItems"];
const MAP = ["properties", "patternProperties"];

/** Expands schemas against one description, within the bounds, for one answer. */
function expander(document: Json) {
  let budget = MAX_NODES;
  const expand = (schema: Json, inside: string[], depth: number): Json => {
    if (!isObject(schema)) return schema;
    const ref = schema.$ref;
    if (typeof ref === "string") {
      const target = pointAt(document, ref);
      // A cycle, a dangling reference or one past the bounds stays a reference.
      if (
        inside.includes(ref) || !isObject(target) || depth >= MAX_DEPTH ||
        budget <= 0
      ) {
        return { $ref: ref };
      }
      return expand(target, [...inside, ref], depth);
    }
    if (depth >= MAX_DEPTH || budget <= 0) return {};
    budget--;
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(schema)) {
      if (ONE.includes(key)) out[key] = expand(value, inside, depth + 1);
      else if (LIST.includes(key) && Array.isArray(value)) {
        out[key] = value.map((item) => expand(item, inside, depth + 1));
      } else if (MAP.includes(key) && isObject(value)) {
        out[key] = Object.fromEntries(
          Object.entries(value).map((
            [name, item],
          ) => [name, expand(item, inside, depth + 1)]),
        );
      } else out[key] = value;
    }
    return out;
  };
  return (schema: Json) => expand(schema, [], 0);
}

/** The description's own example of a media type: `example`, else the first of `examples`. */
function givenExample(document: Json, media: Json): { value?: unknown } {
  if ("example" in media) return { value: media.example };
  if (isObject(media.examples)) {
    for (const example of Object.values(media.examples)) {
      const object = follow(document, example);
      if (object && "value" in object) return { value: object.value };
    }
  }
  return {};
}

/**
 * The responses of the operation at `method` and `path`, as the description gives them (a parsed
 * object keeps numeric keys in order: `200` before `404`); empty when there is no such operation or it lists no responses. Nothing is thrown for a
 * part that is not where OpenAPI puts it: it is left out.
 *
 * @param document The parsed description.
 * @param method The method, any case.
 * @param path The path as the description writes it: `/bookings/{bookingId}`.
 * @returns The responses.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { describedResponses } from "./described_responses.ts";
 *
 * const [ok] = describedResponses({
 *   paths: { "/trips": { get: { responses: { "200": {
 *     description: "The trips",
 *     content: { "application/json": { schema: { $ref: "#/components/schemas/Trips" } } },
 *   } } } } },
 *   components: { schemas: { Trips: { type: "array", items: { type: "string" } } } },
 * }, "GET", "/trips");
 * assert.equal(ok.status, "200");
 * assert.deepEqual(ok.media[0].schema, { type: "array", items: { type: "string" } });
 * assert.deepEqual(ok.media[0].example, ["string"]);
 * ```
 */
export function describedResponses(
  document: unknown,
  method: string,
  path: string,
): DescribedResponse[] {
  const paths = isObject(document) && isObject(document.paths) ? document.paths : {};
  const item = Object.hasOwn(paths, path) ? follow(document, paths[path]) : undefined;
  const operation = item?.[method.toLowerCase()];
  if (!isObject(operation) || !isObject(operation.responses)) return [];
  const expand = expander(document);
  return Object.entries(operation.responses).flatMap(([status, raw]) => {
    const response = follow(document, raw);
    if (!response) return [];
    const content: Record<string, Json> = isObject(response.content) ? response.content : {};
    const media = Object.entries(content).filter(([, m]) => isObject(m)).map(
      ([type, m]) => {
        const described: DescribedMedia = { type };
        if (m.schema !== undefined) described.schema = expand(m.schema);
        const given = givenExample(document, m);
        if ("value" in given) described.example = given.value;
        else if (
          described.schema !== undefined && /json|^\*\/\*$/i.test(type)
        ) {
          described.example = exampleOf(described.schema);
          described.built = true;
        }
        return described;
      },
    );
    const description = typeof response.description === "string" ? response.description : "";
    return [{ status, description, media }];
  });
}
