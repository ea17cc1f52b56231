/**
 * workerd (Cloudflare Workers' runtime): the behaviour table inside a module worker, served by
 * the binary that `npm:workerd` ships, queried on 127.0.0.1.
 *
 * @module
 */
import {
  freePort,
  lastLines,
  pinnedVersion,
  platformBinary,
  runCommand,
} from "../shared/process.ts";
import {
  notRun,
  type RunContext,
  type RuntimeResult,
  type TableReport,
  toResult,
} from "../shared/result.ts";

const PLATFORM_PACKAGES: Record<string, string> = {
  "linux-x86_64": "@cloudflare/workerd-linux-64",
  "linux-aarch64": "@cloudflare/workerd-linux-arm64",
  "darwin-x86_64": "@cloudflare/workerd-darwin-64",
  "darwin-aarch64": "@cloudflare/workerd-darwin-arm64",
};

/**
 * Serves `dist/runtimes/worker.mjs` with workerd and reads its JSON report. Reports "not run"
 * (not a failure) only when the workerd binary is missing or cannot start on this machine.
 *
 * @param context Where the bundles are and how many cases to expect.
 * @returns One table row.
 */
export async function runWorkerd(context: RunContext): Promise<RuntimeResult> {
  const row = {
    runtime: "workerd",
    command: "workerd serve dist/runtimes/workerd.capnp",
    expected: context.caseRuns + 1,
  };
  const version = pinnedVersion(context.root, "workerd");
  const platform = PLATFORM_PACKAGES[`${Deno.build.os}-${Deno.build.arch}`];
  const workerd = platform && platformBinary(context.root, platform, version, "bin/workerd");
  if (!workerd) {
    return notRun(row, `npm:workerd@${version} installed no binary for ${Deno.build.target}`);
  }
  const probe = await runCommand(workerd, ["--version"]);
  if (probe.code !== 0) return notRun(row, `\`workerd --version\` failed: ${lastLines(probe, 3)}`);
  row.runtime = `${probe.stdout.trim()} (npm:workerd@${version})`;
  const port = freePort();
  await Deno.writeTextFile(`${context.outDir}/workerd.capnp`, workerdConfig(port));
  const child = new Deno.Command(workerd, {
    args: ["serve", "workerd.capnp"],
    cwd: context.outDir,
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const logs = child.output();
  let exited = false;
  child.status.then(() => exited = true);
  try {
    return toResult(row, await poll(`http://127.0.0.1:${port}/`, () => exited));
  } catch (error) {
    if (!exited) child.kill();
    const stderr = new TextDecoder().decode((await logs).stderr).trim();
    return toResult(row, undefined, `${error}\n${stderr}`);
  } finally {
    if (!exited) child.kill();
    await logs;
  }
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

function workerdConfig(port: number): string {
  return `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [(name = "main", worker = .worker)],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);

const worker :Workerd.Worker = (
  modules = [
    (name = "worker.mjs", esModule = embed "worker.mjs"),
    (name = "@x/endpoint", esModule = embed "node_modules/@x/endpoint/mod.mjs"),
  ],
  compatibilityDate = "2025-01-01",
  compatibilityFlags = ["nodejs_compat"],
);
`;
}
