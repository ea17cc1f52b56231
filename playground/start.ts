/**
 * `deno task start`: builds the playground, then serves it with
 * `deno serve --host 127.0.0.1 --port $PORT playground/serve.ts` (port 8000 unless `PORT` is set;
 * `PORT=0` picks a free port, which `deno serve` prints). `deno serve` itself has no `PORT`
 * variable, hence this launcher. A port that is taken ends it with one line that says so and
 * names `PORT`, before anything is built. The build's size table is `deno task build`'s.
 *
 * The task runs with `playground/deno.json`, which names only what the page needs (esbuild and
 * Preact), so a fresh clone fetches those two packages and none of the dev tools.
 * Ctrl+C (SIGINT) or SIGTERM is passed on to the server, and the launcher exits when it has
 * stopped, so nothing it started keeps the port.
 *
 * @module
 */
import { fileURLToPath } from "node:url";
import { build, DIST_DIR } from "./build.ts";

/** The signals the launcher passes on to the server before it exits. */
export const STOP_SIGNALS: readonly Deno.Signal[] = ["SIGINT", "SIGTERM"];

/**
 * The port to serve on: `PORT` when it is a valid port number, else 8000.
 *
 * @param value The `PORT` variable.
 * @returns The port.
 */
export function portFrom(value: string | undefined): number {
  const port = Number(value);
  return value && Number.isInteger(port) && port >= 0 && port <= 65535 ? port : 8000;
}

/**
 * Why the launcher cannot serve on `port`, in one line; `undefined` when the port is free (or 0).
 *
 * @param port The port.
 * @returns The message for a port another program holds.
 */
export function portProblem(port: number): string | undefined {
  if (port === 0) return undefined;
  try {
    Deno.listen({ hostname: "127.0.0.1", port }).close();
    return undefined;
  } catch (error) {
    if (!(error instanceof Deno.errors.AddrInUse)) throw error;
    return `Cannot serve the playground: port ${port} is taken. Set PORT to another port ` +
      `(PORT=0 picks a free one), e.g. PORT=8080 deno task start`;
  }
}

/**
 * Starts `deno serve` on the port, with read access to the built folder only.
 *
 * @param port The port (0 for a free one).
 * @returns The running server process.
 */
export function spawnServer(port: number): Deno.ChildProcess {
  return new Deno.Command(Deno.execPath(), {
    args: [
      "serve",
      "--no-config",
      "--host",
      "127.0.0.1",
      "--port",
      String(port),
      `--allow-read=${DIST_DIR}`,
      fileURLToPath(new URL("./serve.ts", import.meta.url)),
    ],
    stdin: "null",
  }).spawn();
}

/**
 * Waits for the server to exit, passing {@linkcode STOP_SIGNALS} on to it meanwhile.
 *
 * @param server The server process.
 * @returns Its exit code; 0 when one of those signals stopped it.
 */
export async function forwardStopSignals(server: Deno.ChildProcess): Promise<number> {
  const listeners = STOP_SIGNALS.map((signal) => {
    const listener = () => {
      try {
        server.kill(signal);
      } catch {
        // Already exited (a terminal sends Ctrl+C to the whole process group).
      }
    };
    Deno.addSignalListener(signal, listener);
    return () => Deno.removeSignalListener(signal, listener);
  });
  try {
    const status = await server.status;
    if (status.signal) return STOP_SIGNALS.includes(status.signal) ? 0 : 1;
    return status.code;
  } finally {
    for (const remove of listeners) remove();
  }
}

if (import.meta.main) {
  const port = portFrom(Deno.env.get("PORT"));
  const problem = portProblem(port);
  if (problem) {
    console.error(problem);
    Deno.exit(1);
  }
  await build();
  if (port !== 0) console.log(`Open http://127.0.0.1:${port}/ (Ctrl+C to stop)`);
  Deno.exit(await forwardStopSignals(spawnServer(port)));
}
