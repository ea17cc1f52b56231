/**
 * Typed responses: the JSON body an OpenAPI description gives a route's response
 * ({@linkcode ResponseOf}), and {@linkcode readJson}, which reads a `fetch` response as that
 * type, split by `ok` into the described success and error bodies.
 *
 * @module
 */
import { EndpointError } from "../uri_template/errors.ts";
import type { JsonContent, RouteOperation } from "./_operation.ts";
import type { OpenApiRoute } from "./types.ts";

/**
 * A status, or statuses, of {@linkcode ResponseOf}: a status code, a range (`"4XX"`: every
 * status from 400 to 499), `"default"`, or `number` for every status the description lists.
 */
export type ResponseStatus = number | `${1 | 2 | 3 | 4 | 5}XX` | "default";

/** @internal A decimal digit. */
type Digit = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9";

/** @internal The `responses` of the operation a route names. */
type Responses<Paths, R> = RouteOperation<Paths, R> extends { responses: infer Res } ? Res
  : never;

/**
 * @internal The JSON body of one response: `undefined` when it has no content, `never` when
 * none of its media types is JSON.
 */
type JsonBody<Res> = Res extends { content?: infer C }
  ? [NonNullable<C>] extends [never] ? undefined : JsonContent<NonNullable<C>>
  : undefined;

/** @internal The responses `Res` lists for statuses `Range` (`"4XX"`), range key included. */
type InRange<Res, Range extends string> = Range extends `${infer D}XX` ? {
    [K in keyof Res]: `${K & (string | number)}` extends `${D}${Digit}${Digit}` | Range ? K
      : never;
  }[keyof Res]
  : never;

/** @internal The response key OpenAPI reads for status `S`: itself, its range, or `default`. */
type KeyFor<Res, S> = S extends keyof Res ? S
  : `${S & number}` extends `${infer D}${Digit}${Digit}` ? `${D}XX` extends keyof Res ? `${D}XX`
    : "default" & keyof Res
  : "default" & keyof Res;

/** @internal The keys of `Res` that statuses `S` select, each status on its own. */
type Selected<Res, S> = S extends `${number}XX`
  ? [InRange<Res, S>] extends [never] ? "default" & keyof Res : InRange<Res, S>
  : S extends number ? KeyFor<Res, S>
  : S & keyof Res;

/**
 * The JSON body of a route's response, as the description types it: by default every success
 * (`"2XX"`), or the responses of `Status` (see {@linkcode ResponseStatus}). A status the
 * description does not list takes its range's response, else `default`'s, as OpenAPI reads them.
 * A response without content is `undefined`; one whose content is not JSON is `never`.
 *
 * @example The body of a repository, and of its errors
 * ```ts
 * import type { ResponseOf } from "@x/endpoint";
 *
 * interface paths {
 *   "/repos/{repo}": {
 *     get: {
 *       responses: {
 *         200: { content: { "application/json": { id: number; name: string } } };
 *         404: { content: { "application/json": { message: string } } };
 *       };
 *     };
 *   };
 * }
 * const repo: ResponseOf<paths, "GET /repos/{repo}"> = { id: 1, name: "deno" };
 * const missing: ResponseOf<paths, "GET /repos/{repo}", 404> = { message: "Not Found" };
 * const any: ResponseOf<paths, "GET /repos/{repo}", number>[] = [repo, missing];
 * void any;
 * ```
 */
export type ResponseOf<
  Paths,
  R extends OpenApiRoute<Paths>,
  Status extends ResponseStatus = "2XX",
> = number extends Status ? JsonBody<Responses<Paths, R>[keyof Responses<Paths, R>]>
  : JsonBody<Responses<Paths, R>[Selected<Responses<Paths, R>, Status>]>;

/** @internal The statuses `response.ok` is `false` for. */
type ErrorStatus = "1XX" | "3XX" | "4XX" | "5XX";

