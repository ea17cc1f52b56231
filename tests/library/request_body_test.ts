/**
 * `toRequest()` sends the body it is given or rejects it (docs/behaviour.md section 6): it never
 * sends a `Request` whose body silently differs from the options'.
 */
import assert from "node:assert/strict";
import { endpoint, toRequest } from "../../mod.ts";
import type { RequestOptions } from "../../mod.ts";
import { assertEndpointError } from "../_helpers.ts";

Deno.test("toRequest() rejects a function or symbol data instead of sending an empty JSON body", () => {
  const unsendable: [string, RequestOptions][] = [
    ["a function", endpoint("POST /x", { data: () => 1 })],
    ["a symbol", endpoint("POST /x", { data: Symbol("s") })],
    [
      "a function as text",
      endpoint("PUT /x", { data: () => 1, headers: { "content-type": "text/plain" } }),
    ],
  ];
  for (const [name, options] of unsendable) {
    assertEndpointError(() => toRequest(options), "INVALID_PARAMETER", name);
  }
});

Deno.test("toRequest() rejects a body on GET or HEAD instead of a TypeError", () => {
  const url = "https://a.example/x";
  for (const [method, body] of [["get", "x"], ["head", ""]]) {
    const options: RequestOptions = { method, url, headers: {}, body };
    assertEndpointError(() => toRequest(options), "INVALID_PARAMETER", method);
  }
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

Deno.test("toRequest() rejects a body whose toJSON throws, even null or undefined, as INVALID_PARAMETER", () => {
  for (const thrown of [null, undefined, 0, "text"]) {
    const data = {
      toJSON() {
        throw thrown;
      },
    };
    const options = endpoint("POST /x", { data });
    const { message } = assertEndpointError(() => toRequest(options), "INVALID_PARAMETER");
    assert.match(message, /as a JSON body: it threw/, String(thrown));
  }
});

Deno.test("toRequest() rejects a body it cannot send as INVALID_PARAMETER naming the body, not INVALID_URL", async () => {
  const locked = new ReadableStream();
  locked.getReader();
  const read = new ReadableStream({ start: (controller) => controller.close() });
  const reader = read.getReader();
  await reader.read(); // read to its end: disturbed, and no longer locked once released
  reader.releaseLock();
  const bodies: [string, unknown][] = [
    ["a locked ReadableStream", locked],
    ["a ReadableStream read before", read],
    ["a view of a SharedArrayBuffer", new Uint8Array(new SharedArrayBuffer(4))],
    ["an object made from Blob.prototype", Object.create(Blob.prototype)],
    ["an object made from ReadableStream.prototype", Object.create(ReadableStream.prototype)],
    ["an object made from FormData.prototype", Object.create(FormData.prototype)],
    ["an object made from URLSearchParams.prototype", Object.create(URLSearchParams.prototype)],
  ];
  for (const [name, data] of bodies) {
    const options = endpoint("POST /x", { data });
    const { message } = assertEndpointError(() => toRequest(options), "INVALID_PARAMETER", name);
    assert.match(message, /as a request body/, name);
  }
});

Deno.test("toRequest() rejects an object made from ArrayBuffer.prototype instead of sending [object ArrayBuffer]", () => {
  const options = endpoint("POST /x", { data: Object.create(ArrayBuffer.prototype) });
  const { message } = assertEndpointError(() => toRequest(options), "INVALID_PARAMETER");
  assert.match(message, /as a request body/);
});

Deno.test("toRequest() still sends every real BodyInit, subclasses and proxies that pass a brand check too", async () => {
  class Named extends Blob {}
  const sent = (data: unknown) => toRequest(endpoint("POST /x", { data })).text();
  assert.equal(await sent(new Named(["named"])), "named");
  assert.equal(await sent(new Proxy(new Blob(["proxied"]), {})), "proxied");
  assert.equal(await sent(new TextEncoder().encode("bytes").buffer), "bytes");
  assert.equal(await sent(new DataView(new TextEncoder().encode("view").buffer)), "view");
  assert.equal(await sent(new URLSearchParams("a=1")), "a=1");
  assert.equal(await sent(new Blob(["stream"]).stream()), "stream");
});
