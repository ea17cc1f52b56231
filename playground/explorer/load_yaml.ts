/**
 * YAML's parser for a worker that reads descriptions: `yaml.js`, imported only when a description
 * is YAML.
 *
 * @module
 */
import type { ParseYaml } from "./description.ts";

/** The YAML parser's script, with its content hash; `build.ts` defines it. */
declare const YAML_SCRIPT: string;

/**
 * Imports YAML's parser, beside the worker's script.
 *
 * @returns `yaml`'s `parse`.
 * @throws {Error} When the parser cannot be loaded.
 */
export async function loadYaml(): Promise<ParseYaml> {
  const script = typeof YAML_SCRIPT === "string" ? YAML_SCRIPT : "./yaml.js";
  try {
    return (await import(new URL(script, self.location.href).href)).parse;
  } catch {
    throw new Error(
      "Cannot read YAML: the page could not load its YAML parser",
    );
  }
}
