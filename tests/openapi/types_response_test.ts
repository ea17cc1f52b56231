/**
 * Typed responses over the shop (tests/fixtures/openapi/shop.json): `ResponseOf` picks a
 * response's JSON body by status, range or `default` as OpenAPI reads them (compile-time checks),
 * and `readJson` reads a response as that type, returning error responses rather than throwing.
 */
import assert from "node:assert/strict";
import { endpoint, EndpointError, toRequest } from "../../mod.ts";
import type { JsonResponse, OpenApiEndpoint, ResponseOf } from "../../mod.ts";
import { readJson } from "../../src/openapi/response.ts";
import type { components, paths } from "../fixtures/openapi/shop.d.ts";
import { type Equal, type Loose, typeIs } from "../_helpers.ts";

type Schemas = components["schemas"];
type Problem = { title: string; status: number };
type Error = { message: string };

Deno.test("ResponseOf is the success body by default; a status picks its own", () => {
  typeIs<Equal<ResponseOf<paths, "GET /orders">, Schemas["Order"][]>>();
  typeIs<Equal<ResponseOf<paths, "GET /orders", 200>, Schemas["Order"][]>>();
  typeIs<Equal<ResponseOf<paths, "GET /orders", 401>, Problem>>();
  typeIs<Equal<ResponseOf<paths, "POST /orders">, Schemas["Order"]>>();
  typeIs<Equal<ResponseOf<paths, "GET /orders", 200 | 401>, Schemas["Order"][] | Problem>>();
});

Deno.test("ResponseOf reads an unlisted status from its range, then from default", () => {
  typeIs<Equal<ResponseOf<paths, "GET /orders", 404>, Error>>();
  typeIs<Equal<ResponseOf<paths, "GET /orders", "default">, Error>>();
  typeIs<Equal<ResponseOf<paths, "POST /orders", 422>, Problem>>();
  typeIs<Equal<ResponseOf<paths, "PATCH /orders/{orderId}", 503>, Error>>();
  typeIs<Equal<ResponseOf<paths, "POST /orders", 500>, never>>();
});

Deno.test("ResponseOf of a range is every response in it, or default's", () => {
  typeIs<Equal<ResponseOf<paths, "GET /orders", "4XX">, Problem>>();
  typeIs<Equal<ResponseOf<paths, "GET /orders", "5XX">, Error>>();
  typeIs<Equal<ResponseOf<paths, "POST /orders", "4XX">, Problem>>();
  typeIs<Equal<ResponseOf<paths, "POST /orders", "5XX">, never>>();
});

Deno.test("ResponseOf of number is every listed response's body", () => {
  typeIs<Equal<ResponseOf<paths, "GET /orders", number>, Schemas["Order"][] | Problem | Error>>();
  typeIs<
    Equal<
      ResponseOf<paths, "POST /orders/{orderId}/attachments", number>,
      { id: string } | undefined
    >
  >();
});

Deno.test("ResponseOf: no content is undefined, content that is not JSON is never", () => {
  typeIs<Equal<ResponseOf<paths, "DELETE /orders/{orderId}">, undefined>>();
  typeIs<Equal<ResponseOf<paths, "GET /reports/{reportId}">, never>>();
});

Deno.test("ResponseOf takes only the description's routes and statuses", () => {
  // @ts-expect-error not a route of the description
  type Cats = ResponseOf<paths, "GET /cats">;
  // @ts-expect-error a status is a number, a range or default
  type Quoted = ResponseOf<paths, "GET /orders", "404">;
  // @ts-expect-error ranges are written 1XX to 5XX
  type Range = ResponseOf<paths, "GET /orders", "6XX">;
  const cats: Cats | Quoted | Range | undefined = undefined;
  assert.equal(cats, undefined);
});

Deno.test("JsonResponse narrows on ok to the success body or the error bodies", () => {
  type Result = JsonResponse<paths, "GET /orders">;
  typeIs<Equal<Extract<Result, { ok: true }>["body"], Schemas["Order"][]>>();
  typeIs<Equal<Extract<Result, { ok: false }>["body"], Problem | Error | undefined>>();
  typeIs<
    Equal<Extract<JsonResponse<paths, "POST /orders">, { ok: false }>["body"], Problem | undefined>
  >();
});

const ORDER = { id: 1, status: "open", items: [{ sku: "a", quantity: 2 }] };

Deno.test("readJson() returns a success response's JSON body, typed", async () => {
  const result = await readJson<paths, "GET /orders">(Response.json([ORDER]));
  if (result.ok) typeIs<Equal<typeof result.body, Schemas["Order"][]>>();
  assert.deepEqual(result, { ok: true, status: 200, body: [ORDER] });
  const problem = new Response('{"title":"Created","status":201}', {
    status: 201,
    headers: { "content-type": "application/problem+json; charset=utf-8" },
  });
  assert.deepEqual((await readJson<paths, "POST /orders">(problem)).body, {
    title: "Created",
    status: 201,
  });
});

