/**
 * What typed calls cost the type checker, held to a budget: the 50 GitHub calls of
 * `bench/_routes.ts`, written out as one file through `endpoint as OpenApiEndpoint<paths>` (each
 * call shape) and through the plain `endpoint`, are type-checked by the TypeScript compiler API,
 * which counts the type instantiations each check makes. Unlike time, that count does not move
 * with the machine's load: it measures the checker's work. The typed calls may add at most
 * {@linkcode BUDGET} instantiations per call over the plain ones. `deno run -A bench/typecheck.ts`
 * times the same files.
 */
import assert from "node:assert/strict";
import ts from "typescript";
import { fileURLToPath } from "node:url";
import { ROUTES } from "../../bench/_routes.ts";

/** Instantiations per call; about 500 in both shapes when it was set. */
const BUDGET = 550;

/** A file beside this one that exists only in memory, so nothing is left behind. */
const FILE = fileURLToPath(new URL("./_typed_calls.ts", import.meta.url));

/** The lines that bind `github`, per file. */
const BINDINGS = {
  plain: 'import type { paths } from "@octokit/openapi-types";\n' +
    "export type Paths = paths;\nconst github = endpoint;",
  endpoint: 'import type { paths } from "@octokit/openapi-types";\n' +
    'import type { OpenApiEndpoint } from "../../mod.ts";\n' +
    "const github = endpoint as OpenApiEndpoint<paths>;",
  withRoutes: 'import type { paths } from "@octokit/openapi-types";\n' +
    'import type { OpenApiEndpoint } from "../../mod.ts";\n' +
    'const github = endpoint as unknown as OpenApiEndpoint<paths, never, "withRoutes">;',
};

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
};

function source(binding: string): string {
  const calls = ROUTES.map(({ route, params }) =>
    `github(${JSON.stringify(route)}, ${JSON.stringify(params())});`
  );
  return `import { endpoint } from "../../mod.ts";\n${binding}\n${calls.join("\n")}\n`;
}

/**
 * Type-checks each binding's file; returns the instantiations each check made. Each program
 * reuses the files the one before it parsed (the GitHub description above all), but not its
 * checker, so every count starts from nothing.
 */
function instantiations(bindings: Record<string, string>): Record<string, number> {
  const counts: Record<string, number> = {};
  let program: ts.Program | undefined;
  for (const [name, binding] of Object.entries(bindings)) {
    const host = ts.createCompilerHost(OPTIONS);
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (file, language, ...rest) =>
      file === FILE
        ? ts.createSourceFile(file, source(binding), language)
        : read(file, language, ...rest);
    const exists = host.fileExists.bind(host);
    host.fileExists = (file) => file === FILE || exists(file);
    program = ts.createProgram([FILE], OPTIONS, host, program);
    program.getTypeChecker(); // binds every file: binding is not what is measured
    const before = program.getInstantiationCount();
    const diagnostics = program.getSemanticDiagnostics(program.getSourceFile(FILE));
    assert.deepEqual(
      diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")),
      [],
    );
    counts[name] = program.getInstantiationCount() - before;
  }
  return counts;
}

Deno.test("50 typed GitHub calls stay within the type checker's budget, in both call shapes", () => {
  const counts = instantiations(BINDINGS);
  for (const shape of ["endpoint", "withRoutes"]) {
    const perCall = (counts[shape] - counts.plain) / ROUTES.length;
    console.log(
      `${shape}: ${perCall.toFixed(0)} instantiations per call (${JSON.stringify(counts)})`,
    );
    assert.ok(perCall <= BUDGET, `${shape}: ${perCall} instantiations per call, over ${BUDGET}`);
  }
});
