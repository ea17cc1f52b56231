/**
 * Where the openapi command gets its description: a file, or standard input for `-`, read as JSON
 * or YAML. Each failure is an `Error` whose message says in one line what went wrong, in the
 * command's words rather than the system's.
 *
 * @module
 */
import { readFile } from "node:fs/promises";
import process from "node:process";

/** Why a file cannot be read, by the error code of `node:fs` (Node's and Deno's alike). */
const READ_FAILURES: Record<string, string> = {
  ENOENT: "no such file",
  EISDIR: "it is a directory",
  ENOTDIR: "a part of its path is not a directory",
  EACCES: "permission denied",
  EPERM: "permission denied",
  ELOOP: "too many symbolic links",
  ENAMETOOLONG: "its name is too long",
};

/** UTF-8, strictly; a leading byte order mark is dropped. */
const UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The description at `path` (`-`: standard input), parsed: as JSON when its first character
 * (after white space) is `{`, as YAML otherwise.
 *
 * @throws {Error} When it cannot be read or parsed; the message is one line.
 */
export async function readDescription(path: string): Promise<unknown> {
  const name = path === "-" ? "standard input" : JSON.stringify(path);
  const text = decode(await readBytes(path, name), name);
  return text.trimStart().startsWith("{") ? parseJson(text, name) : await parseYaml(text, name);
}

async function readBytes(path: string, name: string): Promise<Uint8Array> {
  try {
    return path === "-" ? await readStandardInput() : await readFile(path);
  } catch (error) {
    throw new Error(`Cannot read ${name}: ${readFailure(error)}`);
  }
}

async function readStandardInput(): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return new Uint8Array(await new Blob(chunks as Uint8Array<ArrayBuffer>[]).arrayBuffer());
}

function readFailure(error: unknown): string {
  const { name, code } = error as { name?: unknown; code?: unknown };
  if (name === "NotCapable") return "Deno needs --allow-read to read it";
  if (typeof code === "string") return READ_FAILURES[code] ?? `the system refused it (${code})`;
  return "the system refused it";
}

function decode(bytes: Uint8Array, name: string): string {
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    throw new Error(`Cannot read ${name}: it is not UTF-8 text`);
  }
  if (text.trim() === "") throw new Error(`Cannot read ${name}: it is empty`);
  return text;
}

function parseJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`Cannot read ${name} as JSON: ${(error as Error).message}`);
  }
}

/**
 * YAML 1.2 (the core schema: `no` and `on` stay strings), one document, unique keys, at most 100
 * aliases (the parser's guard against exponential expansion), read as the JSON it stands for.
 */
async function parseYaml(text: string, name: string): Promise<unknown> {
  // Loaded only for YAML: a JSON description needs neither the parser nor its permissions.
  const { parse, LineCounter } = await import("yaml");
  const lines = new LineCounter();
  let document: unknown;
  try {
    document = parse(text, { lineCounter: lines, logLevel: "error", prettyErrors: false });
  } catch (error) {
    const { name: kind, message, pos } = error as { name: string; message: string; pos?: number[] };
    if (kind === "NotCapable") {
      throw new Error(
        `Cannot read ${name} as YAML: the parser reads two variables (run Deno with --allow-env=LOG_TOKENS,LOG_STREAM)`,
      );
    }
    const at = pos === undefined ? undefined : lines.linePos(pos[0]);
    const where = at === undefined ? "" : ` at line ${at.line}, column ${at.col}`;
    throw new Error(`Cannot read ${name} as YAML: ${message}${where}`);
  }
  try {
    // An alias is the same object as its anchor: JSON has no such sharing, and no cycle.
    return JSON.parse(JSON.stringify(document));
  } catch {
    throw new Error(`Cannot read ${name} as YAML: an alias refers to a node that holds it`);
  }
}
