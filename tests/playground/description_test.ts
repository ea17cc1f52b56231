/**
 * A person's own OpenAPI description, read for the explorer: the index `compactIndex()` builds of
 * descriptions that are not GitHub's (references it cannot follow, missing parts, 3.1's lists of
 * types), and what `parseDescription()` and `describedApi()` accept and refuse.
 */
import assert from "node:assert/strict";
import { compactIndex } from "../../playground/explorer/compact_index.ts";
import { describedApi } from "../../playground/explorer/described_api.ts";
import { parseDescription } from "../../playground/explorer/description.ts";
import { DescriptionError } from "../../playground/explorer/description_error.ts";

const noYaml = () => Promise.reject(new Error("the YAML parser is not needed"));

Deno.test("compactIndex() leaves out what it cannot follow instead of throwing", () => {
  const looping = { $ref: "#/components/parameters/a" };
  const index = compactIndex({
    openapi: "3.1.0",
    components: {
      parameters: { a: { $ref: "#/components/parameters/b" }, b: looping },
      schemas: { node: { type: "array", items: { $ref: "#/components/schemas/node" } } },
    },
    paths: {
      "/items": {
        get: {
          summary: "List items",
          parameters: [
            looping,
            { $ref: "other.yaml#/components/parameters/page" },
            { $ref: "#/components/parameters/missing" },
            { in: "query" },
            { name: "tree", in: "query", schema: { $ref: "#/components/schemas/node" } },
            { name: "note", in: "query", schema: { type: ["string", "null"] } },
            { name: "session", in: "cookie", schema: { type: "string" } },
          ],
        },
      },
      "/remote": { $ref: "paths.yaml#/remote" },
    },
  }, "test");
  assert.deepEqual(index.ops, [{
    m: "GET",
    p: "/items",
    s: "List items",
    o: "",
    u: "",
    q: [0, 1],
  }]);
  assert.equal(index.params[0].n, "tree");
  assert.match(index.params[0].t, /^(array|object)(\[\])+$/);
  assert.deepEqual(index.params[1], { n: "note", i: "query", t: "string|null" });
});

Deno.test("compactIndex() of a description without paths is empty", () => {
  assert.deepEqual(compactIndex({ openapi: "3.1.0", webhooks: {} }, "test").ops, []);
});

Deno.test("parseDescription() reads JSON itself and YAML through the parser it is given", async () => {
  assert.deepEqual(await parseDescription('\n {"openapi": "3.0.3"}', noYaml), { openapi: "3.0.3" });
  const yaml = () => Promise.resolve((text: string) => ({ yaml: text }));
  assert.deepEqual(await parseDescription("openapi: 3.0.3", yaml), { yaml: "openapi: 3.0.3" });
  await assert.rejects(
    parseDescription('{"openapi": 3', noYaml),
    (e: Error) =>
      e instanceof DescriptionError && /^Cannot read the description as JSON: /.test(e.message),
  );
  const failing = () =>
    Promise.resolve(() => {
      throw new Error("Flow sequence in block collection at line 1, column 10:\n\nopenapi: [3\n");
    });
  await assert.rejects(parseDescription("openapi: [3", failing), {
    name: "DescriptionError",
    message:
      "Cannot read the description as YAML: Flow sequence in block collection at line 1, column 10:",
  });
});

Deno.test("describedApi() refuses what is not an OpenAPI 3.0 or 3.1 description", () => {
  const cases: [unknown, RegExp][] = [
    [{ swagger: "2.0", paths: {} }, /^Cannot use a Swagger 2\.0 description/],
    [{ openapi: "4.0.0", paths: {} }, /not an OpenAPI 3\.0 or 3\.1 description/],
    [["openapi", "3.0.0"], /not an OpenAPI 3\.0 or 3\.1 description/],
    ["openapi: 3.0.0", /not an OpenAPI 3\.0 or 3\.1 description/],
    [null, /not an OpenAPI 3\.0 or 3\.1 description/],
    [{ openapi: "3.1.0", paths: {} }, /has no operations/],
  ];
  for (const [document, message] of cases) {
    assert.throws(
      () => describedApi(document, "test"),
      (e: Error) => e instanceof DescriptionError && message.test(e.message),
    );
  }
});

Deno.test("describedApi() resolves a relative server against the description's address", () => {
  const document = {
    openapi: "3.0.3",
    servers: [{ url: "/v1" }, {
      url: "https://{region}.example.com",
      variables: { region: { default: "eu" } },
    }],
    paths: { "/trips": { get: { summary: "List trips" } } },
  };
  const fetched = describedApi(document, "trips.yaml", "http://127.0.0.1:8000/specs/trips.yaml");
  assert.deepEqual(fetched.routes.servers?.map((s) => s.url), [
    "http://127.0.0.1:8000/v1",
    "https://{region}.example.com",
  ]);
  assert.equal(fetched.endpoint("GET /trips").url, "http://127.0.0.1:8000/v1/trips");
  assert.equal(fetched.title, "trips.yaml");
  // From a file or a paste it stays relative: the library resolves it against the base URL.
  assert.equal(describedApi(document, "pasted text").routes.servers?.[0].url, "/v1");
  assert.deepEqual(document.servers[0], { url: "/v1" }, "the document is not changed");
});
