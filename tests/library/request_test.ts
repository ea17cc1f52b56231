import assert from "node:assert/strict";
import { endpoint, toRequest } from "../../mod.ts";
import { assertEndpointError } from "../_helpers.ts";

Deno.test("toRequest() uppercases the method and keeps url and headers", async () => {
  const request = toRequest(endpoint("PATCH /repos/{owner}/{repo}", {
    owner: "o",
    repo: "r",
    headers: { authorization: "token t" },
    name: "n",
  }));
  assert.equal(request.method, "PATCH");
  assert.equal(request.url, "https://api.github.com/repos/o/r");
  assert.equal(request.headers.get("authorization"), "token t");
  assert.equal(request.headers.get("accept"), "application/vnd.github.v3+json");
  assert.equal(request.headers.get("content-type"), "application/json; charset=utf-8");
  assert.equal(await request.text(), '{"name":"n"}');
});

Deno.test("toRequest() keeps a GET without a body", async () => {
  const request = toRequest(endpoint("GET /x", { a: 1 }));
  assert.equal(request.method, "GET");
  assert.equal(request.url, "https://api.github.com/x?a=1");
  assert.equal(request.body, null);
  assert.equal(await request.text(), "");
});

Deno.test("toRequest() sends a bare PUT's empty string body", async () => {
  const request = toRequest(
    endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }),
  );
  assert.equal(request.method, "PUT");
  assert.equal(await request.text(), "");
  assert.equal(request.headers.get("content-type"), "text/plain;charset=UTF-8");
});

Deno.test("toRequest() passes string, Blob, bytes, FormData, URLSearchParams and streams as they are", async () => {
  const form = new FormData();
  form.set("a", "1");
  const cases: [unknown, (request: Request) => Promise<void>][] = [
    ["raw text", async (r) => assert.equal(await r.text(), "raw text")],
    [new Blob(["blob"]), async (r) => assert.equal(await r.text(), "blob")],
    [new TextEncoder().encode("bytes"), async (r) => assert.equal(await r.text(), "bytes")],
    [
      new TextEncoder().encode("buffer").buffer,
      async (r) => assert.equal(await r.text(), "buffer"),
    ],
    [
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("stream"));
          controller.close();
        },
      }),
      async (r) => assert.equal(await r.text(), "stream"),
    ],
  ];
  for (const [data, check] of cases) {
    await check(
      toRequest(
        endpoint("POST /upload", { data, headers: { "content-type": "application/octet-stream" } }),
      ),
    );
  }
});

Deno.test("toRequest() lets Request set the content-type of FormData and URLSearchParams", async () => {
  const form = new FormData();
  form.set("a", "1");
  const multipart = toRequest(endpoint("POST /upload", { data: form }));
  assert.match(multipart.headers.get("content-type")!, /^multipart\/form-data; boundary=/);
  assert.equal((await multipart.formData()).get("a"), "1");
  const search = toRequest(endpoint("POST /form", { data: new URLSearchParams({ a: "1 2" }) }));
  assert.equal(
    search.headers.get("content-type"),
    "application/x-www-form-urlencoded;charset=UTF-8",
  );
  assert.equal(await search.text(), "a=1+2");
  const own = toRequest(
    endpoint("POST /form", { data: form, headers: { "content-type": "text/x-mine" } }),
  );
  assert.equal(own.headers.get("content-type"), "text/x-mine");
});

Deno.test("toRequest() stringifies a JSON content-type body, null included", async () => {
  assert.equal(await toRequest(endpoint("POST /x", { data: { a: [1] } })).text(), '{"a":[1]}');
  assert.equal(await toRequest(endpoint("DELETE /x", { data: null })).text(), "null");
  assert.equal(await toRequest(endpoint("POST /x", { data: 5 })).text(), "5");
  const vendor = endpoint("POST /x", {
    data: { a: 1 },
    headers: { "content-type": "application/vnd.api+json" },
  });
  assert.equal(await toRequest(vendor).text(), '{"a":1}');
});

Deno.test("toRequest() rejects a body with no request form", () => {
  const options = endpoint("POST /x", { data: 5, headers: { "content-type": "text/plain" } });
  assertEndpointError(() => toRequest(options), "INVALID_PARAMETER");
});

Deno.test("toRequest() gives fetch a Request that round-trips through a Response", async () => {
  const request = toRequest(
    endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" }),
  );
  const echoed = new Response(request.body, { headers: request.headers });
  assert.deepStrictEqual(await echoed.json(), { title: "t" });
});

Deno.test("toRequest() rejects the methods fetch forbids with INVALID_METHOD", () => {
  for (const method of ["CONNECT", "TRACE", "track"]) {
    const options = endpoint(`${method} /x`);
    assertEndpointError(() => toRequest(options), "INVALID_METHOD");
  }
});

Deno.test("toRequest() rejects a url with credentials with INVALID_URL, not a TypeError", () => {
  for (
    const url of ["https://user:pass@example.com/x", "https://user@x.test", "https://:p@x.test"]
  ) {
    assertEndpointError(() => toRequest({ method: "GET", url, headers: {} }), "INVALID_URL");
  }
  // An `@` elsewhere than in the authority is no credential.
  const request = toRequest({ method: "GET", url: "https://x.test/users/@me?to=a@b", headers: {} });
  assert.equal(request.url, "https://x.test/users/@me?to=a@b");
});
