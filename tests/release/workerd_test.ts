import assert from "node:assert/strict";
import { BEHAVIOUR_CASES, CALL_STYLES, type TableReport } from "./_harness/table.ts";
import { installedPackage } from "./_install.ts";
import { freePort, lastLines, pinnedVersion, platformBinary, runCommand } from "./_process.ts";

const PLATFORMS: Record<string, string> = {
  "linux-x86_64": "@cloudflare/workerd-linux-64",
  "linux-aarch64": "@cloudflare/workerd-linux-arm64",
  "darwin-x86_64": "@cloudflare/workerd-darwin-64",
  "darwin-aarch64": "@cloudflare/workerd-darwin-arm64",
};

/** A workerd config: the harness as the worker, the shipped browser build named as the package. */
function config(port: number, name: string): string {
  return `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [(name = "main", worker = .worker)],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);

const worker :Workerd.Worker = (
  modules = [
    (name = "worker.mjs", esModule = embed "worker.mjs"),
    (name = "${name}", esModule = embed "node_modules/${name}/dist/browser/endpoint.js"),
  ],
  compatibilityDate = "2025-01-01",
  compatibilityFlags = ["nodejs_compat"],
);
`;
}

/** Fetches `url` until it answers (workerd needs a moment to start), workerd exits or 20 s pass. */
async function poll(url: string, hasExited: () => boolean): Promise<TableReport> {
  const deadline = Date.now() + 20_000;
  while (true) {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
      return await response.json();
    } catch (error) {
      if (hasExited()) throw new Error("workerd exited");
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

Deno.test("workerd runs the behaviour table on the installed package's browser build", async () => {
  const pkg = await installedPackage();
  const version = pinnedVersion(pkg.root, "workerd");
  const platform = PLATFORMS[`${Deno.build.os}-${Deno.build.arch}`];
  const workerd = platform && platformBinary(pkg.root, platform, version, "bin/workerd");
  assert.ok(workerd, `npm:workerd@${version} installed no binary for ${Deno.build.target}`);
  const probe = await runCommand(workerd, ["--version"]);
  assert.equal(probe.code, 0, `workerd cannot start here: ${lastLines(probe, 3)}`);
  const port = freePort();
  await Deno.writeTextFile(`${pkg.project}/workerd.capnp`, config(port, pkg.name));
  const child = new Deno.Command(workerd, {
    args: ["serve", "workerd.capnp"],
    cwd: pkg.project,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const logs = child.output();
  let exited = false;
  child.status.then(() => exited = true);
  try {
    const report = await poll(`http://127.0.0.1:${port}/`, () => exited);
    assert.deepEqual(report.failures, []);
    assert.equal(report.passed, BEHAVIOUR_CASES.length * CALL_STYLES.length + 2);
  } catch (error) {
    if (!exited) child.kill();
    const stderr = new TextDecoder().decode((await logs).stderr).trim();
    throw new Error(`${error}\n${stderr}`);
  } finally {
    if (!exited) child.kill();
    await logs;
  }
});
