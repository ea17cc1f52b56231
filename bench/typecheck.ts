/**
 * What typed routes cost at compile time: the 50 GitHub calls of `bench/_routes.ts`, written out
 * as one file three ways and type-checked with the same commands:
 *
 * - `typed`: through `endpoint as OpenApiEndpoint<paths>`, `paths` from `@octokit/openapi-types`;
 * - `typed, withRoutes`: the same in the call shape of `withRoutes()`;
 * - `untyped`: the same file through the plain `endpoint` (still importing `paths`);
 * - `untyped, no import`: the plain `endpoint` without `@octokit/openapi-types` at all.
 *
 * Two measures over `--rounds` runs (3 by default), the variants interleaved: `deno check <file>`
 * wall time (a fresh comment per run, so Deno's check cache never answers), and the TypeScript
 * compiler API's semantic check of that one file (a fresh program per run, timed after parsing
 * and binding: the cost of the calls themselves). Each is shown as its minimum, which noise from
 * other processes cannot lower, with the median beside it.
 *
 * Usage: `deno run -A bench/typecheck.ts [--rounds=N]`. Fails when the typed file has a type
 * error, so the 50 calls are also proof that the typed endpoint accepts real GitHub calls.
 *
 * @module
 */
import ts from "typescript";
import { fileURLToPath } from "node:url";
import { ROUTES } from "./_routes.ts";

const OUTPUT = new URL("./.output/typecheck/", import.meta.url);
const ROUNDS = Number(Deno.args.find((a) => a.startsWith("--rounds="))?.slice(9) ?? 3);

/** The files: name, and the lines that bind `github`. */
export const VARIANTS: [string, string][] = [
  [
    "typed",
    'import type { paths } from "@octokit/openapi-types";\n' +
    'import type { OpenApiEndpoint } from "../../../mod.ts";\n' +
    "const github = endpoint as OpenApiEndpoint<paths>;",
  ],
  [
    "typed, withRoutes",
    'import type { paths } from "@octokit/openapi-types";\n' +
    'import type { OpenApiEndpoint } from "../../../mod.ts";\n' +
    'const github = endpoint as unknown as OpenApiEndpoint<paths, never, "withRoutes">;',
  ],
  [
    "untyped",
    'import type { paths } from "@octokit/openapi-types";\n' +
    "export type Paths = paths;\nconst github = endpoint;",
  ],
  ["untyped, no import", "const github = endpoint;"],
];

/** The file of one variant: the 50 calls through its `github`, after a comment of `nonce`. */
export function source(binding: string, nonce: number): string {
  const calls = ROUTES.map(({ route, params }) =>
    `github(${JSON.stringify(route)}, ${JSON.stringify(params())});`
  );
  return `// run ${nonce}\nimport { endpoint } from "../../../mod.ts";\n${binding}\n` +
    `${calls.join("\n")}\n`;
}

/** Where the file of a variant is written. */
export function fileOf(name: string): string {
  return fileURLToPath(new URL(`${name.replaceAll(/\W+/g, "_")}.ts`, OUTPUT));
}

async function denoCheck(file: string): Promise<number> {
  const start = performance.now();
  const { code, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["check", "--quiet", file],
    env: { NO_COLOR: "1" },
  }).output();
  const elapsed = performance.now() - start;
  if (code !== 0) {
    throw new Error(`deno check ${file} failed:\n${new TextDecoder().decode(stderr)}`);
  }
  return elapsed;
}

/** The options of the compiler check. */
export const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
};

function compilerCheck(file: string): number {
  const program = ts.createProgram([file], COMPILER_OPTIONS);
  const root = program.getSourceFile(file)!;
  program.getTypeChecker(); // binds every file: parsing and binding are not what is measured
  const start = performance.now();
  const diagnostics = program.getSemanticDiagnostics(root);
  const elapsed = performance.now() - start;
  if (diagnostics.length > 0) {
    const text = ts.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => Deno.cwd(),
      getNewLine: () => "\n",
    });
    throw new Error(`tsc ${file} failed:\n${text}`);
  }
  return elapsed;
}

function stats(values: number[]): { min: number; median: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)] };
}

if (import.meta.main) {
  await Deno.mkdir(OUTPUT, { recursive: true });
  const times = new Map(
    VARIANTS.map(([name]) => [name, { deno: [] as number[], tsc: [] as number[] }]),
  );
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, binding] of VARIANTS) {
        const file = fileOf(name);
        await Deno.writeTextFile(file, source(binding, Date.now()));
        times.get(name)!.deno.push(await denoCheck(file));
        times.get(name)!.tsc.push(compilerCheck(file));
      }
    }
  } finally {
    // Left behind, the files would join `deno check bench/` in the static gate.
    await Deno.remove(OUTPUT, { recursive: true });
  }
  const base = times.get("untyped")!;
  const [baseDeno, baseTsc] = [stats(base.deno), stats(base.tsc)];
  console.log(
    `${ROUTES.length} GitHub calls, ${ROUNDS} runs each, TypeScript ${ts.version}; ` +
      "min (median) in ms, ratios of the minimums\n",
  );
  console.log("| file | `deno check` | × untyped | compiler check of the file | × untyped |");
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const [name, { deno, tsc }] of times) {
    const [d, t] = [stats(deno), stats(tsc)];
    console.log(
      `| ${name} | ${d.min.toFixed(0)} (${d.median.toFixed(0)}) | ` +
        `${(d.min / baseDeno.min).toFixed(2)} | ${t.min.toFixed(0)} (${t.median.toFixed(0)}) | ` +
        `${(t.min / baseTsc.min).toFixed(2)} |`,
    );
  }
}
