/**
 * The compact route index of an OpenAPI 3 description (the shape `route_index.ts` reads): what
 * the explorer shows of each operation. `deno task github-index` writes GitHub's with it, and the
 * page builds one in the browser when a person loads their own description.
 *
 * Only what the explorer shows is kept: method, path, summary (else the description's first
 * sentence), operationId, the docs link, first tag and deprecated flag, each parameter's place,
 * type, required flag, enum, first sentence and (for an object) its properties, and each body
 * field's name, type, required flag and enum. Each distinct parameter is stored once.
 *
 * @module
 */
import type {
  ParameterPlace,
  StoredBodyField,
  StoredOperation,
  StoredParameter,
  StoredRouteIndex,
} from "./route_index.ts";

/** What every docs link of GitHub's description starts with. */
const DOCS_PREFIX = "https://docs.github.com/";

/** The longest description kept, in characters. */
const MAX_DESCRIPTION = 120;

const METHODS = [
  "get",
  "put",
  "post",
  "delete",
  "options",
  "head",
  "patch",
  "trace",
];

/** The places the explorer shows; cookies are left out. */
const PLACES = ["path", "query", "header"];

/**
 * Header parameters OpenAPI says "SHALL be ignored" (the Parameter Object): the library sets them
 * itself (its `accept`, the body's `content-type`, credentials), so the explorer asks for none.
 */
const IGNORED_HEADER = /^(?:accept|content-type|authorization)$/i;

/** Whether the explorer shows a parameter: its place is one it shows, and it is not ignored. */
const shown = (p: Json): boolean =>
  typeof p?.name === "string" && PLACES.includes(p.in) &&
  !(p.in === "header" && IGNORED_HEADER.test(p.name));

/** How deep references and nested schemas are followed. */
const MAX_DEPTH = 32;

/** The most body fields kept per operation (GitHub's most is 30). */
const MAX_FIELDS = 200;

/** The longest type kept, in characters (unions of unions would otherwise double per level). */
const MAX_TYPE = 80;

/** A type cut to {@linkcode MAX_TYPE} characters. */
const cut = (type: string): string =>
  type.length > MAX_TYPE ? type.slice(0, MAX_TYPE - 1) + "…" : type;

// deno-lint-ignore no-explicit-any
type Json = any;

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown): string => typeof value === "string" ? value : "";

/**
 * The first sentence of a Markdown description, as plain text: links become their text,
 * emphasis and code marks go, and it is cut at {@linkcode MAX_DESCRIPTION} characters.
 *
 * @param markdown The description.
 * @returns The sentence; empty when there is none.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { firstSentence } from "./compact_index.ts";
 *
 * assert.equal(
 *   firstSentence("The [account owner](https://x.test). It is **not** case sensitive."),
 *   "The account owner.",
 * );
 * ```
 */
