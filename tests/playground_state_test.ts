import assert from "node:assert/strict";
import { callState, templateState } from "./_states.ts";
import {
  decodeState,
  encodeState,
  INITIAL_STATE,
  type PlaygroundState,
  sameState,
} from "../playground/state.ts";
import { EXAMPLES } from "../playground/examples.ts";

const call = callState;
const template = templateState;

const STATES: [string, PlaygroundState][] = [
  ["the initial state", INITIAL_STATE],
  ["empty texts and no layers", call("", "", [])],
  ["one empty layer", call("GET /", "{}", [""])],
  ["several layers, some empty", call("GET /", "{}", ["", "{}", ""])],
  [
    "URL syntax in every field",
    call(
      "GET /a?b=c&d=e#f+g%20h%zz",
      '{"q": "a+b c&d=e#f", "x": "%2F%%"}',
      ['{"baseUrl": "https://h.test/?&=#"}'],
    ),
  ],
  [
    "white space, newlines and tabs kept exactly",
    call(
      "  POST   /x  ",
      '{\n\t"a" : 1 ,\r\n  "b": 2\n}\n\n',
      ["  \n  "],
    ),
  ],
  [
    "non-ASCII, emoji, U+2028 and NUL survive",
    call(
      "GET /é/😀",
      '{"name": "Zoë 😀 \u2028"}',
      ['{"a": "\u0000"}'],
    ),
  ],
  ["invalid JSON is kept as written", call("GET /{", "{ nope", ["[1,"])],
  ["template mode", template("/x{?q,page}{#f}", '{"q": "a&b=c#d"}')],
  ["template mode, empty texts", template("", "")],
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
    assert.match(encodeState(state), /^#[A-Za-z0-9%&=+*._\-/:,@;?!]*$/);
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
      "#v=1&mode=template&template=a",
      "#v=1&mode=template&vars=b",
      "#v=1&mode=other&route=a&params=b",
    ]
  ) {
    assert.equal(decodeState(fragment), null, fragment);
  }
});

Deno.test("decodeState() keeps an empty defaults layer apart from no layer", () => {
  assert.deepEqual(decodeState("#v=1&route=&params=")?.defaults, []);
  assert.deepEqual(decodeState("#v=1&route=&params=&d=")?.defaults, [""]);
});

Deno.test("decodeState() takes the other mode's fields from the current state", () => {
  const current = call("GET /mine", "{}", ["{}"]);
  const decoded = decodeState(encodeState(template("/t", "{}")), current);
  assert.deepEqual(decoded, { ...current, mode: "template", template: "/t", variables: "{}" });
  const back = decodeState(encodeState(current), decoded!);
  assert.deepEqual(back, { ...decoded!, mode: "endpoint" });
});

Deno.test("sameState() compares the fields of the mode on screen", () => {
  const t = template("/t", "{}");
  assert.ok(sameState(t, { ...t, route: "other" }), "endpoint fields do not count");
  assert.ok(!sameState(t, { ...t, template: "/u" }));
  assert.ok(!sameState(t, { ...t, variables: "" }));
  assert.ok(!sameState(t, { ...t, mode: "endpoint" }));
  const a: PlaygroundState = call("r", "p", ["x"]);
  assert.ok(sameState(a, { ...a, template: "other" }), "template fields do not count");
  assert.ok(sameState(a, { ...a, defaults: ["x"] }));
  assert.ok(!sameState(a, { ...a, route: "r2" }));
  assert.ok(!sameState(a, { ...a, params: "p2" }));
  assert.ok(!sameState(a, { ...a, defaults: ["y"] }));
  assert.ok(!sameState(a, { ...a, defaults: ["x", ""] }));
});
