/**
 * Deep merge (docs/behaviour.md section 3): each object of the caller's merges with the defaults'
 * object at the same place, however the caller's objects are shared or cyclic.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { endpoint } from "../../mod.ts";
import { mergeDeep } from "../../src/_merge_deep.ts";
import { check } from "../_arbitraries.ts";
import { withoutPrototype } from "../cases/run_cases.ts";
import type { Loose } from "../_helpers.ts";

type PlainObject = Record<string, unknown>;

Deno.test("defaults() merges one object the caller gives twice with each place's own defaults", () => {
  const fn = endpoint.defaults({
    settings: { profile: { public: { name: "x" } }, secrets: { token: "SECRET" } },
  });
  const given = {};
  const { body } = fn("PATCH /user", { settings: { profile: { public: given }, secrets: given } });
  assert.deepStrictEqual(
    body,
    withoutPrototype({
      settings: { profile: { public: { name: "x" } }, secrets: { token: "SECRET" } },
    }),
  );
});

Deno.test("request merges one object the caller gives twice with each field's own defaults", () => {
  const fn = endpoint.defaults({
    request: { hooks: { before: { name: "log" } }, agent: { keepAlive: true } },
  });
  const given = {};
  const { request } = fn("GET /x", { request: { hooks: { before: given }, agent: given } });
  assert.deepStrictEqual(request, {
    hooks: { before: { name: "log" } },
    agent: { keepAlive: true },
  });
});

Deno.test("mergeDeep() merges two cycles into a cycle", () => {
  const left: Loose = { a: 1 };
  left.self = left;
  const right: Loose = { b: 2 };
  right.self = right;
  const merged: Loose = mergeDeep(left, right);
  assert.equal(merged.self, merged);
  assert.deepStrictEqual([merged.a, merged.b], [1, 2]);
  assert.equal(left.b, undefined);
  assert.equal(right.a, undefined);
});

// ---------------------------------------------------------------------------------------------
// The property: objects drawn from one pool of nodes, which refer to one another (so they are
// shared, cyclic and deep), merged and compared with what the contract says, to a fixed depth.

const KEYS = ["a", "b", "c"];

/** A node's value at a key: a number, a reference to a node, `undefined`, or absent. */
type Slot = { readonly node: number } | { readonly value: unknown } | undefined;

/** Builds the pool: node `i` holds, at each key, its slot's value or a reference to a node. */
function buildPool(slots: readonly (readonly Slot[])[]): PlainObject[] {
  const pool = slots.map((): PlainObject => ({}));
  slots.forEach((node, i) => {
    node.forEach((slot, k) => {
      if (slot === undefined) return;
      pool[i][KEYS[k]] = "node" in slot ? pool[slot.node % pool.length] : slot.value;
    });
  });
  return pool;
}

const slot: fc.Arbitrary<Slot> = fc.oneof(
  { weight: 3, arbitrary: fc.nat(5).map((node) => ({ node })) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(1, "x", null, undefined, [1]).map((value) => ({ value })),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const pool = fc.array(fc.array(slot, { minLength: KEYS.length, maxLength: KEYS.length }), {
  minLength: 1,
  maxLength: 6,
});

/**
 * The contract, written plainly and followed to `depth`: `left`'s keys, then `right`'s new ones
 * (an `undefined` adds none); a key `right` leaves `undefined` keeps `left`'s value; where both
 * are plain objects, a new object merged from the two; else `right`'s value, by reference.
 */
function assertMerged(result: PlainObject, left: PlainObject, right: PlainObject, depth: number) {
  if (depth === 0) return;
  const keys = [...Object.keys(left)];
  for (const key of Object.keys(right)) {
    if (right[key] !== undefined && !keys.includes(key)) keys.push(key);
  }
  assert.deepStrictEqual(Object.keys(result), keys);
  for (const key of keys) {
    const [l, r, merged] = [left[key], right[key], result[key]];
    if (r === undefined) assert.equal(merged, l);
    else if (isObject(l) && isObject(r)) {
      assert.ok(isObject(merged) && merged !== l && merged !== r);
      assertMerged(merged, l, r, depth - 1);
    } else assert.equal(merged, r);
  }
}

function isObject(value: unknown): value is PlainObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

Deno.test("property: mergeDeep() of shared and cyclic objects is the plain recursive merge", () => {
  check(fc.property(pool, fc.nat(), fc.nat(), (slots, l, r) => {
    const nodes = buildPool(slots);
    const [left, right] = [nodes[l % nodes.length], nodes[r % nodes.length]];
    const before = structuredClone(nodes);
    assertMerged(mergeDeep(left, right), left, right, 6);
    assert.deepStrictEqual(nodes, before);
  }));
});

Deno.test("property: defaults() and a call merge shared and cyclic parameters as mergeDeep() does", () => {
  check(fc.property(pool, fc.nat(), fc.nat(), (slots, l, r) => {
    const defaults = buildPool(slots);
    const given = buildPool(slots);
    const fn = endpoint.defaults({ settings: defaults[l % defaults.length] });
    const right = given[r % given.length];
    const merged = fn.merge("PATCH /user", { settings: right }).settings as PlainObject;
    assertMerged(merged, fn.DEFAULTS.settings as PlainObject, right, 6);
  }));
});
