/**
 * A realistic mix of calls over GitHub's REST API (`bench/_mix_routes.ts`), made the same way
 * every time by a pseudo-random generator from a number ({@linkcode MIX_DRAWS}): each route of the
 * draw once (every route with the first number, {@linkcode DRAWN_ROUTES} of them with the others),
 * then more calls to the routes clients use most, shuffled. Each call has its own call style and may go through one
 * or two `.defaults()` layers; its values are the ones users send (logins, numbers, refs with `/`,
 * file paths and label names in non-ASCII text, emoji in titles and search queries), with query
 * parameters on GET, JSON bodies on writes, a `mediaType` or `headers` now and then.
 *
 * @module
 */
import type { AnyLibrary } from "./_calls.ts";
import type { RequestLike } from "./_agree.ts";
import { githubRoutes, type MixRoute } from "./_mix_routes.ts";
import { prng } from "./_prng.ts";

type Parameters = Record<string, unknown>;

/** How a mix call is made: as in `bench/_calls.ts`, one style per call. */
export type MixStyle = "route" | "options" | "defaults" | "parse-merge";

/** One call of the mix, described once and made by every implementation. */
export interface MixCall {
  /** Uppercase, as the route list spells it. */
  method: string;
  /** The route's url template. */
  url: string;
  style: MixStyle;
  /** How many `.defaults()` layers the call goes through (see {@linkcode LAYERS}). */
  layers: 0 | 1 | 2;
  /** The parameters, in the order the caller writes them; `parameters()` copies them. */
  entries: readonly (readonly [string, unknown])[];
}

/** What a variant of the mix leaves out, to see where the time goes. */
export interface MixOptions {
  /** Only ASCII text in values (the same calls otherwise). */
  ascii?: boolean;
  /** No `headers` in any call's parameters (a route's own defaults stay). */
  noHeaders?: boolean;
  /** Every call straight on `endpoint`, none through `.defaults()` layers. */
  noLayers?: boolean;
}

/** The bench group of the mix. */
export const MIX_GROUP = "mix";

/** Ours on the variants of the mix, each by its bench name, measured in the mix's rounds. */
export const MIX_VARIANTS: readonly [name: string, options: MixOptions][] = [
  ["ours: ASCII only", { ascii: true }],
  ["ours: no headers", { noHeaders: true }],
  ["ours: no layers", { noLayers: true }],
];

/**
 * The numbers the mix is drawn with: each draws other routes, in another order, with other values.
 * The first draws every route, the mix every earlier measurement used.
 */
export const MIX_DRAWS: readonly number[] = [0x2400, 0x1995, 0x667];

/** How many of GitHub's routes a draw other than the first covers. */
export const DRAWN_ROUTES = 700;

/** The bench group of the mix drawn with `draw`: {@linkcode MIX_GROUP} for the first number. */
export function mixGroup(draw: number): string {
  return draw === MIX_DRAWS[0] ? MIX_GROUP : `${MIX_GROUP}, draw 0x${draw.toString(16)}`;
}

/** How many calls the mix has: 50 calls of 48 each, so one bench iteration walks it once. */
export const MIX_SIZE = 2400;

/** The calls one bench call makes, in turn; `CALLS_PER_ITERATION` of them walk the whole mix. */
export const MIX_SLICE = 48;

/** The enterprise server the layered calls go to, and its token (made up). */
export const LAYERS: readonly Parameters[] = [
  {
    baseUrl: "https://ghe.example.com/api/v3",
    headers: { authorization: "token made-up-for-the-bench" },
  },
  { headers: { "x-github-api-version": "2022-11-28" } },
];

/** Text values: ASCII ones, and the same kind of value as users also write them. */
const TEXT = {
  login: [["octokit", "gr2m", "monalisa", "dependabot[bot]", "sindresorhus"], []],
  org: [["github", "octo-org", "denoland", "nodejs"], []],
  repo: [["rest.js", "hello-world", "deno", "docs.github.com", "my_repo"], []],
  ref: [["main", "feature/retry-on-502", "release/v2.1", "heads/main", "v1.0.0"], [
    "fix/café-typo",
    "feature/日本語",
  ]],
  path: [["README.md", "docs/guide/setup.md", "assets/logo (1).png"], [
    "docs/café.md",
    "src/日本語/index.ts",
  ]],
  label: [["bug", "good first issue", "help wanted"], ["🐛 bug", "バグ", "café"]],
  title: [["Retry on 502", "Crash when the token expires", "Docs: fix the example"], [
    "Crash with café in the path",
    "日本語のドキュメント",
    "🚀 Release v2.1",
  ]],
  text: [["Requests that get a 502 should be retried.", "LGTM, thanks!"], [
    "LGTM 👍 merci pour le café ☕",
    "ありがとうございます。",
  ]],
  q: [["repo:octokit/rest.js is:open label:bug", "is:pr+author:gr2m+review:approved"], [
    'repo:octokit/rest.js "café" in:title',
    "日本語 in:body is:issue",
    "🐛 crash language:typescript+state:open",
  ]],
  slug: [["justice-league", "production", "NPM_TOKEN", "ci-runner", "npm-linux-x64"], [
    "プレビュー",
  ]],
} as const;

