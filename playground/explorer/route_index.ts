/**
 * The route index the explorer searches: every operation of an API with its method, path,
 * summary, parameters, body fields and docs link. It is stored compactly (short keys, each
 * distinct parameter once) in `github_index.json`, which `deno task github-index` generates
 * from GitHub's OpenAPI description; {@linkcode readRouteIndex} turns it into plain objects.
 *
 * @module
 */

/** Where a parameter goes in the request, as the description says. */
export type ParameterPlace = "path" | "query" | "header";

/** One parameter of an operation. */
export interface Parameter {
  /** The name, e.g. `owner`. */
  name: string;
  /** Where the description puts it. */
  in: ParameterPlace;
  /** Its type, e.g. `string`, `integer`, `string[]` or `string|integer`. */
  type: string;
  /** Whether the operation needs it. */
  required: boolean;
  /** The values allowed, when the description lists them. */
  enum?: string[];
  /** The first sentence of its description. */
  description?: string;
  /** An object parameter's properties (a deepObject filter's), one level deep. */
  fields?: BodyField[];
}

/** One field of an operation's request body. */
export interface BodyField {
  /** The name; `data` when the body is not an object (a string or an array). */
  name: string;
  /** Its type, as for {@linkcode Parameter.type}. */
  type: string;
  /** Whether the operation needs it. */
  required: boolean;
  /** The values allowed, when the description lists them. */
  enum?: string[];
}

/** One operation, as the explorer shows it. */
export interface Operation {
  /** The method, upper case. */
  method: string;
  /** The path template, e.g. `/repos/{owner}/{repo}/issues`. */
  path: string;
  /** The one-line summary, e.g. `List repository issues`. */
  summary: string;
  /** The operation's id, e.g. `issues/list-for-repo`. */
  operationId: string;
  /** The link to the operation's documentation; empty when it has none. */
  docs: string;
  /** Its path, query and header parameters. */
  parameters: Parameter[];
  /** Its request body's fields; empty when it takes no body. */
  body: BodyField[];
  /** Its first tag, which the operation list groups it under; absent when it has none. */
  tag?: string;
  /** Whether the description marks it deprecated. */
  deprecated?: boolean;
}

/**
 * A {@linkcode Parameter} as stored: `n`ame, `i`n, `t`ype, `r`equired, `e`num, `d`escription,
 * `f`ields.
 */
export interface StoredParameter {
  /** {@linkcode Parameter.name} */
  n: string;
  /** {@linkcode Parameter.in} */
  i: ParameterPlace;
  /** {@linkcode Parameter.type} */
  t: string;
  /** {@linkcode Parameter.required}: present (1) only when required. */
  r?: 1;
  /** {@linkcode Parameter.enum} */
  e?: string[];
  /** {@linkcode Parameter.description} */
  d?: string;
  /** {@linkcode Parameter.fields} */
  f?: StoredBodyField[];
}

/** A {@linkcode BodyField} as stored: `n`ame, `t`ype, `r`equired, `e`num. */
export type StoredBodyField = Omit<StoredParameter, "i" | "d" | "f">;

/**
 * An {@linkcode Operation} as stored: `m`ethod, `p`ath, `s`ummary, `o`perationId, `u`rl of the
 * docs (after {@linkcode StoredRouteIndex.docs}), `q`: indexes into
 * {@linkcode StoredRouteIndex.params}, `b`ody fields.
 */
export interface StoredOperation {
  /** {@linkcode Operation.method} */
  m: string;
  /** {@linkcode Operation.path} */
  p: string;
  /** {@linkcode Operation.summary} */
  s: string;
  /** {@linkcode Operation.operationId} */
  o: string;
  /** {@linkcode Operation.docs}: after the index's `docs` prefix, or a whole url, or empty. */
  u: string;
  /** The parameters, as indexes into the index's `params`. */
  q?: number[];
  /** {@linkcode Operation.body} */
  b?: StoredBodyField[];
  /** {@linkcode Operation.tag} */
  g?: string;
  /** {@linkcode Operation.deprecated}: present (1) only when deprecated. */
  x?: 1;
}

/** The stored index, as `github_index.json` holds it. */
export interface StoredRouteIndex {
  /** The description it was generated from, e.g. `@octokit/openapi@23.0.2`. */
  source: string;
  /** What every docs link starts with. */
  docs: string;
  /** Every distinct parameter, once. */
  params: StoredParameter[];
  /** The operations, sorted by path, then method. */
  ops: StoredOperation[];
}

function readField(stored: StoredBodyField): BodyField {
  const field: BodyField = { name: stored.n, type: stored.t, required: stored.r === 1 };
  if (stored.e) field.enum = stored.e;
  return field;
}

function readParameter(stored: StoredParameter): Parameter {
  const parameter: Parameter = { ...readField(stored), in: stored.i };
  if (stored.d) parameter.description = stored.d;
  if (stored.f) parameter.fields = stored.f.map(readField);
  return parameter;
}

/**
 * Turns the stored index into operations.
 *
 * @param stored The parsed `github_index.json`.
 * @returns Its operations, in its order.
 *
 * @example Reading one operation
 * ```ts
 * import assert from "node:assert/strict";
 * import { readRouteIndex } from "./route_index.ts";
 *
 * const [operation] = readRouteIndex({
 *   source: "example",
 *   docs: "https://docs.example/",
 *   params: [{ n: "owner", i: "path", t: "string", r: 1 }],
 *   ops: [{ m: "GET", p: "/users/{owner}", s: "Get a user", o: "users/get", u: "users", q: [0] }],
 * });
 * assert.equal(operation.docs, "https://docs.example/users");
 * assert.deepEqual(operation.parameters, [
 *   { name: "owner", in: "path", type: "string", required: true },
 * ]);
 * assert.deepEqual(operation.body, []);
 * ```
 */
export function readRouteIndex(stored: StoredRouteIndex): Operation[] {
  const parameters = stored.params.map(readParameter);
  return stored.ops.map((op) => {
    const operation: Operation = {
      method: op.m,
      path: op.p,
      summary: op.s,
      operationId: op.o,
      docs: op.u === "" || /^https?:/.test(op.u) ? op.u : stored.docs + op.u,
      parameters: (op.q ?? []).map((i) => parameters[i]),
      body: (op.b ?? []).map(readField),
    };
    if (op.g) operation.tag = op.g;
    if (op.x === 1) operation.deprecated = true;
    return operation;
  });
}
