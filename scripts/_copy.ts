/**
 * Recursive file copy for the build scripts (`node:fs` `cpSync` without its options).
 *
 * @module
 */
import { dirname } from "node:path";

/**
 * Copies a file, or a folder with everything in it, creating the parent folders.
 *
 * @param from Source path (a trailing `/` is fine).
 * @param to Destination path.
 */
export async function copy(from: string, to: string): Promise<void> {
  const info = await Deno.stat(from);
  if (info.isFile) {
    await Deno.mkdir(dirname(to), { recursive: true });
    await Deno.copyFile(from, to);
    return;
  }
  for await (const entry of Deno.readDir(from)) {
    await copy(
      `${from.replace(/\/$/, "")}/${entry.name}`,
      `${to.replace(/\/$/, "")}/${entry.name}`,
    );
  }
}
