import assert from "node:assert/strict";
import { isParameterKey, OPTION_KEYS, readOptions } from "../../src/_option_keys.ts";

Deno.test("readOptions() reads every option key as an option and every other key as a parameter", () => {
  for (const key of OPTION_KEYS) {
    const read = readOptions({ a: 1, [key]: "value", b: 2 });
    assert.equal(read[key], "value", key);
    assert.deepEqual(read.parameterKeys, ["a", "b"], key);
    assert.ok(!isParameterKey(key), key);
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

Deno.test("readOptions() lists the parameter keys in order, wherever the option keys stand", () => {
  const names = [...OPTION_KEYS, "__proto__", "owner", "repo", "page", "q"];
  // Every arrangement of up to four names: option keys before, between and after parameters.
  const arrangements: string[][] = [[]];
  for (let length = 1; length <= 4; length++) {
    for (const head of arrangements.filter((a) => a.length === length - 1)) {
      for (const name of names) if (!head.includes(name)) arrangements.push([...head, name]);
    }
  }
  for (const keys of arrangements) {
    const options: Record<string, unknown> = {};
    for (const key of keys) Object.defineProperty(options, key, { value: 1, enumerable: true });
    const read = readOptions(options);
    assert.deepEqual(read.parameterKeys, keys.filter(isParameterKey), keys.join(","));
  }
});
