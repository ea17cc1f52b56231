/**
 * Route scaling: the time of one `endpoint()` call on a route of 1e5 characters against the same
 * shape at 1e6. A call that is linear in the route's length takes about 10× as long; the report
 * (`scripts/bench_report.ts`) fails a shape whose ratio is above `MAX_RATIO` (30; quadratic is
 * about 100).
 *
 * The shapes (`_route_shapes.ts`) are the two that were once quadratic:
 *
 * - `GET /` (here `GET /<counter>`) then n/9 distinct `{/kI}` expressions, all given (every
 *   parameter was looked up in the list of the route's variables);
 * - `/.{/a}` repeated, `a` given (every literal `.` segment was compared with every value).
 *
 * Each call builds a new route (a counter in front), so the route is compiled in every call, as
 * a first call would, and gets a new parameters object (made before the timed part).
 *
 * @module
 */
import assert from "node:assert/strict";
import { endpoint } from "@x/endpoint";
import { SMOKE } from "./_bench.ts";
import { GROUP_PREFIX, lengthName, LENGTHS, SHAPES } from "./_route_shapes.ts";

/** The last url built, kept so that no call is dead code. */
export let last = "";

for (const shape of SHAPES) {
  for (const length of LENGTHS) {
    const { url, parameters } = shape.build(length);
    const route = (n: number) => `GET /${n}${url}`;
    const first = endpoint(route(0), { ...parameters }).url;
    assert.ok(
      first.startsWith(`https://api.github.com/0${shape.expectStart}`),
      `${shape.name}, ${length}: ${first.slice(0, 60)}`,
    );
    let calls = 0;
    Deno.bench({
      group: GROUP_PREFIX + shape.name,
      name: lengthName(length),
      baseline: length === LENGTHS[0],
      // A few timed calls are enough: a quadratic 1e6 call takes seconds, a linear one ~0.1 s.
      n: SMOKE ? 1 : length === LENGTHS[0] ? 60 : 15,
      warmup: SMOKE ? 0 : 3,
      fn(b) {
        calls++;
        // The new parameters object is made outside the timed part: V8's own copy of an object
        // with 100,000 keys grows faster than linearly, and it is not the library's work.
        const fresh = { ...parameters };
        const text = route(calls);
        b.start();
        last = endpoint(text, fresh).url;
        b.end();
      },
    });
  }
}
