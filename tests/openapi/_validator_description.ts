/**
 * The description as `express-openapi-validator` can load it and check quickly, with request
 * validation unchanged: see {@linkcode forValidator}.
 *
 * @module
 */

/** The formats the validator (ajv-formats and its own) checks; others it ignores with a warning. */
const KNOWN_FORMATS = new Set(
  ("date time date-time iso-time iso-date-time duration uri uri-reference uri-template url " +
    "email hostname ipv4 ipv6 regex uuid json-pointer json-pointer-uri-fragment " +
    "relative-json-pointer byte int32 int64 float double password binary").split(" "),
);

/** Every internal `$ref` under `node`. */
function refs(node: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => refs(item, found));
  else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") found.add(value);
      else refs(value, found);
    }
  }
  return found;
}

/** Leaves out the examples of an operation's (or path item's) parameters and request body. */
function withoutExamples(operation: Record<string, unknown>): void {
  const body = operation.requestBody as { content?: Record<string, Record<string, unknown>> };
  const objects = [
    ...(operation.parameters as Record<string, unknown>[] | undefined ?? []),
    ...Object.values(body?.content ?? {}),
  ];
  for (const object of objects) {
    delete object.examples;
    delete object.example;
  }
}

/**
 * Leaves out what request validation never reads: the operations' responses, the webhooks, the
 * extensions of the document, its paths and operations, the examples, and the component
 * schemas that only responses refer to. The validator embeds the whole document in every schema
 * it compiles (one per operation), so with GitHub's 13 MB each operation took most of a second.
 */
function requestsOnly(document: Record<string, unknown>): void {
  const withoutExtensions = (object: Record<string, unknown>) => {
    for (const key of Object.keys(object)) if (key.startsWith("x-")) delete object[key];
  };
  for (const item of Object.values(document.paths as Record<string, Record<string, unknown>>)) {
    withoutExtensions(item);
    for (const operation of Object.values(item)) {
      if (operation !== null && typeof operation === "object" && !Array.isArray(operation)) {
        delete (operation as Record<string, unknown>).responses;
        withoutExtensions(operation as Record<string, unknown>);
        withoutExamples(operation as Record<string, unknown>);
      }
    }
    withoutExamples(item);
  }
  for (const key of Object.keys(document)) {
    if (!["openapi", "info", "servers", "paths", "components", "security"].includes(key)) {
      delete document[key]; // webhooks, x-webhooks, tags…
    }
  }
  const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
  for (const docsOnly of ["responses", "examples", "headers", "links", "callbacks"]) {
    delete components[docsOnly];
  }
  withoutExamples({ parameters: Object.values(components.parameters ?? {}) });
  for (const body of Object.values(components.requestBodies ?? {})) {
    withoutExamples({ requestBody: body });
  }
  const schemas = components.schemas ?? {};
  const reached = new Set<string>();
  const pending = [...refs({ ...document, components: { ...components, schemas: {} } })];
  while (pending.length > 0) {
    const ref = pending.pop()!;
    const name = /^#\/components\/schemas\/([^/]+)$/.exec(ref)?.[1];
    if (name === undefined || reached.has(name)) continue;
    reached.add(name);
    pending.push(...refs(schemas[name]));
  }
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
}

/**
 * Gives each parameter its schema without `readOnly`: OpenAPI defines it for properties, but the
 * validator applies it to parameters too (GitHub's `alert_number` path parameter refers to a
 * read-only schema, and every request naming it was rejected as "is read-only").
 */
function parametersWritable(document: Record<string, unknown>): void {
  const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
  const parameters: unknown[] = Object.values(components.parameters ?? {});
  for (const item of Object.values(document.paths as Record<string, Record<string, unknown>>)) {
    for (const node of [item, ...Object.values(item)]) {
      const list = (node as { parameters?: unknown } | null)?.parameters;
      if (Array.isArray(list)) parameters.push(...list);
    }
  }
  for (const parameter of parameters as { schema?: { $ref?: string } }[]) {
    let schema = parameter?.schema;
    for (let hops = 0; typeof schema?.$ref === "string" && hops < 8; hops++) {
      const name = /^#\/components\/schemas\/([^/]+)$/.exec(schema.$ref)?.[1];
      schema = name === undefined ? undefined : components.schemas?.[name] as typeof schema;
    }
    if (schema && (schema as { readOnly?: unknown }).readOnly !== undefined) {
      const { readOnly: _, ...writable } = schema as Record<string, unknown>;
      parameter.schema = writable;
    }
  }
}

/**
 * The description as the validator can load it: a copy where `nullable` without a `type` is
 * left out (ajv throws `"nullable" cannot be used without "type"` for the whole document, while
 * OpenAPI 3.0.3 says such a `nullable` has no effect; 3.1 has no `nullable` at all), without what
 * only responses use, with parameters' schemas not read-only, and with the formats the validator does not know, which it would ignore
 * anyway, named so that it does not print a warning for each.
 */
export function forValidator(
  document: Record<string, unknown>,
): { apiSpec: Record<string, unknown>; formats: Record<string, true> } {
  const apiSpec = structuredClone(document);
  requestsOnly(apiSpec);
  parametersWritable(apiSpec);
  const formats: Record<string, true> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== "object") return;
    const object = node as Record<string, unknown>;
    if (typeof object.nullable === "boolean" && object.type === undefined) delete object.nullable;
    if (typeof object.format === "string" && !KNOWN_FORMATS.has(object.format)) {
      formats[object.format] = true;
    }
    Object.values(object).forEach(visit);
  };
  visit(apiSpec);
  return { apiSpec, formats };
}
