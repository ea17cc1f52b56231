/**
 * What the JavaScript snippets share: string literals, values read from the environment, the
 * headers object, and the body as an expression (text, a `FormData` built part by part, a file).
 *
 * @module
 */
import type { FileData, Part, SnippetBody, SnippetRequest, Value } from "./snippet_request.ts";

/** A JavaScript string literal. */
export const str = (text: string): string => JSON.stringify(text);

/** How a runtime reads an environment variable, and a file's bytes. */
export interface Runtime {
  /** The expression of a variable's value. */
  env: (name: string) => string;
  /** The expression of a file's bytes (awaited). */
  readFile: (path: string) => string;
  /** The import a file read needs, if any. */
  readFileImport?: string;
  /** The `FormData` and `Blob` to use, when they are imported (node-fetch's own). */
  formImport?: string;
}

/** Node and the clients that run on it. */
export const NODE: Runtime = {
  env: (name) => /^[A-Za-z_]\w*$/.test(name) ? `process.env.${name}` : `process.env[${str(name)}]`,
  readFile: (path) => `await readFile(${str(path)})`,
  readFileImport: 'import { readFile } from "node:fs/promises";',
};

/** Deno, with nothing imported. */
export const DENO: Runtime = {
  env: (name) => `Deno.env.get(${str(name)})`,
  readFile: (path) => `await Deno.readFile(${str(path)})`,
};

/** A value as an expression: literal pieces and variables joined with `+`. */
export function valueCode(value: Value, runtime: Runtime): string {
  const pieces = value.flatMap((piece) => {
    if (typeof piece === "string") return piece === "" ? [] : [str(piece)];
    const read = runtime.env(piece.env);
    return [piece.encode ? `encodeURIComponent(${read})` : read];
  });
  return pieces.length === 0 ? '""' : pieces.join(" + ");
}

/** The headers as an object literal, indented for a nested position; `extra` adds raw entries. */
export function headersCode(
  headers: Record<string, Value>,
  indent: string,
  runtime: Runtime,
  extra: string[] = [],
): string {
  const lines = Object.entries(headers).map(([name, value]) =>
    `${indent}  ${str(name)}: ${valueCode(value, runtime)},`
  );
  lines.push(...extra.map((entry) => `${indent}  ${entry},`));
  return lines.length === 0 ? "{}" : `{\n${lines.join("\n")}\n${indent}}`;
}

/** A file's bytes as a `Blob` expression: its text when it was read, else the file on disk. */
function blobCode(file: FileData, runtime: Runtime): string {
  const content = file.text === undefined ? runtime.readFile(file.filename) : str(file.text);
  return `new Blob([${content}], { type: ${str(file.type)} })`;
}

function partCode(part: Part, runtime: Runtime): string {
  if ("value" in part) {
    return `form.append(${str(part.name)}, ${str(part.value)});`;
  }
  if ("typed" in part) {
    // FormData can type a part only as a Blob, which it names `blob`: the best JS clients can do
    const { text, type } = part.typed;
    return `form.append(${str(part.name)}, new Blob([${str(text)}], { type: ${str(type)} }));`;
  }
  const named = part.file.text === undefined ? `, ${str(part.file.filename)}` : "";
  return `form.append(${str(part.name)}, ${blobCode(part.file, runtime)}${named});`;
}

/** The body as code: the lines that prepare it, and the expression a client sends. */
export interface BodyCode {
  /** Statements before the call (a `FormData` built part by part). */
  setup: string[];
  /** The expression of the body. */
  expression: string;
}

/**
 * The body as code: text as a string literal, a multipart body as a `FormData` named `form`
 * (each text field, each JSON part as a `Blob` of its type, each file read from disk under its
 * name), one file read from disk.
 */
export function bodyCode(body: SnippetBody, runtime: Runtime): BodyCode {
  if (body.kind === "text") return { setup: [], expression: str(body.text) };
  if (body.kind === "file") {
    const read = body.file.text === undefined
      ? runtime.readFile(body.file.filename)
      : str(body.file.text);
    return { setup: [], expression: read };
  }
  const setup = [
    "const form = new FormData();",
    ...body.parts.map((p) => partCode(p, runtime)),
  ];
  return { setup: [...setup, ""], expression: "form" };
}

/** Whether the snippet reads a file from disk (a named file in the body). */
export function readsFiles(request: SnippetRequest): boolean {
  const body = request.body;
  if (body === undefined || body.kind === "text") return false;
  const files = body.kind === "file"
    ? [body.file]
    : body.parts.flatMap((p) => "file" in p ? [p.file] : []);
  return files.some((file) => file.text === undefined);
}

/** The imports a request's body needs in this runtime. */
export function bodyImports(
  request: SnippetRequest,
  runtime: Runtime,
): string[] {
  const form = request.body?.kind === "form-data" && runtime.formImport;
  return [
    ...(readsFiles(request) && runtime.readFileImport ? [runtime.readFileImport] : []),
    ...(form ? [form] : []),
  ];
}
