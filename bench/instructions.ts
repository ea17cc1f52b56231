/**
 * Machine instructions per call, counted by Valgrind: a measure that a shared, noisy machine does
 * not move, for comparing two versions of the code (or ours with the hand-written builders) when
 * timings disagree from run to run. It is not what the targets are measured in (`deno task bench`
 * times calls); instructions ignore cache misses and allocation, so a ratio of instructions is
 * usually a little smaller than the same ratio of times.
 *
 * Each count is the difference between two runs of the same process, one making 40,000 calls and
 * one making 120,000 after the same 60,000 warm-up calls, divided by 80,000: start-up, compilation
 * and warm-up cancel out. V8 compiles on the main thread (`--no-concurrent-recompilation`), so the
 * two runs optimize the same way.
 *
 * Run: `npx -y deno@2.9.6 run -A bench/instructions.ts` (needs `valgrind` on the PATH; about twelve
 * minutes for every call and style). Narrow it with `--call "search with q"` and
 * `--style route` (`by hand`, `route`, `options`, `defaults`, `parse-merge`).
 *
 * @module
 */
import { endpoint } from "@x/endpoint";
import { parseArgs } from "node:util";
import { callgrindInstructions } from "./_callgrind.ts";
import { type AnyLibrary, BY_HAND, byHandCall, CALLS, STYLES } from "./_calls.ts";

const WARM_UP = 60_000;
const FEWER = 40_000;
const MORE = 120_000;

/** The function one worker times: a style of ours on a call, or the call's hand-written builder. */
function prepare(callName: string, style: string): () => unknown {
  const call = CALLS.find((c) => c.name === callName)!;
  if (style === BY_HAND) return byHandCall(call)!;
  const found = STYLES.find((s) => s.key === style)!;
  return found.prepare(endpoint as unknown as AnyLibrary, call);
}

/** Worker: warm up, then make `count` calls. */
function work(callName: string, style: string, count: number): void {
  const fn = prepare(callName, style);
  let sink: unknown;
  for (let i = 0; i < WARM_UP + count; i++) sink = fn();
  if (sink === undefined) throw new Error("no result");
}

/** Instructions one worker process executes, as Valgrind's callgrind reports them. */
function instructions(callName: string, style: string, count: number): Promise<number> {
  return callgrindInstructions(import.meta.filename!, [
    "--call",
    callName,
    "--style",
    style,
    "--count",
    String(count),
  ]);
}

/** Instructions per call: the difference of a longer and a shorter run. */
async function perCall(callName: string, style: string): Promise<number> {
  const [fewer, more] = await Promise.all([
    instructions(callName, style, FEWER),
    instructions(callName, style, MORE),
  ]);
  return Math.round((more - fewer) / (MORE - FEWER));
}

const args = parseArgs({
  args: Deno.args,
  options: {
    worker: { type: "boolean", default: false },
    call: { type: "string" },
    style: { type: "string" },
    count: { type: "string" },
  },
});

if (args.values.worker) {
  work(args.values.call!, args.values.style!, Number(args.values.count));
} else {
  const styles = [BY_HAND, ...STYLES.map((s) => s.key)]
    .filter((s) => args.values.style === undefined || s === args.values.style);
  const calls = CALLS.filter((c) => args.values.call === undefined || c.name === args.values.call);
  if (styles.length === 0 || calls.length === 0) {
    throw new Error(`no such call or style: ${JSON.stringify(args.values)}`);
  }
  console.log(`| call | ${styles.join(" | ")} |`);
  console.log(`| --- |${" ---: |".repeat(styles.length)}`);
  for (const call of calls) {
    const cells: string[] = [];
    for (const style of styles) {
      cells.push(
        style === BY_HAND && !byHandCall(call) ? "—" : String(await perCall(call.name, style)),
      );
    }
    console.log(`| ${call.name} | ${cells.join(" | ")} |`);
  }
}
