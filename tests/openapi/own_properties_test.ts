/**
 * The openapi entry reads own properties only: of a description, of a route table and of a call's
 * arguments. A polluted `Object.prototype` (a gadget elsewhere in the application) changes no
 * result; a name `Object.prototype` has (`toString`) or `__proto__` is a name like any other; a
 * table from `JSON.parse` and one built by hand behave the same; and the table is read once, when
 * `withRoutes()` is called.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { endpoint, toRequest } from "@x/endpoint";
import {
  compileRoutes,
  formUrlEncoded,
  multipartBody,
  serializeCookie,
  serializeHeader,
  serializePath,
  serializeQuery,
  withRoutes,
} from "@x/endpoint/openapi";
import { check } from "../_arbitraries.ts";
import { type Loose, outcome } from "../_helpers.ts";

const DESCRIPTION = {
  openapi: "3.1.0",
  paths: {
    "/items/{id}": {
      get: {
        parameters: [
          { name: "id", in: "path", required: true, style: "label", schema: { type: "string" } },
          { name: "q", in: "query", schema: { type: "string" } },
          { name: "filter", in: "query", style: "deepObject", schema: { type: "object" } },
        ],
      },
      post: {
        requestBody: { content: { "application/x-www-form-urlencoded": {} } },
        responses: { 201: { description: "made", content: { "application/xml": {} } } },
      },
    },
  },
  components: {
    securitySchemes: { key: { type: "apiKey", in: "header", name: "X-Key" } },
  },
  security: [{ key: [] }],
};

/** Runs `fn` with `Object.prototype[key]` set to `value`, removing it afterwards. */
function polluted<T>(pollution: Record<string, unknown>, fn: () => T): T {
  const prototype = Object.prototype as Record<string, unknown>;
  const keys = Object.keys(pollution);
  for (const key of keys) {
    // a descriptor without a prototype: a polluted `get` must not make it an accessor
    const descriptor = {
      __proto__: null,
      value: pollution[key],
      configurable: true,
      writable: true,
    };
    Object.defineProperty(prototype, key, descriptor as PropertyDescriptor);
  }
  try {
    return fn();
  } finally {
    for (const key of keys) delete prototype[key];
  }
}

/**
 * Runs `fn` with the `Object.prototype.__proto__` accessor of Node and browsers (Deno leaves it
 * out), so that `object["__proto__"] = value` sets a prototype as it does there.
 */
function withProtoAccessor<T>(fn: () => T): T {
  Object.defineProperty(Object.prototype, "__proto__", {
    get(this: object) {
      return Object.getPrototypeOf(this);
    },
    set(this: object, value: unknown) {
      if (typeof value === "object" || value === null) Object.setPrototypeOf(this, value);
    },
    configurable: true,
  });
  try {
    return fn();
  } finally {
    delete (Object.prototype as Record<string, unknown>).__proto__;
  }
}

/** The calls every check below makes, as data (a multipart body as its parts). */
function results(multipart = true): unknown[] {
  const api: Loose = withRoutes(endpoint, compileRoutes(DESCRIPTION));
  const calls: (() => unknown)[] = [
    () => api("GET /items/{id}", { id: "7", q: "x", filter: { a: "1" } }),
    () => api("POST /items/{id}", { id: "7", name: "n", tags: ["a", "b"] }),
    () => api({ method: "GET", url: "/items/{id}", id: "7" }),
    () => api("GET /items/{id}", { id: "7", request: { credentials: { key: "k" } } }),
    () => api("GET /elsewhere", { q: "x" }),
    () => compileRoutes(DESCRIPTION),
    () => serializeQuery("f", { a: ["1", "2"] }, { style: "deepObject" }),
    () => serializePath("id", ["a", "b"], { style: "matrix", explode: true }),
    () => serializeHeader({ R: 1 }, { explode: true }),
    () => serializeCookie("c", [1, 2]),
    () => formUrlEncoded({ a: 1, b: { c: 2 } }, { b: { style: "deepObject" } }),
    () =>
      multipart &&
      multipartBody(
        { a: "1", b: { c: 2 } },
        { a: { contentType: "text/plain", headers: { "X-A": { required: true } } } },
        { a: { "X-A": "1" } },
      ).parts,
  ];
  return calls.map((call) => outcome(call));
}

