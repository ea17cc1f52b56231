/**
 * The one way the instruction counters (`bench/instructions.ts`, `bench/mix_instructions.ts`) run
 * a worker under Valgrind.
 *
 * @module
 */

/**
 * Instructions one worker process executes, as Valgrind's callgrind reports them: `script` run by
 * this Deno with `--worker` and `workerArgs`. V8 compiles on the main thread
 * (`--no-concurrent-recompilation`), so two runs of one worker optimize the same way. `v8Flags`
 * are added to V8's (comma-separated, as `--v8-flags` takes them): V8 draws its string hashing
 * anew in every process, and a count of code that looks up properties or `Map` keys can depend on
 * it, so two versions of the code are compared with it fixed by V8's own flag.
 */
export async function callgrindInstructions(
  script: string,
  workerArgs: string[],
  v8Flags = "",
): Promise<number> {
  const { stderr, success } = await new Deno.Command("valgrind", {
    args: [
      "--tool=callgrind",
      "--callgrind-out-file=/dev/null",
      Deno.execPath(),
      "run",
      "-A",
      `--v8-flags=--no-concurrent-recompilation${v8Flags && `,${v8Flags}`}`,
      script,
      "--worker",
      ...workerArgs,
    ],
    stdout: "null",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(stderr);
  const refs = /I\s+refs:\s+([\d,]+)/.exec(text);
  if (!success || refs === null) {
    throw new Error(`valgrind failed for ${workerArgs.join(" ")}:\n${text}`);
  }
  return Number(refs[1].replaceAll(",", ""));
}
