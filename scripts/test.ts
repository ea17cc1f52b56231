/**
 * The test command: runs the whole suite (tests, JSDoc and README examples) with Deno's runner,
 * then prints the plain closing line `N passed, N failed, N skipped`, counted from the JUnit
 * report (leaf test cases only). A load or type error that stops the run counts as a failure.
 * Exits with Deno's exit code.
 *
 * Usage: `deno task test [extra deno test arguments]`
 *
 * @module
 */

const REPORT = "tests/.output/junit.xml";
const TARGETS = ["mod.ts", "src/", "tests/", "README.md", "docs/"];

/** Counts of leaf test cases in a JUnit report. */
export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function unescape(text: string): string {
  return text.replaceAll("&gt;", ">").replaceAll("&lt;", "<").replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'").replaceAll("&amp;", "&");
}

/** Counts the leaf test cases (those that are no other case's parent) of a JUnit report. */
export function countLeaves(xml: string): Counts {
  const cases: { name: string; failed: boolean; skipped: boolean }[] = [];
  const pattern = /<testcase name="([^"]*)"[^>]*?(\/>|>([\s\S]*?)<\/testcase>)/g;
  for (const match of xml.matchAll(pattern)) {
    const classname = /classname="([^"]*)"/.exec(match[0])?.[1] ?? "";
    const body = match[3] ?? "";
    cases.push({
      name: `${classname}::${unescape(match[1])}`,
      failed: body.includes("<failure") || body.includes("<error"),
      skipped: body.includes("<skipped"),
    });
  }
  const parents = new Set<string>();
  for (const { name } of cases) {
    const cut = name.lastIndexOf(" > ");
    if (cut !== -1) parents.add(name.slice(0, cut));
  }
  const counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const testCase of cases) {
    if (parents.has(testCase.name)) continue;
    if (testCase.failed) counts.failed++;
    else if (testCase.skipped) counts.skipped++;
    else counts.passed++;
  }
  return counts;
}

if (import.meta.main) {
  await Deno.mkdir("tests/.output", { recursive: true });
  await Deno.remove(REPORT).catch(() => {});
  const command = new Deno.Command(Deno.execPath(), {
    args: ["test", "-A", "--doc", `--junit-path=${REPORT}`, ...TARGETS, ...Deno.args],
    stdout: "inherit",
    stderr: "inherit",
  });
  const { code } = await command.output();
  let counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    counts = countLeaves(await Deno.readTextFile(REPORT));
  } catch {
    // No report: the run stopped before any test (a type or load error).
  }
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  Deno.exit(code);
}
