/**
 * The playground's static server, for `deno serve --host 127.0.0.1 playground/serve.ts`.
 * It serves `playground/dist/` (run `deno task build` first) and nothing outside it.
 * `deno task start` builds, then runs this on the port in `PORT` (default 8000).
 *
 * @module
 */
import { fileURLToPath } from "node:url";
import { createStaticHandler } from "./site/static_handler.ts";

const handler = createStaticHandler(fileURLToPath(new URL("./dist/", import.meta.url)));

export default {
  fetch: handler,
} satisfies Deno.ServeDefaultExport;
