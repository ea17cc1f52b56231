/**
 * Form bodies: `formUrlEncoded()` and `multipartBody()` sent through a real `Request` and read
 * back as a server reads them (`request.formData()`, `URLSearchParams`), the examples of OpenAPI
 * 3.1.1 (Media Type Object, "Support for x-www-form-urlencoded Request Bodies" and "Special
 * Considerations for multipart Content"), and Stripe's nested form.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { EndpointError } from "../../mod.ts";
import { formUrlEncoded } from "../../src/openapi/body.ts";
import { multipartBody } from "../../src/openapi/multipart_fields.ts";
import { check, wellFormedString } from "../_arbitraries.ts";

const URL_ENCODED = "application/x-www-form-urlencoded";

/** What a server reads from a body: the fields `request.formData()` gives. */
async function received(body: string | Blob): Promise<[string, FormDataEntryValue][]> {
  const headers = typeof body === "string" ? { "content-type": URL_ENCODED } : undefined;
  const request = new Request("http://127.0.0.1/", { method: "POST", body, headers });
  return [...await request.formData()];
}

function assertRejects(fn: () => unknown, ...words: string[]): void {
  assert.throws(fn, (error: unknown) => {
    assert(error instanceof EndpointError, `not an EndpointError: ${error}`);
    assert.equal(error.code, "INVALID_PARAMETER");
    for (const word of words) assert(error.message.includes(word), error.message);
    return true;
  });
}

Deno.test("formUrlEncoded() fields arrive as the server reads them", async () => {
  const body = formUrlEncoded({ grant_type: "client_credentials", scope: "read write", n: 3 });
  assert.equal(body, "grant_type=client_credentials&scope=read%20write&n=3");
  assert.deepEqual(await received(body), [
    ["grant_type", "client_credentials"],
    ["scope", "read write"],
    ["n", "3"],
  ]);
});

Deno.test("formUrlEncoded() writes a space as %20 and a plus as %2B", () => {
  assert.equal(formUrlEncoded({ q: "a b+c" }), "q=a%20b%2Bc");
  assert.deepEqual([...new URLSearchParams(formUrlEncoded({ q: "a b+c" }))], [["q", "a b+c"]]);
});

Deno.test("formUrlEncoded() writes Stripe's nested metadata and expand by deepObject", async () => {
  const body = formUrlEncoded(
    {
      amount: 2000,
      currency: "usd",
      metadata: { order_id: "6735", "note key": "a&b" },
      expand: ["customer", "invoice.subscription"],
      line_items: [{ price: "price_1", quantity: 2 }],
    },
    {
      metadata: { style: "deepObject", explode: true },
      expand: { style: "deepObject", explode: true },
      line_items: { style: "deepObject", explode: true },
    },
  );
  assert.deepEqual(await received(body), [
    ["amount", "2000"],
    ["currency", "usd"],
    ["metadata[order_id]", "6735"],
    ["metadata[note key]", "a&b"],
    ["expand[0]", "customer"],
    ["expand[1]", "invoice.subscription"],
    ["line_items[0][price]", "price_1"],
    ["line_items[0][quantity]", "2"],
  ]);
});

Deno.test("formUrlEncoded() writes each field in its Encoding Object's style", () => {
  const fields = { ids: [1, 2], tags: ["a", "b"], color: { R: 1, G: 2 } };
  assert.equal(formUrlEncoded(fields), "ids=1&ids=2&tags=a&tags=b&R=1&G=2", "form, explode");
  assert.equal(
    formUrlEncoded(fields, {
      ids: { explode: false },
      tags: { style: "pipeDelimited" },
      color: { style: "deepObject" },
    }),
    "ids=1,2&tags=a%7Cb&color%5BR%5D=1&color%5BG%5D=2",
  );
  assert.equal(
    formUrlEncoded({ ids: [1, 2] }, { ids: { style: "brackets" } }),
    "ids%5B%5D=1&ids%5B%5D=2",
  );
});

/**
 * OpenAPI 3.1.1, "Support for x-www-form-urlencoded Request Bodies": `address` is an object
 * with no style field, so its `contentType` (`application/json`, the default for an object)
 * writes it. The specification leaves `:` and `,` unencoded and writes spaces as `+` (RFC
 * 1866); this library encodes both as RFC 3986 does: the fields a server reads are the same.
 */
