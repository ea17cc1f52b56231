/**
 * Tests that run a tool of the machine (`gh`, `curl`, Chromium): where the tool is missing, the
 * test is skipped, and its name says why, so the closing count of `deno task test` lists it. With
 * `REQUIRE_TOOLS=1` (as CI runs) a missing tool fails the test instead, with the same line
 * (docs/decisions.md, decision 45).
 *
 * @module
 */

/** The executables looked for on `PATH`, in this order. */
export const CHROMIUM_NAMES: readonly string[] = ["chromium", "chromium-browser", "google-chrome"];

function isFile(path: string): boolean {
  try {
    return Deno.statSync(path).isFile;
  } catch {
    return false;
  }
}

/**
 * Where Chromium is: `CHROME_PATH` when it is set, else the first of {@linkcode CHROMIUM_NAMES}
 * found on `PATH`. Throws one line that names `CHROME_PATH` when there is none, or when
 * `CHROME_PATH` names no file: why a browser test is skipped (or, under `REQUIRE_TOOLS=1`, fails).
 *
 * @param env The environment to read `CHROME_PATH` and `PATH` from.
 * @returns The browser's executable.
 */
export function chromiumOrFail(
  env: { CHROME_PATH?: string; PATH?: string } = Deno.env.toObject(),
): string {
  if (env.CHROME_PATH) {
    if (isFile(env.CHROME_PATH)) return env.CHROME_PATH;
    throw new Error(
      `Chromium is not at CHROME_PATH (${env.CHROME_PATH}): set it to the browser's executable`,
    );
  }
  const windows = Deno.build.os === "windows";
  const folders = (env.PATH ?? "").split(windows ? ";" : ":").filter(Boolean);
  for (const name of CHROMIUM_NAMES) {
    for (const folder of folders) {
      const path = `${folder}/${name}${windows ? ".exe" : ""}`;
      if (isFile(path)) return path;
    }
  }
  throw new Error(
    `Chromium is missing: set CHROME_PATH to its executable, or put ${CHROMIUM_NAMES.join(", ")} ` +
      "on PATH (Debian: apt-get install -y chromium), to run the browser tests",
  );
}

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
  const folders = (env.PATH ?? "").split(windows ? ";" : ":").filter(Boolean);
  if (folders.some((folder) => isFile(`${folder}/${tool}${windows ? ".exe" : ""}`))) {
    return undefined;
  }
  return `${tool} is missing: apt-get install -y ${tool}, to run this test`;
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