/**
 * What {@linkcode readJson} returns: `ok` (the status is 2xx) with the described success body, or
 * not with the described error body, `undefined` when the error response is not JSON.
 *
 * @example Narrow on ok
 * ```ts
 * import type { JsonResponse } from "@x/endpoint";
 *
 * interface paths {
 *   "/ping": {
 *     get: {
 *       responses: {
 *         200: { content: { "application/json": { pong: true } } };
 *         default: { content: { "application/problem+json": { title: string } } };
 *       };
 *     };
 *   };
 * }
 * function describe(result: JsonResponse<paths, "GET /ping">): string {
 *   return result.ok ? `pong: ${result.body.pong}` : `${result.status}: ${result.body?.title}`;
 * }
 * void describe;
 * ```
 */
export type JsonResponse<Paths, R extends OpenApiRoute<Paths>> =
  | { ok: true; status: number; body: ResponseOf<Paths, R> }
  | { ok: false; status: number; body: ResponseOf<Paths, R, ErrorStatus> | undefined };

/** Whether `value` reads like a `fetch` response, whichever implementation made it. */
function isResponse(value: unknown): value is Response {
  const { text, headers } = Object(value);
  return typeof text === "function" && typeof Object(headers).get === "function";
}

/** Whether a `content-type` names JSON: `application/json`, `…/json` or `…+json`. */
function isJson(contentType: string | null): boolean {
  const type = (contentType ?? "").split(";", 1)[0].trim().toLowerCase();
  return type.endsWith("/json") || type.endsWith("+json");
}

/**
 * Reads a `fetch` response to a typed route as JSON, typed by the description: `ok` with the
 * success body, or not with the error body. An error response (not 2xx) is an answer the
 * description types, not a failure, so it is returned, not thrown; its body is `undefined` when
 * it is not JSON (a proxy's HTML page, left unread for `response.text()`) or does not parse. An
 * empty body is `undefined`.
 *
 * @param response The response, its body not read yet.
 * @returns `{ ok, status, body }`, typed by the route's responses.
 * @throws {EndpointError} `INVALID_PARAMETER` when a success response has a body that is not JSON
 * (its `content-type` is another, or it does not parse): it is not what the route describes; and
 * when `response` is not a response.
 *
 * @example Send a typed call and read its answer
 * ```ts
 * import { endpoint, type OpenApiEndpoint, toRequest } from "@x/endpoint";
 * import { readJson } from "@x/endpoint/openapi";
 * import assert from "node:assert/strict";
 *
 * interface paths {
 *   "/repos/{repo}": {
 *     get: {
 *       parameters: { path: { repo: string } };
 *       responses: {
 *         200: { content: { "application/json": { id: number; name: string } } };
 *         404: { content: { "application/json": { message: string } } };
 *       };
 *     };
 *   };
 * }
 * const api = endpoint as OpenApiEndpoint<paths>;
 * const request = toRequest(api("GET /repos/{repo}", { repo: "deno" }));
 * const response = Response.json({ id: 1, name: "deno" }); // await fetch(request)
 * const result = await readJson<paths, "GET /repos/{repo}">(response);
 * assert.ok(result.ok);
 * assert.equal(result.body.name, "deno");
 * assert.equal(request.url, "https://api.github.com/repos/deno");
 * ```
 */
export async function readJson<Paths, R extends OpenApiRoute<Paths>>(
  response: Response,
): Promise<JsonResponse<Paths, R>> {
  if (!isResponse(response)) {
    throw new EndpointError(
      "INVALID_PARAMETER",
      "Cannot read JSON: the argument is not a Response",
    );
  }
  const { ok, status } = response;
  const type = response.headers.get("content-type");
  const json = isJson(type);
  let body: unknown;
  if (ok || json) {
    const text = await response.text();
    if (text !== "" && !json) {
      throw unreadable(status, type ? `its content-type is "${type}"` : "it has no content-type");
    }
    try {
      body = text === "" ? undefined : JSON.parse(text);
    } catch {
      // The parser's message quotes the body, which may hold a secret: it is not passed on.
      if (ok) throw unreadable(status, "its body does not parse");
    }
  }
  return { ok, status, body } as JsonResponse<Paths, R>;
}

/** The error for a success response that is not the JSON its route describes. */
function unreadable(status: number, reason: string): EndpointError {
  return new EndpointError(
    "INVALID_PARAMETER",
    `Cannot read the ${status} response as JSON: ${reason}`,
  );
}
