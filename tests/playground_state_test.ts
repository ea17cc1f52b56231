import assert from "node:assert/strict";
import {
  decodeState,
  encodeState,
  INITIAL_STATE,
  type PlaygroundState,
  sameState,
} from "../playground/state.ts";
import { EXAMPLES } from "../playground/examples.ts";

const STATES: [string, PlaygroundState][] = [
  ["the initial state", INITIAL_STATE],
  ["empty texts and no layers", { route: "", params: "", defaults: [] }],
  ["one empty layer", { route: "GET /", params: "{}", defaults: [""] }],
  ["several layers, some empty", { route: "GET /", params: "{}", defaults: ["", "{}", ""] }],
  ["URL syntax in every field", {
    route: "GET /a?b=c&d=e#f+g%20h%zz",
    params: '{"q": "a+b c&d=e#f", "x": "%2F%%"}',
    defaults: ['{"baseUrl": "https://h.test/?&=#"}'],
  }],
  ["white space, newlines and tabs kept exactly", {
    route: "  POST   /x  ",
    params: '{\n\t"a" : 1 ,\r\n  "b": 2\n}\n\n',
    defaults: ["  \n  "],
  }],
  ["non-ASCII, emoji, U+2028 and NUL survive", {
    route: "GET /é/😀",
    params: '{"name": "Zoë 😀 \u2028"}',
    defaults: ['{"a": "\u0000"}'],
  }],
  ["invalid JSON is kept as written", { route: "GET /{", params: "{ nope", defaults: ["[1,"] }],
  ...EXAMPLES.map((e): [string, PlaygroundState] => [`example ${e.id}`, e.state]),
];

Deno.test("encodeState() then decodeState() restores every state exactly", async (t) => {
  for (const [name, state] of STATES) {
    await t.step(name, () => {
      const fragment = encodeState(state);
      assert.ok(fragment.startsWith("#v=1&"));
      assert.deepEqual(decodeState(fragment), state);
      assert.deepEqual(decodeState(fragment.slice(1)), state, "without the leading #");
      // What a browser does to the fragment on the way through the address bar.
      const href = new URL("http://127.0.0.1:8000/" + fragment).href;
      assert.deepEqual(decodeState(new URL(href).hash), state);
    });
  }
});

Deno.test("encodeState() writes only URL-safe fragment characters", () => {
  for (const [, state] of STATES) {
    assert.match(encodeState(state), /^#[A-Za-z0-9%&=+*._-]*$/);
  }
});

Deno.test("decodeState() returns null for fragments that are not a playground state", () => {
  for (
    const fragment of [
      "",
      "#",
      "#top",
      "#v=2&route=a&params=b",
      "#route=a&params=b",
      "#v=1&route=a",
      "#v=1&params=b",
    ]
  ) {
    assert.equal(decodeState(fragment), null, fragment);
  }
});

Deno.test("decodeState() keeps an empty defaults layer apart from no layer", () => {
  assert.deepEqual(decodeState("#v=1&route=&params=")?.defaults, []);
  assert.deepEqual(decodeState("#v=1&route=&params=&d=")?.defaults, [""]);
});

Deno.test("sameState() compares every field", () => {
  const a: PlaygroundState = { route: "r", params: "p", defaults: ["x"] };
  assert.ok(sameState(a, { ...a, defaults: ["x"] }));
  assert.ok(!sameState(a, { ...a, route: "r2" }));
  assert.ok(!sameState(a, { ...a, params: "p2" }));
  assert.ok(!sameState(a, { ...a, defaults: ["y"] }));
  assert.ok(!sameState(a, { ...a, defaults: ["x", ""] }));
});
