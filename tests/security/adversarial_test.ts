/**
 * Adversarial cases, one step each: prototype keys at every level, hostile sizes and depths,
 * lone surrogates, NUL bytes, absolute urls in placeholders, host-smuggling base urls; and the
 * regression tests for the bugs this suite found (named `regression: …`).
 * Complements `security_test.ts` (which it does not repeat).
 */
import assert from "node:assert/strict";
import { endpoint, toRequest } from "../../mod.ts";
import type { RequestOptions } from "../../mod.ts";
import { withoutPrototype } from "../cases/run_cases.ts";
import { assertEndpointError, type Loose, outcome } from "../_helpers.ts";

const API = "https://api.github.com";
const TOKEN = "token ghp_secret";

/** `Object.prototype` as it is now: its own property names and descriptors' values. */
function prototypeState(): string[] {
  return Object.getOwnPropertyNames(Object.prototype).sort();
}

const PROTOTYPE_BEFORE = prototypeState();

function assertPrototypeClean(): void {
  assert.deepStrictEqual(prototypeState(), PROTOTYPE_BEFORE);
  assert.equal(({} as Loose).polluted, undefined);
  assert.equal(Object.getPrototypeOf({}), Object.prototype);
}

/** Three hostile keys, as JSON.parse makes them (own properties), with the given value. */
function hostile(value: string): Loose {
  return JSON.parse(
    `{"__proto__": {"polluted": ${value}}, "constructor": ${value}, "prototype": ${value}}`,
  );
}

function nested(depth: number, leaf: unknown = "leaf"): Loose {
  let value: Loose = { leaf };
  for (let i = 0; i < depth; i++) value = { child: value };
  return value;
}

function leafOf(value: Loose): unknown {
  while (value.child !== undefined) value = value.child;
  return value.leaf;
}

// ---------------------------------------------------------------------------------------------