Deno.test("formUrlEncoded() reproduces OpenAPI 3.1.1's x-www-form-urlencoded example", async () => {
  const fields = {
    id: "f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
    address: {
      streetAddress: "123 Example Dr.",
      city: "Somewhere",
      state: "CA",
      zip: "99999+1234",
    },
  };
  const specification = "id=f81d4fae-7dec-11d0-a765-00a0c91e6bf6&address=%7B%22streetAddress%22:" +
    "%22123+Example+Dr.%22,%22city%22:%22Somewhere%22,%22state%22:%22CA%22,%22zip%22:%2299999%2B1234%22%7D";
  const body = formUrlEncoded(fields, { address: { contentType: "application/json" } });
  assert.deepEqual(await received(body), await received(specification));
  assert.equal(JSON.parse(new URLSearchParams(body).get("address")!).zip, "99999+1234");
  // "Here is the id parameter (without address) serialized as application/json":
  assert.equal(
    formUrlEncoded({ id: fields.id }, { id: { contentType: "application/json" } }),
    "id=%22f81d4fae-7dec-11d0-a765-00a0c91e6bf6%22",
  );
});

Deno.test("formUrlEncoded() with a text contentType writes an array as repeated fields", () => {
  assert.equal(formUrlEncoded({ a: ["x", 1] }, { a: { contentType: "text/plain" } }), "a=x&a=1");
  assertRejects(
    () => formUrlEncoded({ a: { b: 1 } }, { a: { contentType: "text/plain" } }),
    '"a"',
    "text/plain",
  );
});

Deno.test("formUrlEncoded() leaves out undefined and null fields", () => {
  assert.equal(formUrlEncoded({ a: undefined, b: null, c: "", d: [] }), "c=");
});

Deno.test("formUrlEncoded() reads only a field's own Encoding Object", () => {
  const encoding = Object.create({ ids: { explode: false } });
  assert.equal(formUrlEncoded({ ids: [1, 2] }, encoding), "ids=1&ids=2");
  const none = null as unknown as Record<string, never>;
  assert.equal(formUrlEncoded({ ids: [1, 2] }, none), "ids=1&ids=2", "null is no encoding");
  assert.deepEqual(multipartBody({ ids: [1, 2] }, none).parts.map((part) => part.value), [
    "1",
    "2",
  ]);
});

Deno.test("formUrlEncoded() fields decode back for arbitrary names and values", () => {
  check(fc.property(
    fc.dictionary(wellFormedString, fc.oneof(wellFormedString, fc.integer()), { maxKeys: 5 }),
    (fields) => {
      const read = [...new URLSearchParams(formUrlEncoded(fields))];
      assert.deepEqual(read, Object.entries(fields).map(([k, v]) => [k, String(v)]));
    },
  ));
});

Deno.test("multipartBody() parts arrive as the server reads them", async () => {
  const avatar = new File(["\x89PNG"], "me.png", { type: "image/png" });
  const body = multipartBody({
    id: 7,
    name: "Zoë",
    ok: true,
    at: new Date(0),
    avatar,
    raw: new Blob(["bytes"]),
    address: { city: "Somewhere" },
    tags: ["a", "b"],
    missing: undefined,
    none: null,
  });
  const parts = await received(body);
  assert.deepEqual(parts.map(([name]) => name), [
    "id",
    "name",
    "ok",
    "at",
    "avatar",
    "raw",
    "address",
    "tags",
    "tags",
  ]);
  const field = (name: string) => parts.find(([n]) => n === name)![1];
  assert.equal(field("id"), "7");
  assert.equal(field("name"), "Zoë");
  assert.equal(field("ok"), "true");
  assert.equal(field("at"), "1970-01-01T00:00:00.000Z");
  const file = field("avatar") as File;
  assert.equal(file.name, "me.png");
  assert.equal(file.type, "image/png");
  assert.equal(await file.text(), "\x89PNG");
  assert.equal(await (field("raw") as File).text(), "bytes");
  // a JSON part is a field (no file name), typed in the body only
  assert.deepEqual(JSON.parse(field("address") as string), { city: "Somewhere" });
  assert.deepEqual(body.parts[6].headers, { "content-type": "application/json" });
  assert.deepEqual(parts.filter(([n]) => n === "tags").map(([, v]) => v), ["a", "b"]);
});

