/**
 * The test command: packs and installs the npm package once for the artifact tests, runs the
 * whole suite (tests, JSDoc and README examples) with Deno's runner, its files in parallel (one
 * process per core; `DENO_JOBS` sets another number), and ends with one count,
 * `N passed, N failed, N skipped`, counted from the JUnit report (leaf test cases only), after
 * the names of the skipped tests (each says why: a tool it runs is missing, a case's reason).
 * It takes the place of Deno's own summary line, which counts tests and their steps apart; every
 * other line of Deno's output, failures included, is shown as it comes. A load or type error that
 * stops the run counts as a failure. Exits with Deno's exit code.
 *
 * Usage: `deno task test [extra deno test arguments]`
 *
 * @module
 */
import { installForTestRun } from "../tests/release/_install.ts";

const OUTPUT = "tests/.output";
const REPORT = `${OUTPUT}/junit.xml`;
/**
 * The slowest files (the browser suites, the release and artifact tests), named first so that
 * `--parallel` starts them first: started last, one of them would run alone at the end.
 */
const SLOWEST = [
  "tests/openapi/validator_test.ts",
  "tests/playground/real_apis_browser_test.ts",
  "tests/openapi/directory_validator_test.ts",
  "tests/playground/token_origin_browser_test.ts",
  "tests/openapi/prism_test.ts",
  "tests/playground/snippets_clients_test.ts",
  "tests/release/publishing_test.ts",
  "tests/release/npm_test.ts",
  "tests/release/npm_cli_test.ts",
  "tests/playground/keyboard_test.ts",
];
/**
 * The site's own suites in Chromium: the built documentation site served from a sub-path (every
 * link, axe on every page and reference page at two widths and two colour schemes), the document
 * pages, and the playground's page-level suites (its editor, forms, search, browsing, Send and
 * responses, each at two widths with axe and screenshots; links that keep no credential; a
 * self-referring description that never freezes the page, whose reading is also proved without a
 * browser in `tests/playground/explorer_bounded_test.ts`). Together they take about five minutes
 * of Chromium on two cores: they are their own task, `deno task test:site`
 * (`scripts/test_site.ts`), and `deno task test` leaves them out so that it stays within five
 * minutes. The explorer's proof on three real APIs and the browser proof that credentials go only
 * to the chosen server stay in `deno task test`.
 */
export const SITE_TESTS = [
  "tests/site/static_host_test.ts",
  "tests/site/doc_pages_browser_test.ts",
  "tests/playground/browser_test.ts",
  "tests/playground/explorer_browser_test.ts",
  "tests/playground/explorer_form_browser_test.ts",
  "tests/playground/explorer_browse_browser_test.ts",
  "tests/playground/send_browser_test.ts",
  "tests/playground/responses_browser_test.ts",
  "tests/playground/credential_link_test.ts",
  "tests/playground/explorer_bounded_browser_test.ts",
];

/**
 * The test files under `tests/` but the site's, named one by one: Deno applies `--ignore` to a
 * folder only when no file is named beside it, and the slowest files are.
 */
async function testFiles(folder = "tests"): Promise<string[]> {
  const files: string[] = [];
  for await (const entry of Deno.readDir(folder)) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory && entry.name !== ".output") files.push(...await testFiles(path));
    else if (entry.isFile && path.endsWith("_test.ts") && !SITE_TESTS.includes(path)) {
      files.push(path);
    }
  }
  return files.sort();
}
/**
 * The octokit consumers' proof installs octokit from npm and takes about a minute: it is its own
 * task, `deno task test:octokit` (`scripts/test_octokit.ts`), and its file is not named `_test.ts`
 * so that `deno test tests/` does not pick it up.
 */
export const OCTOKIT_TESTS = "tests/octokit/consumers_proof.ts";

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

/** A test case of a JUnit report: `file::name`, and how it ended. */
export interface TestCase {
  name: string;
  failed: boolean;
  skipped: boolean;
}

/** The leaf test cases (those that are no other case's parent) of a JUnit report. */
export function leafCases(xml: string): TestCase[] {
  const cases: TestCase[] = [];
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
  return cases.filter((testCase) => !parents.has(testCase.name));
}