export function firstSentence(markdown: string): string {
  const plain = withoutLinks(markdown).replace(/[*`]|\b_|_\b/g, "").replace(/\s+/g, " ").trim();
  const end = plain.search(/[.!?](\s|$)/);
  const sentence = end === -1 ? plain : plain.slice(0, end + 1);
  return sentence.length > MAX_DESCRIPTION
    ? sentence.slice(0, MAX_DESCRIPTION - 1).trimEnd() + "…"
    : sentence;
}

/**
 * Markdown links `[text](url)` replaced by their text, in one pass: a link's text runs to the
 * first `]`, its url to the first `)`. Where a `[` starts no link, neither does any `[` before
 * the same `]`, so the scan goes on from that `]`; and once no `)` is left, none is looked for
 * again. Each character is read a bounded number of times (a pattern would rescan the rest of
 * the text from every `[`).
 */
function withoutLinks(text: string): string {
  let out = "";
  let from = 0; // what is copied next
  let at = text.indexOf("[");
  let parensLeft = true;
  while (at !== -1) {
    const close = text.indexOf("]", at + 1);
    if (close === -1) break;
    const end = parensLeft && text[close + 1] === "(" ? text.indexOf(")", close + 2) : -1;
    if (end === -1) {
      if (text[close + 1] === "(") parensLeft = false;
      at = text.indexOf("[", close + 1);
      continue;
    }
    out += text.slice(from, at) + text.slice(at + 1, close);
    from = end + 1;
    at = text.indexOf("[", from);
  }
  return out + text.slice(from);
}

/**
 * Builds the compact index of an OpenAPI 3 description. Whatever is not where OpenAPI puts it
 * (a missing `paths`, a reference outside the description or in a loop, a parameter without a
 * name) is left out rather than thrown over.
 *
 * @param description The parsed description.
 * @param source What to record as its source.
 * @returns The index, operations sorted by path then method.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { compactIndex } from "./compact_index.ts";
 *
 * const index = compactIndex({
 *   paths: {
 *     "/users/{username}": {
 *       get: {
 *         summary: "Get a user",
 *         operationId: "users/get",
 *         externalDocs: { url: "https://docs.github.com/rest/users/users#get-a-user" },
 *         parameters: [{ name: "username", in: "path", required: true, schema: { type: "string" } }],
 *       },
 *     },
 *   },
 * }, "example");
 * assert.deepEqual(index.ops, [
 *   { m: "GET", p: "/users/{username}", s: "Get a user", o: "users/get", u: "rest/users/users#get-a-user", q: [0] },
 * ]);
 * assert.deepEqual(index.params, [{ n: "username", i: "path", t: "string", r: 1 }]);
 * ```
 */
export function compactIndex(
  description: Json,
  source: string,
): StoredRouteIndex {
  const resolve = (node: Json): Json => {
    // Only references inside the description; a loop or a dangling one resolves to nothing.
    for (
      let hops = 0;
      typeof node?.$ref === "string" && hops < MAX_DEPTH;
      hops++
    ) {
      const ref: string = node.$ref;
      if (!ref.startsWith("#/")) return undefined;
      node = ref.slice(2).split("/").map((key) => key.replace(/~1/g, "/").replace(/~0/g, "~"))
        .reduce(
          (at: Json, key) => isObject(at) && Object.hasOwn(at, key) ? at[key] : undefined,
          description,
        );
    }
    return isObject(node) && !("$ref" in node) ? node : undefined;
  };
  // Each schema's type is worked out once: a schema met again (two references to one schema, or
  // one that refers to itself through oneOf, anyOf or items) costs a lookup, so the work is
  // linear in the description. One met again while its own type is being worked out, and one
  // nested deeper than MAX_DEPTH, is an "object".
  const types = new Map<object, string>();
  const typeOf = (schema: Json, depth = 0): string => {
    schema = resolve(schema) ?? {};
    const known = types.get(schema);
    if (known !== undefined) return known;
    if (depth > MAX_DEPTH) return "object";
    types.set(schema, "object");
    const type = cut(ownTypeOf(schema, depth));
    types.set(schema, type);
    return type;
  };
  const ownTypeOf = (schema: Json, depth: number): string => {
    const options = schema.oneOf ?? schema.anyOf;
    if (Array.isArray(options)) {
      return [...new Set(options.map((o) => typeOf(o, depth + 1)))].join("|");
    }
    if (schema.type === "array") return `${typeOf(schema.items, depth + 1)}[]`;
    // OpenAPI 3.1 allows a list of types, e.g. ["string", "null"].
    if (Array.isArray(schema.type)) return schema.type.join("|");
    return typeof schema.type === "string" ? schema.type : "object";
  };
  const field = (
    name: string,
    schema: Json,
    required: boolean,
  ): StoredBodyField => {
    const stored: StoredBodyField = { n: name, t: typeOf(schema) };
    if (required) stored.r = 1;
    const allowed = resolve(schema)?.enum;
    const values = Array.isArray(allowed)
      ? allowed.filter((v: unknown) => v !== null).map(String)
      : undefined;
    if (values?.length) stored.e = values;
    return stored;
  };
  // An object parameter's properties, one level deep (a deepObject filter's), as fields.
  const propertiesOf = (schema: Json): StoredBodyField[] => {
    const object = resolve(schema);
    if (!isObject(object?.properties)) return [];
    const required = new Set(Array.isArray(object.required) ? object.required : []);
    return Object.entries(object.properties).slice(0, MAX_FIELDS)
      .map(([name, property]) => field(name, property, required.has(name)));
  };
  const list = (value: Json): Json[] => Array.isArray(value) ? value.map(resolve) : [];
  // A body schema or a parameter that many operations share is read once.
  const bodies = new Map<object, StoredBodyField[]>();
  const bodyFields = (schema: Json): StoredBodyField[] => {
    schema = resolve(schema) ?? {};
    let fields = bodies.get(schema);
    if (fields === undefined) bodies.set(schema, fields = ownBodyFields(schema));
    return fields;
  };
  const ownBodyFields = (schema: Json): StoredBodyField[] => {
    const parts = list(schema.allOf).filter(isObject);
    // oneOf/anyOf alternatives that only say which fields are required add no fields.
    const alternatives = list(schema.oneOf ?? schema.anyOf)
      .filter((b: Json) => isObject(b?.properties));
    const objects = [schema, ...parts, ...alternatives].filter((b: Json) => isObject(b.properties));
    if (objects.length === 0) return [field("data", schema, true)];
    // Required when the schema or a part of it requires it, or every alternative does.
    const requires = (b: Json) => new Set(Array.isArray(b.required) ? b.required : []);
    const always = [schema, ...parts].map(requires);
    const each = alternatives.map(requires);
    const required = (name: string) =>
      always.some((names) => names.has(name)) ||
      (each.length > 0 && each.every((names) => names.has(name)));
    const fields = new Map<string, StoredBodyField>();
    for (const object of objects) {
      for (const [name, property] of Object.entries(object.properties)) {
        if (fields.size === MAX_FIELDS) break;
        if (!fields.has(name)) {
          fields.set(name, field(name, property, required(name)));
        }
      }
    }
    return [...fields.values()];
  };

  const params: StoredParameter[] = [];
  const paramIds = new Map<string, number>();
  const paramsRead = new Map<object, number>();
  const paramId = (parameter: Json): number => {
    let id = paramsRead.get(parameter);
    if (id === undefined) paramsRead.set(parameter, id = ownParamId(parameter));
    return id;
  };
  const ownParamId = (parameter: Json): number => {
    const stored: StoredParameter = {
      ...field(parameter.name, parameter.schema, parameter.required === true),
      i: parameter.in as ParameterPlace,
    };
    const sentence = firstSentence(text(parameter.description));
    if (sentence) stored.d = sentence;
    const fields = propertiesOf(parameter.schema);
    if (fields.length) stored.f = fields;
    const key = JSON.stringify(stored);
    if (!paramIds.has(key)) paramIds.set(key, params.push(stored) - 1);
    return paramIds.get(key)!;
  };

  const ops: StoredOperation[] = [];
  const paths = isObject(description?.paths) ? description.paths : {};
  for (const path of Object.keys(paths).sort()) {
    const item = resolve(paths[path]) ?? {};
    for (const method of METHODS.filter((m) => isObject(item[m]))) {
      const op = item[method];
      const url = text(op.externalDocs?.url);
      const stored: StoredOperation = {
        m: method.toUpperCase(),
        p: path,
        // Without a summary, the description's first sentence says what it does.
        s: text(op.summary) || firstSentence(text(op.description)),
        o: text(op.operationId),
        u: url.startsWith(DOCS_PREFIX) ? url.slice(DOCS_PREFIX.length) : url,
      };
      const tag = Array.isArray(op.tags) ? text(op.tags[0]) : "";
      if (tag) stored.g = tag;
      if (op.deprecated === true) stored.x = 1;
      const parameters = [...list(item.parameters), ...list(op.parameters)]
        .filter(shown);
      if (parameters.length) stored.q = parameters.map(paramId);
      const content = resolve(op.requestBody)?.content;
      const media = content?.["application/json"] ??
        Object.values(content ?? {})[0];
      if (media?.schema) stored.b = bodyFields(media.schema);
      ops.push(stored);
    }
  }
  return { source, docs: DOCS_PREFIX, params, ops };
}