Deno.test("adversarial: __proto__, constructor and prototype keys at every level", async (t) => {
  await t.step("top-level options from JSON.parse: __proto__ ignored, the others sent", () => {
    const { url } = endpoint("GET /x", hostile('"1"'));
    assert.equal(url, `${API}/x?constructor=1&prototype=1`);
  });
  await t.step("a body keeps constructor and prototype as own keys and nothing else", () => {
    const body = endpoint("POST /x", hostile('{"a": 1}')).body as Loose;
    assert.deepStrictEqual(Object.keys(body), ["constructor", "prototype"]);
    assert.equal(Object.getPrototypeOf(body), null);
    assert.deepStrictEqual(body.constructor, { a: 1 });
  });
  await t.step("headers from JSON.parse: __proto__ ignored, constructor/prototype sent", () => {
    const fn = endpoint.defaults({ headers: { authorization: TOKEN } });
    const { headers } = fn("GET /x", { headers: hostile('"v"') });
    assert.equal(headers.constructor, "v");
    assert.equal(headers.prototype, "v");
    assert.equal(headers.authorization, TOKEN);
    assert.ok(!Object.hasOwn(headers, "__proto__"));
    assert.equal(Object.getPrototypeOf(headers), Object.prototype);
  });
  await t.step("defaults from JSON.parse, top level, headers and a nested parameter", () => {
    const fn = endpoint.defaults({
      ...hostile('"d"'),
      headers: hostile('"h"'),
      config: hostile('{"x": 1}'),
    });
    assert.ok(!Object.hasOwn(fn.DEFAULTS, "__proto__"));
    assert.ok(!Object.hasOwn(fn.DEFAULTS.headers, "__proto__"));
    assert.ok(!Object.hasOwn(fn.DEFAULTS.config as Loose, "__proto__"));
    assert.equal(Object.getPrototypeOf(fn.DEFAULTS.config), Object.prototype);
    const body = fn("POST /x", { config: hostile('{"y": 2}') }).body as Loose;
    assert.deepStrictEqual(body.config, { constructor: { x: 1, y: 2 }, prototype: { x: 1, y: 2 } });
    assert.equal(body.constructor, "d");
  });
  await t.step("a map value in {?m*} and {m}: __proto__ ignored, the others expanded", () => {
    assert.equal(
      endpoint("GET /x{?m*}", { m: hostile('"1"') }).url,
      `${API}/x?constructor=1&prototype=1`,
    );
    assert.equal(
      endpoint("GET /x/{m}", { m: hostile('"1"') }).url,
      `${API}/x/constructor,1,prototype,1`,
    );
  });
  await t.step("placeholders named like Object.prototype members are not filled from it", () => {
    const { url } = endpoint(
      "GET /{constructor}/{toString}/{__proto__}/:hasOwnProperty" as string,
      {},
    );
    assert.equal(url, `${API}///`); // four empty segments, the last one removed
    assert.equal(
      endpoint(
        "GET /{constructor}/{__proto__}",
        JSON.parse('{"constructor": "c", "__proto__": "p"}'),
      ).url,
      `${API}/c`,
    );
  });
  await t.step("mediaType and request from JSON.parse", () => {
    const fn = endpoint.defaults({ request: hostile('{"a": 1}') });
    const merged = fn.merge("GET /x", {
      request: hostile('{"b": 2}'),
      mediaType: JSON.parse('{"__proto__": {"format": "raw"}, "constructor": "c"}'),
    });
    assert.deepStrictEqual(merged.mediaType, { format: "", previews: [] });
    assert.ok(!Object.hasOwn(merged.request as Loose, "__proto__"));
    assert.deepStrictEqual((merged.request as Loose).constructor, { a: 1, b: 2 });
  });
  await t.step(
    "object literals whose __proto__ sets the prototype: nothing reaches Object.prototype",
    () => {
      const literal = { __proto__: { polluted: "yes" }, a: "1" } as Loose;
      const fn = endpoint.defaults({ __proto__: { polluted: "yes" }, headers: literal } as Loose);
      const result = fn("POST /x", { __proto__: { polluted: "yes" }, config: literal } as Loose);
      assert.deepStrictEqual(Object.keys(result.body as Loose), ["config"]);
      assert.equal((result.body as Loose).config, literal);
      assert.equal(result.headers.a, "1");
      assert.ok(!Object.hasOwn(result.headers, "polluted"));
    },
  );
  await t.step("after all of it, Object.prototype is unchanged", () => {
    for (const route of ["GET /x", "POST /x", "PUT /{a}{?b*}"]) {
      const params = {
        ...hostile('{"x": {"__proto__": {"polluted": 1}}}'),
        a: "a",
        b: hostile("2"),
      };
      outcome(() => endpoint.defaults(hostile('"x"')).defaults(hostile('"y"'))(route, params));
    }
    assertPrototypeClean();
  });
});

Deno.test("an inherited url, baseUrl or headers (a literal __proto__ or a polluted Object.prototype) neither redirects the request nor drops authorization", async (t) => {
  const fn = endpoint.defaults({ headers: { authorization: TOKEN } });
  await t.step("literal { __proto__: { url } } does not replace the route's url", () => {
    const options = { __proto__: { url: "https://evil.example/steal" }, owner: "o" } as Loose;
    assert.equal(fn("GET /repos/{owner}", options).url, `${API}/repos/o`);
  });
  await t.step(
    "literal { __proto__: { baseUrl } } does not move the request to another host",
    () => {
      const options = { __proto__: { baseUrl: "https://evil.example" } } as Loose;
      assert.equal(fn("GET /x", options).url, `${API}/x`);
      assert.equal(endpoint.defaults(options)("GET /x").url, `${API}/x`);
    },
  );
  await t.step("literal { __proto__: { headers } } does not drop authorization", () => {
    const options = { __proto__: { headers: { authorization: null } } } as Loose;
    assert.equal(fn("GET /x", options).headers.authorization, TOKEN);
  });
  await t.step("a polluted Object.prototype.url or .baseUrl does not redirect requests", () => {
    const proto = Object.prototype as Loose;
    for (
      const [key, value] of [["url", "https://evil.example/steal"], [
        "baseUrl",
        "https://evil.example",
      ]]
    ) {
      proto[key] = value;
      try {
        const { url, headers } = fn("GET /x", {});
        assert.equal(url, `${API}/x`, `Object.prototype.${key} changed the url`);
        assert.equal(headers.authorization, TOKEN);
      } finally {
        delete proto[key];
      }
    }
    assertPrototypeClean();
  });
});

