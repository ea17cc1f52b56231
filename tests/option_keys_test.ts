import assert from "node:assert/strict";
import { isOptionKey, isParameterKey, OPTION_KEYS, readOptions } from "../src/_option_keys.ts";

Deno.test("readOptions() reads every option key as an option and every other key as a parameter", () => {
  for (const key of OPTION_KEYS) {
    const read = readOptions({ a: 1, [key]: "value", b: 2 });
    assert.equal(read[key], "value", key);
    assert.deepEqual(read.parameterKeys, ["a", "b"], key);
    assert.ok(isOptionKey(key) && !isParameterKey(key), key);
  }
});

Deno.test("readOptions() leaves out __proto__, inherited and non-enumerable keys", () => {
  const parsed = readOptions(JSON.parse('{"__proto__": {"url": "/x"}, "owner": "o"}'));
  assert.deepEqual(parsed.parameterKeys, ["owner"]);
  assert.equal(parsed.url, undefined);
  const inherited = readOptions(Object.create({ baseUrl: "https://evil.example", page: 2 }));
  assert.equal(inherited.baseUrl, undefined);
  assert.deepEqual(inherited.parameterKeys, []);
  const hidden = Object.defineProperty({}, "method", { value: "POST", enumerable: false });
  assert.equal(readOptions(hidden).method, undefined);
  assert.ok(!isParameterKey("__proto__"));
});
