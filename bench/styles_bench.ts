/**
 * Every way of calling `endpoint()`, against `@octokit/endpoint` on the same five calls
 * (`bench/_calls.ts`), in the same run: a route string, an options object, a function bound by
 * `.defaults({ method, url })`, and `parse(merge())`; then each call on a route string never seen
 * before (a new one per call, so it is compiled every time). A hand-written builder of the same
 * request is the ceiling for list issues and search.
 *
 * Every call gets a new parameters object. Groups are named `style: <call>` and
 * `never seen: <call>`; bench names are `<library>: <style>` and `by hand`. Every case is measured
 * in rounds (`benchInRounds`), so the two sides of each ratio are measured close together, many
 * times over. Before anything is
 * timed, each style checks that ours and octokit build the same request (url, headers but the
 * user-agent, body; method case aside), and each hand-written builder that it builds exactly
 * what ours builds.
 *
 * @module
 */
import { endpoint as ours } from "@x/endpoint";
import { endpoint as octokit } from "@octokit/endpoint";
import { assertSameRequest } from "./_agree.ts";
import { type BenchCase, benchInRounds } from "./_bench.ts";
import {
  type AnyLibrary,
  BY_HAND,
  byHandCall,
  CALLS,
  freshRoute,
  neverSeenGroup,
  styleGroup,
  STYLES,
} from "./_calls.ts";

const LIBRARIES: [name: string, endpoint: AnyLibrary][] = [
  ["ours", ours as unknown as AnyLibrary],
  ["octokit", octokit as unknown as AnyLibrary],
];

const cases: BenchCase[] = [];

for (const call of CALLS) {
  const group = styleGroup(call.name);
  const routeStyle = STYLES[0].prepare(LIBRARIES[0][1], call);
  const byHand = byHandCall(call);
  if (byHand) {
    assertSameRequest(`${call.name}, ${BY_HAND}`, byHand(), routeStyle());
    cases.push({ group, name: BY_HAND, call: byHand });
  }
  for (const style of STYLES) {
    const [mine, theirs] = LIBRARIES.map(([, endpoint]) => style.prepare(endpoint, call));
    assertSameRequest(`${call.name}, ${style.key}`, mine(), theirs(), { ignoreUserAgent: true });
    cases.push({ group, name: `ours: ${style.key}`, baseline: style === STYLES[0], call: mine });
    cases.push({ group, name: `octokit: ${style.key}`, call: theirs });
  }
}

for (const call of CALLS) {
  const group = neverSeenGroup(call.name);
  const [mine, theirs] = LIBRARIES.map(([, endpoint]) => {
    let serial = 0;
    return () => endpoint(freshRoute(call, serial++), call.parameters());
  });
  assertSameRequest(`${call.name}, never seen`, mine(), theirs(), { ignoreUserAgent: true });
  cases.push({ group, name: "ours: route", baseline: true, call: mine });
  cases.push({ group, name: "octokit: route", call: theirs });
}

benchInRounds(cases);