// ---------------------------------------------------------------------------------------------

Deno.test("adversarial: hostile sizes finish quickly and correctly", async (t) => {
  const long = "a".repeat(100_000);
  const timed = (fn: () => void) => {
    const start = performance.now();
    fn();
    assert.ok(performance.now() - start < 5_000, "a hang guard, not a benchmark");
  };
  await t.step("a 100k-character route of placeholders", () =>
    timed(() => {
      const route = "/" + Array.from({ length: 13_000 }, (_, i) => `{a${i}}`).join("/");
      assert.ok(route.length > 100_000);
      const params: Record<string, number> = {};
      for (let i = 0; i < 13_000; i++) params[`a${i}`] = i;
      const { url } = endpoint(`GET ${route}`, params);
      assert.ok(url.endsWith("/12998/12999"));
    }));
  await t.step("a 100k-character placeholder value", () =>
    timed(() => {
      const { url } = endpoint("GET /x/{v}/y", { v: "/".repeat(100_000) });
      assert.equal(url, `${API}/x/${"%2F".repeat(100_000)}/y`);
    }));
  await t.step("a 100k-character accept with a format and previews", () =>
    timed(() => {
      const accept = Array.from({ length: 10_000 }, (_, i) => `n${i}-preview`).join(",");
      const { headers } = endpoint("GET /x", {
        headers: { accept },
        mediaType: { previews: ["mercy"], format: "raw" },
      });
      assert.ok(headers.accept.endsWith("application/vnd.github.mercy-preview.raw"));
      assert.equal(headers.accept.split(",").length, 10_001);
    }));
  await t.step("a 100k-character header value among 100k header names", () =>
    timed(() => {
      const many: Record<string, string> = {};
      for (let i = 0; i < 100_000; i++) many[`x-h${i}`] = `${i}`;
      many["x-long"] = long;
      const { headers } = endpoint("GET /x", { headers: many });
      assert.equal(Object.keys(headers).length, 100_003);
      assert.equal(headers["x-h99999"], "99999");
      assert.equal(headers["x-long"], long);
    }));
  await t.step("arrays of 100k items: query, {/x*}, {?x*}", () =>
    timed(() => {
      const items = Array.from({ length: 100_000 }, (_, i) => `i${i}`);
      assert.ok(endpoint("GET /x", { ids: items }).url.endsWith("%2Ci99999"));
      assert.ok(endpoint("GET /x{/ids*}", { ids: items }).url.endsWith("/i99998/i99999"));
      assert.ok(endpoint("GET /x{?ids*}", { ids: items }).url.endsWith("&ids=i99999"));
    }));
  await t.step("100k parameters: as a query and as a body", () =>
    timed(() => {
      const params: Record<string, number> = {};
      for (let i = 0; i < 100_000; i++) params[`p${i}`] = i;
      assert.ok(endpoint("GET /x", params).url.endsWith("&p99999=99999"));
      assert.equal(Object.keys(endpoint("POST /x", params).body as Loose).length, 100_000);
    }));
  await t.step("a 100k-character baseUrl path", () =>
    timed(() => {
      const { url } = endpoint("GET /x", { baseUrl: `https://ghe.example.com/${long}/` });
      assert.equal(url, `https://ghe.example.com/${long}/x`);
    }));
});

Deno.test("30k mediaType previews finish within 1.5 s: no name is checked against the whole list", () => {
  // 100k distinct previews took 85 s: each name is checked against the list with includes().
  const previews = Array.from({ length: 30_000 }, (_, i) => `p${i}`);
  const start = performance.now();
  const { headers } = endpoint("GET /x", { mediaType: { previews } });
  const elapsed = performance.now() - start;
  assert.ok(headers.accept.endsWith("application/vnd.github.p29999-preview+json"));
  assert.ok(elapsed < 1_500, `30k previews took ${Math.round(elapsed)} ms`);
});

