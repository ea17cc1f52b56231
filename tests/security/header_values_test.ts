/**
 * A header value is accepted exactly when `fetch` and Node's `http` can send it
 * (docs/behaviour.md section 4.6): `endpoint()` fails where the request would.
 */
import assert from "node:assert/strict";
import { validateHeaderValue } from "node:http";
import { endpoint, toRequest } from "../../mod.ts";
import { assertEndpointError, outcome } from "../_helpers.ts";

/** Whether `call` accepts a header value, or says `INVALID_HEADER`. */
function accepts(call: () => unknown): boolean {
  const result = outcome(call);
  if ("ok" in result) return true;
  assert.equal(result.code, "INVALID_HEADER");
  return false;
}

/** Whether both a `Headers` (what `fetch` takes) and Node's `http` take `value`. */
function sendable(value: string): boolean {
  try {
    new Headers({ "x-a": value });
    validateHeaderValue("x-a", value);
    return true;
  } catch {
    return false;
  }
}

Deno.test("endpoint() accepts a header value exactly when new Headers() and node:http do, for every code point 0–255 at the start, inside and at the end", () => {
  for (let code = 0; code <= 0xff; code++) {
    const char = String.fromCharCode(code);
    for (const value of [char + "a", "a" + char + "b", "a" + char, char]) {
      const expected = sendable(value);
      const name = `U+${code.toString(16).padStart(4, "0")} in ${JSON.stringify(value)}`;
      assert.equal(
        accepts(() => endpoint("GET /x", { headers: { "x-a": value } })),
        expected,
        name,
      );
      assert.equal(
        accepts(() =>
          toRequest({ method: "get", url: "https://a.example/", headers: { "x-a": value } })
        ),
        expected,
        `toRequest(): ${name}`,
      );
    }
  }
});

Deno.test("a header value with a control character is INVALID_HEADER at endpoint(), before fetch would refuse it", () => {
  for (const value of ["a\x01b", "a\x1bb", "a\x7fb", "a\vb", "a\fb", "\x08"]) {
    assertEndpointError(
      () => endpoint("GET /x", { headers: { "x-a": value } }),
      "INVALID_HEADER",
      JSON.stringify(value),
    );
  }
});

Deno.test("a header value keeps its surrounding spaces and tabs, which fetch trims when it sends", () => {
  const value = " \ta b\t ";
  assert.equal(endpoint("GET /x", { headers: { "x-a": value } }).headers["x-a"], value);
  const request = toRequest({
    method: "get",
    url: "https://a.example/",
    headers: { "x-a": value },
  });
  assert.equal(request.headers.get("x-a"), "a b");
});
