/**
 * Memory with huge templates: the caches are bounded by the characters of their keys as well as
 * by their count, so many distinct 100 KB routes and templates keep only a few of them alive.
 * Each step builds a request from a new route through `endpoint()` and expands a new template
 * through `parseTemplate` and `expandTemplate`, keeping no reference to any result.
 *
 * Run: `deno run -A --v8-flags=--expose-gc bench/memory_large.ts [count] [--json]`
 * (count: 1000 templates of 100,000 characters).
 *
 * @module
 */
import { endpoint } from "@x/endpoint";
import { expandTemplate, parseTemplate } from "@x/endpoint/uri-template";
import { usedHeap } from "./memory.ts";

/** The most the heap may grow, in bytes, for the caches to count as bounded by characters. */
export const LARGE_LIMIT = 16 * 1024 * 1024;

/** What {@linkcode measureLargeTemplates} saw, in bytes of used heap. */
export interface LargeMemoryReport {
  /** How many distinct routes (and as many templates of each kind) were used. */
  count: number;
  /** The length of each, in characters. */
  length: number;
  before: number;
  after: number;
  /** The heap grew by less than {@linkcode LARGE_LIMIT}. */
  bounded: boolean;
}

/** Builds `count` distinct routes and templates of about `length` characters each. */
function measureLargeTemplates(count = 1000, length = 100_000): LargeMemoryReport {
  const vars = { owner: "octokit", repo: "rest.js", page: 2 };
  const filler = "/segment".repeat(Math.ceil(length / 8));
  let checksum = 0;
  const before = usedHeap();
  for (let i = 0; i < count; i++) {
    const path = `/repos/{owner}/{repo}/${i}${filler}`;
    checksum += endpoint(`GET ${path}`, vars).url.length;
    checksum += parseTemplate(`${path}{?page}`).expand(vars).length;
    checksum += expandTemplate(`${path}/x{?page}`, vars).length;
  }
  const after = usedHeap();
  if (checksum === 0) throw new Error("nothing was expanded");
  return { count, length, before, after, bounded: after - before < LARGE_LIMIT };
}

if (import.meta.main) {
  const count = Number(Deno.args.find((a) => /^\d+$/.test(a)) ?? 1000);
  const report = measureLargeTemplates(count);
  if (Deno.args.includes("--json")) {
    console.log(JSON.stringify(report));
  } else {
    const mib = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MiB`;
    console.log(`${count} distinct templates of ${report.length} characters`);
    console.log(`heap before: ${mib(report.before)}, after: ${mib(report.after)}`);
    console.log(
      report.bounded ? "bounded ✅" : `grew by ${LARGE_LIMIT / 1024 / 1024} MiB or more ❌`,
    );
  }
}
