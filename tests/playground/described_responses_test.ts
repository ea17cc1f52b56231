/**
 * The responses the explorer reads of one operation: references resolved inside the description,
 * a schema that refers back to itself kept as a reference, the expansion bounded, the examples
 * (given, else built), and the described response a received status and media type are checked
 * against.
 */
import assert from "node:assert/strict";
import { describedResponses, MAX_NODES } from "../../playground/responses/described_responses.ts";
import { checkResponse, mediaFor, responseFor } from "../../playground/responses/check_response.ts";
import { exampleOf } from "../../playground/responses/example.ts";
import { firstMismatch } from "../../playground/responses/schema_check.ts";

const json = (schema: unknown, more: Record<string, unknown> = {}) => ({
  content: { "application/json": { schema, ...more } },
});

const TREE = {
  openapi: "3.0.3",
  paths: {
    "/nodes/{id}": {
      get: {
        responses: {
          "200": { description: "A node", ...json({ $ref: "#/components/schemas/Node" }) },
          "404": { $ref: "#/components/responses/Missing" },
          "204": { description: "Nothing" },
        },
      },
    },
  },
  components: {
    schemas: {
      Node: {
        type: "object",
        required: ["name"],
        properties: {
          name: { type: "string" },
          children: { type: "array", items: { $ref: "#/components/schemas/Node" } },
        },
      },
    },
    responses: {
      Missing: {
        description: "No such node",
        content: {
          "application/problem+json": {
            schema: { type: "object" },
            examples: { one: { $ref: "#/components/examples/Gone" } },
          },
        },
      },
    },
    examples: { Gone: { value: { title: "gone" } } },
  },
};

Deno.test("describedResponses() resolves references and keeps a cycle as a reference", () => {
  // Numeric keys come in order, as a parsed JSON object keeps them.
  const [ok, none, missing] = describedResponses(TREE, "get", "/nodes/{id}");
  assert.deepEqual(ok.media[0].schema, {
    type: "object",
    required: ["name"],
    properties: {
      name: { type: "string" },
      children: { type: "array", items: { $ref: "#/components/schemas/Node" } },
    },
  });
  assert.deepEqual(missing, {
    status: "404",
    description: "No such node",
    media: [{
      type: "application/problem+json",
      schema: { type: "object" },
      example: { title: "gone" },
    }],
  });
  assert.deepEqual(none, { status: "204", description: "Nothing", media: [] });
  // The check goes down to the cycle and accepts what lies past it.
  const schema = ok.media[0].schema;
  assert.equal(firstMismatch({ name: "a", children: [{ name: 1 }] }, schema), undefined);
  assert.deepEqual(firstMismatch({ name: "a", children: [1] }, schema), undefined);
  assert.deepEqual(firstMismatch({ children: [] }, schema), {
    pointer: "/name",
    expected: "the required property name",
  });
});

Deno.test("describedResponses() gives nothing for an operation the description lacks", () => {
  assert.deepEqual(describedResponses(TREE, "POST", "/nodes/{id}"), []);
  assert.deepEqual(describedResponses(TREE, "GET", "/constructor"), []);
  assert.deepEqual(describedResponses("not a description", "GET", "/"), []);
});

Deno.test("describedResponses() expands at most MAX_NODES schemas, whatever refers to what", () => {
  // Each level refers twice to the next: expanded in full, 2^30 schemas.
  const schemas: Record<string, unknown> = { L30: { type: "string" } };
  for (let i = 0; i < 30; i++) {
    const next = { $ref: `#/components/schemas/L${i + 1}` };
    schemas[`L${i}`] = { type: "object", properties: { a: next, b: next } };
  }
  const document = {
    paths: { "/": { get: { responses: { "200": json({ $ref: "#/components/schemas/L0" }) } } } },
    components: { schemas },
  };
  const started = performance.now();
  const [response] = describedResponses(document, "GET", "/");
  const count = (s: unknown): number =>
    typeof s === "object" && s !== null
      ? 1 + Object.values(s).reduce((n: number, v) => n + count(v), 0)
      : 0;
  assert.ok(count(response.media[0].schema) < 4 * MAX_NODES);
  assert.ok(performance.now() - started < 5000);
});

Deno.test("exampleOf() builds an example from the schema when none is given", () => {
  assert.deepEqual(
    exampleOf({
      allOf: [
        { type: "object", properties: { id: { type: "integer" } } },
        {
          properties: { tags: { type: "array", items: { enum: ["x"] } }, ok: { type: "boolean" } },
        },
      ],
    }),
    { id: 0, tags: ["x"], ok: true },
  );
  assert.equal(
    exampleOf({ oneOf: [{ type: "string", format: "date" }, { type: "number" }] }),
    "string",
  );
  assert.equal(exampleOf({ type: ["null", "string"] }), null);
  assert.equal(exampleOf({ type: "string", example: "abc" }), "abc");
  assert.equal(exampleOf({ $ref: "#/components/schemas/Node" }), null);
});

Deno.test("a received status finds its response: exact, then its range, then default", () => {
  const responses = ["201", "2XX", "default"].map((status) => ({
    status,
    description: "",
    media: [],
  }));
  assert.equal(responseFor(responses, 201)?.status, "201");
  assert.equal(responseFor(responses, 200)?.status, "2XX");
  assert.equal(responseFor(responses, 503)?.status, "default");
  assert.equal(responseFor(responses.slice(0, 2), 404), undefined);
});

Deno.test("a received content-type finds its media type: exact, then type/*, then */*", () => {
  const media = [{ type: "application/json" }, { type: "image/*" }, { type: "*/*" }];
  assert.equal(mediaFor(media, "Application/JSON; charset=utf-8")?.type, "application/json");
  assert.equal(mediaFor(media, "image/png")?.type, "image/*");
  assert.equal(mediaFor(media, "text/plain")?.type, "*/*");
  assert.equal(mediaFor(media.slice(0, 2), undefined), undefined);
});

Deno.test("checkResponse() says why a response was not checked", () => {
  const [ok, , missing] = describedResponses(TREE, "GET", "/nodes/{id}");
  const responses = [ok, missing];
  assert.deepEqual(checkResponse(responses, 500, "application/json", "{}"), {
    kind: "unchecked",
    reason: "The description lists no response for 500.",
  });
  assert.deepEqual(checkResponse(responses, 200, "text/html", "<p>"), {
    kind: "unchecked",
    reason: "The description's 200 response has no media type for text/html.",
  });
  assert.deepEqual(checkResponse(responses, 404, "application/problem+json", "{"), {
    kind: "mismatch",
    status: "404",
    media: "application/problem+json",
    mismatch: { pointer: "", expected: "a JSON body" },
  });
  const xml = [{ status: "200", description: "", media: [{ type: "*/*", schema: {} }] }];
  assert.deepEqual(checkResponse(xml, 200, "application/xml", "<a/>"), {
    kind: "unchecked",
    reason: "Only JSON bodies are checked, not application/xml.",
  });
});
