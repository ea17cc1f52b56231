/**
 * The command that compiles an OpenAPI description (JSON or YAML, a file or standard input) into
 * a route table at build time, as openapi-typescript generates types: it prints the table as
 * JSON, and `--help` says the rest.
 *
 * ```sh
 * deno run --allow-read --allow-env=LOG_TOKENS,LOG_STREAM jsr:@x/endpoint/openapi/cli openapi.yaml > routes.json
 * ```
 *
 * The npm package has it as its command, `x-endpoint` (`npx @x/endpoint openapi.yaml`). In this
 * repository: `deno task openapi openapi.yaml`. YAML is read by the npm package `yaml`, loaded
 * only by this command and only for YAML (the YAML parser reads the variables `LOG_TOKENS` and
 * `LOG_STREAM`, hence `--allow-env`); the library itself has no dependency.
 *
 * @module
 */
import process from "node:process";
import { main } from "./_cli_main.ts";

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
