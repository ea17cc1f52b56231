/**
 * Over generated routes and options: a call `withRoutes()` has nothing to write differently for
 * (a route not in the table, no `request.serialize`) has the outcome of the plain call, in every
 * call style. Replay a run with `FC_SEED` (see `../_arbitraries.ts`).
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { endpoint } from "@x/endpoint";
import { withRoutes } from "@x/endpoint/openapi";
import { check, options, routeWithParameters } from "../_arbitraries.ts";
import { outcome } from "../_helpers.ts";

// deno-lint-ignore no-explicit-any
type Loose = any;

const wrapped: Loose = withRoutes(endpoint, {
  servers: [{ url: "https://elsewhere.example" }],
  routes: { "GET /not/{generated}": { parameters: { generated: { in: "path", style: "label" } } } },
});
const plain: Loose = endpoint;

Deno.test("property: withRoutes() without a table entry builds what endpoint() builds", () => {
  check(
    fc.property(
      routeWithParameters,
      fc.option(options, { nil: undefined }),
      ([route, params], o) => {
        const given = o === undefined ? params : { ...params, ...o };
        const [method, url] = route.split(" ");
        for (const args of [[route, given], [{ ...given, method, url }]]) {
          assert.deepStrictEqual(outcome(() => wrapped(...args)), outcome(() => plain(...args)));
          assert.deepStrictEqual(
            outcome(() => wrapped.parse(wrapped.merge(...args))),
            outcome(() => plain.parse(plain.merge(...args))),
          );
        }
      },
    ),
  );
});
