/**
 * One self-contained `.d.ts` for a bundled ES module: TypeScript emits each source file's
 * declarations on its own (`isolatedDeclarations`, which JSR's "no slow types" already
 * guarantees), then the files are joined, their relative imports dropped and their `export`
 * keywords removed, and the entry point's exports listed once at the end. The result exports
 * exactly what the entry point exports, nothing private.
 *
 * @module
 */
import ts from "typescript";
import { dirname, resolve } from "node:path";

/** The declarations of one source file, ready to be joined. */
interface FileDeclarations {
  /** Its statements, with relative imports and re-exports removed and `export` stripped. */
  statements: string[];
  /** The names its statements declare (to catch two files declaring the same name). */
  names: string[];
  /** The relative modules it imports or re-exports, as absolute paths. */
  dependencies: string[];
  /** Its `export { … } from "./x.ts"` lines with the `from` clause cut, for the entry point. */
  exportLists: string[];
}

/**
 * Bundles the declarations of `entry` and every local module its declarations refer to.
 *
 * @param entry Absolute path of the entry point (e.g. the repository's `mod.ts`).
 * @returns The text of one `.d.ts` file.
 * @throws {Error} When a file cannot have isolated declarations, imports a package, or two files
 *   declare the same name.
 */
export async function bundleDeclarations(entry: string): Promise<string> {
  const files = new Map<string, FileDeclarations>();
  const queue = [entry];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (files.has(path)) continue;
    const declarations = declarationsOf(path, await Deno.readTextFile(path));
    files.set(path, declarations);
    queue.push(...declarations.dependencies);
  }
  const declared = new Map<string, string>();
  for (const [path, { names }] of files) {
    for (const name of names) {
      const other = declared.get(name);
      if (other) {
        throw new Error(`Cannot bundle declarations: ${other} and ${path} declare ${name}`);
      }
      declared.set(name, path);
    }
  }
  const { exportLists } = files.get(entry)!;
  const body = [...files.values()].reverse().flatMap((file) => file.statements);
  return `${[...body, ...exportLists].join("\n")}\n`;
}

function declarationsOf(path: string, source: string): FileDeclarations {
  const emitted = ts.transpileDeclaration(source, {
    fileName: path,
    reportDiagnostics: true,
    compilerOptions: {
      isolatedDeclarations: true,
      declaration: true,
      allowImportingTsExtensions: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
    },
  });
  if (emitted.diagnostics?.length) {
    const messages = emitted.diagnostics.map((d) =>
      ts.flattenDiagnosticMessageText(d.messageText, "\n")
    );
    throw new Error(`Cannot emit declarations for ${path}:\n${messages.join("\n")}`);
  }
  const file = ts.createSourceFile(path, emitted.outputText, ts.ScriptTarget.ES2022, true);
  const result: FileDeclarations = { statements: [], names: [], dependencies: [], exportLists: [] };
  for (const statement of file.statements) {
    const specifier = moduleSpecifier(statement);
    if (specifier !== undefined) {
      if (!specifier.startsWith(".")) {
        throw new Error(`Cannot bundle declarations: ${path} imports the package "${specifier}"`);
      }
      result.dependencies.push(resolve(dirname(path), specifier));
      if (ts.isExportDeclaration(statement)) {
        const text = statement.getText(file);
        result.exportLists.push(text.slice(0, text.lastIndexOf(" from ")) + ";");
      }
      continue;
    }
    if (ts.isExportDeclaration(statement)) continue; // `export {};` markers
    result.statements.push(withoutExportKeyword(statement, file));
    result.names.push(...declaredNames(statement));
  }
  return result;
}

/** The module an import or `export … from` statement names, if it is one. */
function moduleSpecifier(statement: ts.Statement): string | undefined {
  if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return undefined;
  const specifier = statement.moduleSpecifier;
  return specifier && ts.isStringLiteral(specifier) ? specifier.text : undefined;
}

/** The statement's text with its JSDoc, minus a leading `export` modifier. */
function withoutExportKeyword(statement: ts.Statement, file: ts.SourceFile): string {
  const text = file.text.slice(statement.getFullStart(), statement.getEnd()).replace(/^\n+/, "");
  const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) ?? [] : [];
  const exported = modifiers.find((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  if (!exported) return text;
  const offset = statement.getEnd() - text.length;
  const start = exported.getStart(file) - offset;
  return text.slice(0, start) + text.slice(exported.getEnd() - offset).replace(/^ /, "");
}

function declaredNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.map((d) => d.name.getText());
  }
  const name = ts.getNameOfDeclaration(statement as ts.DeclarationStatement);
  return name ? [name.getText()] : [];
}
