/**
 * Drives octokit through its public API in Node, in a project whose `@octokit/endpoint` npm
 * `overrides` chose (`tests/octokit/_consumers.ts`), and prints what it saw as JSON. One part per
 * run: `node consumer.mjs <part>`.
 *
 * - `sample`: the calls of the bench's realistic mix (`bench/_mix.ts`: every route of
 *   `@octokit/plugin-rest-endpoint-methods`, then more calls to the popular ones, the same on
 *   every run), each made with the plugin's method for its route, and what `fetch` received.
 * - `patch`, `head`: a PATCH and a HEAD that fails, against a server on 127.0.0.1.
 * - `paginate`: `.paginate()` over 3 pages with `@octokit/plugin-throttling`: the items, the time,
 *   and the method its `wrap` hook saw on each page.
 * - `hooks`: what `before` and `wrap` hooks see on a few calls.
 *
 * @module
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Buffer } from "node:buffer";
import process from "node:process";
import { Octokit } from "@octokit/core";
import { restEndpointMethods } from "@octokit/plugin-rest-endpoint-methods";
import { paginateRest } from "@octokit/plugin-paginate-rest";
import { throttling } from "@octokit/plugin-throttling";
import { MIX_SIZE, mixCalls, parametersOf } from "../../../bench/_mix.ts";

type Json = Record<string, unknown>;
type Method = (parameters: Json) => Promise<unknown>;

/** What `fetch` received: the method and url as given, the headers sorted, the body as text. */
export interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** What a call ended with, when it failed. */
export interface Failure {
  name: string;
  message: string;
  status?: number;
  code?: string;
}

function bodyText(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return body;
  if (body instanceof Uint8Array || body instanceof ArrayBuffer) {
    return `bytes:${Buffer.from(body as Uint8Array).toString("hex")}`;
  }
  return `${Object.prototype.toString.call(body)}`;
}

/** A `fetch` that records what it is given and answers `{}` at once. */
function recordingFetch(log: Recorded[]): typeof fetch {
  return ((url: string, init: RequestInit = {}) => {
    const headers = Object.entries(init.headers as Record<string, string>)
      .sort(([a], [b]) => a < b ? -1 : 1);
    log.push({
      method: String(init.method),
      url: String(url),
      headers: Object.fromEntries(headers),
      body: bodyText(init.body),
    });
    return Promise.resolve(
      new Response("{}", { status: 200, headers: { "content-type": "application/json" } }),
    );
  }) as typeof fetch;
}

function failure(error: unknown): Failure {
  const { name, message, status, code } = error as Failure;
  return { name, message, status, code };
}

/** The plugin's methods by route (`"PATCH /repos/{owner}/{repo}"`), from their own defaults. */
function methodsByRoute(octokit: { rest: Record<string, Record<string, unknown>> }) {
  const byRoute = new Map<string, Method>();
  for (const scope of Object.values(octokit.rest)) {
    for (const method of Object.values(scope) as (Method & { endpoint: { DEFAULTS: Json } })[]) {
      const { method: verb, url } = method.endpoint.DEFAULTS;
      byRoute.set(`${verb} ${url}`, method);
    }
  }
  return byRoute;
}

async function sample() {
  const log: Recorded[] = [];
  const RestOctokit = Octokit.plugin(restEndpointMethods);
  const octokit = new RestOctokit({
    auth: "token-for-the-test",
    request: { fetch: recordingFetch(log) },
  });
  const byRoute = methodsByRoute(octokit as never);
  const results = [];
  for (const call of mixCalls(MIX_SIZE)) {
    const route = `${call.method} ${call.url}`;
    const method = byRoute.get(route);
    if (method === undefined) throw new Error(`No plugin method for ${route}`);
    const parameters = parametersOf(call);
    log.length = 0;
    try {
      await method(parameters);
      results.push({ route, parameters: call.entries, request: log[0] });
    } catch (error) {
      results.push({ route, parameters: call.entries, error: failure(error) });
    }
  }
  return results;
}

