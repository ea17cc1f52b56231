/**
 * The operation form's pure parts: list fields read what is typed key by key, fields come
 * required first then in the description's order, a wrong value gets its message, operations
 * group by tag, and loading a description leaves nothing of GitHub's example.
 */
import assert from "node:assert/strict";
import { compactIndex } from "../../playground/explorer/compact_index.ts";
import {
  fieldError,
  formFields,
  readFieldText,
  shownText,
  withEntry,
} from "../../playground/explorer/form_fields.ts";
import { groupByTag, UNTAGGED } from "../../playground/explorer/operation_groups.ts";
import { openedState } from "../../playground/explorer/pick.ts";
import { operationNotes } from "../../playground/explorer/rules.ts";
import { type BodyField, readRouteIndex } from "../../playground/explorer/route_index.ts";
import { INITIAL_STATE } from "../../playground/editor/state.ts";

/**
 * Types `text` into a field one key at a time, as the form does: after each key the field shows
 * {@linkcode shownText} of what was typed and the JSON's value {@linkcode readFieldText} of it.
 * Returns what the field shows and the value after the last key.
 */
function typeKeys(field: BodyField, text: string): { shown: string; value: unknown } {
  let shown = "";
  let value: unknown;
  for (const key of text) {
    const typed = shown + key;
    value = readFieldText(field, typed);
    shown = shownText(field, typed, value);
  }
  return { shown, value };
}

Deno.test("a list field typed key by key keeps every key and reads the items", () => {
  const cases: [string, string, unknown][] = [
    ["string[]", "bug, needs triage", ["bug", "needs triage"]],
    ["string[]", "bug,needs triage,", ["bug", "needs triage"]],
    ["string[]", " , ", undefined],
    ["integer[]", "1, 22, x", [1, 22, "x"]],
    ["string", "a, b", "a, b"],
    ["integer", "1.5", 1.5],
  ];
  for (const [type, text, expected] of cases) {
    const { shown, value } = typeKeys({ name: "f", type, required: false }, text);
    assert.equal(shown, text, `${type} ${JSON.stringify(text)}: the field shows what was typed`);
    assert.deepEqual(value, expected, `${type} ${JSON.stringify(text)}`);
  }
});

Deno.test("shownText() shows the JSON's value once it no longer means what was typed", () => {
  const labels = { name: "labels", type: "string[]", required: false };
  assert.equal(shownText(labels, "bug, ", ["bug"]), "bug, ");
  assert.equal(shownText(labels, "bug, ", ["bug", "ui"]), "bug, ui");
  assert.equal(shownText(labels, "bug", undefined), "");
  assert.equal(shownText(labels, undefined, ["a", "b"]), "a, b");
  assert.equal(
    shownText({ name: "q", type: "object", required: false }, undefined, { a: 1 }),
    '{"a":1}',
  );
});

Deno.test("formFields() puts required fields first, then the description's order", () => {
  // As in Twilio's Create a Message: 24 body fields in alphabetical order, `To` required.
  const names = "AddressRetention ApplicationSid Attempt Body ContentRetention ContentSid " +
    "ContentVariables ForceDelivery From MaxPrice MediaUrl MessagingServiceSid PersistentAction " +
    "ProvideFeedback RiskCheck ScheduleType SendAsMms SendAt ShortenUrls SmartEncoded " +
    "StatusCallback To TrafficType ValidityPeriod";
  const body = names.split(" ").map((name) => ({ name, type: "string", required: name === "To" }));
  assert.equal(body.findIndex((f) => f.name === "To"), 21);
  const fields = formFields({
    method: "POST",
    path: "/2010-04-01/Accounts/{AccountSid}/Messages.json",
    summary: "Send a message",
    operationId: "CreateMessage",
    docs: "",
    parameters: [
      { name: "AccountSid", in: "path", type: "string", required: true },
      { name: "X-Trace", in: "header", type: "string", required: true },
      { name: "Body", in: "query", type: "string", required: false },
    ],
    body,
  });
  assert.deepEqual(fields.slice(0, 4).map((f) => f.name), [
    "AccountSid",
    "To",
    "Body",
    "AddressRetention",
  ]);
  assert.equal(fields.length, 25, "headers left out, `Body` shown once");
  assert.deepEqual(
    fields.slice(2).map((f) => f.name),
    ["Body", ...names.split(" ").filter((n) => n !== "To" && n !== "Body")],
  );
});

Deno.test("fieldError() names a dot segment in the url and a value outside the enum", () => {
  const owner = { name: "owner", in: "path" as const, type: "string", required: true };
  const state = { name: "state", type: "string", required: false, enum: ["open", "closed"] };
  const cases: [typeof owner | typeof state, unknown, boolean, RegExp | undefined][] = [
    [owner, "..", true, /^`\.\.` cannot be a path segment/],
    [owner, ".", true, /^`\.` cannot be a path segment/],
    [owner, "%2E%2e", true, /^`%2E%2e` cannot be a path segment/],
    [owner, "..", false, undefined],
    [owner, "...", true, undefined],
    [owner, "a..", true, undefined],
    [owner, null, true, undefined],
    [state, "opne", false, /^Not one of `open`, `closed`$/],
    [state, ["open", "x"], false, /^Not one of/],
    [state, "closed", false, undefined],
  ];
  for (const [field, value, inUrl, expected] of cases) {
    const message = fieldError(field, value, inUrl);
    if (expected) assert.match(message ?? "", expected, JSON.stringify(value));
    else assert.equal(message, undefined, JSON.stringify(value));
  }
});

