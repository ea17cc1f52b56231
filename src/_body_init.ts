/**
 * Which `BodyInit` a body is, for `toRequest()` (docs/behaviour.md section 6), and whether a
 * signal is an `AbortSignal`. Told by what a value is, not by `instanceof`: a built-in tag first
 * (a cheap test), then a built-in method of the class that throws unless the value is a real one.
 * So an object made from `Blob.prototype` is not sent as the text `[object Blob]`, a `Request`
 * never throws a raw `TypeError` for it, and the error names the body or the signal.
 *
 * @module
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quote } from "./uri_template/_quote.ts";

/** What `toRequest()` does with a `BodyInit`: a stream needs `duplex`, a form sets its own type. */
export type BodyKind = "stream" | "form" | "other";

function getter(prototype: object, name: string): (this: unknown) => unknown {
  return Object.getOwnPropertyDescriptor(prototype, name)!.get!;
}

/**
 * For each `BodyInit` class, by its tag: its kind, and a call that throws unless the value is a
 * real one (the globals are read only when a body has the tag). A stream's call returns whether
 * it is locked.
 */
const BRANDS: Record<string, [BodyKind, (value: object) => unknown]> = {
  "[object ArrayBuffer]": [
    "other",
    (value) => getter(ArrayBuffer.prototype, "byteLength").call(value),
  ],
  "[object Blob]": ["other", (value) => getter(Blob.prototype, "size").call(value)],
  "[object File]": ["other", (value) => getter(Blob.prototype, "size").call(value)],
  "[object FormData]": ["form", (value) => FormData.prototype.has.call(value, "")],
  "[object URLSearchParams]": ["form", (value) => URLSearchParams.prototype.has.call(value, "")],
  "[object ReadableStream]": [
    "stream",
    (value) => getter(ReadableStream.prototype, "locked").call(value),
  ],
};

/** Why a body cannot be sent. */
export function invalidBody(body: unknown, reason: string, cause?: unknown): never {
  throw new EndpointError(
    "INVALID_PARAMETER",
    `Cannot send ${quote(body)} as a request body: ${reason}`,
    { cause },
  );
}

/**
 * The kind of a `BodyInit` (a string, a typed array or `DataView`, or a real instance of one of
 * the classes above), or `undefined` for a value that is none.
 *
 * @throws {EndpointError} `INVALID_PARAMETER` for a value that has the tag of a `BodyInit` class
 * without being one (a proxy, an object made from its prototype), or a locked stream.
 */
export function bodyKind(body: unknown): BodyKind | undefined {
  if (typeof body === "string" || ArrayBuffer.isView(body)) return "other";
  if (body === null || typeof body !== "object") return undefined;
  const brand = BRANDS[Object.prototype.toString.call(body)];
  if (brand === undefined) return undefined;
  const [kind, check] = brand;
  let result: unknown;
  try {
    result = check(body);
  } catch (cause) {
    invalidBody(body, "it is not a real one", cause); // a proxy, or made from its prototype
  }
  if (kind === "stream" && result === true) invalidBody(body, "it is locked");
  return kind;
}

/**
 * Whether `signal` is a real `AbortSignal`, told as a body is.
 */
export function isAbortSignal(signal: unknown): signal is AbortSignal {
  if (signal === null || typeof signal !== "object") return false;
  if (Object.prototype.toString.call(signal) !== "[object AbortSignal]") return false;
  try {
    getter(AbortSignal.prototype, "aborted").call(signal);
    return true;
  } catch {
    return false;
  }
}
