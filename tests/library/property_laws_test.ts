/**
 * Property-based laws (docs/behaviour.md section 1) over generated routes, defaults and options.
 * Replay a run with `FC_SEED` (see `_arbitraries.ts`); the default is fixed.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { endpoint } from "../../mod.ts";
import type { Endpoint } from "../../mod.ts";
import { check, options, optionsLayer, parameters, ROUTES } from "../_arbitraries.ts";
import { type Loose, outcome } from "../_helpers.ts";

/** A first argument: a route string, or an options object (then the route is in `url`). */
const route = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...ROUTES) },
  { weight: 1, arbitrary: options },
);

/** A defaults layer: options, parameters or a route string, as `.defaults()` takes them. */
const layer = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(optionsLayer, parameters).map(([o, p]) => ({ ...p, ...o })) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(...ROUTES) },
  // A null that removes one of the root's headers (see the regression test in
  // adversarial_test.ts: merged options do not remember the removal).
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      { headers: { accept: null } },
      { headers: { "User-Agent": null }, per_page: 1 },
    ),
  },
);

Deno.test("property law: endpoint(r, o) deep-equals endpoint.parse(endpoint.merge(r, o))", () => {
  check(
    fc.property(
      fc.option(layer, { nil: undefined }),
      route,
      fc.option(options, { nil: undefined }),
      (defaults, r, o) => {
        const fn = outcome(() =>
          defaults === undefined ? endpoint : endpoint.defaults(defaults as Loose)
        );
        if (!("ok" in fn)) return;
        const call = fn.ok as Loose;
        const args = o === undefined ? [r] : [r, o];
        assert.deepStrictEqual(
          outcome(() => call(...args)),
          outcome(() => call.parse(call.merge(...args))),
        );
      },
    ),
  );
});

const CALLS: unknown[][] = [
  [],
  ["GET /repos/{owner}/{repo}", { owner: "o", repo: "r" }],
  ["POST /x", { a: 1, headers: { "x-b": "2" } }],
  [{ url: "/y{?q}", q: "a+b", mediaType: { previews: ["c"] } }],
];

Deno.test("property law: defaults(a).defaults(b) equals defaults(merge(a, b))", () => {
  check(
    fc.property(layer, options, (a, b) => {
      const cascaded = outcome(() => endpoint.defaults(a as Loose).defaults(b as Loose));
      const once = outcome(() => endpoint.defaults(endpoint.merge(a as Loose, b as Loose)));
      assert.equal("ok" in cascaded, "ok" in once, JSON.stringify([cascaded, once]));
      if (!("ok" in cascaded) || !("ok" in once)) {
        assert.deepStrictEqual(cascaded, once);
        return;
      }
      const left = cascaded.ok as Endpoint;
      const right = once.ok as Endpoint;
      assert.deepStrictEqual(left.DEFAULTS, right.DEFAULTS);
      for (const args of CALLS) {
        assert.deepStrictEqual(
          outcome(() => (left as Loose)(...args)),
          outcome(() => (right as Loose)(...args)),
        );
      }
    }),
  );
});
