/**
 * The playground uses the library as its users do: every module of `playground/` that imports a
 * file of the repository outside `playground/` imports one of the package's entry points (the
 * `exports` of `deno.json`), never a private file of `src/`.
 */
import assert from "node:assert/strict";

const ROOT = new URL("../../", import.meta.url);
const PLAYGROUND = new URL("playground/", ROOT);

/** The entry points users import, as `deno.json` `exports` names them. */
async function entryPoints(): Promise<Set<string>> {
  const { exports } = JSON.parse(await Deno.readTextFile(new URL("deno.json", ROOT)));
  const paths = Object.values(exports as Record<string, string>);
  return new Set(paths.map((path) => new URL(path, ROOT).href));
}

/** Every `.ts` and `.tsx` file of `playground/`, except its installed and built folders. */
async function playgroundFiles(folder = PLAYGROUND): Promise<URL[]> {
  const files: URL[] = [];
  for await (const entry of Deno.readDir(folder)) {
    if (entry.isDirectory && (entry.name === "node_modules" || entry.name === "dist")) continue;
    const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), folder);
    if (entry.isDirectory) files.push(...await playgroundFiles(url));
    else if (/\.tsx?$/.test(entry.name)) files.push(url);
  }
  return files;
}

/** A module of `deno info --json`, and what each of its imports resolves to. */
interface InfoModule {
  specifier: string;
  dependencies?: { code?: { specifier: string }; type?: { specifier: string } }[];
}

/** The modules `files` import, directly or not, as `deno info` resolves them. */
async function moduleGraph(files: URL[]): Promise<InfoModule[]> {
  const dir = await Deno.makeTempDir({ prefix: "playground-imports-" });
  try {
    const all = `${dir}/all.ts`;
    await Deno.writeTextFile(all, files.map((file) => `import "${file.href}";\n`).join(""));
    const config = new URL("playground/deno.json", ROOT).pathname;
    const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["info", "--json", "--config", config, all],
      stdout: "piped",
      stderr: "piped",
    }).output();
    assert.equal(code, 0, new TextDecoder().decode(stderr));
    return JSON.parse(new TextDecoder().decode(stdout)).modules;
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/**
 * Each import of a playground module (static, dynamic or for types) of a file of the repository
 * outside `playground/`, as [importing module, imported file].
 */
function importsLeavingPlayground(modules: InfoModule[]): [string, string][] {
  const found: [string, string][] = [];
  for (const module of modules) {
    if (!module.specifier.startsWith(PLAYGROUND.href)) continue;
    for (const { code, type } of module.dependencies ?? []) {
      for (const target of [code?.specifier, type?.specifier]) {
        if (target?.startsWith(ROOT.href) && !target.startsWith(PLAYGROUND.href)) {
          found.push([module.specifier.slice(ROOT.href.length), target]);
        }
      }
    }
  }
  return found;
}

Deno.test("the playground imports the library only through its public entry points", async () => {
  const entries = await entryPoints();
  const imports = importsLeavingPlayground(await moduleGraph(await playgroundFiles()));
  const targets = new Set(imports.map(([, target]) => target));
  assert.ok(targets.has(new URL("mod.ts", ROOT).href), "the playground imports mod.ts");
  const privateImports = imports
    .filter(([, target]) => !entries.has(target))
    .map(([from, target]) => `${from} imports ${target.slice(ROOT.href.length)}`);
  assert.deepEqual(privateImports, []);
});
