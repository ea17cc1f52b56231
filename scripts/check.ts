/**
 * The static gate: format, lint, type check, doc lint and a JSR publish dry run, each step
 * reported on one line. Exits non-zero when any step fails.
 *
 * Usage: `deno task check`
 *
 * @module
 */

const STEPS: [string, string[]][] = [
  ["format", ["fmt", "--check"]],
  ["lint", ["lint"]],
  ["type check", ["check", "mod.ts", "src/", "tests/", "bench/", "scripts/", "playground/"]],
  ["doc lint", ["doc", "--lint", "mod.ts", "src/uri_template.ts"]],
  ["publish dry run", ["publish", "--dry-run", "--allow-dirty"]],
];

let failed = 0;
for (const [name, args] of STEPS) {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), { args }).output();
  const ok = code === 0;
  console.log(`${ok ? "ok  " : "FAIL"} ${name}: deno ${args.join(" ")}`);
  if (!ok) {
    failed++;
    await Deno.stdout.write(stdout);
    await Deno.stderr.write(stderr);
  }
}
console.log(`\ncheck: ${STEPS.length - failed} of ${STEPS.length} steps passed`);
Deno.exit(failed === 0 ? 0 : 1);