/** The routes clients call most (by far): a repository's issues, pulls, contents…, search, users. */
const POPULAR =
  /^\/(repos\/\{owner\}\/\{repo\}(\/(issues|pulls|contents|commits|branches|releases|git)|$)|search|users?\b)/;

/**
 * Builds the calls of the mix drawn with `draw` (before any is checked against octokit): `count`
 * of them.
 */
export function mixCalls(
  count: number,
  options: MixOptions = {},
  draw: number = MIX_DRAWS[0],
): MixCall[] {
  const random = prng(draw);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const text = (kind: keyof typeof TEXT): string => {
    const [ascii, other] = TEXT[kind];
    // Drawn in every variant, so that the variants make the same calls with other values.
    const mixed = random() < 0.5;
    return pick(options.ascii || !mixed ? ascii : [...ascii, ...other]);
  };
  const routes = githubRoutes();
  if (draw !== MIX_DRAWS[0]) {
    shuffle(routes, random);
    routes.length = DRAWN_ROUTES;
  }
  const popular = routes.filter((r) => POPULAR.test(r.url));
  const calls: MixCall[] = [];
  for (let i = 0; i < count; i++) {
    const first = i < routes.length;
    const route = first ? routes[i] : pick(random() < 0.6 ? popular : routes);
    calls.push(mixCall(route, !first, { random, pick, text }, options));
  }
  shuffle(calls, random);
  return calls;
}

