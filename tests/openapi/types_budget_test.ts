/**
 * What typed calls cost the type checker, held to a budget: the 50 GitHub calls of
 * `bench/_routes.ts`, written out as one file through `endpoint as OpenApiEndpoint<paths>` (each
 * call shape) and through the plain `endpoint`, are type-checked by the TypeScript compiler API,
 * which counts the type instantiations each check makes. Unlike time, that count does not move
 * with the machine's load: it measures the checker's work. The typed calls may add at most
 * {@linkcode BUDGET} instantiations per call over the plain ones. `deno run -A bench/typecheck.ts`
 * times the same files (its variants).
 */
import assert from "node:assert/strict";
import ts from "typescript";
import { ROUTES } from "../../bench/_routes.ts";
import { COMPILER_OPTIONS, fileOf, source, VARIANTS } from "../../bench/typecheck.ts";

/** Instantiations per call; about 500 in both shapes when it was set. */
const BUDGET = 550;

/**
 * Type-checks each variant's file, kept in memory (nothing is written); returns the
 * instantiations each check made. Each program reuses the files the one before it parsed (the
 * GitHub description above all), but not its checker, so every count starts from nothing.
 */
function instantiations(): Map<string, number> {
  const counts = new Map<string, number>();
  let program: ts.Program | undefined;
  for (const [name, binding] of VARIANTS) {
    const file = fileOf(name);
    const host = ts.createCompilerHost(COMPILER_OPTIONS);
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (path, language, ...rest) =>
      path === file
        ? ts.createSourceFile(path, source(binding, 0), language)
        : read(path, language, ...rest);
    const exists = host.fileExists.bind(host);
    host.fileExists = (path) => path === file || exists(path);
    program = ts.createProgram([file], COMPILER_OPTIONS, host, program);
    program.getTypeChecker(); // binds every file: binding is not what is measured
    const before = program.getInstantiationCount();
    const diagnostics = program.getSemanticDiagnostics(program.getSourceFile(file));
    assert.deepEqual(
      diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")),
      [],
    );
    counts.set(name, program.getInstantiationCount() - before);
  }
  return counts;
}

Deno.test("50 typed GitHub calls stay within the type checker's budget, in both call shapes", () => {
  const counts = instantiations();
  const untyped = counts.get("untyped")!;
  for (const variant of ["typed", "typed, withRoutes"]) {
    const perCall = (counts.get(variant)! - untyped) / ROUTES.length;
    console.log(`${variant}: ${perCall.toFixed(0)} instantiations per call`);
    assert.ok(perCall <= BUDGET, `${variant}: ${perCall} instantiations per call, over ${BUDGET}`);
  }
});
