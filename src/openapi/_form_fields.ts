/**
 * What the form and multipart body writers share: the fields object, each field's own Encoding
 * Object, a value's JSON text, and the error that names a field.
 *
 * @module
 */
import type { Encoding } from "./options.ts";
import { describe, scalarText } from "./_values.ts";
import { isPlainObject } from "../uri_template/_plain_object.ts";
import { EndpointError } from "../uri_template/errors.ts";

/** A JSON media type, alone or in a comma-separated list: `application/json`, `…+json`. */
export const JSON_TYPE = /(?:^|,)\s*application\/(?:[\w.-]+\+)?json\s*(?:[;,]|$)/i;

/**
 * Whether an Encoding Object gives a style field (`style`, `explode`, `allowReserved`): OpenAPI
 * then writes the property in that style and ignores its `contentType`.
 */
export function isStyled(encoding: Encoding): boolean {
  return encoding.style !== undefined || encoding.explode !== undefined ||
    encoding.allowReserved !== undefined;
}

/** The body's fields, which must be a plain object. */
export function fieldsOf(fields: unknown, body: string): Record<string, unknown> {
  if (isPlainObject(fields)) return fields;
  throw new EndpointError(
    "INVALID_PARAMETER",
    `Cannot write ${describe(fields)} as a ${body} body: give an object of fields`,
  );
}

/**
 * The field's own Encoding Object, if any, as its own fields (never one inherited through a
 * prototype, nor a field of one).
 */
export function encodingOf(
  encoding: Record<string, Encoding> | undefined,
  name: string,
): Encoding | undefined {
  return encoding != null && Object.hasOwn(encoding, name)
    ? Object.assign(Object.create(null), encoding[name])
    : undefined;
}

/** Rejects a field's value, naming the field (never quoting the value: it may be secret). */
export function rejectField(name: string, what: string, cause?: unknown): never {
  throw new EndpointError(
    "INVALID_PARAMETER",
    `Cannot write field ${JSON.stringify(name)}: ${what}`,
    cause === undefined ? {} : { cause },
  );
}

/**
 * A value's JSON text. A function, a symbol or a class instance (a `Map` would be `{}`) is
 * rejected, and so is what JSON cannot write (a bigint, a cycle).
 */
export function json(name: string, value: unknown): string {
  if (
    !Array.isArray(value) && !isPlainObject(value) && scalarText(name, "form", value) === undefined
  ) {
    rejectField(name, `${describe(value)} has no JSON form`);
  }
  try {
    return JSON.stringify(value);
  } catch (cause) {
    return rejectField(name, `${describe(value)} holds what JSON cannot write`, cause);
  }
}