/** Serves `handle` on 127.0.0.1 for the length of `use(baseUrl)`. */
async function withServer<T>(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
  use: (baseUrl: string) => Promise<T>,
): Promise<T> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  try {
    return await use(`http://127.0.0.1:${port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

async function patch() {
  return await withServer((request, response) => {
    json(response, 200, { method: request.method, url: request.url });
  }, async (baseUrl) => {
    const octokit = new (Octokit.plugin(restEndpointMethods))({ baseUrl });
    try {
      const { status, data } = await octokit.rest.repos.update({
        owner: "o",
        repo: "r",
        private: true,
      });
      return { status, data };
    } catch (error) {
      return { error: failure(error) };
    }
  });
}

async function head() {
  return await withServer((_request, response) => {
    response.writeHead(404, { "content-type": "application/json" });
    response.end();
  }, async (baseUrl) => {
    const octokit = new Octokit({ baseUrl });
    try {
      const { status } = await octokit.request("HEAD /repos/{owner}/{repo}", {
        owner: "o",
        repo: "missing",
      });
      return { status };
    } catch (error) {
      return { error: failure(error) };
    }
  });
}

async function paginate() {
  const PAGES = 3;
  return await withServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const page = Number(url.searchParams.get("page") ?? "1");
    const next = new URL(url);
    next.searchParams.set("page", String(page + 1));
    const link: Record<string, string> = page < PAGES
      ? { link: `<http://${request.headers.host}${next.pathname}${next.search}>; rel="next"` }
      : {};
    json(response, 200, [{ id: page * 10 + 1 }, { id: page * 10 + 2 }], link);
  }, async (baseUrl) => {
    const ThrottledOctokit = Octokit.plugin(paginateRest, throttling);
    const octokit = new ThrottledOctokit({
      baseUrl,
      throttle: { onRateLimit: () => false, onSecondaryRateLimit: () => false },
    });
    const methods: string[] = [];
    octokit.hook.wrap("request", (request, options) => {
      methods.push(String(options.method));
      return request(options);
    });
    const started = performance.now();
    const items = await octokit.paginate("GET /repos/{owner}/{repo}/issues", {
      owner: "o",
      repo: "r",
      per_page: 2,
    });
    return { items, ms: Math.round(performance.now() - started), methods };
  });
}

/** Options as JSON: functions (the request hook, `fetch`) named, not compared. */
function snapshot(options: unknown): unknown {
  return JSON.parse(
    JSON.stringify(
      options,
      (_key, value) =>
        typeof value === "function"
          ? "[function]"
          : value instanceof Uint8Array
          ? bodyText(value)
          : value,
    ),
  );
}

async function hooks() {
  const log: Recorded[] = [];
  const RestOctokit = Octokit.plugin(restEndpointMethods, paginateRest);
  const octokit = new RestOctokit({
    auth: "token-for-the-test",
    request: { fetch: recordingFetch(log) },
  });
  const seen: { before: unknown[]; wrap: unknown[] } = { before: [], wrap: [] };
  octokit.hook.before("request", (options) => {
    seen.before.push(snapshot(options));
  });
  octokit.hook.wrap("request", (request, options) => {
    seen.wrap.push(snapshot(options));
    return request(options);
  });
  const calls: [string, () => Promise<unknown>][] = [
    ["repos.get", () => octokit.rest.repos.get({ owner: "o", repo: "r" })],
    ["repos.update", () => octokit.rest.repos.update({ owner: "o", repo: "r", private: true })],
    [
      "issues.create",
      () => octokit.rest.issues.create({ owner: "o", repo: "r", title: "Hi", labels: ["bug"] }),
    ],
    [
      "issues.listForRepo",
      () => octokit.rest.issues.listForRepo({ owner: "o", repo: "r", state: "open", per_page: 2 }),
    ],
    ["request with previews", () =>
      octokit.request("GET /repos/{owner}/{repo}/topics", {
        owner: "o",
        repo: "r",
        mediaType: { previews: ["mercy"] },
      })],
    ["graphql with previews", () =>
      octokit.request("POST /graphql", {
        query: "{ viewer { login } }",
        mediaType: { previews: ["mercy"] },
      })],
    ["repos.uploadReleaseAsset", () =>
      octokit.rest.repos.uploadReleaseAsset({
        owner: "o",
        repo: "r",
        release_id: 1,
        name: "a.txt",
        data: "hello" as never,
        headers: { "content-type": "text/plain" },
      })],
    [
      "paginate",
      () => octokit.paginate("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r" }),
    ],
  ];
  const results = [];
  for (const [name, call] of calls) {
    seen.before = [];
    seen.wrap = [];
    log.length = 0;
    await call();
    results.push({ name, ...seen, requests: [...log] });
  }
  return results;
}

const PARTS: Record<string, () => Promise<unknown>> = { sample, patch, head, paginate, hooks };
const part = PARTS[process.argv[2]];
if (part === undefined) throw new Error(`Unknown part ${process.argv[2]}`);
process.stdout.write(JSON.stringify(await part()), () => process.exit(0));
