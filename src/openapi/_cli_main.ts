/**
 * The openapi command's work, whichever runtime starts it (`cli.ts` under Deno, the npm
 * package's `bin` under Node): its arguments, its help, and what it prints.
 *
 * @module
 */
import process from "node:process";
import { compileRoutes } from "./compile.ts";
import { readDescription } from "./_cli_input.ts";
import { terminalJson, terminalLine } from "./_cli_text.ts";

const USAGE = "Usage: x-endpoint <openapi.json | openapi.yaml | -> > routes.json\n";

/** What `--help` prints. */
const HELP = `${USAGE}
Prints the route table of an OpenAPI 3.0 or 3.1 description, as JSON, for withRoutes().

  <file>      a JSON or YAML description: JSON when its first character is "{", else YAML
  -           the description from standard input
  -h, --help  this text

Exit codes: 0 printed; 1 the description cannot be read or compiled (why, in one line on
standard error); 2 a wrong call.

npm: x-endpoint is the command of the npm package @x/endpoint (npx @x/endpoint).
Deno: deno run --allow-read --allow-env=LOG_TOKENS,LOG_STREAM jsr:@x/endpoint/openapi/cli
(the YAML parser reads the two variables).
`;

/** A call's arguments read: the help, the description's path, or what is wrong. */
type Call = { help: true } | { path: string } | { wrong: string };

function readArguments(args: readonly string[]): Call {
  const paths: string[] = [];
  let options = true;
  for (const arg of args) {
    if (options && arg === "--") options = false;
    else if (options && (arg === "-h" || arg === "--help")) return { help: true };
    else if (options && arg.startsWith("-") && arg !== "-") {
      return { wrong: `Unknown option ${JSON.stringify(arg)}` };
    } else paths.push(arg);
  }
  if (paths.length === 1) return { path: paths[0] };
  return { wrong: paths.length === 0 ? "" : `One description at a time, not ${paths.length}` };
}

/**
 * Runs the command: prints the route table of the description `args` names on standard output,
 * or why there is none on standard error, in one line with its control characters escaped.
 *
 * @param args The command's arguments.
 * @returns The exit code: 0 printed, 1 not readable or not compilable, 2 a wrong call.
 */
export async function main(args: readonly string[]): Promise<number> {
  const call = readArguments(args);
  if ("help" in call) {
    process.stdout.write(HELP);
    return 0;
  }
  if ("wrong" in call) {
    process.stderr.write(`${call.wrong && `${terminalLine(call.wrong)}\n`}${USAGE}`);
    return 2;
  }
  let table: unknown;
  try {
    table = compileRoutes(await readDescription(call.path));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${terminalLine(message)}\n`);
    return 1;
  }
  return await print(`${terminalJson(table)}\n`);
}

/**
 * Writes `text` on standard output; returns the exit code. A reader that went away early
 * (`| head`) is a failure without a message, as in other tools; an unhandled write error would
 * end Node with a stack trace.
 */
function print(text: string): Promise<number> {
  return new Promise((resolve) => {
    const failed = (error: { code?: unknown }) => {
      if (error.code !== "EPIPE") {
        process.stderr.write(`Cannot write the route table: ${terminalLine(String(error.code))}\n`);
      }
      resolve(1);
    };
    process.stdout.once("error", failed);
    process.stdout.write(text, (error) => {
      if (error) return;
      process.stdout.off("error", failed);
      resolve(0);
    });
  });
}
