import assert from "node:assert/strict";
import { callState, templateState } from "./_states.ts";
import {
  decodeState,
  encodeState,
  INITIAL_STATE,
  linkNotice,
  MAX_LINK_LAYERS,
  MAX_LINK_LENGTH,
  type PlaygroundState,
  sameState,
} from "../../playground/editor/state.ts";
import { EXAMPLES } from "../../playground/editor/examples.ts";

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

/** A link with `count` defaults layers, each a different short text (3,000 fit in 32 KB). */
function linkWithLayers(count: number): { state: PlaygroundState; fragment: string } {
  const layers = Array.from({ length: count }, (_, i) => `${i + 1}`);
  const state = call("GET /x", "{}", layers);
  return { state, fragment: encodeState(state) };
}

/** A link whose fragment is exactly `length` characters long, without the `#`. */
function linkOfLength(length: number): string {
  const bare = encodeState(call("GET /x", "")).length - 1;
  return encodeState(call("GET /x", "a".repeat(length - bare)));
}

Deno.test("decodeState() opens at most MAX_LINK_LAYERS defaults layers of a link", () => {
  assert.equal(MAX_LINK_LAYERS, 20);
  const { state, fragment } = linkWithLayers(3000);
  assert.ok(fragment.length < MAX_LINK_LENGTH, "the length limit is not what cuts it");
  assert.deepEqual(decodeState(fragment), { ...state, defaults: state.defaults.slice(0, 20) });
  const atLimit = linkWithLayers(MAX_LINK_LAYERS);
  assert.deepEqual(decodeState(atLimit.fragment), atLimit.state, "20 layers all open");
});

Deno.test("decodeState() does not open a link longer than 32 KB", () => {
  assert.equal(MAX_LINK_LENGTH, 32 * 1024);
  const longest = linkOfLength(MAX_LINK_LENGTH);
  assert.equal(longest.length - 1, MAX_LINK_LENGTH);
  assert.notEqual(decodeState(longest), null, "a link of exactly 32 KB opens");
  assert.equal(decodeState(linkOfLength(MAX_LINK_LENGTH + 1)), null);
  assert.equal(decodeState(linkOfLength(MAX_LINK_LENGTH + 1).slice(1)), null, "without the #");
});

Deno.test("linkNotice() says how many defaults layers a link had and how many were left out", () => {
  assert.equal(
    linkNotice(linkWithLayers(3000).fragment),
    "This link has 3000 defaults layers: the playground opened the first 20 and left out the " +
      "other 2980.",
  );
  assert.equal(linkNotice(linkWithLayers(21).fragment)?.includes("left out the other 1."), true);
  assert.equal(linkNotice(linkWithLayers(MAX_LINK_LAYERS).fragment), undefined);
});

Deno.test("linkNotice() says that a link longer than 32 KB was not opened", () => {
  assert.equal(
    linkNotice(linkOfLength(40_000)),
    "This link was not opened: its state takes 40 KB, and the playground opens links of up to " +
      "32 KB.",
  );
  assert.equal(linkNotice(linkOfLength(MAX_LINK_LENGTH)), undefined);
});

Deno.test("linkNotice() is silent for every link the page writes and for no link", () => {
  for (const [name, state] of STATES) assert.equal(linkNotice(encodeState(state)), undefined, name);
  for (const fragment of ["", "#", "#top", "#v=2&route=a&params=b"]) {
    assert.equal(linkNotice(fragment), undefined, fragment);
  }
  // A template link's d= parameters are not layers: the page never reads them.
  const template = encodeState(templateState("/t", "{}")) + "&d=".repeat(30);
  assert.equal(linkNotice(template), undefined);
});
