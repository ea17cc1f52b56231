/**
 * Whether a body is a `BodyInit`, and a signal an `AbortSignal`, for `toRequest()`
 * (docs/behaviour.md section 6). Told by what a value is, not by `instanceof`: its built-in tag
 * first (a cheap test), then a built-in method of that class, which throws unless the value is a
 * real one. So an object made from `ArrayBuffer.prototype` is not sent as the text
 * `[object ArrayBuffer]`, and a fake `Blob` is an error about the body, not a raw `TypeError`.
 *
 * @module
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quote } from "./uri_template/_quote.ts";

function getter(prototype: object, name: string): (this: unknown) => unknown {
  return Object.getOwnPropertyDescriptor(prototype, name)!.get!;
}

/**
 * For each class, by its tag: a call that throws unless the value is a real one (a class's
 * global is read only when a value has its tag).
 */
const BRANDS: Record<string, (value: object) => unknown> = {
  ArrayBuffer: (value) => ArrayBuffer.prototype.slice.call(value, 0, 0),
  Blob: (value) => Blob.prototype.slice.call(value, 0, 0),
  File: (value) => Blob.prototype.slice.call(value, 0, 0),
  FormData: (value) => FormData.prototype.has.call(value, ""),
  URLSearchParams: (value) => URLSearchParams.prototype.has.call(value, ""),
  ReadableStream: (value) => getter(ReadableStream.prototype, "locked").call(value),
  AbortSignal: (value) => getter(AbortSignal.prototype, "aborted").call(value),
};

/** Whether `value`, which has the tag `name`, is a real instance: the class's own check passes. */
function isReal(name: string, value: object): boolean {
  try {
    BRANDS[name](value);
    return true;
  } catch {
    return false; // a proxy, an object made from the prototype, a tag set by hand
  }
}

/** The name of the class whose tag `value` has, among those above. */
function tagOf(value: unknown): string | undefined {
  if (value === null || typeof value !== "object") return undefined;
  const name = Object.prototype.toString.call(value).slice(8, -1);
  return Object.hasOwn(BRANDS, name) ? name : undefined;
}

/** Why a body cannot be sent. */
export function invalidBody(body: unknown, reason: string, cause?: unknown): never {
  throw new EndpointError(
    "INVALID_PARAMETER",
    `Cannot send ${quote(body)} as a request body: ${reason}`,
    { cause },
  );
}

/**
 * The class of a `BodyInit` body (`""` for a string, a typed array or a `DataView`), or
 * `undefined` for a body that is none.
 *
 * @throws {EndpointError} `INVALID_PARAMETER` for a value with the tag of a `BodyInit` class that
 * is not a real one, or a locked stream.
 */
export function bodyClass(body: unknown): string | undefined {
  if (typeof body === "string" || ArrayBuffer.isView(body)) return "";
  const name = tagOf(body);
  if (name === undefined || name === "AbortSignal") return undefined;
  if (!isReal(name, body as object)) invalidBody(body, "it is not a real one");
  if (name === "ReadableStream" && (body as ReadableStream).locked) {
    invalidBody(body, "it is locked");
  }
  return name;
}

/** Whether `signal` is a real `AbortSignal`. */
export function isAbortSignal(signal: unknown): signal is AbortSignal {
  return tagOf(signal) === "AbortSignal" && isReal("AbortSignal", signal as object);
}
