/**
 * One process of the route-count benchmark (`bench/cliff.ts`), in Deno on the source or in Node
 * on the npm package (bundled with `@x/endpoint` left as an import): reads the route sets and
 * route tables `bench/cliff.ts` wrote (the path is the first argument), checks that ours and the
 * hand-written builder build the same url for every route, measures the heap each keeps per
 * route when the process can collect garbage on demand (`--expose-gc`), times every builder on
 * every set (`bench/_cliff.ts`), and prints it all as JSON. Run it through `bench/cliff.ts`:
 * `deno run -A bench/_cliff_run.ts <data.json> [rounds]` (add `--v8-flags=--expose-gc` to measure
 * the heap), or `node --expose-gc cliff.mjs <data.json> [rounds]` on the bundle.
 *
 * @module
 */
import { readFileSync } from "node:fs";
import process from "node:process";
import { endpoint } from "@x/endpoint";
import { type RouteTable, withRoutes } from "@x/endpoint/openapi";
import {
  type Builder,
  byHandWithMap,
  type CliffRoute,
  type CliffTimes,
  parametersOf,
  type RouteSet,
  type Side,
  tableParametersOf,
  timeSets,
} from "./_cliff.ts";

/** What `bench/cliff.ts` writes for each description. */
export interface CliffDescription {
  name: string;
  /** The route sets, smallest first; every set's routes are the largest set's first ones. */
  sets: RouteSet[];
  /** The description's route table (`compileRoutes()`), JSON. */
  table: RouteTable;
}

/** What a process prints. */
export interface CliffReport {
  runtime: string;
  /** By description: the times of each builder on each set. */
  times: Record<string, CliffTimes>;
  /** By description and builder: heap bytes per route kept, every route of the largest set. */
  heapPerRoute: Record<string, Record<string, number>>;
  /** By description: how many routes its largest set has. */
  routes: Record<string, number>;
}

const USER_AGENT = String(endpoint.DEFAULTS.headers["user-agent"]);
const BASE_URL = endpoint.DEFAULTS.baseUrl;

/** The builders timed on one description's routes. */
function builders(table: RouteTable): Record<string, Side> {
  const routed = withRoutes(endpoint, table) as unknown as Builder;
  return {
    "endpoint()": { build: endpoint as unknown as Builder },
    "by hand, unbounded Map": { build: byHandWithMap(BASE_URL, USER_AGENT) },
    "withRoutes()": { build: routed, parameters: tableParametersOf },
  };
}

/** Throws unless ours and the hand-written builder build the same method and url. */
function checkAgreement(routes: readonly CliffRoute[]): void {
  const hand = byHandWithMap(BASE_URL, USER_AGENT);
  for (const route of routes) {
    const ours = endpoint(route.route, parametersOf(route)) as { method: string; url: string };
    const theirs = hand(route.route, parametersOf(route)) as { method: string; url: string };
    if (ours.url !== theirs.url || ours.method !== theirs.method) {
      throw new Error(`${route.route}: ours ${ours.url}, by hand ${theirs.url}`);
    }
  }
}

/** The heap used after two full collections, or `undefined` without `--expose-gc`. */
function usedHeap(): number | undefined {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) return undefined;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** Heap bytes per route that `side` keeps after calling each route twice (it is then kept). */
function heapPerRoute(side: Side, routes: readonly CliffRoute[]): number {
  const before = usedHeap()!;
  const { build, parameters = parametersOf } = side;
  for (let pass = 0; pass < 2; pass++) {
    for (const route of routes) build(route.route, parameters(route));
  }
  return (usedHeap()! - before) / routes.length;
}

/** Runs one process's measurements on the descriptions of the file at `path`. */
function runCliff(path: string, rounds: number): CliffReport {
  const descriptions: CliffDescription[] = JSON.parse(readFileSync(path, "utf8"));
  const report: CliffReport = {
    runtime: typeof Deno === "object" ? `Deno ${Deno.version.deno}` : `Node ${process.version}`,
    times: {},
    heapPerRoute: {},
    routes: {},
  };
  for (const { name, sets, table } of descriptions) {
    const largest = sets[sets.length - 1].routes;
    report.routes[name] = largest.length;
    checkAgreement(largest);
    const sides = builders(table);
    if (usedHeap() !== undefined) {
      report.heapPerRoute[name] = {};
      // The plain endpoint first: withRoutes() calls it, so its routes would be kept already.
      for (const builder of ["by hand, unbounded Map", "endpoint()", "withRoutes()"]) {
        report.heapPerRoute[name][builder] = heapPerRoute(sides[builder], largest);
      }
    }
    report.times[name] = timeSets(sides, sets, rounds);
  }
  return report;
}

// An entry point only (`import.meta.main` is Deno's): arguments are the data file and the rounds.
const [path, rounds = "9"] = process.argv.slice(2);
console.log(JSON.stringify(runCliff(path, Number(rounds))));