/**
 * OpenAPI 3.1.1, "Special Considerations for multipart Content": `id` text, `address` an object
 * (`application/json`), `profileImage` binary, `children` an array of strings (one `text/plain`
 * part each), `addresses` an array of objects (one `application/json` part each).
 */
Deno.test("multipartBody() writes OpenAPI 3.1.1's multipart example", () => {
  const { parts } = multipartBody({
    id: "f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
    address: { city: "Somewhere" },
    profileImage: new File(["<png>"], "p.png", { type: "image/png" }),
    children: ["Ann", "Bob"],
    addresses: [{ city: "A" }, { city: "B" }],
  });
  const types = parts.map(({ name, headers, value }) => [
    name,
    headers["content-type"] ?? "text",
    typeof value === "string" ? value : (value as File).name,
  ]);
  assert.deepEqual(types, [
    ["id", "text", "f81d4fae-7dec-11d0-a765-00a0c91e6bf6"],
    ["address", "application/json", '{"city":"Somewhere"}'],
    ["profileImage", "image/png", "p.png"],
    ["children", "text", "Ann"],
    ["children", "text", "Bob"],
    ["addresses", "application/json", '{"city":"A"}'],
    ["addresses", "application/json", '{"city":"B"}'],
  ]);
});

Deno.test("multipartBody() follows an Encoding Object's contentType", () => {
  const { parts } = multipartBody(
    { meta: { a: 1 }, count: 3, doc: { b: 2 } },
    {
      meta: { contentType: "text/plain" },
      count: { contentType: "application/json" },
      doc: { contentType: "application/vnd.api+json" },
    },
  );
  assert.deepEqual(parts, [
    // an object as a text part holding its JSON, of the type given
    { name: "meta", headers: { "content-type": "text/plain" }, value: '{"a":1}' },
    { name: "count", headers: { "content-type": "application/json" }, value: "3" },
    { name: "doc", headers: { "content-type": "application/vnd.api+json" }, value: '{"b":2}' },
  ]);
  // a list or a range is no part's type: JSON's own, or none for text
  const ranged = multipartBody({ a: { x: 1 }, b: "t", c: new Blob(["c"]) }, {
    a: { contentType: "text/plain, application/json" },
    b: { contentType: "text/*" },
    c: { contentType: "image/png" },
  });
  assert.deepEqual(ranged.parts.map((part) => part.headers), [
    { "content-type": "application/json" },
    {},
    { "content-type": "image/png" },
  ]);
});

Deno.test("body writers reject what has no form, naming the field", () => {
  assertRejects(() => formUrlEncoded([1] as unknown as Record<string, unknown>), "an array");
  assertRejects(() => multipartBody("a=b" as unknown as Record<string, unknown>), "a string");
  assertRejects(() => multipartBody({ f: () => 1 }), '"f"', "a function");
  assertRejects(() => multipartBody({ m: new Map() }), '"m"', "a class instance");
  assertRejects(() => multipartBody({ big: { n: 1n } }), '"big"', "JSON");
  const loop: Record<string, unknown> = {};
  loop.self = loop;
  assertRejects(() => multipartBody({ loop }), '"loop"');
  assertRejects(
    () => formUrlEncoded({ j: Symbol("s") }, { j: { contentType: "application/json" } }),
    '"j"',
  );
});

Deno.test("body writers do not change the fields or the encoding they are given", () => {
  const fields = Object.freeze({ a: Object.freeze([1, 2]), b: Object.freeze({ c: "d" }) });
  const encoding = Object.freeze({ b: Object.freeze({ style: "deepObject" as const }) });
  assert.equal(formUrlEncoded(fields, encoding), "a=1&a=2&b%5Bc%5D=d");
  const headers = Object.freeze({ b: Object.freeze({ "X-A": "1" }) });
  const body = multipartBody(fields, encoding, headers);
  assert.deepEqual(body.parts.map((part) => [part.name, part.value]), [
    ["a", "1"],
    ["a", "2"],
    ["b[c]", "d"],
  ]);
  assert.deepEqual(body.parts[2].headers, { "x-a": "1" });
});
