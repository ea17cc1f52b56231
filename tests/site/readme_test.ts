/**
 * The documentation stands alone: the README stays a manual of at most 15,000 bytes, every
 * relative link in the README and `docs/` leads to a file of the repository, and no file of the
 * repository (tracked, or new and not ignored) refers to documents outside it.
 */
import assert from "node:assert/strict";
import { ROOT } from "../../scripts/_package.ts";
import { knownFiles } from "../../scripts/set_package.ts";
import { anchors, isExternal, linkTargets, parseTarget, resolvePath } from "./_markdown_links.ts";

const README_LIMIT = 15_000;

/**
 * Links whose target another branch adds: accepted only while the file is missing, checked like
 * any other link once it exists. Remove an entry when its branch is merged.
 */
const PENDING_TARGETS = new Set<string>();

/** Paths never scanned for outside references: third-party test vectors and the lockfile. */
const NOT_SCANNED = ["tests/fixtures/", "deno.lock"];

// The forbidden words are spelt in pieces, so that this file does not match itself.
const OLD_CONTRACT_NAME = ["S", "PEC"].join("");
const OUTSIDE_FOLDER = ["..", "shared"].join("/");
const ORIGINAL_REQUEST = ["se", "ed"].join("");

/** References to things a reader of the repository does not have. */
const FORBIDDEN: { name: string; pattern: RegExp }[] = [
  { name: "the old contract's name", pattern: new RegExp(`\\b${OLD_CONTRACT_NAME}\\b`) },
  { name: "the original request", pattern: new RegExp(`\\b[Ss]${ORIGINAL_REQUEST.slice(1)}`) },
  { name: "an issue number", pattern: new RegExp(`\\b${"issue"} #?\\d`, "i") },
];

/** Forbidden references some files may still hold, each with the reason. */
const ALLOWED: { prefix: string; name: string; reason: string }[] = [
  {
    prefix: "tests/_arbitraries.ts",
    name: "the original request",
    reason: "fast-check's own option name for the number that fixes its random sequence",
  },
  {
    prefix: "tests/openapi/_generate.ts",
    name: "the original request",
    reason: "json-schema-faker's own option name for the number that fixes its values",
  },
];

/** The files a commit would hold: tracked, or new and not ignored (files only, none deleted). */
const FILES = new Set(await knownFiles(ROOT));

function read(path: string): string {
  return Deno.readTextFileSync(`${ROOT}/${path}`);
}

/** Whether `path` is one of `files` or a folder holding one. */
function exists(path: string, files: ReadonlySet<string> = FILES): boolean {
  const folder = path.endsWith("/") ? path : `${path}/`;
  return files.has(path) || [...files].some((file) => file.startsWith(folder));
}

/** The broken relative links of one Markdown file, as messages. */
function brokenLinks(from: string): string[] {
  const problems: string[] = [];
  for (const written of linkTargets(read(from))) {
    if (isExternal(written)) continue;
    const { path, fragment } = parseTarget(from, written);
    if (path === undefined) problems.push(`${from}: ${written} leaves the repository`);
    else if (!exists(path)) {
      if (!PENDING_TARGETS.has(path)) problems.push(`${from}: ${written} is not in the repository`);
    } else if (fragment !== "" && path.endsWith(".md") && !anchors(read(path)).has(fragment)) {
      problems.push(`${from}: ${written} names no heading of ${path}`);
    }
  }
  return problems;
}

/** The forbidden references in one file's text, as messages (allowed ones left out). */
function forbiddenReferences(
  path: string,
  text: string,
  files: ReadonlySet<string> = FILES,
): string[] {
  const problems: string[] = [];
  text.split("\n").forEach((line, index) => {
    const where = `${path}:${index + 1}`;
    for (const { name, pattern } of FORBIDDEN) {
      if (!pattern.test(line)) continue;
      if (ALLOWED.some((entry) => path.startsWith(entry.prefix) && entry.name === name)) continue;
      problems.push(`${where}: ${name}: ${line.trim()}`);
    }
    // A relative path into a "shared" folder is fine when it stays inside the repository.
    for (const match of line.matchAll(/(?:\.\.\/)+shared\b[^\s"'`)]*/g)) {
      const target = resolvePath(path, match[0]);
      if (target === undefined || !exists(target, files)) {
        problems.push(`${where}: a path outside the repository: ${match[0]}`);
      }
    }
  });
  return problems;
}

Deno.test("README.md is at most 15,000 bytes", async () => {
  const { size } = await Deno.stat(`${ROOT}/README.md`);
  assert.ok(size <= README_LIMIT, `README.md is ${size} bytes; move material to docs/`);
});

Deno.test("every relative link in README.md and docs/*.md leads to a repository file", () => {
  const pages = [...FILES].filter((file) => file === "README.md" || /^docs\/.*\.md$/.test(file));
  assert.ok(pages.includes("docs/behaviour.md"), "docs/behaviour.md is missing");
  assert.deepEqual(pages.flatMap(brokenLinks), []);
});

Deno.test("no file of the repository refers to documents outside it", () => {
  const problems: string[] = [];
  for (const path of FILES) {
    if (NOT_SCANNED.some((prefix) => path.startsWith(prefix))) continue;
    const bytes = Deno.readFileSync(`${ROOT}/${path}`);
    if (bytes.includes(0)) continue; // binary
    problems.push(...forbiddenReferences(path, new TextDecoder().decode(bytes)));
  }
  assert.deepEqual(problems, []);
});

Deno.test("the documentation checks find what they look for", async (t) => {
  await t.step("links: outside code only, resolved from the page's folder", () => {
    const page = "[a](b.md) `[c](d.md)` [e](../f.md#g)\n```\n[h](i.md)\n```\n[j]: k.md\n";
    assert.deepEqual(linkTargets(page), ["b.md", "../f.md#g", "k.md"]);
    assert.deepEqual(parseTarget("docs/x.md", "../f.md#g"), {
      written: "../f.md#g",
      path: "f.md",
      fragment: "g",
    });
    assert.equal(parseTarget("README.md", "../outside.md").path, undefined);
  });
  await t.step("anchors: GitHub's spelling of headings", () => {
    const page = "# A\n## 4.2 url\n## Differences from @octokit/endpoint\n## `request` passes\n# A";
    assert.deepEqual(
      [...anchors(page)],
      ["a", "42-url", "differences-from-octokitendpoint", "request-passes", "a-1"],
    );
  });
  await t.step("broken links and forbidden references are reported", () => {
    assert.ok(!exists("docs/no-such-page.md"));
    const text = [
      `see ${OUTSIDE_FOLDER}/${OLD_CONTRACT_NAME}.md`,
      `as the ${ORIGINAL_REQUEST} says`,
      `fixed in ${"issue"} 4`,
      `import "${OUTSIDE_FOLDER}/bundle.ts";`,
    ].join("\n");
    const files = new Set([["tests", "shared", "bundle.ts"].join("/")]);
    const found = forbiddenReferences("docs/x.md", text, files);
    assert.equal(found.length, 5, found.join("\n")); // the first line twice: word and path
    assert.deepEqual(forbiddenReferences("tests/bun/run.ts", text.split("\n")[3], files), []);
    assert.equal(forbiddenReferences("src/x.ts", OLD_CONTRACT_NAME).length, 1);
    assert.equal(forbiddenReferences("src/x.ts", `${ORIGINAL_REQUEST} 4`).length, 1);
  });
});
