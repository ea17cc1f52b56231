/**
 * Memory: expanding many distinct templates must leave the heap bounded, because compiled
 * templates live in a cache with a limit. Each step compiles and expands a new template through
 * `parseTemplate`, `expandTemplate` and `endpoint()` (a route built by string interpolation, the
 * way real code leaks distinct routes), keeping no reference to any result.
 *
 * The heap (after a full GC) is read before, after a tenth of the templates and after all of them.
 * Bounded means the last tenth-to-all step adds almost nothing: growth does not follow N.
 *
 * Run: `deno run -A --v8-flags=--expose-gc bench/memory.ts [count] [--json]` (count: 100000).
 *
 * @module
 */
import { endpoint } from "@x/endpoint";
import { expandTemplate, parseTemplate } from "@x/endpoint/uri-template";

/** What {@linkcode measureMemory} saw, in bytes of used heap. */
export interface MemoryReport {
  /** How many distinct templates were expanded in all. */
  count: number;
  before: number;
  /** After `count / 10` templates. */
  atTenth: number;
  after: number;
  /** The heap grew by less than 1 MiB from a tenth of the templates to all of them. */
  bounded: boolean;
}

/** The used heap in bytes, after two full garbage collections (needs `--expose-gc`). */
export function usedHeap(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("Cannot measure the heap: run with --v8-flags=--expose-gc");
  gc();
  gc();
  return Deno.memoryUsage().heapUsed;
}

/** Expands `count` distinct templates and reports the heap along the way. */
function measureMemory(count = 100_000): MemoryReport {
  const vars = { owner: "octokit", repo: "rest.js", page: 2, per_page: 100 };
  let checksum = 0;
  const before = usedHeap();
  let atTenth = before;
  for (let i = 0; i < count; i++) {
    const template = `/repos/{owner}/{repo}/items/${i}{?page,per_page}`;
    checksum += parseTemplate(template).expand(vars).length;
    checksum += expandTemplate(`${template}&n=${i}`, vars).length;
    checksum += endpoint(`GET /repos/{owner}/{repo}/things/${i}`, vars).url.length;
    if (i + 1 === Math.floor(count / 10)) atTenth = usedHeap();
  }
  const after = usedHeap();
  if (checksum === 0) throw new Error("nothing was expanded");
  // 1 MiB over the last 90% (270,000 templates at the default count) is under 4 bytes each.
  const bounded = after - atTenth < 1024 * 1024;
  return { count, before, atTenth, after, bounded };
}

if (import.meta.main) {
  const count = Number(Deno.args.find((a) => /^\d+$/.test(a)) ?? 100_000);
  const report = measureMemory(count);
  if (Deno.args.includes("--json")) {
    console.log(JSON.stringify(report));
  } else {
    const mib = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MiB`;
    console.log(`heap before:                   ${mib(report.before)}`);
    console.log(`heap after ${count / 10} templates:  ${mib(report.atTenth)}`);
    console.log(`heap after ${count} templates: ${mib(report.after)}`);
    console.log(report.bounded ? "bounded ✅" : "grows with N ❌");
  }
}
