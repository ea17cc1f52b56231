/**
 * What the playground keeps out of its links: values that look like credentials, typed in any
 * field, whole or half-typed, and nothing else.
 */
import assert from "node:assert/strict";
import {
  CREDENTIAL_PLACEHOLDER,
  foundOnScreen,
  redactCredentials,
  redactState,
} from "../../playground/editor/credentials.ts";
import { EXAMPLES } from "../../playground/editor/examples.ts";
import { INITIAL_STATE } from "../../playground/editor/state.ts";
import { callState, templateState } from "./_states.ts";

const SECRET = "ghp_16C7e42F292c6912E7710c838347Ae178B4a";

/** [what, typed text, text for the link, names found]. */
const CREDENTIALS: [string, string, string, string[]][] = [
  [
    "an authorization header with its scheme",
    `{"headers": {"authorization": "token ${SECRET}"}}`,
    '{"headers": {"authorization": "token <redacted>"}}',
    ["authorization"],
  ],
  [
    "a name in any case",
    '{"headers": {"Authorization": "Basic dXNlcjpwYXNz"}}',
    '{"headers": {"Authorization": "Basic <redacted>"}}',
    ["Authorization"],
  ],
  ["a cookie", '{"cookie": "session=abc"}', '{"cookie": "<redacted>"}', ["cookie"]],
  ["a name with key", '{"x-api-key": "abc"}', '{"x-api-key": "<redacted>"}', ["x-api-key"]],
  ["a name with token", '{"private_token": "abc"}', '{"private_token": "<redacted>"}', [
    "private_token",
  ]],
  ["a name with secret", '{"client_secret": "abc"}', '{"client_secret": "<redacted>"}', [
    "client_secret",
  ]],
  [
    "a GitHub token under any name",
    `{"headers": {"x-note": "${SECRET}"}}`,
    '{"headers": {"x-note": "<redacted>"}}',
    ["x-note"],
  ],
  [
    "a fine-grained token inside a longer value",
    '{"q": "use github_pat_11ABCDEFG0123456789_abc"}',
    '{"q": "<redacted>"}',
    ["q"],
  ],
  ["a bearer value", '{"x-auth": "Bearer eyJhbGciOi"}', '{"x-auth": "Bearer <redacted>"}', [
    "x-auth",
  ]],
  [
    "half-typed: the string is not closed yet",
    `{"headers": {"authorization": "token ${SECRET.slice(0, 9)}`,
    '{"headers": {"authorization": "token <redacted>',
    ["authorization"],
  ],
  [
    "escaped characters that spell a token",
    '{"h": "\\u0067hp_abc"}',
    '{"h": "<redacted>"}',
    ["h"],
  ],
  ["a token in a route", `GET /user?access_token=${SECRET}`, "GET /user?access_token=<redacted>", [
    "a token",
  ]],
  ["a token as an array member", `{"a": ["${SECRET}"]}`, '{"a": ["<redacted>"]}', ["a token"]],
];

Deno.test("redactCredentials() replaces what looks like a credential", async (t) => {
  for (const [what, typed, linked, names] of CREDENTIALS) {
    await t.step(what, () => {
      assert.deepEqual(redactCredentials(typed), { text: linked, names });
      assert.ok(!linked.includes(SECRET.slice(4, 12)), "no part of the secret is left");
      assert.deepEqual(redactCredentials(linked), { text: linked, names: [] }, "stable");
    });
  }
});

Deno.test("redactCredentials() leaves placeholders and ordinary values alone", () => {
  for (
    const text of [
      INITIAL_STATE.params,
      '{"headers": {"authorization": "token <ACCESS_TOKEN>"}}',
      `{"authorization": "${CREDENTIAL_PLACEHOLDER}"}`,
      '{"authorization": ""}',
      '{"title": "Token refresh fails", "author": "octocat", "keys": 2, "monkey": "x"}',
      '{"headers": {"x-github-api-version": "2022-11-28", "accept": "text/plain"}}',
      "GET /repos/{owner}/{repo}/git/refs/heads/{branch}",
      "{ not json",
    ]
  ) {
    assert.deepEqual(redactCredentials(text), { text, names: [] }, text);
  }
  for (const example of EXAMPLES) {
    assert.equal(redactState(example.state).state, example.state, example.id);
  }
});

Deno.test("redactState() covers every field and says where", () => {
  const call = callState(`GET /u?t=${SECRET}`, '{"cookie": "a"}', [
    "{}",
    '{"headers": {"authorization": "token x"}}',
  ]);
  const { state, found } = redactState(call);
  assert.deepEqual(found, {
    route: ["a token"],
    params: ["cookie"],
    "defaults-2": ["authorization"],
  });
  assert.ok(!JSON.stringify(state).includes(SECRET));
  assert.equal(state.defaults[0], "{}");
  assert.deepEqual(foundOnScreen(found, "endpoint"), ["a token", "cookie", "authorization"]);
  assert.deepEqual(foundOnScreen(found, "template"), []);
  const template = redactState(templateState("/x", `{"token": "${SECRET}"}`));
  assert.deepEqual(template.found, { variables: ["token"] });
  assert.deepEqual(call.defaults[1], '{"headers": {"authorization": "token x"}}', "not mutated");
});
