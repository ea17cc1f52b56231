/**
 * `toRequest()` sends the body it is given or rejects it (docs/behaviour.md section 6): it never
 * sends a `Request` whose body silently differs from the options'.
 */
import assert from "node:assert/strict";
import { endpoint, EndpointError, toRequest } from "../mod.ts";
import type { RequestOptions } from "../mod.ts";

function rejects(options: RequestOptions, name: string): void {
  assert.throws(
    () => toRequest(options),
    (error) => error instanceof EndpointError && error.code === "INVALID_PARAMETER",
    name,
  );
}

Deno.test("regression: a function or symbol data went out as an empty body with a JSON content-type", () => {
  rejects(endpoint("POST /x", { data: () => 1 }), "function");
  rejects(endpoint("POST /x", { data: Symbol("s") }), "symbol");
  rejects(endpoint("PUT /x", { data: () => 1, headers: { "content-type": "text/plain" } }), "text");
});

Deno.test("toRequest() rejects a body on GET or HEAD instead of a TypeError", () => {
  const url = "https://a.example/x";
  rejects({ method: "get", url, headers: {}, body: "x" }, "GET");
  rejects({ method: "head", url, headers: {}, body: "" }, "HEAD");
  // null and undefined are no body at all.
  assert.equal(toRequest({ method: "get", url, headers: {}, body: null }).body, null);
  assert.equal(toRequest({ method: "get", url, headers: {}, body: undefined }).body, null);
});

Deno.test("toRequest() still sends every body it has a form for", async () => {
  const json = (data: unknown) => toRequest(endpoint("POST /x", { data })).text();
  assert.equal(await json({ a: 1 }), '{"a":1}');
  assert.equal(await json([1, "2"]), '[1,"2"]');
  assert.equal(await json(0), "0");
  assert.equal(await json(false), "false");
  assert.equal(await json(null), "null");
  assert.equal(await json("text"), "text");
  assert.equal(await json(new Date(0)), '"1970-01-01T00:00:00.000Z"');
});
