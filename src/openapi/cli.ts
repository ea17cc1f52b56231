/**
 * The command that compiles an OpenAPI description (JSON) into a route table at build time, as
 * openapi-typescript generates types: it prints the table as JSON.
 *
 * ```sh
 * deno run --allow-read jsr:@x/endpoint/openapi/cli openapi.json > routes.json
 * ```
 *
 * In this repository: `deno task openapi openapi.json`. YAML is not read: convert it to JSON
 * first (a YAML parser would be this package's first dependency).
 *
 * @module
 */
import { compileRoutes } from "./compile.ts";

const USAGE = "Usage: deno run --allow-read jsr:@x/endpoint/openapi/cli <openapi.json>";

/** The route table of the description at `path`, as JSON text, or why there is none. */
async function compileFile(path: string): Promise<string> {
  const text = await Deno.readTextFile(path);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (cause) {
    throw new Error(`Cannot read ${path} as JSON (YAML is not read): ${(cause as Error).message}`);
  }
  return JSON.stringify(compileRoutes(document)) + "\n";
}

if (import.meta.main) {
  const [path, ...rest] = Deno.args;
  if (path === undefined || rest.length > 0 || path === "--help") {
    console.error(USAGE);
    Deno.exit(2);
  }
  try {
    await Deno.stdout.write(new TextEncoder().encode(await compileFile(path)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    Deno.exit(1);
  }
}
