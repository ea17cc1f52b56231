import assert from "node:assert/strict";
import { endpoint } from "../../mod.ts";
import { isRateLimitHeader, sendRequest } from "../../playground/send/send_request.ts";
import type { RequestLike } from "../../playground/snippets/request_text.ts";
import { tokenServer } from "../../playground/send/token_server.ts";
import { echoServer } from "../_echo.ts";

/** Where the token may go for GitHub's API: the call's base URL. */
const baseOf = (options: { url: string }) => tokenServer(undefined, { baseUrl: options.url });

Deno.test("sendRequest() sends the token as authorization and leaves the options as they were", async () => {
  const server = await echoServer();
  try {
    const options = endpoint("PATCH /user", {
      baseUrl: server.base,
      bio: "Zoë",
      headers: { authorization: "token from-defaults" },
    }) as RequestLike;
    const before = structuredClone({ ...options, body: { ...options.body as object } });
    const outcome = await sendRequest(options, " ghp_typed ", baseOf(options));
    assert.equal(outcome.kind, "response");
    assert.equal(server.arrivals[0].headers.authorization, "Bearer ghp_typed");
    assert.equal(server.arrivals[0].method, "PATCH");
    assert.deepEqual({ ...options, body: { ...options.body as object } }, before);

    await sendRequest(options, "", baseOf(options));
    assert.equal(server.arrivals[1].headers.authorization, "token from-defaults");
  } finally {
    await server.close();
  }
});

Deno.test("sendRequest() pretty-prints a JSON body and keeps the status and headers", async () => {
  const server = await echoServer({ status: () => 422 });
  try {
    const options = endpoint("GET /x", { baseUrl: server.base });
    const outcome = await sendRequest(options, "", baseOf(options));
    assert.ok(outcome.kind === "response");
    assert.equal(outcome.status, 422);
    assert.equal(outcome.statusText, "Unprocessable Entity");
    assert.ok(outcome.body.startsWith('{\n  "method": "GET",\n  "path": "/x",'), outcome.body);
    const limits = outcome.headers.filter(([name]) => isRateLimitHeader(name));
    assert.equal(limits.length, 3);
  } finally {
    await server.close();
  }
});

Deno.test("sendRequest() reports a failed fetch and a refused request instead of throwing", async () => {
  const server = await echoServer();
  const closed = server.base;
  await server.close();
  const options = endpoint("GET /x", { baseUrl: closed });
  const network = await sendRequest(options, "t", baseOf(options));
  assert.equal(network.kind, "network");
  assert.match((network as { message: string }).message, /^TypeError: /);

  const trace = { method: "trace", url: `${closed}/x`, headers: {} };
  const refused = await sendRequest(trace, "", baseOf(trace));
  assert.deepEqual(refused.kind, "invalid");
});

Deno.test("isRateLimitHeader() knows GitHub's rate-limit headers and retry-after", () => {
  assert.deepEqual(
    ["x-ratelimit-remaining", "X-RateLimit-Reset", "retry-after", "x-github-request-id"].map(
      isRateLimitHeader,
    ),
    [true, true, true, false],
  );
});
