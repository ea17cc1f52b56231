/**
 * Machine instructions per call of the realistic mix (`bench/_mix.ts`), counted by Valgrind, for
 * ours and for the hand-written builders: the mix's measure that a busy machine does not move
 * (its timings moved by a factor of two between rounds of one run), for comparing two versions
 * of the code.
 *
 * As in `bench/instructions.ts`, each count is the difference between two runs of one process,
 * one walking the mix {@linkcode FEWER} times and one {@linkcode MORE} times after the same
 * {@linkcode WARM_UP} walks, divided by the calls in between: start-up, the mix's own checks
 * against octokit, compilation and warm-up cancel out.
 *
 * Run: `npx -y deno@2.9.6 run -A bench/mix_instructions.ts` (needs `valgrind` on the PATH; about
 * five minutes a side). `--who ours` or `--who "by hand"` counts one side only; `--v8-flags <flags>`
 * passes flags to V8 in the workers, such as V8's flag that fixes its string hashing, which a
 * count depends on (see `bench/_callgrind.ts`).
 *
 * @module
 */
import { parseArgs } from "node:util";
import { callgrindInstructions } from "./_callgrind.ts";
import { BY_HAND } from "./_calls.ts";
import { MIX_SIZE, parametersOf } from "./_mix.ts";
import { agreedMix } from "./_mix_agree.ts";
import { byHand } from "./_mix_by_hand.ts";

const WARM_UP = 20;
const FEWER = 10;
const MORE = 30;

/** Worker: walk the mix `WARM_UP + walks` times with ours or the hand-written builders. */
function work(who: string, walks: number): void {
  const mix = agreedMix();
  const calls = who === BY_HAND
    ? mix.calls.map((call) => {
      const build = byHand(call);
      return () => build(parametersOf(call));
    })
    : mix.ours;
  let sink: unknown;
  for (let walk = 0; walk < WARM_UP + walks; walk++) {
    for (let i = 0; i < calls.length; i++) sink = calls[i]();
  }
  if (sink === undefined) throw new Error("no result");
}

/** Instructions one worker process executes, as Valgrind's callgrind reports them. */
function instructions(who: string, walks: number, v8Flags?: string): Promise<number> {
  const args = ["--who", who, "--walks", String(walks)];
  return callgrindInstructions(import.meta.filename!, args, v8Flags);
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Deno.args,
    options: {
      worker: { type: "boolean" },
      who: { type: "string" },
      walks: { type: "string" },
      "v8-flags": { type: "string" },
    },
  });
  if (values.worker) {
    work(values.who!, Number(values.walks));
  } else {
    for (const who of values.who === undefined ? ["ours", BY_HAND] : [values.who]) {
      const flags = values["v8-flags"];
      const fewer = await instructions(who, FEWER, flags);
      const more = await instructions(who, MORE, flags);
      const perCall = Math.round((more - fewer) / ((MORE - FEWER) * MIX_SIZE));
      console.log(`${who}: ${perCall} instructions per call of the mix`);
    }
  }
}
