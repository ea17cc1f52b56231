/**
 * The media type a described body is sent as (docs/openapi.md, "The body"): a `content-type` is
 * never a wildcard or a range, and keeps its parameters.
 *
 * @module
 */
import type { BodyMedia } from "./table.ts";

/** The media type without its parameters, lowercase. */
export function essence(type: string): string {
  return type.split(";")[0].trim().toLowerCase();
}

/** Whether a value is bytes: a `Blob`, an `ArrayBuffer`, a typed array or a stream. */
function isBinary(value: unknown): boolean {
  return value instanceof Blob || value instanceof ArrayBuffer || ArrayBuffer.isView(value) ||
    value instanceof ReadableStream;
}

/** Whether a media type can carry an object or an array: JSON, a form, multipart. */
function isStructured(type: string): boolean {
  const kind = essence(type);
  return /^application\/(?:[\w.!#$&^-]+\+)?json$/.test(kind) ||
    kind === "application/x-www-form-urlencoded" || kind.startsWith("multipart/");
}

/** Per body of the table: its first concrete media type, and its first that holds structure. */
const concretes = new WeakMap<BodyMedia[], [BodyMedia | undefined, BodyMedia | undefined]>();

/** A body's first concrete media type, and its first concrete one that can carry an object. */
function concreteTypes(content: BodyMedia[]): [BodyMedia | undefined, BodyMedia | undefined] {
  let found = concretes.get(content);
  if (found === undefined) {
    const concrete = content.filter((media) => !essence(media.type).includes("*"));
    found = [concrete[0], concrete.find((media) => isStructured(media.type))];
    concretes.set(content, found);
  }
  return found;
}

/**
 * The body's media type: the first one the description lists that is concrete (no `*`: neither
 * `*\/*` nor `application/*` nor `application/*+json`), as it is written (with its parameters),
 * but that an object or array takes the first concrete one that can carry it (JSON, a form,
 * multipart) when there is one; when all are ranges, by the value: `application/octet-stream`
 * for bytes, `text/plain` for a string, else `application/json`. `undefined` when the
 * description lists none.
 *
 * @param content The body's media types, in the description's order.
 * @param value The body's value (or its fields).
 */
export function bodyMedia(content: BodyMedia[] | undefined, value: unknown): BodyMedia | undefined {
  if (content === undefined || content.length === 0) return undefined;
  const [first, structuredFirst] = concreteTypes(content);
  const structured = typeof value === "object" && value !== null && !isBinary(value);
  const concrete = (structured ? structuredFirst : undefined) ?? first;
  if (concrete !== undefined) return concrete;
  const type = isBinary(value)
    ? "application/octet-stream"
    : typeof value === "string"
    ? "text/plain"
    : "application/json";
  return { type };
}
