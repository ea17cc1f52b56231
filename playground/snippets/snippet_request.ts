/**
 * The request every snippet is written from, as plain data built from the request options
 * themselves (never from a browser `Request`, which may drop headers such as `user-agent`): the
 * method as `toRequest()` sends it, every header the options hold, the body as text or as the
 * parts of a `MultipartBody` or a `FormData`, and the credential read from the environment (docs/decisions.md,
 * decision 44).
 *
 * @module
 */
import type { MultipartPart } from "../../src/openapi/mod.ts";
import { bodyText, multipartParts, type RequestLike } from "./request_text.ts";

/** A value read from an environment variable when the snippet runs. */
export interface EnvValue {
  /** The variable's name, e.g. `TOKEN`. */
  env: string;
  /** Percent-encode it (a value in the query). */
  encode?: boolean;
}

/** A text made of literal pieces and environment variables, in order. */
export type Value = readonly (string | EnvValue)[];

/** A file in a body or a multipart part. */
export interface FileData {
  /** The file's name (`blob` for a `Blob` that has none). */
  filename: string;
  /** Its media type; `""` when it has none. */
  type: string;
  /** Its size in bytes. */
  size: number;
  /** Its content, for a nameless `Blob` (a JSON part) whose text was read. */
  text?: string;
}

/**
 * One part of a multipart body: a text field, a field of its own type and no file name (a JSON
 * part), or a file.
 */
export type Part =
  | { name: string; value: string }
  | { name: string; typed: { text: string; type: string } }
  | { name: string; file: FileData };

/** The body: text (JSON already serialised), the parts of a `FormData`, or one file. */
export type SnippetBody =
  | { kind: "text"; text: string }
  | { kind: "form-data"; parts: Part[] }
  | { kind: "file"; file: FileData };

/** What a snippet sends. */
export interface SnippetRequest {
  /** The method, uppercase as `toRequest()` sends it. */
  method: string;
  /** The url (a query credential makes it end with a variable). */
  url: Value;
  /** Every header of the options, names lowercase, plus a header credential. */
  headers: Record<string, Value>;
  /** The body, when there is one. */
  body?: SnippetBody;
}

/** Where a credential goes: what a security scheme says, or the `authorization` header. */
export interface Credential {
  /** A header, a query parameter or a cookie. */
  in: "header" | "query" | "cookie";
  /** Its name: `authorization`, an API key's header, query parameter or cookie. */
  name: string;
  /** The text before the token, e.g. `Bearer `. */
  prefix?: string;
  /** The environment variable that holds the token. */
  variable: string;
}

/** The environment variable snippets read a token from. */
export const TOKEN_VARIABLE = "TOKEN";

/** A `Blob` a `FormData` gives a name of its own: `blob`, as the File API names nameless ones. */
const NAMELESS = "blob";

function fileData(blob: Blob, texts?: ReadonlyMap<Blob, string>): FileData {
  const filename = blob instanceof File ? blob.name : NAMELESS;
  const text = filename === NAMELESS ? texts?.get(blob) : undefined;
  return {
    filename,
    type: blob.type,
    size: blob.size,
    ...(text === undefined ? {} : { text }),
  };
}

/** A `MultipartBody`'s part as a snippet sends it. */
function partOf(
  { name, headers, value, filename }: MultipartPart,
  texts?: ReadonlyMap<Blob, string>,
): Part {
  if (typeof value !== "string") {
    return { name, file: { ...fileData(value, texts), filename: filename ?? NAMELESS } };
  }
  const type = headers["content-type"];
  return type === undefined ? { name, value } : { name, typed: { text: value, type } };
}

function bodyOf(
  request: RequestLike,
  texts?: ReadonlyMap<Blob, string>,
): SnippetBody | undefined {
  const { body } = request;
  const parts = multipartParts(body);
  if (parts !== undefined) {
    return { kind: "form-data", parts: parts.map((part) => partOf(part, texts)) };
  }
  if (body instanceof FormData) {
    const parts = [...body].map(([name, value]): Part =>
      typeof value === "string" ? { name, value } : { name, file: fileData(value, texts) }
    );
    return { kind: "form-data", parts };
  }
  if (body instanceof Blob) {
    return { kind: "file", file: fileData(body, texts) };
  }
  if (body instanceof URLSearchParams) {
    return { kind: "text", text: body.toString() };
  }
  const text = bodyText(request);
  return text === undefined ? undefined : { kind: "text", text };
}

/** The url with the query credentials appended before the fragment. */
function urlWith(url: string, credentials: readonly Credential[]): Value {
  const query = credentials.filter((credential) => credential.in === "query");
  if (query.length === 0) return [url];
  const hash = url.indexOf("#");
  const head = hash === -1 ? url : url.slice(0, hash);
  let separator = head.includes("?") ? (/[?&]$/.test(head) ? "" : "&") : "?";
  const value: (string | EnvValue)[] = [head];
  for (const credential of query) {
    value.push(`${separator}${encodeURIComponent(credential.name)}=`, {
      env: credential.variable,
      encode: true,
    });
    separator = "&";
  }
  value.push(hash === -1 ? "" : url.slice(hash));
  return value;
}

/** The cookie header with the cookie credentials added after the cookies the options give. */
function cookieWith(
  given: string | undefined,
  credentials: readonly Credential[],
): Value {
  const value: (string | EnvValue)[] = [];
  let separator = given ? `${given}; ` : "";
  for (const credential of credentials) {
    value.push(`${separator}${credential.name}=`, { env: credential.variable });
    separator = "; ";
  }
  return value;
}