// ---------------------------------------------------------------------------------------------

Deno.test("adversarial: 10,000-deep values give a correct result or a clear EndpointError", async (t) => {
  await t.step("a deep body parameter is sent by reference", () => {
    const deep = nested(10_000);
    const body = endpoint("POST /x", { deep }).body as Loose;
    assert.equal(body.deep, deep);
  });
  await t.step("deep defaults cascade and merge with a deep caller object", () => {
    const fn = endpoint.defaults({ config: nested(10_000, "a") }).defaults({
      config: nested(10_000, "b"),
    });
    const body = fn("POST /x", { config: nested(10_000, "c") }).body as Loose;
    assert.equal(leafOf(body.config), "c");
    assert.equal(leafOf(fn.DEFAULTS.config), "b");
  });
  await t.step("a deep object or array in a query or a placeholder is INVALID_PARAMETER", () => {
    let array: Loose = [1];
    for (let i = 0; i < 10_000; i++) array = [array];
    for (const value of [nested(10_000), array]) {
      assertEndpointError(() => endpoint("GET /x", { v: value }), "INVALID_PARAMETER");
      assertEndpointError(() => endpoint("GET /{v}", { v: value }), "INVALID_PARAMETER");
      assertEndpointError(() => endpoint("GET /x{?v*}", { v: value }), "INVALID_PARAMETER");
    }
  });
  await t.step("deep headers are INVALID_HEADER; deep request is merged", () => {
    assertEndpointError(() => endpoint("GET /x", { headers: nested(10_000) }), "INVALID_HEADER");
    const merged = endpoint.defaults({ request: nested(10_000, "a") })
      .merge("GET /x", { request: nested(10_000, "b") });
    assert.equal(leafOf(merged.request), "b");
  });
  await t.step("a deep JSON body becomes a Request", async () => {
    const request = toRequest(endpoint("PUT /x", { data: nested(10_000) }));
    assert.ok((await request.text()).endsWith('{"leaf":"leaf"}' + "}".repeat(10_000)));
  });
});

// ---------------------------------------------------------------------------------------------

Deno.test("adversarial: lone surrogates are rejected with an EndpointError or passed through", async (t) => {
  const lone = "a\ud800b";
  await t.step("in a placeholder, a :name, a query key, a query value and q", () => {
    assertEndpointError(() => endpoint("GET /{v}", { v: lone }), "INVALID_PARAMETER");
    assertEndpointError(() => endpoint("GET /:v", { v: "\udc00" }), "INVALID_PARAMETER");
    assertEndpointError(() => endpoint("GET /x", { [lone]: 1 }), "INVALID_PARAMETER");
    assertEndpointError(() => endpoint("GET /x", { v: [lone] }), "INVALID_PARAMETER");
    assertEndpointError(() => endpoint("GET /x", { q: `a+${lone}` }), "INVALID_PARAMETER");
  });
  await t.step("in a route, a method, a header name and a preview", () => {
    assertEndpointError(() => endpoint(`GET /${lone}`), "INVALID_TEMPLATE");
    assertEndpointError(() => endpoint(`G\ud800T /x`), "INVALID_METHOD");
    assertEndpointError(() => endpoint("GET /x", { headers: { [lone]: "1" } }), "INVALID_HEADER");
    assertEndpointError(
      () => endpoint("GET /x", { mediaType: { previews: [lone] } }),
      "INVALID_PARAMETER",
    );
  });
  await t.step("in a body: passed through, never inspected", () => {
    assert.deepStrictEqual(endpoint("POST /x", { v: lone }).body, withoutPrototype({ v: lone }));
  });
  await t.step("in a baseUrl path: normalised by the URL parser", () => {
    assert.equal(
      endpoint("GET /x", { baseUrl: "https://a.example/\ud800" }).url,
      "https://a.example/%EF%BF%BD/x",
    );
  });
});

