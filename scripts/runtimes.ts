/**
 * `deno task runtimes`: proves the library outside Deno. Bundles `mod.ts` and the behaviour
 * table with esbuild into `dist/runtimes/`, runs the table under Node (`node --test`), tsc (the
 * emitted `.d.ts` and a Node consumer), Chromium (import map, CDN style), Bun and workerd, prints
 * a Markdown table runtime × passed/failed, and exits 1 if any runtime fails or runs fewer cases
 * than the table holds. A runtime that cannot start here at all (only workerd may) is shown as
 * "not run: <reason>" and does not fail the task.
 *
 * @module
 */
import { BEHAVIOUR_CASES } from "../tests/cases/behaviour.ts";
import { runBrowser } from "../tests/runtimes/browser/run.ts";
import { runBun } from "../tests/runtimes/bun/run.ts";
import { runNode, runTypeScript } from "../tests/runtimes/node/run.ts";
import { buildBundles } from "../tests/runtimes/shared/bundle.ts";
import { CALL_STYLES } from "../tests/runtimes/shared/entry.ts";
import { lastLines, runCommand } from "../tests/runtimes/shared/process.ts";
import type { RunContext, RuntimeResult } from "../tests/runtimes/shared/result.ts";
import { runWorkerd } from "../tests/runtimes/workerd/run.ts";

const root = new URL("..", import.meta.url).pathname.replace(/\/$/, "");
const started = performance.now();

// Bun and workerd are pinned in deno.json but imported by nothing, so install them explicitly
// (frozen: a test run must not rewrite deno.lock).
const install = await runCommand(Deno.execPath(), ["install", "--frozen"], { cwd: root });
if (install.code !== 0) {
  console.error(`deno install failed:\n${lastLines(install)}`);
  Deno.exit(1);
}

const build = await buildBundles(root);
const context: RunContext = {
  root,
  outDir: build.outDir,
  caseCount: BEHAVIOUR_CASES.length,
  caseRuns: BEHAVIOUR_CASES.length * CALL_STYLES.length,
};
const results: RuntimeResult[] = [];
for (
  const run of [
    () => runNode(context),
    () => runTypeScript(context, build.packageDir),
    () => runBrowser(context, build),
    () => runBun(context),
    () => runWorkerd(context),
  ]
) {
  const result = await run();
  console.error(`${result.runtime}: ${result.passed} passed, ${result.failed} failed`);
  results.push(result);
}

const failing = results.filter((result) => !result.notRun && status(result) !== "ok");
console.log(`\n${table(results)}\n`);
for (const result of failing) {
  console.log(`${result.runtime}: ${status(result)}`);
  for (const failure of result.failures) {
    const lines = failure.split("\n");
    const shown = lines.length > 12 ? [...lines.slice(0, 12), "…"] : lines;
    console.log(`  - ${shown.join("\n    ")}`);
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${context.caseCount} behaviour cases × ${CALL_STYLES.length} call styles ` +
    `(${CALL_STYLES.join(", ")}), plus each runtime's toRequest checks; ` +
    `${failing.length} runtime(s) failing; ${seconds} s`,
);
Deno.exit(failing.length === 0 ? 0 : 1);

/** `ok`, or what is wrong with a row that ran. */
function status(result: RuntimeResult): string {
  if (result.notRun) return `not run: ${result.notRun}`;
  if (result.failed > 0) return "FAILED";
  if (!result.typesOnly && context.caseCount === 0) return "FAILED: the behaviour table is empty";
  if (result.passed !== result.expected) {
    return `FAILED: ran ${result.passed} of ${result.expected}`;
  }
  return "ok";
}

/** The Markdown table: runtime × passed/failed, with the command that proves each. */
function table(rows: RuntimeResult[]): string {
  const lines = [
    "| runtime | passed | failed | result | proved by |",
    "| --- | ---: | ---: | --- | --- |",
  ];
  for (const row of rows) {
    const cells = [row.runtime, row.passed, row.failed, status(row), `\`${row.command}\``];
    lines.push(`| ${cells.join(" | ").replaceAll("\n", " ")} |`);
  }
  return lines.join("\n");
}
