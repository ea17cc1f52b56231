/**
 * The OpenAPI mix: valid calls generated from the schemas of real descriptions, as the validator
 * suite generates them (`tests/openapi/_generate.ts`): 450 over GitHub's description and 150 over
 * STAPI's (the Star Trek API: its writes send `application/x-www-form-urlencoded` forms), each
 * drawn from a number (which operations, in which order, with which values). The operations the
 * validator suite lists as unable to pass (`tests/openapi/_validator_exclusions.ts`) are left out.
 *
 * Each call is made in three ways, each building a `Request`: through `withRoutes()` (ours), as
 * the same call on plain `endpoint()`, and with openapi-fetch (`createClient()` with a `fetch`
 * that keeps the `Request` and answers 204): every parameter under `params` by where the
 * description puts it, the body as `body`, a form body with a `bodySerializer`.
 *
 * @module
 */
import { endpoint, toRequest } from "@x/endpoint";
import { compileRoutes, withRoutes } from "@x/endpoint/openapi";
import createClient from "openapi-fetch";
import { description } from "../scripts/descriptions.ts";
import { CallGenerator } from "../tests/openapi/_generate.ts";
import { type Json, type Operation, operations } from "../tests/openapi/_operations.ts";
import { EXCLUDED } from "../tests/openapi/_validator_exclusions.ts";
import { prng } from "./_prng.ts";

/** The descriptions of the mix and how many calls each gives. */
export const MIX_APIS = { github: 450, "star-trek": 150 } as const;

/** One call of the mix, made every way. */
export interface OpenApiCall {
  api: keyof typeof MIX_APIS;
  route: string;
  /** A new options object for each call (its `headers` new too). */
  options: () => Record<string, unknown>;
  /** The body's media type, when there is a body. */
  mediaType?: string;
  operation: Operation;
}

/** A request builder of the mix: one call in, one `Request` out (openapi-fetch's is async). */
export type MixSide = (call: OpenApiCall) => Request | Promise<Request>;

/** A copy of a call's options: a new object, and new `headers`. */
function freshOptions(options: Json): () => Json {
  return () => {
    const copy: Json = {};
    for (const key in options) {
      const value = options[key];
      copy[key] = key === "headers" ? { ...value as Json } : value;
    }
    return copy;
  };
}

/**
 * `count` operations of `all` drawn by `random`, in rounds: each once in a shuffled order, then
 * again. Returns each with its round, which gives a repeated operation values of its own.
 */
function drawOperations(all: readonly Operation[], count: number, random: () => number) {
  const drawn: [Operation, number][] = [];
  for (let round = 0; drawn.length < count; round++) {
    const shuffled = [...all];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    drawn.push(
      ...shuffled.slice(0, count - drawn.length).map((o) => [o, round] as [Operation, number]),
    );
  }
  return drawn;
}

/** The descriptions, parsed once per process. */
const documents = new Map<string, Promise<Json>>();

/** A description of the mix, parsed once. */
export function mixDocument(api: keyof typeof MIX_APIS): Promise<Json> {
  if (!documents.has(api)) documents.set(api, description(api));
  return documents.get(api)!;
}

/**
 * The mix drawn with `draw`: {@linkcode MIX_APIS} calls of each description (`scale` of them in a
 * smoke run), interleaved in a shuffled order.
 */
export async function openApiMix(draw: number, scale = 1): Promise<OpenApiCall[]> {
  const random = prng(draw);
  const calls: OpenApiCall[] = [];
  for (const [api, count] of Object.entries(MIX_APIS) as [keyof typeof MIX_APIS, number][]) {
    const document = await mixDocument(api);
    const excluded = EXCLUDED[api] ?? {};
    const usable = operations(document).filter((operation) => !(operation.route in excluded));
    const generators: CallGenerator[] = [];
    for (const [operation, round] of drawOperations(usable, Math.ceil(count * scale), random)) {
      generators[round] ??= new CallGenerator(document, (draw + round) >>> 0);
      const generated = await generators[round].call(operation);
      calls.push({
        api,
        route: generated.route,
        options: freshOptions(generated.options),
        mediaType: generated.mediaType,
        operation,
      });
    }
  }
  for (let i = calls.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [calls[i], calls[j]] = [calls[j], calls[i]];
  }
  return calls;
}

