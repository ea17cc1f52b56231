/**
 * The five calls every call style is measured on, and the ways of calling `endpoint()` that
 * real code uses. A call's parameters come from a function that builds a new object each time,
 * so no library can be flattered by a cache keyed by an argument's identity.
 *
 * @module
 */
import { endpoint } from "@x/endpoint";
import type { AnyEndpoint, RequestLike } from "./_agree.ts";

type Parameters = Record<string, unknown>;

/** One request, described once and made in every style. */
export interface BenchCall {
  /** A short name for tables: `list issues`. */
  name: string;
  /** The route's method, as the route string names it. */
  method: string;
  /** The route's url template. */
  url: string;
  /**
   * Builds the call's parameters: a new object (and new nested objects) on every call. With a
   * `head`, its keys come first in the same new object: `{ method, url, ...parameters }` written
   * as one object literal, as a client that builds options writes it.
   */
  parameters: (head?: Parameters) => Parameters;
  /** A hand-written builder of the same request, where there is one (the ceiling). */
  byHand?: (parameters: Parameters) => RequestLike;
}

const ASSET = new Uint8Array(1024);

/** The user-agent `@x/endpoint` sends, for the hand-written builders. */
const USER_AGENT: string = String(endpoint.DEFAULTS.headers["user-agent"]);

/** What a developer would write by hand for list issues, knowing the route. */
function listIssuesByHand(p: Parameters): RequestLike {
  return {
    method: "get",
    url: "https://api.github.com/repos/" + encodeURIComponent(p.owner as string) + "/" +
      encodeURIComponent(p.repo as string) + "/issues?state=" +
      encodeURIComponent(p.state as string) + "&labels=" + encodeURIComponent(p.labels as string) +
      "&per_page=" + p.per_page,
    headers: { accept: "application/vnd.github.v3+json", "user-agent": USER_AGENT },
  };
}

/** The search call by hand: `q` keeps `+` between its terms, as GitHub reads it. */
function searchByHand(p: Parameters): RequestLike {
  return {
    method: "get",
    url: "https://api.github.com/search/issues?q=" +
      (p.q as string).split("+").map(encodeURIComponent).join("+") + "&sort=" +
      encodeURIComponent(p.sort as string) + "&per_page=" + p.per_page,
    headers: { accept: "application/vnd.github.v3+json", "user-agent": USER_AGENT },
  };
}

/** The five calls, in the order of every table. */
export const CALLS: readonly BenchCall[] = [
  {
    name: "list issues",
    method: "GET",
    url: "/repos/{owner}/{repo}/issues",
    parameters: (head) => ({
      ...head,
      owner: "octokit",
      repo: "rest.js",
      state: "open",
      labels: "bug,ui",
      per_page: 100,
    }),
    byHand: listIssuesByHand,
  },
  {
    name: "create issue",
    method: "POST",
    url: "/repos/{owner}/{repo}/issues",
    parameters: (head) => ({
      ...head,
      owner: "octokit",
      repo: "rest.js",
      title: "Retry on 502",
      body: "Requests that get a 502 should be retried.",
      labels: ["bug"],
      assignees: ["gr2m"],
    }),
  },
  {
    name: "search with q",
    method: "GET",
    url: "/search/issues",
    parameters: (head) => ({
      ...head,
      q: "repo:octokit/rest.js is:open+label:bug author:gr2m",
      sort: "created",
      per_page: 30,
    }),
    byHand: searchByHand,
  },
  {
    name: "upload asset",
    method: "POST",
    url:
      "https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
    parameters: (head) => ({
      ...head,
      owner: "octokit",
      repo: "rest.js",
      release_id: 147896,
      name: "rest-21.1.1.tgz",
      label: "npm package",
      headers: { "content-type": "application/gzip", "content-length": ASSET.byteLength },
      data: ASSET,
    }),
  },
  {
    name: "mediaType raw",
    method: "GET",
    url: "/repos/{owner}/{repo}/contents/{path}",
    parameters: (head) => ({
      ...head,
      owner: "octokit",
      repo: "rest.js",
      path: "README.md",
      ref: "main",
      mediaType: { format: "raw" },
    }),
  },
];

/** The bench name of a call's hand-written builder, in every table and tool. */
export const BY_HAND = "by hand";

/** A call made by its hand-written builder, with new parameters each time; none without one. */
export function byHandCall(call: BenchCall): (() => RequestLike) | undefined {
  const { byHand } = call;
  return byHand && (() => byHand(call.parameters()));
}

/** The endpoint API both libraries share, loosely typed for the benches. */
export interface AnyLibrary extends AnyEndpoint {
  (options: Parameters): RequestLike;
  merge(route: string, parameters?: Parameters): Parameters;
  parse(merged: Parameters): RequestLike;
}

/** A way of calling `endpoint()`, as one kind of caller writes it. */
export interface CallStyle {
  /** The key the report uses: `route`, `options`, `defaults`, `parse-merge`. */
  key: string;
  /** How the README and the report name it. */
  label: string;
  /** Returns the timed function for one call; setup (such as `.defaults()`) happens here. */
  prepare: (endpoint: AnyLibrary, call: BenchCall) => () => RequestLike;
}

/** The four ways real code calls `endpoint()`. */
export const STYLES: readonly CallStyle[] = [
  {
    key: "route",
    label: 'endpoint("GET /path", params)',
    prepare: (endpoint, call) => {
      const route = `${call.method} ${call.url}`;
      return () => endpoint(route, call.parameters());
    },
  },
  {
    key: "options",
    label: "endpoint({ method, url, ...params })",
    prepare: (endpoint, call) => {
      const { method, url } = call;
      const head = { method, url };
      return () => endpoint(call.parameters(head));
    },
  },
  {
    key: "defaults",
    label: "endpoint.defaults({ method, url })(params)",
    prepare: (endpoint, call) => {
      const bound = endpoint.defaults({ method: call.method, url: call.url }) as AnyLibrary;
      return () => bound(call.parameters());
    },
  },
  {
    key: "parse-merge",
    label: "endpoint.parse(endpoint.merge(route, params))",
    prepare: (endpoint, call) => {
      const route = `${call.method} ${call.url}`;
      return () => endpoint.parse(endpoint.merge(route, call.parameters()));
    },
  },
];

/**
 * A route string no call has used before: the call's url with a fresh path segment after its
 * first one (`/repos/n17/{owner}/…`), so that every call compiles a new template.
 */
export function freshRoute(call: BenchCall, serial: number): string {
  const at = call.url.indexOf("/", call.url.indexOf("/", call.url.startsWith("http") ? 8 : 0) + 1);
  return `${call.method} ${call.url.slice(0, at)}/n${serial}${call.url.slice(at)}`;
}

/** The bench group of a call measured in every style. */
export function styleGroup(call: string): string {
  return `style: ${call}`;
}

/** The bench group of a call on never-seen routes. */
export function neverSeenGroup(call: string): string {
  return `never seen: ${call}`;
}
