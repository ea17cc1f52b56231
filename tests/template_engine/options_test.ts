/**
 * The template engine reads its options as own properties, as `endpoint()` reads its own
 * (docs/behaviour.md section 5): a polluted `Object.prototype` cannot turn a dialect on.
 */
import assert from "node:assert/strict";
import { expandTemplate, parseTemplate } from "../../mod.ts";
import { assertEndpointError } from "../_helpers.ts";

function withPollutedPrototype(key: string, value: unknown, fn: () => void): void {
  Object.defineProperty(Object.prototype, key, { value, configurable: true, writable: true });
  try {
    fn();
  } finally {
    delete (Object.prototype as Record<string, unknown>)[key];
  }
}

Deno.test("strict parseTemplate() rejects {a-b} even when Object.prototype.hyphenatedNames is set", () => {
  withPollutedPrototype("hyphenatedNames", true, () => {
    assertEndpointError(() => parseTemplate("{a-b}"), "INVALID_TEMPLATE");
    assertEndpointError(() => parseTemplate("{a-b}", {}), "INVALID_TEMPLATE");
    assertEndpointError(() => expandTemplate("{a-b}", { "a-b": 1 }), "INVALID_TEMPLATE");
    assertEndpointError(() => expandTemplate("{a-b}", { "a-b": 1 }, {}), "INVALID_TEMPLATE");
  });
});

Deno.test("an own hyphenatedNames still turns the dialect on", () => {
  assert.equal(expandTemplate("{a-b}", { "a-b": 1 }, { hyphenatedNames: true }), "1");
  assert.equal(parseTemplate("{c-d}", { hyphenatedNames: true }).expand({ "c-d": "x" }), "x");
  assertEndpointError(() => parseTemplate("{c-d}", { hyphenatedNames: false }), "INVALID_TEMPLATE");
});
