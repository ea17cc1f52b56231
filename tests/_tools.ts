/**
 * Tests that run a tool of the machine (`gh`, `curl`, Chromium): where the tool is missing, the
 * test is skipped, and its name says why, so the closing count of `deno task test` lists it. With
 * `REQUIRE_TOOLS=1` (as CI runs) a missing tool fails the test instead, with the same line.
 *
 * @module
 */
import { chromiumOrFail } from "./_chromium.ts";

/** How to install each tool on Debian, when the package has another name. */
const PACKAGES: Record<string, string> = { chromium: "chromium" };

/**
 * Why a tool cannot run here, or `undefined` when it can: `chromium` is looked for as the
 * browser tests look for it (`CHROME_PATH`, then `PATH`), any other tool on `PATH`.
 *
 * @param tool The command's name, or `chromium`.
 * @param env The environment to read `PATH` (and `CHROME_PATH`) from.
 * @returns One line naming the tool and how to install it.
 */
export function missingTool(
  tool: string,
  env: Record<string, string | undefined> = Deno.env.toObject(),
): string | undefined {
  if (tool === "chromium") {
    try {
      chromiumOrFail(env);
      return undefined;
    } catch (e) {
      return (e as Error).message;
    }
  }
  const windows = Deno.build.os === "windows";
  for (const folder of (env.PATH ?? "").split(windows ? ";" : ":").filter(Boolean)) {
    try {
      if (Deno.statSync(`${folder}/${tool}${windows ? ".exe" : ""}`).isFile) return undefined;
    } catch {
      // not in this folder
    }
  }
  return `${tool} is missing: apt-get install -y ${PACKAGES[tool] ?? tool}, to run this test`;
}

/**
 * `Deno.test(name, fn)` when every tool is here; else the test skipped, its name ending with
 * `(skipped: <why>)`, or failing with that line under `REQUIRE_TOOLS=1`.
 *
 * @param name The test's name.
 * @param tools The tools it runs (`chromium` for the browser).
 * @param fn The test.
 */
export function toolTest(
  name: string,
  tools: string[],
  fn: (t: Deno.TestContext) => Promise<void>,
): void {
  const missing = tools.map((tool) => missingTool(tool)).find((why) => why !== undefined);
  if (missing === undefined) return void Deno.test(name, fn);
  if (Deno.env.get("REQUIRE_TOOLS") === "1") {
    return void Deno.test(name, () => {
      throw new Error(missing);
    });
  }
  Deno.test({ name: `${name} (skipped: ${missing})`, ignore: true, fn });
}

/** Tests that drive Chromium: `chromium.test(name, fn)` is {@linkcode toolTest} for them. */
export const chromium = {
  /** Registers a test that drives Chromium. */
  test: (name: string, fn: (t: Deno.TestContext) => Promise<void>): void =>
    toolTest(name, ["chromium"], fn),
};