/** Counts the leaf test cases of a JUnit report. */
export function countLeaves(xml: string): Counts {
  const counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const testCase of leafCases(xml)) {
    if (testCase.failed) counts.failed++;
    else if (testCase.skipped) counts.skipped++;
    else counts.passed++;
  }
  return counts;
}

/**
 * Whether a line is Deno's closing summary (`ok | 3 passed (4 steps) | 0 failed (2s)`).
 *
 * @param line One line of `deno test` output.
 * @returns `true` for the summary line.
 */
export function isDenoSummary(line: string): boolean {
  return /^(ok|FAILED) \| \d+ passed/.test(line);
}

/** Copies the stream to standard output line by line, leaving out Deno's summary line. */
export async function echoWithoutSummary(stream: ReadableStream<Uint8Array>): Promise<void> {
  const out = Deno.stdout.writable.getWriter();
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let pending = "";
  for await (const chunk of stream) {
    const lines = (pending + decoder.decode(chunk, { stream: true })).split("\n");
    pending = lines.pop()!;
    const kept = lines.filter((line) => !isDenoSummary(line)).map((line) => `${line}\n`);
    if (kept.length > 0) await out.write(encoder.encode(kept.join("")));
  }
  if (pending && !isDenoSummary(pending)) await out.write(encoder.encode(pending));
  out.releaseLock();
}

/**
 * Runs `deno test -A` with `args` and a JUnit report at `report`, its output shown without Deno's
 * summary line.
 *
 * @returns Deno's exit code and the report's text (`undefined` when the run stopped before any
 * test: a type or load error).
 */
export async function runDenoTest(
  args: string[],
  report: string,
  env?: Record<string, string>,
): Promise<{ code: number; xml?: string }> {
  await Deno.mkdir(OUTPUT, { recursive: true });
  await Deno.remove(report).catch(() => {});
  const child = new Deno.Command(Deno.execPath(), {
    args: ["test", "-A", `--junit-path=${report}`, ...args],
    env,
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  await echoWithoutSummary(child.stdout);
  const { code } = await child.status;
  const xml = await Deno.readTextFile(report).catch(() => undefined);
  return { code, xml };
}

/**
 * Runs a set of test files apart from `deno task test` and prints `N passed, N failed` counted
 * (`, N skipped` after, when a tool is missing) from their JUnit report; exits with Deno's exit code.
 *
 * @param files The test files, and any extra `deno test` arguments.
 * @param report Where the JUnit report goes.
 */
export async function runApart(files: string[], report: string): Promise<never> {
  const { code, xml } = await runDenoTest(files, report);
  const counts = closingCounts(code, xml);
  const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : "";
  console.log(`\n${counts.passed} passed, ${counts.failed} failed${skipped}`);
  Deno.exit(code);
}

/** The closing counts of a run: a failing run with no failed case counts one failure. */
export function closingCounts(code: number, xml: string | undefined): Counts {
  const counts = xml === undefined ? { passed: 0, failed: 0, skipped: 0 } : countLeaves(xml);
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

if (import.meta.main) {
  const env = await installForTestRun(`${OUTPUT}/installed-package.json`);
  const { code, xml } = await runDenoTest(
    [
      "--doc",
      "--parallel",
      ...SLOWEST,
      ...(await testFiles()).filter((file) => !SLOWEST.includes(file)),
      "mod.ts",
      "src/",
      "README.md",
      "docs/",
      ...Deno.args,
    ],
    REPORT,
    env,
  );
  if (xml !== undefined) {
    // Skipped tests say why in their names (a missing tool: tests/_tools.ts registers those, so
    // the report names that file; a behaviour case: its reason). The file is left out.
    const skipped = leafCases(xml).filter((testCase) => testCase.skipped);
    const names = skipped.map((c) => `  ${c.name.slice(c.name.indexOf("::") + 2)}`);
    if (names.length > 0) console.log(`\nSkipped:\n${names.join("\n")}`);
  }
  const counts = closingCounts(code, xml);
  console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  Deno.exit(code);
}