Deno.test("adversarial: NUL bytes are encoded or rejected", async (t) => {
  await t.step("in values, query keys, q and literals: percent-encoded", () => {
    assert.equal(
      endpoint("GET /x\0/{y}", { y: "\0", "\0": "\0", q: "\0+a" }).url,
      `${API}/x%00/%00?%00=%00&q=%00+a`,
    );
  });
  await t.step("in a header value or name, a method or a baseUrl host: rejected", () => {
    assertEndpointError(() => endpoint("GET /x", { headers: { a: "\0" } }), "INVALID_HEADER");
    assertEndpointError(() => endpoint("GET /x", { headers: { "a\0": "1" } }), "INVALID_HEADER");
    assertEndpointError(() => endpoint("G\0T /x"), "INVALID_METHOD");
    assertEndpointError(
      () => endpoint("GET /x", { baseUrl: "https://a\0.com" }),
      "INVALID_BASE_URL",
    );
  });
});

// ---------------------------------------------------------------------------------------------

Deno.test("adversarial: absolute urls in placeholders never change the host or the path prefix", async (t) => {
  const values = [
    "https://evil.example/x",
    "HTTP://evil.example",
    "//evil.example",
    "\\\\evil.example",
    "/\\evil.example",
    "https:evil.example",
    "evil.example:443",
    "@evil.example",
    "../../../evil",
  ];
  const routes = [
    "GET /{v}",
    "GET /:v",
    "GET {/v}",
    "GET /a{.v}",
    "GET /a{;v}",
    "GET /a{?v}",
    "GET /a?b=1{&v}",
    "GET /{v*}",
    "GET {/list*}",
    "GET /a{?map*}",
    "GET /a{#v}",
  ];
  for (const route of routes) {
    await t.step(route, () => {
      const fn = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3" });
      for (const v of values) {
        const params = route.includes("list")
          ? { list: [v, v] }
          : route.includes("map")
          ? { map: { [v]: v } }
          : { v };
        const result = outcome(() => fn(route, params).url);
        if ("code" in result) {
          // `..` as a whole segment is refused (docs/behaviour.md section 4.2); nothing else is.
          assert.deepEqual([result.code, v], ["INVALID_PARAMETER", "../../../evil"]);
          continue;
        }
        const url = result.ok as string;
        const parsed = new URL(url);
        assert.equal(parsed.host, "ghe.example.com", url);
        assert.ok(parsed.pathname.startsWith("/api/v3/") || parsed.pathname === "/api/v3", url);
        assert.equal(parsed.username + parsed.password, "");
      }
    });
  }
  await t.step("{+v} is trusted: it does not escape / and .. (documented in SECURITY.md)", () => {
    const fn = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3" });
    assert.equal(fn("GET /{+v}", { v: "../../x" }).url, "https://ghe.example.com/api/v3/../../x");
    assert.equal(new URL(fn("GET /{+v}", { v: "../../x" }).url).pathname, "/x");
    assert.equal(fn("GET {+v}", { v: "https://evil.example/x" }).url, "https://evil.example/x");
  });
});

Deno.test("adversarial: a baseUrl that tries to smuggle a host is rejected or normalised", async (t) => {
  const rejected = [
    "https://a.com@b.com",
    "https://a.com:443@b.com",
    "https://user:pw@a.com",
    "https://a.com\t@b.com",
    "https://a.com#@b.com",
    "https://a.com?@b.com",
    "https://a.com%40b.com",
    "//b.com",
    "b.com",
    "javascript:alert(1)",
    "file:///etc/passwd",
    "data:text/plain,x",
    "ws://a.com",
  ];
  for (const baseUrl of rejected) {
    await t.step(`rejected: ${JSON.stringify(baseUrl)}`, () => {
      assertEndpointError(() => endpoint("GET /x", { baseUrl }), "INVALID_BASE_URL");
      assertEndpointError(() => endpoint.defaults({ baseUrl }), "INVALID_BASE_URL");
    });
  }
  await t.step("rejected: a URL object with credentials", () => {
    const baseUrl = new URL("https://u:p@a.com");
    assertEndpointError(() => endpoint("GET /x", { baseUrl }), "INVALID_BASE_URL");
  });
  const normalised: [string, string][] = [
    ["https://a.com\\@b.com", "https://a.com/@b.com/x"],
    ["https://@b.com", "https://b.com/x"],
    ["  https://A.COM:443/api/../v3/  ", "https://a.com/v3/x"],
    ["https://a.com/..%2fb.com", "https://a.com/..%2fb.com/x"],
    ["https:b.com", "https://b.com/x"],
  ];
  for (const [baseUrl, expected] of normalised) {
    await t.step(`normalised: ${JSON.stringify(baseUrl)}`, () => {
      const { url } = endpoint("GET /x", { baseUrl });
      assert.equal(url, expected);
      assert.equal(new URL(url).host, new URL(baseUrl).host);
    });
  }
});

