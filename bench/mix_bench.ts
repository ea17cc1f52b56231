/**
 * Ours, `@octokit/endpoint` and a hand-written builder per call on a realistic mix of 2,400 calls
 * over most of GitHub's REST routes (`bench/_mix.ts`): every call style and `.defaults()` layers in
 * one loop, new parameters on every call. One bench call walks the next
 * {@linkcode MIX_SLICE} calls of the mix, so a timed iteration (`CALLS_PER_ITERATION` bench calls)
 * walks the whole mix once; all three are measured in the same rounds (`benchInRounds`).
 *
 * Before anything is timed, every call is checked: ours against octokit (`bench/_mix_agree.ts`),
 * the hand-written builder against ours (`bench/_mix_by_hand.ts`, user-agent included).
 *
 * Ours is also timed, in the same rounds, on variants of the mix that show where its time goes:
 * the same calls with ASCII-only values, with no `headers` in the parameters, with no
 * `.defaults()` layers (`MIX_VARIANTS`); and, against octokit, on the mix drawn with each other
 * number of `MIX_DRAWS` (other routes, orders and values), each in a group of its own.
 *
 * Run by `scripts/bench_report.ts` in a process of its own: hundreds of routes make every call
 * site in the library generic, which the five fixed calls of `bench/styles_bench.ts` must not pay.
 *
 * @module
 */
import { assertSameRequest, type RequestLike } from "./_agree.ts";
import { type BenchCase, benchInRounds } from "./_bench.ts";
import { BY_HAND } from "./_calls.ts";
import { MIX_DRAWS, MIX_GROUP, MIX_SLICE, MIX_VARIANTS, mixGroup, parametersOf } from "./_mix.ts";
import { agreedMix } from "./_mix_agree.ts";
import { byHand } from "./_mix_by_hand.ts";

/** Returns a function that makes the next {@linkcode MIX_SLICE} calls of `calls`, in turn. */
function walk(calls: readonly (() => RequestLike)[]): () => RequestLike {
  let next = 0;
  return () => {
    let last!: RequestLike;
    for (let i = 0; i < MIX_SLICE; i++) {
      last = calls[next]();
      next = next + 1 === calls.length ? 0 : next + 1;
    }
    return last;
  };
}

const mix = agreedMix();
const hands = mix.calls.map((call, i) => {
  const build = byHand(call);
  const hand = () => build(parametersOf(call));
  assertSameRequest(`${MIX_GROUP}, call ${i}, ${BY_HAND}`, hand(), mix.ours[i]());
  return hand;
});
const cases: BenchCase[] = [
  { group: MIX_GROUP, name: "ours", baseline: true, call: walk(mix.ours) },
  { group: MIX_GROUP, name: "octokit", call: walk(mix.octokit) },
  { group: MIX_GROUP, name: BY_HAND, call: walk(hands) },
];
for (const [name, options] of MIX_VARIANTS) {
  cases.push({ group: MIX_GROUP, name, call: walk(agreedMix(options).ours) });
}
// The other draws, against octokit only: other routes, orders and values.
for (const draw of MIX_DRAWS.slice(1)) {
  const drawn = agreedMix({}, draw);
  cases.push({ group: mixGroup(draw), name: "ours", baseline: true, call: walk(drawn.ours) });
  cases.push({ group: mixGroup(draw), name: "octokit", call: walk(drawn.octokit) });
}
benchInRounds(cases);
