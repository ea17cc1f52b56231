/**
 * Calls through a route table on the OpenAPI mix (`bench/_openapi_mix.ts`: 600 valid calls over
 * GitHub's description and STAPI's form-body API, drawn with each of {@linkcode OPENAPI_DRAWS}),
 * each building a `Request`: `withRoutes()` (ours), plain `endpoint()` on the same calls, and
 * openapi-fetch. Then a few calls (`FEW_CALLS`) also by hand: the ceiling, a `Request` built by
 * string concatenation from values whose kinds the code knows, checking nothing.
 *
 * Targets (`scripts/bench_report.ts`): `withRoutes()` within 1.3× plain `endpoint()`, and
 * openapi-fetch's time at least 1.3× ours.
 *
 * Before anything is timed, each call is checked: openapi-fetch builds the same request as ours
 * (method, origin, decoded path and query, body), and each hand-written builder too; a call on
 * which openapi-fetch differs is left out, by what differs, and the count is printed.
 *
 * Run by `scripts/bench_report.ts` in processes of its own (as `bench/mix_bench.ts`): hundreds
 * of routes make every call site generic.
 *
 * @module
 */
import { endpoint } from "@x/endpoint";
import { operations } from "../tests/openapi/_operations.ts";
import { CALLS_PER_ITERATION, keep, ROUNDS, SMOKE } from "./_bench.ts";
import {
  difference,
  mixDocument,
  type MixSide,
  type OpenApiCall,
  openapiFetchSide,
  openApiMix,
  ourSides,
} from "./_openapi_mix.ts";
import { FEW_CALLS_GROUP, OPENAPI_DRAWS, openApiMixGroup, SIDES } from "./_openapi_groups.ts";

/** Registers `sides` in `group`, measured in rounds, each bench call making the next call. */
function benchRounds(group: string, sides: Record<string, () => unknown>): void {
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, call] of Object.entries(sides)) {
      Deno.bench({
        name,
        group,
        baseline: name === SIDES.routed,
        ...(SMOKE ? { n: 1, warmup: 0 } : { n: 20, warmup: 20 }),
        async fn() {
          let last: unknown;
          for (let i = 0; i < CALLS_PER_ITERATION; i++) {
            last = call();
            if (last instanceof Promise) last = await last;
          }
          keep(last);
        },
      });
    }
  }
}

/** Returns a function that makes the calls of `calls` with `side`, in turn. */
function walk(side: MixSide, calls: readonly OpenApiCall[]): () => unknown {
  let next = 0;
  return () => {
    const call = calls[next];
    next = next + 1 === calls.length ? 0 : next + 1;
    return side(call);
  };
}

const { routed, plain } = await ourSides();
const openapiFetch = await openapiFetchSide();

for (const draw of SMOKE ? OPENAPI_DRAWS.slice(0, 1) : OPENAPI_DRAWS) {
  const drawn = await openApiMix(draw, SMOKE ? 0.05 : 1);
  const calls: OpenApiCall[] = [];
  const leftOut: Record<string, number> = {};
  for (const call of drawn) {
    const why = await difference(routed(call) as Request, await openapiFetch(call));
    if (why === undefined) calls.push(call);
    else leftOut[why] = (leftOut[why] ?? 0) + 1;
  }
  console.error(
    `${openApiMixGroup(draw)}: ${calls.length} calls of ${drawn.length} (left out, openapi-fetch ` +
      `builds another request: ${JSON.stringify(leftOut)})`,
  );
  benchRounds(openApiMixGroup(draw), {
    [SIDES.routed]: walk(routed, calls),
    [SIDES.plain]: walk(plain, calls),
    [SIDES.openapiFetch]: walk(openapiFetch, calls),
  });
}

// The ceiling on three calls: a list (query), a JSON write, a form write.
const USER_AGENT = String(endpoint.DEFAULTS.headers["user-agent"]);
const ACCEPT = String(endpoint.DEFAULTS.headers.accept);
const GITHUB = "https://api.github.com";
const STAPI = "http://stapi.co/api/v1/rest";

/** A call of {@linkcode FEW_CALLS_GROUP}, and its hand-written builder. */
interface FewCall {
  api: "github" | "star-trek";
  route: string;
  mediaType?: string;
  options: () => Record<string, unknown>;
  byHand: () => Request;
}

const list = () => ({ owner: "octokit", repo: "rest.js", state: "open", per_page: 100 });
const create = () => ({ owner: "octokit", repo: "rest.js", title: "Found a bug", labels: ["bug"] });
const search = () => ({ pageSize: 20, name: "Tribble", avian: false });
const repoPath = (p: { owner: string; repo: string }) =>
  `/repos/${encodeURIComponent(p.owner)}/${encodeURIComponent(p.repo)}`;

const FEW: FewCall[] = [
  {
    api: "github",
    route: "GET /repos/{owner}/{repo}/issues",
    options: list,
    byHand: () => {
      const p = list();
      return new Request(
        `${GITHUB}${repoPath(p)}/issues?state=${
          encodeURIComponent(p.state)
        }&per_page=${p.per_page}`,
        { headers: { accept: ACCEPT, "user-agent": USER_AGENT } },
      );
    },
  },
  {
    api: "github",
    route: "POST /repos/{owner}/{repo}/issues",
    mediaType: "application/json",
    options: create,
    byHand: () => {
      const p = create();
      return new Request(`${GITHUB}${repoPath(p)}/issues`, {
        method: "POST",
        headers: {
          accept: ACCEPT,
          "user-agent": USER_AGENT,
          "content-type": "application/json; charset=utf-8",
        },
        body: JSON.stringify({ title: p.title, labels: p.labels }),
      });
    },
  },
  {
    api: "star-trek",
    route: "POST /animal/search",
    mediaType: "application/x-www-form-urlencoded",
    options: search,
    byHand: () => {
      const p = search();
      return new Request(`${STAPI}/animal/search?pageSize=${p.pageSize}`, {
        method: "POST",
        headers: {
          accept: ACCEPT,
          "user-agent": USER_AGENT,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: `name=${encodeURIComponent(p.name)}&avian=${p.avian}`,
      });
    },
  },
];

const few: OpenApiCall[] = [];
for (const { api, route, mediaType, options } of FEW) {
  const operation = operations(await mixDocument(api)).find((o) => o.route === route)!;
  few.push({ api, route, mediaType, options, operation });
}
for (const [i, call] of few.entries()) {
  const ours = routed(call) as Request;
  for (
    const [side, request] of [[SIDES.byHand, FEW[i].byHand()], [
      SIDES.openapiFetch,
      await openapiFetch(call),
    ]] as const
  ) {
    const why = await difference(ours, request);
    if (why !== undefined) {
      throw new Error(`${FEW_CALLS_GROUP}, ${call.route}: ${side} differs (${why})`);
    }
  }
}
const byHand = new Map(few.map((call, i) => [call, FEW[i].byHand]));
benchRounds(FEW_CALLS_GROUP, {
  [SIDES.routed]: walk(routed, few),
  [SIDES.plain]: walk(plain, few),
  [SIDES.openapiFetch]: walk(openapiFetch, few),
  [SIDES.byHand]: walk((call) => byHand.get(call)!(), few),
});