/** Ours: `withRoutes()` over each description's table, and plain `endpoint()`, each to a `Request`. */
export async function ourSides(): Promise<{ routed: MixSide; plain: MixSide }> {
  const routed = new Map<string, ReturnType<typeof withRoutes<typeof endpoint>>>();
  for (const api of Object.keys(MIX_APIS) as (keyof typeof MIX_APIS)[]) {
    routed.set(api, withRoutes(endpoint, compileRoutes(await mixDocument(api))));
  }
  const call = (build: (route: string, options: Json) => unknown) => (call: OpenApiCall) =>
    toRequest(build(call.route, call.options()) as Parameters<typeof toRequest>[0]);
  return {
    routed: (mixCall) => call(routed.get(mixCall.api) as never)(mixCall),
    plain: call(endpoint as never),
  };
}

/** Where openapi-fetch takes each kind of parameter. */
const PARAMS_KEY = { path: "path", query: "query", header: "header", cookie: "cookie" } as const;

/** The call's options as openapi-fetch's `params`, `body` and `headers`. */
export function openapiFetchInit(call: OpenApiCall, options: Json): Json {
  const params: Record<string, Json> = {};
  const taken = new Set(["headers"]);
  for (const parameter of call.operation.parameters) {
    if (!Object.hasOwn(options, parameter.name)) continue;
    (params[PARAMS_KEY[parameter.in]] ??= {})[parameter.name] = options[parameter.name];
    taken.add(parameter.name);
  }
  const headers = { ...options.headers as Json | undefined };
  if (params.header) Object.assign(headers, params.header);
  const init: Json = { params, headers };
  if (call.mediaType === undefined) return init;
  const fields = Object.keys(options).filter((key) => !taken.has(key));
  init.body = Object.hasOwn(options, "data")
    ? options.data
    : Object.fromEntries(fields.map((key) => [key, options[key]]));
  if (call.mediaType === "application/x-www-form-urlencoded") {
    headers["content-type"] = call.mediaType;
    init.bodySerializer = formSerializer;
  } else if (call.mediaType === "multipart/form-data") {
    init.bodySerializer = multipartSerializer;
  }
  return init;
}

/** A form body as a user of openapi-fetch writes it: the fields' text. */
function formSerializer(body: Json): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item));
  }
  return form;
}

/** A multipart body as a user of openapi-fetch writes it. */
function multipartSerializer(body: Json): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** A response openapi-fetch reads nothing from (no body to parse): one for every call. */
const NO_CONTENT = new Response(null, { status: 204 });

/** openapi-fetch, one client per description, with a `fetch` that keeps the `Request`. */
export async function openapiFetchSide(): Promise<MixSide> {
  let kept: Request | undefined;
  const fetch = (request: Request) => {
    kept = request;
    return Promise.resolve(NO_CONTENT);
  };
  const clients = new Map<string, ReturnType<typeof createClient>>();
  for (const api of Object.keys(MIX_APIS) as (keyof typeof MIX_APIS)[]) {
    const servers = (await mixDocument(api)).servers as { url: string }[];
    clients.set(api, createClient({ baseUrl: servers[0].url, fetch }));
  }
  return async (call) => {
    const space = call.route.indexOf(" ");
    const client = clients.get(call.api)! as unknown as {
      request(method: string, path: string, init: Json): Promise<unknown>;
    };
    await client.request(
      call.route.slice(0, space),
      call.route.slice(space + 1),
      openapiFetchInit(call, call.options()),
    );
    return kept!;
  };
}

/** What two `Request`s must share to count as the same request: method, url, body. */
async function requestShape(request: Request) {
  const url = new URL(request.url);
  const query = [...url.searchParams].map(([k, v]) => `${k}=${v}`).sort();
  const type = request.headers.get("content-type") ?? "";
  const text = await request.clone().text();
  let body: unknown = text;
  if (type.includes("json") && text !== "") body = JSON.parse(text);
  else if (type.startsWith("application/x-www-form-urlencoded")) {
    body = [...new URLSearchParams(text)].map(([k, v]) => `${k}=${v}`).sort();
  } else if (type.startsWith("multipart/form-data")) body = "(multipart)";
  return {
    method: request.method,
    origin: url.origin,
    path: decodeURIComponent(url.pathname),
    query,
    body,
  };
}

/**
 * Why two requests differ, or `undefined` when they are the same request: method, origin, path
 * and query (decoded: the two encode some characters differently, both validly), and body.
 */
export async function difference(ours: Request, theirs: Request): Promise<string | undefined> {
  const [a, b] = await Promise.all([requestShape(ours), requestShape(theirs)]);
  for (const key of Object.keys(a) as (keyof typeof a)[]) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) return key;
  }
  return undefined;
}
