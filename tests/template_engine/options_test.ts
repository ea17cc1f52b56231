/**
 * The template engine reads its options as own properties, as `endpoint()` reads its own
 * (docs/behaviour.md section 5): a polluted `Object.prototype` cannot turn a dialect on.
 */
import assert from "node:assert/strict";
import { EndpointError, expandTemplate, parseTemplate } from "../../mod.ts";

function withPollutedPrototype(key: string, value: unknown, fn: () => void): void {
  Object.defineProperty(Object.prototype, key, { value, configurable: true, writable: true });
  try {
    fn();
  } finally {
    delete (Object.prototype as Record<string, unknown>)[key];
  }
}

function isTemplateError(error: unknown): boolean {
  return error instanceof EndpointError && error.code === "INVALID_TEMPLATE";
}

Deno.test("regression: strict parseTemplate() accepted {a-b} once Object.prototype.hyphenatedNames was set", () => {
  withPollutedPrototype("hyphenatedNames", true, () => {
    assert.throws(() => parseTemplate("{a-b}"), isTemplateError);
    assert.throws(() => parseTemplate("{a-b}", {}), isTemplateError);
    assert.throws(() => expandTemplate("{a-b}", { "a-b": 1 }), isTemplateError);
    assert.throws(() => expandTemplate("{a-b}", { "a-b": 1 }, {}), isTemplateError);
  });
});

Deno.test("an own hyphenatedNames still turns the dialect on", () => {
  assert.equal(expandTemplate("{a-b}", { "a-b": 1 }, { hyphenatedNames: true }), "1");
  assert.equal(parseTemplate("{c-d}", { hyphenatedNames: true }).expand({ "c-d": "x" }), "x");
  assert.throws(() => parseTemplate("{c-d}", { hyphenatedNames: false }), isTemplateError);
});