Deno.test("readJson() returns an error response with its JSON body; it does not throw", async () => {
  const response = Response.json({ message: "Not Found" }, { status: 404 });
  const result = await readJson<paths, "DELETE /orders/{orderId}">(response);
  if (!result.ok) typeIs<Equal<typeof result.body, Error | undefined>>();
  assert.deepEqual(result, { ok: false, status: 404, body: { message: "Not Found" } });
});

Deno.test("readJson() leaves an error response that is not JSON unread, its body undefined", async () => {
  const html = "<html><body>Bad gateway</body></html>";
  const response = new Response(html, { status: 502, headers: { "content-type": "text/html" } });
  assert.deepEqual(await readJson<paths, "GET /orders">(response), {
    ok: false,
    status: 502,
    body: undefined,
  });
  assert.equal(await response.text(), html);
});

Deno.test("readJson() gives undefined for an empty body or an error's unparsable JSON", async () => {
  const empty = await readJson<paths, "DELETE /orders/{orderId}">(
    new Response(null, { status: 204 }),
  );
  assert.deepEqual(empty, { ok: true, status: 204, body: undefined });
  const blank = new Response("", { headers: { "content-type": "application/json" } });
  assert.deepEqual(await readJson<paths, "GET /orders">(blank), {
    ok: true,
    status: 200,
    body: undefined,
  });
  const truncated = new Response('{"message":', {
    status: 500,
    headers: { "content-type": "application/json" },
  });
  assert.deepEqual(await readJson<paths, "GET /orders">(truncated), {
    ok: false,
    status: 500,
    body: undefined,
  });
});

Deno.test("readJson() rejects a success response that is not JSON with INVALID_PARAMETER", async () => {
  const csv = new Response("id,total\n1,2\n", { headers: { "content-type": "text/csv" } });
  await assert.rejects(readJson<paths, "GET /reports/{reportId}">(csv), {
    name: "EndpointError",
    code: "INVALID_PARAMETER",
    message: 'Cannot read the 200 response as JSON: its content-type is "text/csv"',
  });
  const untyped = new Response("id,total\n");
  untyped.headers.delete("content-type");
  await assert.rejects(readJson<paths, "GET /reports/{reportId}">(untyped), {
    message: "Cannot read the 200 response as JSON: it has no content-type",
  });
});

Deno.test("readJson() rejects a success response whose JSON does not parse, quoting none of it", async () => {
  const secret = '{"access_token":"ghp_secret"';
  const response = new Response(secret, { headers: { "content-type": "application/json" } });
  const error = await readJson<paths, "POST /tokens">(response).catch((error) => error);
  assert.ok(error instanceof EndpointError);
  assert.equal(error.code, "INVALID_PARAMETER");
  assert.equal(error.message, "Cannot read the 200 response as JSON: its body does not parse");
  assert.equal(error.cause, undefined);
});

Deno.test("readJson() reads what a server sent for a typed call", async () => {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (request) => {
    const url = new URL(request.url);
    return request.headers.get("x-tenant") === "t1"
      ? Response.json([{ ...ORDER, status: url.searchParams.get("status") }])
      : Response.json({ title: "No tenant", status: 401 }, { status: 401 });
  });
  try {
    const shop = endpoint.defaults({
      baseUrl: `http://127.0.0.1:${server.addr.port}`,
    }) as OpenApiEndpoint<paths>;
    const paid = shop("GET /orders", { headers: { "X-Tenant": "t1" }, status: ["paid"] });
    const result = await readJson<paths, "GET /orders">(await fetch(toRequest(paid)));
    assert.ok(result.ok);
    assert.equal(result.body[0].status, "paid");
    const denied = shop("GET /orders", { headers: { "X-Tenant": "t2" } });
    const refused = await readJson<paths, "GET /orders">(await fetch(toRequest(denied)));
    assert.deepEqual(refused, {
      ok: false,
      status: 401,
      body: { title: "No tenant", status: 401 },
    });
  } finally {
    await server.shutdown();
  }
});

Deno.test("readJson() rejects what is not a response with INVALID_PARAMETER", async () => {
  for (const value of [null, undefined, "{}", {}, { text: () => "", headers: {} }]) {
    await assert.rejects(readJson<paths, "GET /orders">(value as Loose), {
      name: "EndpointError",
      code: "INVALID_PARAMETER",
      message: "Cannot read JSON: the argument is not a Response",
    }, String(value));
  }
});
