/**
 * Chromium: the bundle served on 127.0.0.1 and imported through an import map, the way a CDN
 * URL is used; the page runs the behaviour table and sends `toRequest()` results with its own
 * `fetch` to an echo endpoint of the same server.
 *
 * @module
 */
import { CHROMIUM_PATH, launchChromium } from "../../_chromium.ts";
import type { BuildOutput } from "../shared/bundle.ts";
import { type RunContext, type RuntimeResult, toResult } from "../shared/result.ts";

/**
 * Serves the page, the bundle and `/echo`, loads the page in Chromium and reads
 * `window.__report`.
 *
 * @param context Where the bundles are and how many cases to expect.
 * @param build The library bundle and its version (for a CDN-like URL).
 * @returns One table row.
 */
export async function runBrowser(context: RunContext, build: BuildOutput): Promise<RuntimeResult> {
  const row = {
    runtime: "Chromium",
    command: "Chromium page, import map → bundle on 127.0.0.1",
    expected: context.caseRuns + 2,
  };
  const libraryUrl = `/cdn/@x/endpoint@${build.version}/mod.mjs`;
  const page = (await Deno.readTextFile(new URL("./page.html", import.meta.url)))
    .replace("__LIBRARY_URL__", libraryUrl);
  const files: Record<string, () => Response | Promise<Response>> = {
    "/": () => new Response(page, { headers: { "content-type": "text/html" } }),
    [libraryUrl]: () => script(build.libraryFile),
    "/cases.mjs": () => script(`${context.outDir}/cases.mjs`),
    "/favicon.ico": () => new Response(null, { status: 204 }),
  };
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (request) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith("/echo")) return echo(request, path);
    return files[path]?.() ?? new Response("not found", { status: 404 });
  });
  const browser = await launchChromium().catch((error) => error as Error);
  if (browser instanceof Error) {
    await server.shutdown();
    return toResult(row, undefined, `cannot launch ${CHROMIUM_PATH}: ${browser.message}`);
  }
  const errors: string[] = []; // console errors, to explain a page that never reports
  try {
    row.runtime = `Chromium ${browser.version()}`;
    const tab = await browser.newPage();
    tab.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    const crashed = new Promise<never>((_, reject) => tab.on("pageerror", reject));
    crashed.catch(() => {}); // a page error after the report must not crash the task
    await tab.goto(`http://127.0.0.1:${server.addr.port}/`);
    const reported = tab.waitForFunction(() => "__report" in globalThis, null, { timeout: 20_000 });
    await Promise.race([reported, crashed]);
    return toResult(row, await tab.evaluate(() => Reflect.get(globalThis, "__report")));
  } catch (error) {
    return toResult(row, undefined, [String(error), ...errors].join("\n"));
  } finally {
    await browser.close();
    await server.shutdown();
  }
}

async function script(path: string): Promise<Response> {
  const headers = { "content-type": "text/javascript; charset=utf-8" };
  return new Response(await Deno.readFile(path), { headers });
}

async function echo(request: Request, path: string): Promise<Response> {
  return Response.json({
    method: request.method,
    path,
    headers: Object.fromEntries(request.headers),
    body: await request.text(),
  });
}
