/**
 * `compileRoutes()` does bounded work on any description: every walk of schemas and references
 * visits each node a bounded number of times (cycles through `allOf`, `oneOf`, `anyOf`, `not`,
 * `items` and `properties` are detected), nesting deeper than it reads is a clear
 * `EndpointError`, and the whole compilation grows linearly with the document.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { compileRoutes } from "@x/endpoint/openapi";
import { check } from "../_arbitraries.ts";
import { type Loose, outcome } from "../_helpers.ts";
import { assertLinearGrowth } from "./_growth.ts";

/** A description whose one query parameter has the schema `Self`, defined as `self`. */
function withSchema(self: unknown, method = "get"): Loose {
  return {
    openapi: "3.1.0",
    components: { schemas: { Self: self } },
    paths: {
      "/x": {
        [method]: {
          parameters: [{ name: "q", in: "query", schema: { $ref: "#/components/schemas/Self" } }],
          requestBody: {
            content: { "application/json": { schema: { $ref: "#/components/schemas/Self" } } },
          },
        },
      },
    },
  };
}

const SELF = { $ref: "#/components/schemas/Self" };

Deno.test("compileRoutes() finishes on a schema whose allOf holds eight $refs to itself", () => {
  const start = performance.now();
  const table = compileRoutes(withSchema({ allOf: Array(8).fill(SELF) }));
  assert.deepEqual(Object.keys(table.routes), ["GET /x"]);
  assert.ok(performance.now() - start < 2_000, "a hang guard, not a benchmark");
});

Deno.test("compileRoutes() finishes on self-references through every keyword that holds a schema", () => {
  const shapes = [
    { oneOf: [SELF, SELF] },
    { anyOf: [SELF, SELF, { type: "string" }] },
    { not: SELF, allOf: [SELF, SELF] },
    { type: "array", items: SELF, allOf: [SELF, SELF] },
    { type: "object", properties: { url: SELF, data: SELF }, allOf: [SELF, SELF, SELF] },
  ];
  for (const shape of shapes) {
    const start = performance.now();
    const result = outcome(() => compileRoutes(withSchema(shape, "post")));
    assert.ok("ok" in result || result.code === "INVALID_ROUTE", JSON.stringify(shape));
    assert.ok(performance.now() - start < 2_000, "a hang guard, not a benchmark");
  }
});

Deno.test("compileRoutes() rejects a 100,000-deep schema with an EndpointError, not a RangeError", () => {
  let deep: Loose = { type: "string" };
  for (let i = 0; i < 100_000; i++) deep = { allOf: [deep] };
  const result = outcome(() => compileRoutes(withSchema(deep)));
  assert.ok("ok" in result || result.code === "INVALID_ROUTE");
  let array: Loose = "x";
  for (let i = 0; i < 100_000; i++) array = [array];
  const server = (member: unknown) => ({
    openapi: "3.1.0",
    servers: [{
      url: "https://{v}.example",
      variables: { v: { default: "a", enum: ["a", member] } },
    }],
    paths: {},
  });
  assert.deepEqual(outcome(() => compileRoutes(server(array))), { code: "INVALID_ROUTE" });
  assert.deepEqual(outcome(() => compileRoutes(server([1]))), { code: "INVALID_ROUTE" });
});

Deno.test("compileRoutes() grows linearly with servers and operations together", () => {
  const document = (n: number) => {
    const servers = Array.from({ length: n }, (_, i) => ({ url: `https://s${i}.example` }));
    const paths: Record<string, unknown> = {};
    for (let i = 0; i < n; i++) {
      paths[`/p${i}`] = { get: {}, post: { servers: [{ url: "https://other.example" }] } };
    }
    return { openapi: "3.1.0", servers, paths };
  };
  assertLinearGrowth("servers x operations", document, compileRoutes, 1_000);
});

Deno.test("compileRoutes() grows linearly with a chain of schemas that each refer to all before", () => {
  const document = (n: number) => {
    const schemas: Record<string, unknown> = {};
    for (let i = 0; i < n; i++) {
      schemas[`S${i}`] = { anyOf: [{ $ref: `#/components/schemas/S${Math.max(i - 1, 0)}` }, SELF] };
    }
    schemas.Self = { oneOf: [{ $ref: `#/components/schemas/S${n - 1}` }, { type: "string" }] };
    const document = withSchema(schemas.Self);
    Object.assign(document.components.schemas, schemas);
    return document;
  };
  assertLinearGrowth("schema chain", document, (d) => outcome(() => compileRoutes(d)), 300);
});

/** How many properties of a document `compileRoutes()` reads, counted through proxies. */
function reads(document: unknown): { count: number; nodes: number } {
  let count = 0;
  let nodes = 0;
  const wrap = (value: unknown): unknown => {
    if (typeof value !== "object" || value === null) return value;
    nodes++;
    const target = Array.isArray(value) ? value.map(wrap) : Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, wrap(item)]),
    );
    return new Proxy(target, {
      get(object, key, receiver) {
        count++;
        return Reflect.get(object, key, receiver);
      },
    });
  };
  const wrapped = wrap(document);
  outcome(() => compileRoutes(wrapped));
  return { count, nodes };
}

const KEYWORDS = ["allOf", "oneOf", "anyOf"] as const;
/** Schemas that refer to each other at random, through every keyword that holds schemas. */
const selfReferencing = fc.integer({ min: 1, max: 6 }).chain((size) => {
  const ref = fc.nat(size - 1).map((i) => ({ $ref: `#/components/schemas/S${i}` }));
  const schema: fc.Arbitrary<unknown> = fc.oneof(
    fc.record({ [KEYWORDS[0]]: fc.array(ref, { minLength: 3, maxLength: 8 }) }),
    fc.record({ [KEYWORDS[1]]: fc.array(ref, { minLength: 3, maxLength: 8 }) }),
    fc.record({ [KEYWORDS[2]]: fc.array(ref, { minLength: 3, maxLength: 8 }) }),
    fc.record({ not: ref, allOf: fc.array(ref, { maxLength: 4 }) }),
    fc.record({ type: fc.constant("array"), items: ref }),
    fc.record({
      type: fc.constant("object"),
      properties: fc.dictionary(fc.constantFrom("url", "a", "data"), ref),
    }),
    fc.constant({ type: "string" }),
  );
  return fc.array(schema, { minLength: size, maxLength: size });
});

Deno.test("property: compileRoutes() reads each node of a self-referencing description a bounded number of times", () => {
  check(
    fc.property(selfReferencing, (list) => {
      const schemas = Object.fromEntries(list.map((schema, i) => [`S${i}`, schema]));
      const document = withSchema({ $ref: "#/components/schemas/S0" }, "post");
      Object.assign(document.components.schemas, schemas);
      const { count, nodes } = reads(document);
      assert.ok(count < 40 * nodes, `${count} reads of ${nodes} nodes`);
    }),
    200,
  );
});
