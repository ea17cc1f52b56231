/**
 * Property-based safety: any untrusted parameters give a result or an `EndpointError`, results
 * are well formed, credentials survive, inputs and `DEFAULTS` are never changed.
 * Replay a run with `FC_SEED` (see `_arbitraries.ts`); the default is fixed.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { endpoint, toRequest } from "../../mod.ts";
import type { RequestOptions } from "../../mod.ts";
import {
  BASE_URLS,
  check,
  deepCopy,
  deepFreeze,
  headers,
  jsonLike,
  mediaType,
  options,
  optionsLayer,
  parameterKey,
  parameters,
  ROUTES,
  routeWithParameters,
} from "../_arbitraries.ts";
import { type Loose, outcome } from "../_helpers.ts";

const TOKEN_CHARS = /^[!#$%&'*+\-.^_`|~0-9a-z]+$/;
const BODY_METHODS = ["post", "put", "patch", "delete"];

function base(baseUrl: string): URL {
  return new URL(baseUrl.replace(/\/+$/, "") + "/");
}

/** What every result must satisfy, whatever the parameters were. */
function assertWellFormed(result: RequestOptions, route: string, baseUrl: string): void {
  const [method, template] = route.split(" ");
  assert.equal(result.method, method.toLowerCase());
  assert.ok(URL.canParse(result.url), `url does not parse: ${result.url}`);
  const url = new URL(result.url);
  if (template.startsWith("/")) {
    const expected = base(baseUrl);
    // The request goes to the configured origin, under the configured path prefix...
    assert.equal(url.origin, expected.origin, result.url);
    assert.ok(result.url.startsWith(expected.href.replace(/\/+$/, "") + "/"), result.url);
    // ...and no value resolves a dot segment out of it (`{+path}` is trusted: docs/behaviour.md
    // section 4.2).
    if (!template.includes("{+")) {
      assert.ok(url.pathname.startsWith(expected.pathname.replace(/\/+$/, "")), result.url);
    }
  } else {
    assert.equal(url.origin, new URL(template.replace(/\{.*$/, "")).origin);
  }
  for (const [name, value] of Object.entries(result.headers)) {
    assert.match(name, TOKEN_CHARS);
    assert.equal(typeof value, "string");
    assert.ok(!/[\r\n\0]/.test(value), `header ${name} holds CR, LF or NUL`);
  }
  assert.equal(Object.getPrototypeOf(result.headers), Object.prototype);
  if (!BODY_METHODS.includes(result.method)) assert.ok(!Object.hasOwn(result, "body"));
}

Deno.test("property: any parameters on any route give a well-formed result or an EndpointError", () => {
  check(
    fc.property(
      routeWithParameters,
      fc.constantFrom(...BASE_URLS),
      ([route, params], baseUrl) => {
        const fn = endpoint.defaults({ baseUrl });
        const direct = outcome(() => fn(route, params));
        const merged = outcome(() => fn.parse(fn.merge(route, params)));
        const asDefaults = outcome(() => fn.defaults(params)(route));
        assert.deepStrictEqual(merged, direct);
        for (const result of [direct, asDefaults]) {
          if ("ok" in result) assertWellFormed(result.ok as RequestOptions, route, baseUrl);
        }
      },
    ),
  );
});

Deno.test("property: toRequest() accepts every result built from JSON-like parameters", () => {
  const jsonParameters = fc.dictionary(parameterKey, jsonLike, { maxKeys: 6 });
  check(
    fc.property(fc.constantFrom(...ROUTES), jsonParameters, (route, params) => {
      const built = outcome(() => endpoint(route, params));
      if (!("ok" in built)) return;
      const result = built.ok as RequestOptions;
      const request = outcome(() => toRequest(result));
      assert.ok("ok" in request, `toRequest rejected a result: ${JSON.stringify(request)}`);
      const sent = request.ok as Request;
      assert.equal(sent.method, result.method.toUpperCase());
      assert.equal(sent.url, new URL(result.url).href);
      for (const [name, value] of Object.entries(result.headers)) {
        assert.equal(sent.headers.get(name), value.trim());
      }
    }),
  );
});

/** What a call does to the `authorization` header set in defaults. */
type Action = "keep" | "undefined" | "override" | "null";

Deno.test("property: an authorization set in defaults survives every call that does not override or null it", () => {
  const TOKEN = "token ghp_secret";
  const notAuthorization = headers.map((given) => {
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(given)) {
      if (key.toLowerCase() !== "authorization") result[key] = given[key];
    }
    return result;
  });
  check(
    fc.property(
      fc.constantFrom(...ROUTES),
      fc.option(notAuthorization, { nil: undefined }),
      notAuthorization,
      fc.option(mediaType, { nil: undefined }),
      parameters,
      fc.constantFrom<Action>("keep", "undefined", "override", "null"),
      fc.constantFrom("authorization", "Authorization", "AUTHORIZATION"),
      (route, layer, given, media, params, action, name) => {
        const root = endpoint.defaults({ headers: { authorization: TOKEN } });
        const cascade = outcome(() =>
          layer === undefined ? root : root.defaults({ headers: layer as Loose })
        );
        if (!("ok" in cascade)) return; // the layer itself was rejected
        const fn = cascade.ok as typeof endpoint;
        const callHeaders = { ...given };
        if (action === "undefined") callHeaders[name] = undefined;
        if (action === "override") callHeaders[name] = "token other";
        if (action === "null") callHeaders[name] = null;
        const call: Record<string, unknown> = { ...params, headers: callHeaders };
        if (media !== undefined) call.mediaType = media;
        const result = outcome(() => fn(route, call));
        // A `__proto__` header (any case) is ignored, so its value is never looked at.
        const injected = [layer ?? {}, given].some((object) =>
          Object.keys(object).some((key) =>
            key.toLowerCase() !== "__proto__" && typeof object[key] === "string" &&
            /[\r\n\0]/.test(object[key] as string)
          )
        );
        if (injected) {
          assert.ok("code" in result, "a CR, LF or NUL in a header value was accepted");
          assert.equal(result.code, "INVALID_HEADER");
          return;
        }
        if (!("ok" in result)) return;
        const sent = (result.ok as RequestOptions).headers;
        for (const value of Object.values(sent)) assert.ok(!/[\r\n\0]/.test(value));
        if (action === "keep" || action === "undefined") assert.equal(sent.authorization, TOKEN);
        if (action === "override") assert.equal(sent.authorization, "token other");
        if (action === "null") assert.ok(!Object.hasOwn(sent, "authorization"));
      },
    ),
  );
});

