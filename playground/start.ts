/**
 * `deno task start`: builds the playground, then serves it with
 * `deno serve --host 127.0.0.1 --port $PORT playground/serve.ts` (port 8000 unless `PORT` is set).
 * `deno serve` itself has no `PORT` variable, hence this launcher.
 *
 * @module
 */
import { fileURLToPath } from "node:url";
import { build, DIST_DIR, formatReport } from "./build.ts";

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

if (import.meta.main) {
  console.log(formatReport(await build()));
  const port = portFrom(Deno.env.get("PORT"));
  console.log(`Open http://127.0.0.1:${port}/ (Ctrl+C to stop)`);
  const server = new Deno.Command(Deno.execPath(), {
    args: [
      "serve",
      "--host",
      "127.0.0.1",
      "--port",
      String(port),
      `--allow-read=${DIST_DIR}`,
      fileURLToPath(new URL("./serve.ts", import.meta.url)),
    ],
    stdin: "null",
  }).spawn();
  Deno.exit((await server.status).code);
}
