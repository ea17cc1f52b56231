/**
 * Node: the behaviour table under `node --test`, and the emitted `.d.ts` files checked by `tsc`
 * through a small Node TypeScript consumer.
 *
 * @module
 */
import { lastLines, runCommand } from "../shared/process.ts";
import type { RunContext, RuntimeResult } from "../shared/result.ts";

/**
 * Runs `dist/runtimes/node_suite.mjs` with `node --test` and counts the TAP results.
 *
 * @param context Where the bundles are and how many cases to expect.
 * @returns One table row.
 */
export async function runNode(context: RunContext): Promise<RuntimeResult> {
  const suite = `${context.outDir}/node_suite.mjs`;
  const version = (await runCommand("node", ["--version"])).stdout.trim();
  const output = await runCommand("node", ["--test", "--test-reporter=tap", suite], {
    cwd: context.outDir,
  });
  const count = (label: string) =>
    Number(new RegExp(`^# ${label} (\\d+)$`, "m").exec(output.stdout)?.[1] ?? 0);
  const failures = tapFailures(output.stdout);
  const failed = count("fail") + count("cancelled");
  if (output.code !== 0 && failed === 0) {
    failures.push(`node exited ${output.code}: ${lastLines(output)}`);
  }
  return {
    runtime: `Node ${version}`,
    command: "node --test dist/runtimes/node_suite.mjs",
    passed: count("pass"),
    failed: Math.max(failed, output.code === 0 ? 0 : 1),
    expected: context.caseRuns + 1,
    failures,
  };
}

/**
 * Emits `.d.ts` files for `mod.ts` with `tsc --isolatedDeclarations` into the fake installed
 * package, then type-checks `consumer.ts` (with its `// @ts-expect-error`) against them.
 *
 * @param context Where the bundles are.
 * @param packageDir The fake installed package.
 * @returns One table row: two checks, the emit and the consumer.
 */
export async function runTypeScript(
  context: RunContext,
  packageDir: string,
): Promise<RuntimeResult> {
  const tsc = `${context.root}/node_modules/typescript/bin/tsc`;
  const version = (await runCommand("node", [tsc, "--version"])).stdout.trim();
  const emit = await runCommand("node", [
    tsc,
    ...["--isolatedDeclarations", "--declaration", "--emitDeclarationOnly"],
    ...["--allowImportingTsExtensions", "--resolveJsonModule", "--strict", "--skipLibCheck"],
    ...["--module", "esnext", "--moduleResolution", "bundler", "--target", "es2022"],
    ...["--lib", "es2022,dom", "--rootDir", context.root, "--outDir", `${packageDir}/types`],
    `${context.root}/mod.ts`,
  ]);
  await Deno.copyFile(new URL("./consumer.ts", import.meta.url), `${context.outDir}/consumer.ts`);
  const tsconfig = {
    compilerOptions: {
      strict: true,
      module: "nodenext",
      moduleResolution: "nodenext",
      target: "es2022",
      lib: ["es2022", "dom"],
      types: [],
      noEmit: true,
    },
    files: ["consumer.ts"],
  };
  await Deno.writeTextFile(`${context.outDir}/tsconfig.json`, JSON.stringify(tsconfig, null, 2));
  const check = emit.code === 0
    ? await runCommand("node", [tsc, "-p", context.outDir])
    : { code: 1, stdout: "", stderr: "skipped: no .d.ts files" };
  const failures = [
    ...(emit.code === 0 ? [] : [`tsc --isolatedDeclarations: ${lastLines(emit)}`]),
    ...(check.code === 0 ? [] : [`tsc consumer.ts: ${lastLines(check)}`]),
  ];
  return {
    runtime: `TypeScript ${version.replace(/^Version /, "")} (Node consumer)`,
    command: "tsc --isolatedDeclarations …; tsc -p dist/runtimes",
    passed: 2 - failures.length,
    failed: failures.length,
    expected: 2,
    typesOnly: true,
    failures,
  };
}

/**
 * `<test name>: <error>` for each `not ok` line of node's TAP output. A file that fails to load
 * shows as one failed test named after the file; its output (the `# ` lines before the first
 * subtest) says why.
 */
function tapFailures(tap: string): string[] {
  const failures: string[] = [];
  const lines = tap.split("\n");
  for (const [index, line] of lines.entries()) {
    const failure = /^not ok \d+ - (.*)$/.exec(line);
    if (failure) failures.push(failure[1]);
    const error = /^(\s+)error: (.*)$/.exec(line);
    if (!error || failures.length === 0) continue;
    // A multi-line message is a YAML block scalar (`|-`): the lines indented below `error:`.
    const message = error[2].startsWith("|") ? [] : [error[2]];
    for (const next of error[2].startsWith("|") ? lines.slice(index + 1) : []) {
      if (!next.startsWith(`${error[1]}  `)) break;
      message.push(next.slice(error[1].length + 2));
    }
    failures[failures.length - 1] += `: ${message.join("\n")}`;
  }
  const firstSubtest = lines.findIndex((line) => line.startsWith("# Subtest:"));
  const fileOutput = lines.slice(1, Math.max(firstSubtest, 1)).map((line) => line.slice(2));
  if (failures.length > 0 && fileOutput.length > 0) {
    failures.push(fileOutput.slice(0, 6).join("\n"));
  }
  return failures;
}
