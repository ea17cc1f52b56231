/**
 * The explorer's description reader does bounded work on any description: `compactIndex()` reads
 * each schema a bounded number of times, whatever refers to itself through `oneOf`, `anyOf`,
 * `allOf`, `not`, `items` or `properties`, and `firstSentence()` is linear in the text.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { compactIndex, firstSentence } from "../../playground/explorer/compact_index.ts";

/** How many property reads per node of the description the reader may make. */
const READS_PER_NODE = 64;

/** The number of objects and arrays in a JSON value. */
function nodes(value: unknown): number {
  if (typeof value !== "object" || value === null) return 0;
  return 1 + Object.values(value).reduce((sum: number, v) => sum + nodes(v), 0);
}

/**
 * Runs `compactIndex()` on a copy of `description` whose objects count the property reads made
 * on them, and throws as soon as there are more than {@linkcode READS_PER_NODE} per node: an
 * exponential walk fails here instead of hanging the test.
 */
function indexWithinBudget(description: object) {
  const budget = READS_PER_NODE * (nodes(description) + 1);
  let reads = 0;
  const proxies = new WeakMap<object, object>();
  const counted = (value: unknown): unknown => {
    if (typeof value !== "object" || value === null) return value;
    let proxy = proxies.get(value);
    if (proxy === undefined) {
      proxy = new Proxy(value, {
        get(target, key, receiver) {
          if (++reads > budget) {
            throw new Error(`over budget: more than ${budget} reads`);
          }
          return counted(Reflect.get(target, key, receiver));
        },
      });
      proxies.set(value, proxy);
    }
    return proxy;
  };
  const index = compactIndex(counted(description), "test");
  return { index, reads, budget };
}

/** A description with one operation whose query parameter and body use schema `root`. */
function describing(schemas: Record<string, unknown>) {
  const root = { $ref: "#/components/schemas/root" };
  return {
    openapi: "3.1.0",
    components: { schemas },
    paths: {
      "/things": {
        post: {
          parameters: [{ name: "q", in: "query", schema: root }],
          requestBody: { content: { "application/json": { schema: root } } },
        },
      },
    },
  };
}

const self = { $ref: "#/components/schemas/root" };

Deno.test("compactIndex() reads a schema that oneOfs two references to itself a bounded number of times", () => {
  const { index } = indexWithinBudget(describing({ root: { oneOf: [self, self] } }));
  assert.equal(index.ops.length, 1);
  assert.equal(typeof index.params[0].t, "string");
});

Deno.test("compactIndex() is bounded on every way a schema refers to itself", async (t) => {
  const shapes: Record<string, unknown> = {
    "allOf of eight": { allOf: Array(8).fill(self), properties: { a: self } },
    "anyOf and items": { anyOf: [self, { type: "array", items: self }] },
    "not": { not: self, oneOf: [self, { not: self }] },
    "properties": { type: "object", properties: { a: self, b: { oneOf: [self, self] } } },
    "array of itself": { type: "array", items: { oneOf: [self, { items: self }] } },
  };
  for (const [name, root] of Object.entries(shapes)) {
    await t.step(name, () => {
      const { index } = indexWithinBudget(describing({ root }));
      assert.equal(index.ops.length, 1);
    });
  }
});

Deno.test("compactIndex() keeps a union type short however the schemas nest", () => {
  // Each level is a union of the level below and an array of it: the written type would double.
  const schemas: Record<string, unknown> = { level0: { type: "string" } };
  for (let i = 1; i <= 40; i++) {
    const below = { $ref: `#/components/schemas/level${i - 1}` };
    schemas[`level${i}`] = { oneOf: [below, { type: "array", items: below }] };
  }
  schemas.root = { $ref: "#/components/schemas/level40" };
  const { index } = indexWithinBudget(describing(schemas));
  assert.ok(index.params[0].t.length <= 120, index.params[0].t);
});

/** A random schema over the names `s0`…`s<n-1>`, any of which it may refer to. */
function schemaOf(names: number) {
  const { schema } = fc.letrec((tie) => ({
    schema: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.integer({ min: 0, max: names - 1 }).map((i) => ({ $ref: `#/components/schemas/s${i}` })),
      fc.constantFrom({ type: "string" }, { type: "integer" }, { enum: ["a", "b"] }),
      fc.array(tie("schema"), { maxLength: 4 }).map((oneOf) => ({ oneOf })),
      fc.array(tie("schema"), { maxLength: 4 }).map((anyOf) => ({ anyOf })),
      fc.array(tie("schema"), { maxLength: 4 }).map((allOf) => ({ allOf })),
      tie("schema").map((not) => ({ not })),
      tie("schema").map((items) => ({ type: "array", items })),
      fc.dictionary(fc.constantFrom("a", "b", "c"), tie("schema"), { maxKeys: 3 })
        .map((properties) => ({ type: "object", properties })),
    ),
  }));
  return schema;
}

