/**
 * `toRequest()` passes `request.signal` and `request.redirect` on to the `Request`; every other
 * `request` field is metadata it ignores.
 */
import assert from "node:assert/strict";
import { endpoint, toRequest } from "../../mod.ts";
import { assertEndpointError, type Loose } from "../_helpers.ts";

Deno.test("toRequest() passes request.signal on, so aborting it aborts the Request", () => {
  const controller = new AbortController();
  const request = toRequest(endpoint("GET /x", { request: { signal: controller.signal } }));
  assert.equal(request.signal.aborted, false);
  controller.abort(new Error("stop"));
  assert.equal(request.signal.aborted, true);
  const aborted = toRequest(endpoint("GET /x", { request: { signal: AbortSignal.abort() } }));
  assert.equal(aborted.signal.aborted, true);
});

Deno.test("fetch(toRequest(…)) to a local server rejects with an AbortError when the signal aborts", async () => {
  let arrived!: () => void;
  const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
  let release!: (response: Response) => void;
  const held = new Promise<Response>((resolve) => (release = resolve));
  // The server holds its answer until the test ends: the call hangs until it is aborted.
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, () => {
    arrived();
    return held;
  });
  let pending: Promise<Response> | undefined;
  try {
    const controller = new AbortController();
    const options = endpoint("GET /slow", {
      baseUrl: `http://127.0.0.1:${server.addr.port}`,
      request: { signal: controller.signal },
    });
    const request = toRequest(options);
    pending = fetch(request);
    await requestArrived;
    controller.abort();
    // Checked first, so that a signal that does not reach the Request fails instead of hanging.
    assert.equal(request.signal.aborted, true, "the Request's signal follows request.signal");
    await assert.rejects(pending, (error: Error) => error.name === "AbortError");
  } finally {
    release(new Response("late"));
    await pending?.then((response) => response.body?.cancel(), () => {});
    await server.shutdown();
  }
});

Deno.test("toRequest() passes request.redirect on and ignores the other request fields", () => {
  const request = toRequest(endpoint("GET /x", {
    request: { redirect: "manual", fetch: () => {}, timeout: 5, hook: () => {}, agent: {} },
  }));
  assert.equal(request.redirect, "manual");
  assert.equal(toRequest(endpoint("GET /x")).redirect, "follow");
});

Deno.test("toRequest() rejects a request.signal or request.redirect of the wrong kind", () => {
  const bad: [string, Loose][] = [
    ["a signal that is not an AbortSignal", { signal: { aborted: false } }],
    ["a redirect value fetch does not know", { redirect: "sometimes" }],
  ];
  for (const [name, request] of bad) {
    assertEndpointError(
      () => toRequest(endpoint("GET /x", { request })),
      "INVALID_PARAMETER",
      name,
    );
  }
});

Deno.test("toRequest() reads signal and redirect as own properties only", () => {
  const inherited = Object.create({ signal: AbortSignal.abort(), redirect: "error" });
  const request = toRequest(endpoint("GET /x", { request: inherited }));
  assert.equal(request.signal.aborted, false);
  assert.equal(request.redirect, "follow");
});

Deno.test("toRequest() rejects a fake AbortSignal as INVALID_PARAMETER naming request.signal, not INVALID_URL", () => {
  for (const signal of [Object.create(AbortSignal.prototype), { aborted: false }]) {
    const options = endpoint("GET /x", { request: { signal } });
    const { message } = assertEndpointError(() => toRequest(options), "INVALID_PARAMETER");
    assert.match(message, /request\.signal/);
  }
});
