/**
 * `typesVersions` for a generated `package.json`: TypeScript with `moduleResolution: "node"` (the
 * `node10` resolution, still common) ignores `exports`, so `import … from "@x/endpoint/openapi"`
 * would find no types (TS2307). `typesVersions` maps each subpath to its `.d.ts` for it; newer
 * resolutions (`node16`, `nodenext`, `bundler`) read `exports` and never look at it.
 *
 * @module
 */

/** One condition map of a generated `exports` entry: `{ types, default }`. */
type ExportTarget = { types?: string; default?: string } | string;

/**
 * Returns the manifest with `typesVersions` added after `exports`: one entry per subpath other
 * than `.` (which `types` or `exports` already covers), pointing at the subpath's `.d.ts`.
 *
 * @param fields The parsed `package.json`.
 * @returns A new object; `fields` itself is unchanged.
 */
export function withTypesVersions(fields: Record<string, unknown>): Record<string, unknown> {
  const exports = (fields.exports ?? {}) as Record<string, ExportTarget>;
  const paths: Record<string, string[]> = {};
  for (const [subpath, target] of Object.entries(exports)) {
    const types = typeof target === "string" ? undefined : target.types;
    if (subpath === "." || types === undefined) continue;
    paths[subpath.replace(/^\.\//, "")] = [types.replace(/^\.\//, "")];
  }
  if (Object.keys(paths).length === 0) return fields;
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, value]) =>
      key === "exports" ? [[key, value], ["typesVersions", { "*": paths }]] : [[key, value]]
    ),
  );
}