/** Shuffles `items` in place (Fisher-Yates) with `random`. */
function shuffle<T>(items: T[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
}

interface Draw {
  random: () => number;
  pick: <T>(items: readonly T[]) => T;
  text: (kind: keyof typeof TEXT) => string;
}

/** A value for a url variable, from its name, as users send it. */
function variable(name: string, { random, pick, text }: Draw): unknown {
  if (/(^|_)(id|number)$/.test(name)) return 1 + Math.floor(random() * 99999);
  if (/sha$/.test(name)) return "6dcb09b5b57875f334f61aebed695e2e4193db5e";
  if (/^(owner|username|assignee|target_user|template_owner|repo_owner)$/.test(name)) {
    return text("login");
  }
  if (/^(org|enterprise|enterprise-team)$/.test(name)) return text("org");
  if (/^(repo|repo_name|template_repo)$/.test(name)) return text("repo");
  if (/^(ref|branch|tag|base|head)$/.test(name)) return text("ref");
  if (name === "basehead") return `${text("ref")}...${text("ref")}`;
  if (name === "path" || name === "dir") return text("path");
  if (name === "name" || name === "label") return text("label");
  if (name === "per_page") return pick([30, 50, 100]);
  if (name === "subject_digest") return "sha256:0d0f2b0c9a1b2c3d4e5f";
  return text("slug");
}

/** Query parameters a client adds to a GET. */
function query(url: string, draw: Draw): Parameters {
  const { random, pick, text } = draw;
  if (url.startsWith("/search/")) {
    return { q: text("q"), sort: pick(["created", "updated"]), per_page: pick([30, 100]) };
  }
  const roll = random();
  if (roll < 0.3) return { per_page: pick([30, 50, 100]), page: 1 + Math.floor(random() * 5) };
  if (roll < 0.5) {
    return { state: pick(["open", "closed", "all"]), sort: "updated", direction: "desc" };
  }
  if (roll < 0.6) return { labels: `${text("label")},ui`, since: "2024-01-01T00:00:00Z" };
  return {};
}

/** A JSON body a client sends on a write. */
function body(draw: Draw): Parameters {
  const { random, pick, text } = draw;
  switch (Math.floor(random() * 6)) {
    case 0:
      return {
        title: text("title"),
        body: text("text"),
        labels: [text("label"), "triage"],
        assignees: [text("login")],
      };
    case 1:
      return { body: text("text") };
    case 2:
      return { name: text("slug"), description: text("title"), private: true, has_issues: false };
    case 3:
      return {
        required_status_checks: { strict: true, contexts: ["ci/test", text("slug")] },
        enforce_admins: true,
        required_pull_request_reviews: { required_approving_review_count: pick([1, 2]) },
      };
    case 4:
      return {
        message: text("title"),
        content: "SGVsbG8sIGNhZsOpIQ==",
        branch: text("ref"),
        committer: { name: "Mona Lisa", email: "octocat@github.com" },
      };
    default:
      return {};
  }
}

function mixCall(route: MixRoute, repeat: boolean, draw: Draw, options: MixOptions): MixCall {
  const { random, pick, text } = draw;
  const { method, url } = route;
  const entries: [string, unknown][] = [];
  // The optional query variables of `{?a,b}` are sent as users send them: the first always,
  // the others now and then.
  for (const [, expression] of url.matchAll(/\{([^}]+)\}/g)) {
    const optional = expression.startsWith("?");
    const names = optional ? expression.slice(1).split(",") : [expression];
    names.forEach((name, i) => {
      if (!optional || i === 0 || random() < 0.5) entries.push([name, variable(name, draw)]);
    });
  }
  if (url === "/markdown/raw") entries.push(["data", `# Hello **${text("title")}**`]);
  else if (url.endsWith("/assets{?name,label}")) entries.push(["data", new Uint8Array(64)]);
  else if (method === "GET") entries.push(...Object.entries(query(url, draw)));
  else if (method !== "DELETE" && random() < 0.7) entries.push(...Object.entries(body(draw)));
  const headers: Parameters = { ...route.defaults.headers as Parameters };
  const headerRoll = random(); // drawn in every variant, as in `text()`
  if (!options.noHeaders) {
    if (headerRoll < 0.1) headers["if-none-match"] = 'W/"3b2f0c9a1d"';
    else if (headerRoll < 0.15) headers["X-GitHub-Api-Version"] = "2022-11-28";
  }
  if (url.endsWith("/assets{?name,label}")) headers["content-type"] = "application/octet-stream";
  if (Object.keys(headers).length > 0) entries.push(["headers", headers]);
  if (route.defaults.baseUrl) entries.push(["baseUrl", route.defaults.baseUrl]);
  if (method === "GET") {
    const roll = random();
    if (/\/(pulls\/\{pull_number\}|commits\/\{ref\}|compare\/)/.test(url) && roll < 0.5) {
      entries.push(["mediaType", { format: pick(["diff", "patch", "sha"]) }]);
    } else if (url.endsWith("/contents/{path}") && roll < 0.5) {
      entries.push(["mediaType", { format: "raw" }]);
    } else if (repeat && roll < 0.03) {
      entries.push(["mediaType", { previews: ["squirrel-girl"] }]);
    }
  }
  const roll = random();
  const style = pick<MixStyle>([
    "route",
    "route",
    "defaults",
    "defaults",
    "options",
    "parse-merge",
  ]);
  const layers = options.noLayers ? 0 : roll < 0.6 ? 0 : roll < 0.85 ? 1 : 2;
  return { method, url, style, layers, entries };
}

/** The call's parameters: a new object, with new `headers` and `mediaType` objects. */
export function parametersOf(call: MixCall, head?: Parameters): Parameters {
  const result: Parameters = { ...head };
  for (const [key, value] of call.entries) {
    result[key] = key === "headers" || key === "mediaType" ? { ...value as Parameters } : value;
  }
  return result;
}

/** A library with the mix's `.defaults()` layers built once: index = how many layers. */
export function layered(endpoint: AnyLibrary): AnyLibrary[] {
  const one = endpoint.defaults(LAYERS[0]) as AnyLibrary;
  return [endpoint, one, one.defaults(LAYERS[1]) as AnyLibrary];
}

/** Returns the timed function of one call on a library's layers (`layered()`). */
export function prepareCall(layers: readonly AnyLibrary[], call: MixCall): () => RequestLike {
  const endpoint = layers[call.layers];
  const route = `${call.method} ${call.url}`;
  switch (call.style) {
    case "route":
      return () => endpoint(route, parametersOf(call));
    case "options": {
      const head = { method: call.method, url: call.url };
      return () => endpoint(parametersOf(call, head));
    }
    case "defaults": {
      const bound = endpoint.defaults({ method: call.method, url: call.url }) as AnyLibrary;
      return () => bound(parametersOf(call));
    }
    case "parse-merge":
      return () => endpoint.parse(endpoint.merge(route, parametersOf(call)));
  }
}