Deno.test("withRoutes() sends no call elsewhere when Object.prototype has servers", () => {
  const api: Loose = withRoutes(endpoint, compileRoutes(DESCRIPTION));
  const before = api("GET /items/{id}", { id: "7" });
  const after = polluted(
    { servers: [{ url: "https://evil.example" }] },
    () => api("GET /items/{id}", { id: "7" }),
  );
  assert.deepEqual(after, before);
  assert.equal(after.url, "https://api.github.com/items/.7");
});

Deno.test("withRoutes() keeps a query parameter in the query when Object.prototype describes it", () => {
  const api: Loose = withRoutes(endpoint, compileRoutes(DESCRIPTION));
  const request = polluted(
    { q: { in: "header" }, required: ["secret"] },
    () => api("GET /items/{id}", { id: "7", q: "x" }),
  );
  assert.equal(request.url, "https://api.github.com/items/.7?q=x");
  assert.equal(request.headers.q, undefined);
});

Deno.test("withRoutes() reads no description for a parameter named like an Object.prototype member", () => {
  const api: Loose = withRoutes(endpoint, compileRoutes(DESCRIPTION));
  const plain: Loose = endpoint;
  for (const name of ["toString", "constructor", "hasOwnProperty", "valueOf"]) {
    assert.deepEqual(
      outcome(() => api("GET /items/{id}", { id: "7", [name]: { admin: "true" } })),
      outcome(() => plain("GET /items/.7", { [name]: { admin: "true" } })),
      name,
    );
  }
});

Deno.test("compileRoutes() keeps a parameter named __proto__ as an own entry", () => {
  const document = JSON.parse(`{"openapi": "3.1.0", "paths": {"/x": {"post": {
    "parameters": [{ "name": "__proto__", "in": "header", "required": true }],
    "requestBody": {
      "content": { "multipart/form-data": { "encoding": { "__proto__": { "contentType": "a/b" } } } }
    }
  }}}}`);
  const table: Loose = withProtoAccessor(() => compileRoutes(document));
  const { parameters, body } = table.routes["POST /x"];
  assert.ok(Object.hasOwn(parameters, "__proto__"));
  assert.equal(Object.getPrototypeOf(parameters), Object.prototype);
  assert.ok(Object.hasOwn(body.content[0].encoding, "__proto__"));
  assert.deepEqual(table.required, undefined);
  assert.deepEqual(table.routes["POST /x"].required, ["__proto__"]);
});

Deno.test("withRoutes() reads a table from JSON.parse and the same table built by hand alike", () => {
  const byHand: Loose = {
    routes: {
      "GET /x": {
        parameters: { ["__proto__"]: { in: "header" }, f: { in: "query", style: "deepObject" } },
      },
    },
  };
  const parsed = JSON.parse(
    '{"routes":{"GET /x":{"parameters":{"__proto__":{"in":"header"},"f":{"in":"query","style":"deepObject"}}}}}',
  );
  const call = (table: Loose) =>
    withProtoAccessor(() =>
      outcome(() => withRoutes(endpoint, table)("GET /x", { f: { a: 1 } } as Loose))
    );
  assert.deepEqual(call(byHand), call(parsed));
  assert.equal((call(parsed) as Loose).ok.url, "https://api.github.com/x?f%5Ba%5D=1");
});

