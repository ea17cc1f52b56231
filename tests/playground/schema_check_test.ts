/**
 * The explorer's response check: each schema keyword it reads, as a table of a value that
 * matches, and one that does not with the first mismatch's JSON pointer and what was expected.
 */
import assert from "node:assert/strict";
import { firstMismatch, type Mismatch } from "../../playground/responses/schema_check.ts";

type Schema = Record<string, unknown>;

/** [name, schema, a value that matches, a value that does not, the mismatch it gives] */
const CASES: [string, Schema, unknown, unknown, Mismatch][] = [
  ["type", { type: "string" }, "a", 1, { pointer: "", expected: "a string" }],
  ["type integer", { type: "integer" }, 2, 2.5, {
    pointer: "",
    expected: "an integer",
  }],
  ["type number takes integers", { type: "number" }, 2, "2", {
    pointer: "",
    expected: "a number",
  }],
  ["type array of types (3.1)", { type: ["string", "null"] }, null, 0, {
    pointer: "",
    expected: "a string or null",
  }],
  ["nullable (3.0)", { type: "object", nullable: true }, null, [], {
    pointer: "",
    expected: "an object or null",
  }],
  ["enum", { enum: ["open", "closed"] }, "open", "shut", {
    pointer: "",
    expected: 'one of "open", "closed"',
  }],
  ["enum compares objects by value", { enum: [{ a: 1 }] }, { a: 1 }, { a: 2 }, {
    pointer: "",
    expected: 'one of {"a":1}',
  }],
  ["const", { const: 3 }, 3, 4, { pointer: "", expected: "3" }],
  ["required", { type: "object", required: ["id"] }, { id: 1 }, {}, {
    pointer: "/id",
    expected: "the required property id",
  }],
  ["properties", { properties: { id: { type: "string" } } }, { id: "x" }, {
    id: 1,
  }, {
    pointer: "/id",
    expected: "a string",
  }],
  [
    "additionalProperties false",
    {
      properties: { id: {} },
      additionalProperties: false,
    },
    { id: 1 },
    { id: 1, "a/b": 2 },
    { pointer: "/a~1b", expected: "no property a/b" },
  ],
  [
    "additionalProperties schema",
    { additionalProperties: { type: "integer" } },
    { a: 1 },
    {
      a: "1",
    },
    { pointer: "/a", expected: "an integer" },
  ],
  [
    "items",
    { type: "array", items: { type: "boolean" } },
    [true],
    [true, "no"],
    {
      pointer: "/1",
      expected: "a boolean",
    },
  ],
  ["minItems", { minItems: 2 }, [1, 2], [1], {
    pointer: "",
    expected: "at least 2 items",
  }],
  ["maxItems", { maxItems: 1 }, [1], [1, 2], {
    pointer: "",
    expected: "at most 1 item",
  }],
  [
    "allOf",
    { allOf: [{ required: ["a"] }, { required: ["b"] }] },
    { a: 1, b: 2 },
    { a: 1 },
    {
      pointer: "/b",
      expected: "the required property b",
    },
  ],
  ["anyOf", { anyOf: [{ type: "string" }, { type: "integer" }] }, 1, true, {
    pointer: "",
    expected: "a match for one of 2 schemas (anyOf)",
  }],
  [
    "oneOf none",
    { oneOf: [{ type: "string" }, { type: "integer" }] },
    "x",
    null,
    {
      pointer: "",
      expected: "a match for exactly one of 2 schemas (oneOf); 0 match",
    },
  ],
  ["oneOf two", { oneOf: [{ type: "number" }, { type: "integer" }] }, 1.5, 1, {
    pointer: "",
    expected: "a match for exactly one of 2 schemas (oneOf); 2 match",
  }],
  [
    "nested pointer",
    {
      properties: {
        data: { items: { properties: { "~id": { type: "string" } } } },
      },
    },
    { data: [{ "~id": "x" }] },
    { data: [{ "~id": "x" }, { "~id": 2 }] },
    {
      pointer: "/data/1/~0id",
      expected: "a string",
    },
  ],
];

Deno.test("firstMismatch() reads each keyword: a match gives nothing, a mismatch its pointer", async (t) => {
  for (const [name, schema, good, bad, mismatch] of CASES) {
    await t.step(name, () => {
      assert.equal(firstMismatch(good, schema), undefined);
      assert.deepEqual(firstMismatch(bad, schema), mismatch);
    });
  }
});

Deno.test("firstMismatch() leaves format and a schema cut short unchecked", () => {
  assert.equal(
    firstMismatch("not a date", { type: "string", format: "date" }),
    undefined,
  );
  // A reference left in place (a cycle, or a schema past the size bound) accepts anything.
  assert.equal(
    firstMismatch(1, { $ref: "#/components/schemas/Node" }),
    undefined,
  );
  assert.equal(firstMismatch(1, true), undefined);
  assert.deepEqual(firstMismatch(1, false), {
    pointer: "",
    expected: "nothing (false schema)",
  });
});

Deno.test("firstMismatch() reports the first mismatch in document order", () => {
  const schema = {
    type: "object",
    required: ["a", "b"],
    properties: { a: { type: "string" }, b: { type: "string" } },
  };
  assert.deepEqual(firstMismatch({ a: 1 }, schema), {
    pointer: "/a",
    expected: "a string",
  });
});

Deno.test("firstMismatch() does not change what it checks", () => {
  const value = { list: [1, 2] };
  const schema = { properties: { list: { items: { type: "integer" } } } };
  const before = structuredClone({ value, schema });
  firstMismatch(value, schema);
  assert.deepEqual({ value, schema }, before);
});