/**
 * The snippet request for request options: the method uppercase, the url WHATWG-normalised as
 * `fetch` sends it, every header as the options hold it (`user-agent` included; a multipart
 * body's `content-type` left to the client, which writes its own boundary), the body as
 * `toRequest()` sends it, and the credentials, when given, as environment variables (a header's
 * value, a query parameter or a cookie). A nameless `Blob` part's text comes from `texts`
 * ({@linkcode blobTexts}); without it the part is read from a file named `blob`.
 *
 * @example A token from the environment
 * ```ts
 * import assert from "node:assert/strict";
 * import { snippetRequest } from "./snippet_request.ts";
 * const options = { method: "get", url: "https://x.test/a", headers: { "user-agent": "me" } };
 * const credential = { in: "header" as const, name: "authorization", prefix: "Bearer ", variable: "TOKEN" };
 * assert.deepEqual(snippetRequest(options, { credentials: [credential] }), {
 *   method: "GET",
 *   url: ["https://x.test/a"],
 *   headers: { "user-agent": ["me"], authorization: ["Bearer ", { env: "TOKEN" }] },
 * });
 * ```
 *
 * @param request The request options (`endpoint()`'s or `withRoutes()`'s result).
 * @param options The credentials, and the texts of the body's nameless blobs.
 * @returns The plain request.
 */
export function snippetRequest(
  request: RequestLike,
  options: {
    credentials?: readonly Credential[];
    texts?: ReadonlyMap<Blob, string>;
  } = {},
): SnippetRequest {
  const { credentials = [] } = options;
  const headers: Record<string, Value> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name] = [value];
  }
  // a multipart body's content-type holds its boundary: each client writes its own
  if (multipartParts(request.body) !== undefined) delete headers["content-type"];
  for (const credential of credentials) {
    if (credential.in !== "header") continue;
    headers[credential.name.toLowerCase()] = [credential.prefix ?? "", {
      env: credential.variable,
    }];
  }
  const cookies = credentials.filter((credential) => credential.in === "cookie");
  if (cookies.length > 0) {
    headers.cookie = cookieWith(request.headers.cookie, cookies);
  }
  const body = bodyOf(request, options.texts);
  return {
    method: request.method.toUpperCase(),
    url: urlWith(new URL(request.url).href, credentials),
    headers,
    ...(body === undefined ? {} : { body }),
  };
}

/**
 * The environment variables a snippet request reads (its token's), each once.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { envVariables } from "./snippet_request.ts";
 * const request = { method: "GET", url: ["https://x.test/"], headers: { a: ["t ", { env: "TOKEN" }] } };
 * assert.deepEqual(envVariables(request), ["TOKEN"]);
 * ```
 *
 * @param request The snippet request.
 * @returns The variables' names.
 */
export function envVariables(request: SnippetRequest): string[] {
  const values = [request.url, ...Object.values(request.headers)];
  const names = values.flatMap((value) => value.flatMap((p) => typeof p === "string" ? [] : p.env));
  return [...new Set(names)];
}

/**
 * Reads the text of each nameless `Blob` in the body (a JSON part of a multipart body), which
 * snippets write out; named files are left to be read from disk.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { blobTexts } from "./snippet_request.ts";
 * const part = new Blob(['{"a":1}'], { type: "application/json" });
 * const body = new FormData();
 * body.append("meta", part);
 * const texts = await blobTexts({ method: "post", url: "https://x.test/", headers: {}, body });
 * assert.equal([...texts.values()][0], '{"a":1}');
 * ```
 *
 * @param request The request options.
 * @returns Each nameless blob's text.
 */
export async function blobTexts(
  request: RequestLike,
): Promise<Map<Blob, string>> {
  const { body } = request;
  const parts = multipartParts(body);
  const blobs = parts !== undefined
    ? parts.flatMap((part) => typeof part.value === "string" ? [] : [part.value])
    : body instanceof FormData
    ? [...body.values()].filter((value): value is File => typeof value !== "string")
    : body instanceof Blob
    ? [body]
    : [];
  const texts = new Map<Blob, string>();
  for (const blob of blobs) {
    if (fileData(blob).filename === NAMELESS) {
      texts.set(blob, await blob.text());
    }
  }
  return texts;
}

/**
 * The credential a request needs in its snippets: its own `authorization` header, whose token
 * then comes from the environment (`token t0k` is written `token $TOKEN`), else the token typed
 * for sending, as the `authorization` value it is sent with.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { authorizationCredential } from "./snippet_request.ts";
 * const request = { method: "get", url: "https://x.test/", headers: { authorization: "token t0k" } };
 * assert.equal(authorizationCredential(request, "")?.prefix, "token ");
 * assert.equal(authorizationCredential({ ...request, headers: {} }, "Bearer x")?.prefix, "Bearer ");
 * assert.equal(authorizationCredential({ ...request, headers: {} }, ""), undefined);
 * ```
 *
 * @param request The request options.
 * @param sentWith The `authorization` value the Send block adds (`""` for none).
 * @returns The credential, or `undefined` when the request carries none.
 */
export function authorizationCredential(
  request: RequestLike,
  sentWith: string,
): Credential | undefined {
  const value = request.headers.authorization ?? sentWith;
  if (value === "") return undefined;
  const scheme = /^\S+\s+/.exec(value)?.[0];
  return {
    in: "header",
    name: "authorization",
    ...(scheme === undefined ? {} : { prefix: scheme }),
    variable: TOKEN_VARIABLE,
  };
}
