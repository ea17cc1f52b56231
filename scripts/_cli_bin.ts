/**
 * The npm package's command (`bin`): the openapi command (`src/openapi/_cli_main.ts`) and the
 * YAML parser it loads, bundled by `deno bundle` into one Node script, so the package keeps no
 * dependency: a library user installs nothing more, and the command runs from the tarball alone.
 *
 * `deno bundle` resolves `yaml` through `scripts/artifacts.json` (pinned there and in its lock, as
 * esbuild is), so `deno task pack` needs no `deno install`. Its `browser` platform picks the
 * parser's ES module build, which never reads `process.env`, and keeps `node:` imports as they
 * are. The parser's licence (ISC, which asks that its notice go with every copy) heads the file.
 *
 * @module
 */
import { fileURLToPath } from "node:url";
import type { PackageFile } from "./_bundle.ts";
import type { TarEntry } from "./_tar.ts";

/** Where the command's script goes in the package. */
const CLI_BIN_PATH = "bin/openapi.js";

/**
 * Bundles the command into one ES module that runs under Node 20 and later.
 *
 * @param root The repository root.
 * @returns The script, at {@linkcode CLI_BIN_PATH}.
 * @throws {Error} When `deno bundle` fails (its output is in the message).
 */
export async function bundleCli(root: string): Promise<PackageFile> {
  const dir = await Deno.makeTempDir({ prefix: "openapi-bin-" });
  try {
    const main = new URL("src/openapi/_cli_main.ts", `file://${root}/`).href;
    await Deno.writeTextFile(
      `${dir}/bin.ts`,
      `import process from "node:process";\nimport { main } from "${main}";\n` +
        "process.exitCode = await main(process.argv.slice(2));\n",
    );
    const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
      args: [
        "bundle",
        "--config",
        `${root}/scripts/artifacts.json`,
        "--platform",
        "browser",
        "--minify",
        "--output",
        `${dir}/bin.js`,
        `${dir}/bin.ts`,
      ],
      env: { NO_COLOR: "1" },
      stdin: "null",
    }).output();
    if (code !== 0) {
      const decoder = new TextDecoder();
      throw new Error(`deno bundle failed:\n${decoder.decode(stdout)}${decoder.decode(stderr)}`);
    }
    const license = await Deno.readTextFile(
      fileURLToPath(new URL("LICENSE", import.meta.resolve("yaml/package.json"))),
    );
    const notice = `/*! The npm package yaml, bundled below:\n${license.trim()}\n*/\n`;
    const script = await Deno.readTextFile(`${dir}/bin.js`);
    return { path: CLI_BIN_PATH, text: `#!/usr/bin/env node\n${notice}${script}` };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/**
 * The tarball's entries with the command added: its script, and `bin` in `package.json`.
 *
 * @param entries The tarball's entries (not changed).
 * @param slug The package's file-name form (`x-endpoint`), which names the command.
 * @param script The command's script ({@linkcode bundleCli}).
 * @returns The new entries.
 * @throws {Error} When there is no `package/package.json`.
 */
export function addCli(entries: TarEntry[], slug: string, script: PackageFile): TarEntry[] {
  const manifest = entries.find((entry) => entry.path === "package/package.json");
  if (!manifest) throw new Error("Cannot add the command: the tarball has no package.json");
  const fields = JSON.parse(new TextDecoder().decode(manifest.data));
  // The package's only command, named as its file-name form: `npx @x/endpoint` runs it.
  fields.bin = { [slug]: `./${script.path}` };
  const encoder = new TextEncoder();
  return [
    ...entries.map((entry) =>
      entry === manifest
        ? { ...entry, data: encoder.encode(JSON.stringify(fields, null, 2)) }
        : entry
    ),
    { path: `package/${script.path}`, data: encoder.encode(script.text) },
  ];
}