Deno.test("withRoutes() reads the table once: later edits to it change no call", () => {
  const table: Loose = compileRoutes(DESCRIPTION);
  const api: Loose = withRoutes(endpoint, table);
  const first = api("GET /items/{id}", { id: "7", q: "x" });
  table.servers = [{ url: "https://evil.example" }];
  table.routes["GET /items/{id}"].parameters.q = { in: "header" };
  table.routes["GET /new"] = { servers: [{ url: "https://evil.example" }] };
  assert.deepEqual(api("GET /items/{id}", { id: "7", q: "x" }), first);
  assert.equal(api("GET /new").url, "https://api.github.com/new");
  // and a fresh wrapper over a table edited before any call reads the edit alike
  const fresh: Loose = withRoutes(endpoint, compileRoutes(DESCRIPTION));
  const edited: Loose = compileRoutes(DESCRIPTION);
  edited.servers = [{ url: "https://other.example" }];
  const late: Loose = withRoutes(endpoint, edited);
  fresh("GET /items/{id}", { id: "7" });
  assert.equal(late("GET /items/{id}", { id: "7" }).url, "https://other.example/items/.7");
});

Deno.test("withRoutes() reads security schemes once and by own names only", () => {
  const table: Loose = compileRoutes(DESCRIPTION);
  const api: Loose = withRoutes(endpoint, table);
  const call = () => api("GET /items/{id}", { id: "7", request: { credentials: { key: "k" } } });
  const first = call();
  assert.equal(first.headers["x-key"], "k");
  table.securitySchemes.key = { type: "apiKey", in: "query", name: "leak" };
  table.security = [];
  assert.deepEqual(call(), first);
  // a scheme Object.prototype holds is no scheme of the description
  const inherited = polluted(
    { other: { type: "apiKey", in: "query", name: "leak" } },
    () =>
      outcome(() => api("GET /items/{id}", { id: "7", request: { credentials: { other: "k" } } })),
  );
  assert.deepEqual(inherited, { code: "INVALID_PARAMETER" });
});

Deno.test("withRoutes() body with a polluted prototype: the form is the fields given", async () => {
  const api: Loose = withRoutes(endpoint, compileRoutes(DESCRIPTION));
  const request = polluted(
    { encoding: { name: { contentType: "application/json" } }, content: [{ type: "text/plain" }] },
    () => toRequest(api("POST /items/{id}", { id: "7", name: "n" })),
  );
  assert.equal(await request.text(), "name=n");
});

/** Names the openapi entry reads somewhere, and names `Object.prototype` has. */
const NAMES = [
  "servers",
  "routes",
  "parameters",
  "required",
  "body",
  "content",
  "encoding",
  "in",
  "style",
  "explode",
  "allowReserved",
  "contentType",
  "serialize",
  "serverVariables",
  "credentials",
  "partHeaders",
  "headers",
  "filename",
  "securitySchemes",
  "security",
  "components",
  "responses",
  "accept",
  "scheme",
  "key",
  "other",
  "query",
  "path",
  "header",
  "url",
  "variables",
  "default",
  "enum",
  "openapi",
  "paths",
  "get",
  "post",
  "name",
  "schema",
  "type",
  "requestBody",
  "$ref",
  "allOf",
  "oneOf",
  "properties",
  "q",
  "filter",
  "id",
  "tags",
  "a",
  "0",
];

const pollutionValue = fc.oneof(
  fc.constant({ url: "https://evil.example" }),
  fc.constant([{ url: "https://evil.example" }]),
  fc.constant({ in: "header" }),
  fc.constant({ style: "pipeDelimited", in: "cookie" }),
  fc.constantFrom("header", "deepObject", "https://evil.example", "3.1.0", true, 1),
  fc.constant(["q", "id"]),
  fc.constant({ type: "apiKey", in: "query", name: "leak" }),
  fc.constant([["other"]]),
);

Deno.test("property: a polluted Object.prototype changes no result of the openapi entry", () => {
  check(
    fc.property(
      fc.dictionary(fc.constantFrom(...NAMES), pollutionValue, { maxKeys: 4 }),
      (pollution) => {
        // Deno's own Blob constructor reads an inherited `required` (its WebIDL dictionary code):
        // a multipart body (a typed Blob) cannot be built there, in Deno only
        const multipart = !Object.hasOwn(pollution, "required");
        assert.deepStrictEqual(polluted(pollution, () => results(multipart)), results(multipart));
      },
    ),
    300,
  );
});
