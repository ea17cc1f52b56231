/**
 * The static gate: format, lint, type check, doc lint, a JSR publish dry run, and the layering
 * rule (the RFC 6570 engine in `src/uri_template/` imports nothing outside its folder), each step
 * reported on one line. Exits non-zero when any step fails.
 *
 * Usage: `deno task check`
 *
 * @module
 */

/** The folder of the RFC 6570 engine: the bottom layer, which must stand alone. */
const ENGINE = new URL("../src/uri_template/", import.meta.url);

const STEPS: [string, string[]][] = [
  ["format", ["fmt", "--check"]],
  ["lint", ["lint"]],
  ["type check", ["check", "mod.ts", "src/", "tests/", "bench/", "scripts/", "playground/"]],
  ["doc lint", [
    "doc",
    "--lint",
    "mod.ts",
    "src/uri_template/mod.ts",
    "src/openapi/mod.ts",
    "src/octokit/mod.ts",
  ]],
  ["publish dry run", ["publish", "--dry-run", "--allow-dirty"]],
];

async function deno(args: string[]): Promise<Deno.CommandOutput> {
  return await new Deno.Command(Deno.execPath(), { args, stdout: "piped", stderr: "piped" })
    .output();
}

/**
 * The modules that the files of `folder` import, directly or not, that are outside it (as
 * `deno info` resolves them: static, dynamic and type-only imports alike).
 */
async function importsOutside(folder: URL): Promise<string[]> {
  const outside = new Set<string>();
  for await (const entry of Deno.readDir(folder)) {
    if (!entry.isFile || !entry.name.endsWith(".ts")) continue;
    const file = new URL(entry.name, folder);
    const { code, stdout, stderr } = await deno(["info", "--json", file.pathname]);
    if (code !== 0) {
      throw new Error(`Cannot read the imports of ${file}: ${new TextDecoder().decode(stderr)}`);
    }
    const graph = JSON.parse(new TextDecoder().decode(stdout));
    for (const module of graph.modules as { specifier: string }[]) {
      if (!module.specifier.startsWith(folder.href)) outside.add(module.specifier);
    }
  }
  return [...outside].sort();
}

if (import.meta.main) {
  let failed = 0;
  for (const [name, args] of STEPS) {
    const { code, stdout, stderr } = await deno(args);
    const ok = code === 0;
    console.log(`${ok ? "ok  " : "FAIL"} ${name}: deno ${args.join(" ")}`);
    if (!ok) {
      failed++;
      await Deno.stdout.write(stdout);
      await Deno.stderr.write(stderr);
    }
  }
  const outside = await importsOutside(ENGINE);
  console.log(
    `${
      outside.length === 0 ? "ok  " : "FAIL"
    } layers: src/uri_template/ imports nothing outside it`,
  );
  if (outside.length !== 0) {
    failed++;
    for (const specifier of outside) console.log(`  imports ${specifier}`);
  }
  const steps = STEPS.length + 1;
  console.log(`\ncheck: ${steps - failed} of ${steps} steps passed`);
  Deno.exit(failed === 0 ? 0 : 1);
}