Deno.test("property: deep-frozen inputs pass through; inputs and DEFAULTS are deep-equal before and after", () => {
  const rootBefore = deepCopy(endpoint.DEFAULTS);
  check(
    fc.property(
      fc.option(optionsLayer, { nil: undefined }),
      fc.constantFrom(...ROUTES),
      options,
      (layer, route, given) => {
        const before = deepCopy([layer, given]);
        const run = (a: unknown, o: unknown) =>
          outcome(() => {
            const fn = endpoint.defaults((a ?? {}) as Loose);
            const defaultsBefore = deepCopy(fn.DEFAULTS);
            const result = fn(route, o as Loose);
            const merged = fn.merge(route, o as Loose);
            const parsed = fn.parse(merged);
            // Scribbling on what was returned changes neither DEFAULTS nor a later result.
            const snapshot = deepCopy(result);
            result.headers.authorization = "token stolen";
            delete result.headers.accept;
            merged.headers["x-scribble"] = "1";
            merged.mediaType.previews.push("scribble");
            assert.deepStrictEqual(fn(route, o as Loose), snapshot);
            assert.deepStrictEqual(fn.DEFAULTS, defaultsBefore);
            return [snapshot, parsed, defaultsBefore];
          });
        const plain = run(deepCopy(layer), deepCopy(given));
        const frozen = run(deepFreeze(deepCopy(layer)), deepFreeze(deepCopy(given)));
        assert.deepStrictEqual(frozen, plain);
        const again = run(layer, given);
        assert.deepStrictEqual(again, plain);
        assert.deepStrictEqual([layer, given], before);
        assert.deepStrictEqual(endpoint.DEFAULTS, rootBefore);
      },
    ),
  );
});
