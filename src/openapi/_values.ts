/**
 * What the OpenAPI serialisers share: a value sorted into RFC 6570's kinds, the text of a scalar,
 * percent-encoding, and the one error they throw.
 */
import { EndpointError } from "../uri_template/errors.ts";
import { isPlainObject } from "../uri_template/_plain_object.ts";

/** A value as the styles see it: left out, one scalar's text, a list, or name/value pairs. */
export type Sorted =
  | { kind: "undefined" }
  | { kind: "scalar"; text: string }
  | { kind: "array"; items: readonly unknown[] }
  | { kind: "object"; entries: readonly [string, unknown][] };

const UNDEFINED: Sorted = { kind: "undefined" };

/** The article and noun a message uses for a value, never the value itself (it may be secret). */
export function describe(value: unknown): string {
  if (Array.isArray(value)) return "an array";
  if (value === null || value === undefined) return String(value);
  if (typeof value === "object") return isPlainObject(value) ? "an object" : "a class instance";
  return `a ${typeof value}`;
}

/**
 * Rejects what a style cannot write, naming the parameter (`undefined` for a header parameter,
 * whose name the serialiser is not given) and the style.
 */
export function unwritable(name: string | undefined, style: string, what: string): never {
  const parameter = name === undefined ? "a header parameter" : `parameter ${JSON.stringify(name)}`;
  throw new EndpointError(
    "INVALID_PARAMETER",
    `Cannot write ${parameter} in style ${style}: ${what}`,
  );
}

/**
 * The text of a scalar as JSON writes it (a string as it is, `true`, `12.5`), a bigint's digits,
 * a `Date`'s ISO string; `undefined` for anything else. A number JSON cannot write (`NaN`,
 * `Infinity`) and an invalid `Date` are rejected.
 */
export function scalarText(
  name: string | undefined,
  style: string,
  value: unknown,
): string | undefined {
  switch (typeof value) {
    case "string":
      return value;
    case "boolean":
    case "bigint":
      return String(value);
    case "number":
      return Number.isFinite(value)
        ? String(value)
        : unwritable(name, style, `${value} has no JSON form`);
  }
  if (!(value instanceof Date)) return undefined;
  const time = value.getTime();
  return Number.isNaN(time) ? unwritable(name, style, "an invalid Date") : value.toISOString();
}

/**
 * Sorts a value: `undefined`, `null`, `[]` and `{}` (or one whose members are all left out) are
 * undefined in RFC 6570's sense and leave the parameter out; `null` and `undefined` items of an
 * array and members of an object are left out too. A function, symbol or class instance is rejected.
 */
export function sort(name: string | undefined, style: string, value: unknown): Sorted {
  if (value === undefined || value === null) return UNDEFINED;
  const text = scalarText(name, style, value);
  if (text !== undefined) return { kind: "scalar", text };
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== undefined && item !== null);
    return items.length === 0 ? UNDEFINED : { kind: "array", items };
  }
  if (!isPlainObject(value)) return unwritable(name, style, `${describe(value)} has no form`);
  const entries: [string, unknown][] = [];
  for (const key of Object.keys(value)) {
    const member = value[key];
    if (member !== undefined && member !== null) entries.push([key, member]);
  }
  return entries.length === 0 ? UNDEFINED : { kind: "object", entries };
}

/**
 * Refuses an array item, object key or object value holding `delimiter`, the text a style puts
 * between them (`|` in pipeDelimited, a space in spaceDelimited, `.` in an exploded label): a
 * server could not tell `["a|b"]` from `["a", "b"]`.
 */
export function refuseDelimiter(
  name: string | undefined,
  style: string,
  sorted: Sorted,
  delimiter: string,
): void {
  const texts = sorted.kind === "array"
    ? sorted.items
    : sorted.kind === "object"
    ? sorted.entries.flat()
    : [];
  for (const item of texts) {
    if (scalarText(name, style, item)?.includes(delimiter)) {
      unwritable(
        name,
        style,
        `an item holding ${
          JSON.stringify(delimiter)
        }, the style's delimiter, cannot be told apart ` +
          `(use form with explode)`,
      );
    }
  }
}

/** Any character but RFC 3986's unreserved ones. */
const NOT_UNRESERVED = /[^A-Za-z0-9\-._~]/gu;
/** Text of RFC 3986's unreserved characters alone, which encoding leaves as it is. */
const UNRESERVED_ONLY = /^[A-Za-z0-9\-._~]*$/;
/**
 * With `allowReserved`: what stays percent-encoded is everything but unreserved characters, the
 * reserved ones a query allows with no form meaning (`!$'()*,;:@/?`) and valid `%XX` triplets,
 * which pass as they are. `[`, `]` and `#` are not allowed in a query and `&`, `=` and `+` mean
 * something in one (OpenAPI 3.1.1, Parameter Object `allowReserved`): they are still encoded.
 */
const NOT_ALLOWED_RESERVED = /%[0-9A-Fa-f]{2}|[^A-Za-z0-9\-._~!$'()*,;:@/?]/gu;

function encodeMatch(match: string): string {
  if (match.length === 3 && match[0] === "%") return match; // a valid triplet (allowReserved)
  const code = match.charCodeAt(0);
  if (code < 0x80) return "%" + (code < 16 ? "0" : "") + code.toString(16).toUpperCase();
  try {
    return encodeURIComponent(match);
  } catch {
    throw new EndpointError(
      "INVALID_PARAMETER",
      "Cannot encode a lone surrogate: it has no UTF-8 form",
    );
  }
}

/**
 * Percent-encodes `text` as RFC 6570 does: every character but the unreserved ones (`{var}`), or
 * with `allowReserved`, as {@linkcode NOT_ALLOWED_RESERVED} says.
 *
 * @throws {EndpointError} `INVALID_PARAMETER` for a lone surrogate.
 */
export function encode(text: string, allowReserved = false): string {
  if (!allowReserved && UNRESERVED_ONLY.test(text)) return text; // most names and values
  return text.replace(allowReserved ? NOT_ALLOWED_RESERVED : NOT_UNRESERVED, encodeMatch);
}