// ---------------------------------------------------------------------------------------------

Deno.test("a header value no HTTP client can send (€, lone surrogate, emoji) is INVALID_HEADER at endpoint(), not a TypeError in toRequest()", () => {
  for (const value of ["€", "token \ud800", "😀"]) {
    assertEndpointError(
      () => endpoint("GET /x", { headers: { authorization: value } }),
      "INVALID_HEADER",
      JSON.stringify(value),
    );
    assertEndpointError(
      () => toRequest({ method: "get", url: "https://a.example", headers: { a: value } }),
      "INVALID_HEADER",
      JSON.stringify(value),
    );
  }
  assert.equal(endpoint("GET /x", { headers: { "x-name": "zoë" } }).headers["x-name"], "zoë");
});

Deno.test("toRequest() rejects a JSON body it cannot stringify (bigint, cycle) as INVALID_PARAMETER, not a TypeError", () => {
  const cyclic: Loose = { a: 1 };
  cyclic.self = cyclic;
  for (const params of [{ n: 1n }, { data: { n: [2n] } }, { c: cyclic }]) {
    const result: RequestOptions = endpoint("POST /x", params);
    assertEndpointError(() => toRequest(result), "INVALID_PARAMETER");
  }
});

Deno.test("toRequest() rejects a method fetch forbids (CONNECT, TRACE, TRACK) as INVALID_METHOD, not a TypeError", () => {
  for (const method of ["CONNECT", "TRACE", "TRACK"]) {
    const result = endpoint(`${method} /x`);
    assertEndpointError(() => toRequest(result), "INVALID_METHOD", method);
  }
});

Deno.test("a header removed with null stays removed when merged options are given to defaults(): defaults(a).defaults(b) is defaults(merge(a, b))", () => {
  const github = endpoint.defaults({ headers: { authorization: TOKEN } });
  const anonymous: Loose = { headers: { authorization: null } };
  const merged = github.merge(anonymous, { per_page: 1 });
  assert.equal(merged.headers.authorization, null, "merged options keep the removal as null");
  const cascaded = github.defaults(anonymous).defaults({ per_page: 1 });
  assert.ok(!Object.hasOwn(cascaded("GET /x").headers, "authorization"));
  // docs/behaviour.md section 1: defaults(a).defaults(b) behaves like defaults(merge of a then b).
  const once = github.defaults(merged);
  assert.ok(
    !Object.hasOwn(once("GET /x").headers, "authorization"),
    "the credential removed with null is sent again",
  );
  assert.deepStrictEqual(once.DEFAULTS, cascaded.DEFAULTS);
});

Deno.test("a mediaType whose strings would blur the media-type memo key is still checked", () => {
  const fn = endpoint.defaults({ headers: { "x-a": "1" } });
  const route = "GET /memo-key";
  assert.ok(fn(route, { mediaType: { format: "x", previews: ["mercy"] } }).headers.accept);
  assertEndpointError(
    () => fn(route, { mediaType: { format: "x\u0000pmercy" } }),
    "INVALID_PARAMETER",
  );
  assertEndpointError(
    () => fn(route, { mediaType: { previews: [1 as never] } }),
    "INVALID_PARAMETER",
  );
  assertEndpointError(() => fn(route, { mediaType: { previews: ["a b"] } }), "INVALID_PARAMETER");
  assertEndpointError(() => fn(route, { mediaType: { previews: ["a b"] } }), "INVALID_PARAMETER");
});
