/**
 * `deno task github-index`: writes `playground/explorer/github_index.json`, the compact route
 * index of GitHub's REST API that the playground's explorer searches, from the OpenAPI
 * description in `@octokit/openapi` (fetched by `scripts/descriptions.ts`, 29 MB packed). The
 * generated file is committed, so `task start` and `task build` never fetch the description.
 *
 * Only what the explorer shows is kept: method, path, summary, operationId, the docs link, each
 * parameter's place, type, required flag, enum and first sentence, and each body field's name,
 * type, required flag and enum. Each distinct parameter is stored once.
 *
 * @module
 */
import type {
  ParameterPlace,
  StoredBodyField,
  StoredOperation,
  StoredParameter,
  StoredRouteIndex,
} from "../playground/explorer/route_index.ts";
import { descriptionPath, DESCRIPTIONS } from "./descriptions.ts";

/** Where the index is written. */
export const INDEX_PATH: URL = new URL("../playground/explorer/github_index.json", import.meta.url);

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

// deno-lint-ignore no-explicit-any
type Json = any;

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
 * import { firstSentence } from "./github_index.ts";
 *
 * assert.equal(
 *   firstSentence("The [account owner](https://x.test). It is **not** case sensitive."),
 *   "The account owner.",
 * );
 * ```
 */
export function firstSentence(markdown: string): string {
  const plain = markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[*`]|\b_|_\b/g, "")
    .replace(/\s+/g, " ").trim();
  const end = plain.search(/[.!?](\s|$)/);
  const sentence = end === -1 ? plain : plain.slice(0, end + 1);
  return sentence.length > MAX_DESCRIPTION
    ? sentence.slice(0, MAX_DESCRIPTION - 1).trimEnd() + "…"
    : sentence;
}

/**
 * Builds the compact index of an OpenAPI 3 description.
 *
 * @param description The parsed description.
 * @param source What to record as its source.
 * @returns The index, operations sorted by path then method.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { compactIndex } from "./github_index.ts";
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
export function compactIndex(description: Json, source: string): StoredRouteIndex {
  const resolve = (node: Json): Json => {
    while (node?.$ref) {
      node = node.$ref.slice(2).split("/").reduce((at: Json, key: string) => at[key], description);
    }
    return node;
  };
  const typeOf = (schema: Json): string => {
    schema = resolve(schema) ?? {};
    const options = schema.oneOf ?? schema.anyOf;
    if (options) return [...new Set(options.map(typeOf))].join("|");
    if (schema.type === "array") return `${typeOf(schema.items)}[]`;
    return schema.type ?? "object";
  };
  const field = (name: string, schema: Json, required: boolean): StoredBodyField => {
    const stored: StoredBodyField = { n: name, t: typeOf(schema) };
    if (required) stored.r = 1;
    const values = resolve(schema)?.enum?.filter((v: unknown) => v !== null)
      .map(String);
    if (values?.length) stored.e = values;
    return stored;
  };
  const bodyFields = (schema: Json): StoredBodyField[] => {
    schema = resolve(schema);
    const parts = (schema.allOf ?? []).map(resolve);
    // oneOf/anyOf alternatives that only say which fields are required add no fields.
    const alternatives = (schema.oneOf ?? schema.anyOf ?? []).map(resolve)
      .filter((b: Json) => b.properties);
    const objects = [schema, ...parts, ...alternatives].filter((b: Json) => b.properties);
    if (objects.length === 0) return [field("data", schema, true)];
    // Required when the schema or a part of it requires it, or every alternative does.
    const requires = (b: Json, name: string) => b.required?.includes(name) === true;
    const required = (name: string) =>
      [schema, ...parts].some((b) => requires(b, name)) ||
      (alternatives.length > 0 &&
        alternatives.every((b: Json) => requires(b, name)));
    const fields = new Map<string, StoredBodyField>();
    for (const object of objects) {
      for (const [name, property] of Object.entries(object.properties)) {
        if (!fields.has(name)) {
          fields.set(name, field(name, property, required(name)));
        }
      }
    }
    return [...fields.values()];
  };

  const params: StoredParameter[] = [];
  const paramIds = new Map<string, number>();
  const paramId = (parameter: Json): number => {
    const stored: StoredParameter = {
      ...field(parameter.name, parameter.schema, parameter.required === true),
      i: parameter.in as ParameterPlace,
    };
    const sentence = firstSentence(parameter.description ?? "");
    if (sentence) stored.d = sentence;
    const key = JSON.stringify(stored);
    if (!paramIds.has(key)) paramIds.set(key, params.push(stored) - 1);
    return paramIds.get(key)!;
  };

  const ops: StoredOperation[] = [];
  for (const path of Object.keys(description.paths).sort()) {
    const item = description.paths[path];
    for (const method of METHODS.filter((m) => item[m])) {
      const op = item[method];
      const url: string = op.externalDocs?.url ?? "";
      const stored: StoredOperation = {
        m: method.toUpperCase(),
        p: path,
        s: op.summary ?? "",
        o: op.operationId ?? "",
        u: url.startsWith(DOCS_PREFIX) ? url.slice(DOCS_PREFIX.length) : url,
      };
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])]
        .map(resolve)
        .filter((p: Json) => p.in !== "cookie");
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

if (import.meta.main) {
  const { package: name, tarball } = DESCRIPTIONS.github;
  const description = JSON.parse(await Deno.readTextFile(await descriptionPath("github")));
  const index = compactIndex(description, `${name}@${tarball.version}`);
  await Deno.writeTextFile(INDEX_PATH, JSON.stringify(index));
  // Formatted as the root config's deno fmt wants it, so a regenerated index is a readable diff.
  const config = new URL("../deno.json", import.meta.url).pathname;
  const args = ["fmt", "-q", "--config", config, INDEX_PATH.pathname];
  if (!(await new Deno.Command(Deno.execPath(), { args }).output()).success) {
    throw new Error(`deno fmt ${INDEX_PATH.pathname} failed`);
  }
  console.log(`Wrote ${INDEX_PATH.pathname}: ${index.ops.length} operations`);
}