Deno.test("compactIndex() reads random self-referencing schemas a bounded number of times", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 6 }).chain((n) =>
        fc.array(schemaOf(n), { minLength: n, maxLength: n })
      ),
      (list) => {
        const schemas: Record<string, unknown> = { root: { $ref: "#/components/schemas/s0" } };
        list.forEach((schema, i) => schemas[`s${i}`] = schema);
        const { index } = indexWithinBudget(describing(schemas));
        assert.equal(index.ops.length, 1);
      },
    ),
    { numRuns: 300 },
  );
});

/** The fastest of five runs of `f`, in milliseconds. */
function fastest(f: () => void): number {
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    f();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

Deno.test("firstSentence() reads a description in time linear in its length", async (t) => {
  // Unclosed link brackets and link starts: the shapes a backtracking link pattern rescans.
  for (const unit of ["[", "[a](", "[a]", "a ", "*_"]) {
    await t.step(JSON.stringify(unit), () => {
      const short = unit.repeat(10_000 / unit.length);
      const long = unit.repeat(100_000 / unit.length);
      firstSentence(short); // warm up
      // At least a millisecond for the short text, so a timer's grain or a pause in a run of a
      // few tenths of a millisecond does not count as growth.
      const ratio = fastest(() => firstSentence(long)) /
        Math.max(fastest(() => firstSentence(short)), 1);
      // Ten times the text: about ten times the time; a quadratic reader takes about a hundred.
      assert.ok(ratio < 30, `10x the text took ${ratio.toFixed(1)}x the time`);
    });
  }
});

Deno.test("firstSentence() still reads links, emphasis and code as before", () => {
  const cases: [string, string][] = [
    ["The [owner](https://x.test). More.", "The owner."],
    ["[a] (b) [c](d) e", "[a] (b) c e"],
    ["[x [y](z) w", "x [y w"],
    ["[a](b", "[a](b"],
    [
      "A `code` and **bold** _it_ name_with_underscores.",
      "A code and bold it name_with_underscores.",
    ],
  ];
  for (const [markdown, expected] of cases) assert.equal(firstSentence(markdown), expected);
});

/**
 * The reader as it once was, with regular expressions: right, but quadratic on unclosed
 * brackets. Short texts only.
 */
function patternSentence(markdown: string): string {
  const plain = markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[*`]|\b_|_\b/g, "")
    .replace(/\s+/g, " ").trim();
  const end = plain.search(/[.!?](\s|$)/);
  const sentence = end === -1 ? plain : plain.slice(0, end + 1);
  return sentence.length > 120 ? sentence.slice(0, 119).trimEnd() + "…" : sentence;
}

Deno.test("firstSentence() reads what the pattern-based reader read", () => {
  const unit = fc.constantFrom("[", "]", "(", ")", "a", "_", "*", "`", " ", ".", "\n");
  fc.assert(
    fc.property(fc.string({ unit, maxLength: 200 }), (text) => {
      assert.equal(firstSentence(text), patternSentence(text));
    }),
    { numRuns: 3000 },
  );
});

Deno.test("compactIndex() reads a schema and a parameter shared by many operations once", () => {
  const names = Array.from({ length: 300 }, (_, i) => `f${i}`);
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < 300; i++) {
    paths[`/p${i}`] = {
      post: {
        parameters: [{ $ref: "#/components/parameters/kind" }],
        requestBody: {
          content: { "application/json": { schema: { $ref: "#/components/schemas/big" } } },
        },
      },
    };
  }
  const { index } = indexWithinBudget({
    openapi: "3.1.0",
    components: {
      parameters: { kind: { name: "kind", in: "query", schema: { enum: names } } },
      schemas: {
        big: {
          type: "object",
          properties: Object.fromEntries(names.map((n) => [n, { enum: names }])),
        },
      },
    },
    paths,
  });
  assert.equal(index.ops.length, 300);
  assert.equal(index.params.length, 1);
  assert.equal(index.ops[0].b?.length, 200);
});
