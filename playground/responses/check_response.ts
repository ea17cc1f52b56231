/**
 * A response the Send button got, checked against the operation's described responses: the
 * response of its status (the exact code, else its range such as `2XX`, else `default`), the
 * media type of its `content-type` (exact, else `type/*`, else `*\/*`), and its body against that
 * media type's schema (`schema_check.ts`). Only JSON bodies are checked.
 *
 * @module
 */
import type { DescribedMedia, DescribedResponse } from "./described_responses.ts";
import { firstMismatch, type Mismatch } from "./schema_check.ts";

/** What checking a response gave. */
export type ResponseCheck =
  | {
    /** The body matches the schema (`matches`), or differs from it (`mismatch`). */
    kind: "matches" | "mismatch";
    /** The described response used: `200`, `2XX` or `default`. */
    status: string;
    /** The described media type used. */
    media: string;
    /** Where the body first differs, for a mismatch. */
    mismatch?: Mismatch;
  }
  | {
    /** Nothing to check against, or a body this check does not read. */
    kind: "unchecked";
    /** Why, in a sentence. */
    reason: string;
  };

/**
 * The described response for a status: the exact code, else its range (`4XX`, any case), else
 * `default`.
 *
 * @param responses The operation's responses.
 * @param status The status code received.
 * @returns The response, or `undefined`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { responseFor } from "./check_response.ts";
 *
 * const responses = [
 *   { status: "200", description: "", media: [] },
 *   { status: "4xx", description: "", media: [] },
 *   { status: "default", description: "", media: [] },
 * ];
 * assert.equal(responseFor(responses, 404)?.status, "4xx");
 * assert.equal(responseFor(responses, 500)?.status, "default");
 * ```
 */
export function responseFor(
  responses: readonly DescribedResponse[],
  status: number,
): DescribedResponse | undefined {
  const code = String(status);
  const range = `${code[0]}XX`;
  return responses.find((r) => r.status === code) ??
    responses.find((r) => r.status.toUpperCase() === range) ??
    responses.find((r) => r.status === "default");
}

/**
 * The described media type for a `content-type`: the same type (parameters and case ignored),
 * else `type/*`, else `*\/*`.
 *
 * @param media The response's media types.
 * @param contentType The `content-type` header received, if any.
 * @returns The media type, or `undefined`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { mediaFor } from "./check_response.ts";
 *
 * const media = [{ type: "application/json" }, { type: "text/*" }];
 * assert.equal(mediaFor(media, "application/json; charset=utf-8")?.type, "application/json");
 * assert.equal(mediaFor(media, "text/plain")?.type, "text/*");
 * ```
 */
export function mediaFor(
  media: readonly DescribedMedia[],
  contentType: string | undefined,
): DescribedMedia | undefined {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  const named = (name: string) => media.find((m) => m.type.toLowerCase() === name);
  return named(type) ?? named(`${type.split("/")[0]}/*`) ?? named("*/*");
}

/** Whether a media type is JSON: `application/json` or a `+json` type. */
const isJson = (type: string) => /^[^;]*(\/json|\+json)\s*(;|$)/i.test(type);

/**
 * Checks a response against the operation's described responses.
 *
 * @param responses The operation's responses.
 * @param status The status code received.
 * @param contentType The `content-type` header received, if any.
 * @param body The body received, as text.
 * @returns Whether it matches, where it first differs, or why it was not checked.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkResponse } from "./check_response.ts";
 *
 * const responses = [{
 *   status: "2XX",
 *   description: "A trip",
 *   media: [{ type: "application/json", schema: { required: ["id"] } }],
 * }];
 * assert.deepEqual(checkResponse(responses, 200, "application/json", '{"id":1}'), {
 *   kind: "matches", status: "2XX", media: "application/json",
 * });
 * assert.deepEqual(checkResponse(responses, 200, "application/json", "{}"), {
 *   kind: "mismatch", status: "2XX", media: "application/json",
 *   mismatch: { pointer: "/id", expected: "the required property id" },
 * });
 * ```
 */
export function checkResponse(
  responses: readonly DescribedResponse[],
  status: number,
  contentType: string | undefined,
  body: string,
): ResponseCheck {
  const response = responseFor(responses, status);
  if (!response) {
    return {
      kind: "unchecked",
      reason: `The description lists no response for ${status}.`,
    };
  }
  const received = contentType ?? "no content-type";
  const media = mediaFor(response.media, contentType);
  if (!media) {
    return {
      kind: "unchecked",
      reason: `The description's ${response.status} response has no media type for ${received}.`,
    };
  }
  if (media.schema === undefined) {
    return {
      kind: "unchecked",
      reason: `The description gives ${media.type} no schema.`,
    };
  }
  if (!isJson(contentType ?? "")) {
    return {
      kind: "unchecked",
      reason: `Only JSON bodies are checked, not ${received}.`,
    };
  }
  const found = { status: response.status, media: media.type };
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return {
      kind: "mismatch",
      ...found,
      mismatch: { pointer: "", expected: "a JSON body" },
    };
  }
  const mismatch = firstMismatch(value, media.schema);
  return mismatch ? { kind: "mismatch", ...found, mismatch } : { kind: "matches", ...found };
}
