/**
 * `deno task github-index`: writes `playground/explorer/github_index.json`, the compact route
 * index of GitHub's REST API that the playground's explorer searches (`compactIndex()`), from the
 * OpenAPI description in `@octokit/openapi` (fetched by `scripts/descriptions.ts`, 29 MB packed).
 * The generated file is committed, so `task start` and `task build` never fetch the description.
 *
 * @module
 */
import { compactIndex } from "../playground/explorer/compact_index.ts";
import { descriptionPath, DESCRIPTIONS } from "./descriptions.ts";

/** Where the index is written. */
export const INDEX_PATH: URL = new URL(
  "../playground/explorer/github_index.json",
  import.meta.url,
);

if (import.meta.main) {
  const { package: name, tarball } = DESCRIPTIONS.github;
  const description = JSON.parse(
    await Deno.readTextFile(await descriptionPath("github")),
  );
  const index = compactIndex(description, `${name}@${tarball.version}`);
  await Deno.writeTextFile(INDEX_PATH, JSON.stringify(index));
  // Formatted as the root config's deno fmt wants it, so a regenerated index is a readable diff.
  const config = new URL("../deno.json", import.meta.url).pathname;
  const args = ["fmt", "-q", "--config", config, INDEX_PATH.pathname];
  if (!(await new Deno.Command(Deno.execPath(), { args }).output()).success) {
    throw new Error(`deno fmt ${INDEX_PATH.pathname} failed`);
  }
  console.log(`Wrote ${INDEX_PATH.pathname}: ${index.ops.length} operations`);
}