Deno.test("the index keeps each operation's tag and deprecated flag; groups follow the tags", () => {
  const operations = readRouteIndex(compactIndex({
    paths: {
      "/a": { get: { summary: "A", tags: ["Letters", "Other"] } },
      "/b": { get: { description: "Lists [bees](https://x.test). Many.", tags: ["Insects"] } },
      "/c": { get: { summary: "C", tags: ["Letters"], deprecated: true } },
      "/d": { get: { summary: "D" } },
    },
  }, "test"));
  assert.deepEqual(
    operations.map((o) => [o.path, o.summary, o.tag, o.deprecated]),
    [
      ["/a", "A", "Letters", undefined],
      ["/b", "Lists bees.", "Insects", undefined],
      ["/c", "C", "Letters", true],
      ["/d", "D", undefined, undefined],
    ],
  );
  assert.deepEqual(
    groupByTag(operations).map((g) => [g.tag, g.operations.map((o) => o.path)]),
    [["Letters", ["/a", "/c"]], ["Insects", ["/b"]], [UNTAGGED, ["/d"]]],
  );
  assert.deepEqual(groupByTag([]), []);
});

Deno.test("openedState() keeps nothing of GitHub's example for a loaded description", () => {
  const [trips] = readRouteIndex(compactIndex({
    paths: {
      "/trips": {
        get: {
          parameters: [
            { name: "origin", in: "query", required: true, schema: { type: "string" } },
            { name: "labels", in: "query", schema: { type: "array", items: { type: "string" } } },
          ],
        },
      },
    },
  }, "test"));
  const before = structuredClone(INITIAL_STATE);
  const state = openedState(INITIAL_STATE, trips);
  assert.equal(state.route, "GET /trips");
  // GitHub's example has `labels` too: it is not carried over.
  assert.ok(JSON.parse(INITIAL_STATE.params).labels);
  assert.deepEqual(JSON.parse(state.params), { origin: null });
  assert.deepEqual(INITIAL_STATE, before, "the state given is not changed");
});

Deno.test("operationNotes() names the loaded API, not GitHub, in its notes", () => {
  const operation = {
    method: "GET",
    path: "/trips",
    summary: "",
    operationId: "",
    docs: "",
    parameters: [
      { name: "sort", in: "query" as const, type: "string", required: false, enum: ["price"] },
      { name: "origin", in: "query" as const, type: "string", required: false },
    ],
    body: [],
  };
  const notes = operationNotes(operation, "POST /trips", { sort: "date", origin: "x" }, "Train");
  assert.deepEqual(notes.map((n) => n.text), [
    "`sort` is `date`; Train takes one of `price`",
    "`sort` goes to the body (POST sends the other parameters as its body), but Train reads it " +
    "from the query: add `{?sort}` to the route",
    "`origin` goes to the body (POST sends the other parameters as its body), but Train reads " +
    "it from the query: add `{?origin}` to the route",
  ]);
});

Deno.test("an object parameter's properties are kept, one level deep, as its fields", () => {
  const [orders] = readRouteIndex(compactIndex({
    components: {
      schemas: {
        Filter: {
          type: "object",
          required: ["status"],
          properties: {
            status: { type: "string", enum: ["open", "shipped"] },
            placed: { type: "object", properties: { after: { type: "string" } } },
          },
        },
      },
    },
    paths: {
      "/orders": {
        get: {
          parameters: [
            {
              name: "filter",
              in: "query",
              style: "deepObject",
              schema: { $ref: "#/components/schemas/Filter" },
            },
            { name: "q", in: "query", schema: { type: "string" } },
          ],
        },
      },
    },
  }, "test"));
  assert.deepEqual(orders.parameters.map((p) => [p.name, p.type, p.fields]), [
    ["filter", "object", [
      { name: "status", type: "string", required: true, enum: ["open", "shipped"] },
      { name: "placed", type: "object", required: false },
    ]],
    ["q", "string", undefined],
  ]);
});

Deno.test("withEntry() sets, clears or marks one entry without touching the object given", () => {
  const before = Object.freeze({ owner: "o", state: "open" });
  const cases: [string, unknown, boolean, Record<string, unknown>][] = [
    ["state", "closed", false, { owner: "o", state: "closed" }],
    ["state", undefined, false, { owner: "o" }],
    ["owner", undefined, true, { owner: null, state: "open" }],
    ["__proto__", "x", false, { owner: "o", state: "open", ["__proto__"]: "x" }],
  ];
  for (const [name, value, required, expected] of cases) {
    const next = withEntry(before, name, value, required);
    assert.deepEqual(Object.entries(next), Object.entries(expected), name);
    assert.equal(Object.getPrototypeOf(next), null);
  }
  assert.deepEqual({ ...withEntry(undefined, "a", 1) }, { a: 1 });
});
