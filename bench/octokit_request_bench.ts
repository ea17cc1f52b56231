/**
 * What the engine is worth in a real client: `octokit.request(route, parameters)` through
 * `@octokit/core` (its hooks, `@octokit/request`'s defaults, merge and parse, its fetch wrapper)
 * with a `fetch` that answers at once, on the calls of the realistic mix (`bench/_mix.ts`, every
 * route of GitHub's REST API), on `@octokit/endpoint` and on the octokit-shaped package
 * (`@x/endpoint/octokit`). Both are the same `@octokit/core` bundled by esbuild, once as published
 * and once with `@octokit/endpoint` aliased to the octokit-shaped entry point: what npm
 * `overrides` do for users (`tests/octokit/consumers_proof.ts` checks that under npm).
 *
 * Before timing, every call's request is checked to reach `fetch` the same on both (the mix's
 * documented differences aside, as in `bench/_mix_agree.ts`). Both are measured in rounds, as
 * `benchInRounds` measures (`bench/_bench.ts`), each iteration awaiting
 * {@linkcode CALLS_PER_ITERATION} calls; `deno task bench` reports the paired ratio (a group named
 * `client: …`, with no target: most of the time is octokit's own).
 *
 * @module
 */
import * as esbuild from "esbuild";
import { fileURLToPath as fromFileUrl } from "node:url";
import assert from "node:assert/strict";
import { MIX_SIZE, type MixCall, mixCalls, parametersOf } from "./_mix.ts";
import { documentedDifference } from "./_mix_agree.ts";
import { CALLS_PER_ITERATION, ROUNDS, SMOKE } from "./_bench.ts";

type Request = (route: string, parameters: Record<string, unknown>) => Promise<unknown>;
type Recorded = { url: string; method?: string; headers?: unknown; body?: unknown };

const OUTPUT = fromFileUrl(new URL("./.output/", import.meta.url));

/** `@octokit/core` as one module, with `@octokit/endpoint` as published or aliased to ours. */
async function bundledCore(engine: "octokit" | "ours"): Promise<string> {
  const outfile = `${OUTPUT}octokit_core_on_${engine}.mjs`;
  const alias: Record<string, string> = engine === "ours"
    ? { "@octokit/endpoint": fromFileUrl(new URL("../src/octokit/mod.ts", import.meta.url)) }
    : {};
  try {
    await esbuild.build({
      stdin: { contents: 'export { Octokit } from "@octokit/core";', resolveDir: OUTPUT },
      bundle: true,
      format: "esm",
      platform: "neutral",
      mainFields: ["module", "main"],
      alias,
      nodePaths: [fromFileUrl(new URL("../node_modules/", import.meta.url))],
      outfile,
      logLevel: "silent",
    });
  } finally {
    await esbuild.stop();
  }
  return outfile;
}

/** An Octokit whose `fetch` records the last request and answers `{}` at once. */
async function client(
  engine: "octokit" | "ours",
): Promise<{ request: Request; last: () => Recorded }> {
  await Deno.mkdir(OUTPUT, { recursive: true });
  const { Octokit } = await import(await bundledCore(engine));
  let last: Recorded = { url: "" };
  const fetch = (url: string, init: RequestInit) => {
    last = { url, method: init.method, headers: init.headers, body: init.body };
    return Promise.resolve(
      new Response("{}", { status: 200, headers: { "content-type": "application/json" } }),
    );
  };
  const octokit = new Octokit({ auth: "token-for-the-bench", request: { fetch } });
  return { request: (route, parameters) => octokit.request(route, parameters), last: () => last };
}

const [theirs, ours] = [await client("octokit"), await client("ours")];
const calls: { route: string; call: MixCall }[] = [];
for (const call of mixCalls(MIX_SIZE)) {
  const route = `${call.method} ${call.url}`;
  await theirs.request(route, parametersOf(call));
  await ours.request(route, parametersOf(call));
  try {
    assert.deepEqual(ours.last(), theirs.last());
  } catch (error) {
    if (documentedDifference(call) === undefined) throw error;
    continue;
  }
  calls.push({ route, call });
}

/** Makes the next {@linkcode CALLS_PER_ITERATION} calls of the mix in turn, each awaited. */
function walk(request: Request): () => Promise<void> {
  let next = 0;
  return async () => {
    for (let i = 0; i < CALLS_PER_ITERATION; i++) {
      const { route, call } = calls[next];
      await request(route, parametersOf(call));
      next = next + 1 === calls.length ? 0 : next + 1;
    }
  };
}

const GROUP = "client: octokit.request() through @octokit/core, the mix";
const cases = [
  { name: "ours", baseline: true, fn: walk(ours.request) },
  { name: "octokit", baseline: false, fn: walk(theirs.request) },
];
for (let round = 0; round < ROUNDS; round++) {
  for (const c of cases) {
    Deno.bench({ ...c, group: GROUP, ...(SMOKE ? { n: 1, warmup: 0 } : { n: 20, warmup: 20 }) });
  }
}
