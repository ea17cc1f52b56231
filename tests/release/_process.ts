/**
 * Deno-side helpers for the artifact tests: run a command, find a free port, locate the binary
 * an npm package ships for this platform.
 *
 * @module
 */

/** What a finished command left behind. */
export interface CommandOutput {
  /** Exit code (`-1` when it could not be started). */
  code: number;
  /** Standard output, decoded. */
  stdout: string;
  /** Standard error, decoded (or why it could not be started). */
  stderr: string;
}

/**
 * Runs a command to its end, with colour off, and returns its output. Never throws: a command
 * that cannot start or runs past `timeoutMs` reports it in `stderr` with a non-zero code.
 *
 * @param command The executable.
 * @param args Its arguments.
 * @param options Working directory and time limit.
 * @returns The exit code and both outputs.
 */
export async function runCommand(
  command: string,
  args: string[],
  options: { cwd?: string; timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<CommandOutput> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  try {
    const output = await new Deno.Command(command, {
      args,
      cwd: options.cwd,
      env: { NO_COLOR: "1", ...options.env },
      stdin: "null",
      signal: AbortSignal.timeout(timeoutMs),
    }).output();
    const decoder = new TextDecoder();
    const stderr = decoder.decode(output.stderr);
    return {
      code: output.signal ? 1 : output.code,
      stdout: decoder.decode(output.stdout),
      stderr: output.signal
        ? `${stderr}\nkilled by ${output.signal} after ${timeoutMs} ms`
        : stderr,
    };
  } catch (error) {
    return { code: -1, stdout: "", stderr: `cannot run ${command}: ${error}` };
  }
}

/**
 * Asks the system for a free TCP port on 127.0.0.1.
 *
 * @returns A port that was free a moment ago.
 */
export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
}

/**
 * Finds the binary that an npm package's platform-specific optional dependency ships, in Deno's
 * `node_modules/.deno/` layout. (Deno does not run install scripts, so the package's own `bin`
 * shim is not usable; the platform package holds the real executable.)
 *
 * @param root The project root (holding `node_modules/`).
 * @param name The platform package, e.g. `@oven/bun-linux-x64`.
 * @param version Its exact version.
 * @param file The binary inside the package, e.g. `bin/bun`.
 * @returns The absolute path, or `undefined` when it is not installed.
 */
export function platformBinary(
  root: string,
  name: string,
  version: string,
  file: string,
): string | undefined {
  const folder = `${name.replace("/", "+")}@${version}`;
  const path = `${root}/node_modules/.deno/${folder}/node_modules/${name}/${file}`;
  try {
    return Deno.statSync(path).isFile ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The exact version an `npm:` import pin in `deno.json` names.
 *
 * @param root The project root.
 * @param specifier The import map key, e.g. `bun`.
 * @returns The version, e.g. `1.3.9`.
 */
export function pinnedVersion(root: string, specifier: string): string {
  const config = JSON.parse(Deno.readTextFileSync(`${root}/deno.json`));
  const target: string = config.imports?.[specifier] ?? "";
  const match = /^npm:(?:@[^/@]+\/)?[^/@]+@([^/]+)$/.exec(target);
  if (!match) throw new Error(`deno.json does not pin "${specifier}" to an exact npm version`);
  return match[1];
}

/**
 * The last lines of a command's output, for a failure message.
 *
 * @param output The command's output.
 * @param count How many lines.
 * @returns Standard output then standard error, trimmed to the last `count` lines.
 */
export function lastLines(output: CommandOutput, count = 15): string {
  return `${output.stdout}\n${output.stderr}`.trim().split("\n").slice(-count).join("\n");
}
