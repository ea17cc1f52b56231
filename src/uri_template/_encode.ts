/**
 * Percent-encoding for RFC 6570 expansion and for query strings, and the string form of the
 * scalar values both encode.
 *
 * Each scan is one pass over the string; ASCII is decided by a lookup table.
 */
import { EndpointError } from "./errors.ts";
import { quote } from "./_quote.ts";
import {
  ASCII_END,
  CHAR_LOWERCASE_A,
  CHAR_LOWERCASE_F,
  CHAR_PERCENT,
  CHAR_UPPERCASE_A,
  CHAR_UPPERCASE_F,
  HIGH_SURROGATE_FIRST,
  HIGH_SURROGATE_LAST,
  isAsciiDigit,
  LOW_SURROGATE_FIRST,
  LOW_SURROGATE_LAST,
} from "./_chars.ts";

function table(chars: string): Uint8Array {
  const result = new Uint8Array(ASCII_END);
  for (let i = 0; i < chars.length; i++) result[chars.charCodeAt(i)] = 1;
  return result;
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** RFC 3986 unreserved characters: what `{var}` leaves as is. */
export const UNRESERVED: Uint8Array = table(ALPHANUMERIC + "-._~");
/** Unreserved plus reserved characters: what `{+var}` and `{#var}` leave as is. */
export const RESERVED: Uint8Array = table(ALPHANUMERIC + "-._~" + ":/?#[]@" + "!$&'()*+,;=");
/** What `encodeURIComponent` leaves as is: the query-string rule. */
export const COMPONENT: Uint8Array = table(ALPHANUMERIC + "-_.!~*'()");

const HEX_DIGITS = "0123456789ABCDEF";
const PERCENT_ASCII: string[] = [];
for (let c = 0; c < ASCII_END; c++) {
  PERCENT_ASCII.push("%" + HEX_DIGITS[c >> 4] + HEX_DIGITS[c & 15]);
}

/** Whether a UTF-16 code unit is an ASCII hex digit. */
function isHexDigit(code: number): boolean {
  return isAsciiDigit(code) || (code >= CHAR_UPPERCASE_A && code <= CHAR_UPPERCASE_F) ||
    (code >= CHAR_LOWERCASE_A && code <= CHAR_LOWERCASE_F);
}

/** Whether `text` holds a valid `%XX` triplet at `index`. */
export function isPercentTriplet(text: string, index: number): boolean {
  return text.charCodeAt(index) === CHAR_PERCENT && isHexDigit(text.charCodeAt(index + 1)) &&
    isHexDigit(text.charCodeAt(index + 2));
}

/** The `%XX` form of an ASCII code. */
export function percentAscii(code: number): string {
  return PERCENT_ASCII[code];
}

/**
 * Percent-encodes the code point at `index` (not ASCII) as UTF-8 and says how many code units it
 * took, or returns `undefined` for a lone surrogate.
 */
export function encodeNonAscii(text: string, index: number): [string, number] | undefined {
  const code = text.charCodeAt(index);
  if (code >= HIGH_SURROGATE_FIRST && code <= HIGH_SURROGATE_LAST) {
    const next = text.charCodeAt(index + 1);
    if (next >= LOW_SURROGATE_FIRST && next <= LOW_SURROGATE_LAST) {
      return [encodeURIComponent(text.slice(index, index + 2)), 2];
    }
    return undefined;
  }
  if (code >= LOW_SURROGATE_FIRST && code <= LOW_SURROGATE_LAST) return undefined;
  return [encodeURIComponent(text[index]), 1];
}

/** The index of the first lone surrogate in `text`, or -1. */
function loneSurrogateIndex(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < HIGH_SURROGATE_FIRST || code > LOW_SURROGATE_LAST) continue;
    const next = text.charCodeAt(i + 1);
    if (code > HIGH_SURROGATE_LAST || next < LOW_SURROGATE_FIRST || next > LOW_SURROGATE_LAST) {
      return i;
    }
    i++;
  }
  return -1;
}

function loneSurrogate(text: string): never {
  throw new EndpointError(
    "INVALID_PARAMETER",
    `Cannot encode ${quote(text)}: it holds a lone surrogate at index ${loneSurrogateIndex(text)}`,
  );
}

/** The length above which the query rule is left to the native `encodeURIComponent`. */
const NATIVE_FROM = 16;

/** `encodeURIComponent`, with `INVALID_PARAMETER` for a lone surrogate. */
function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return loneSurrogate(text);
  }
}

/**
 * Encodes `text` from `start` (everything before it is kept) one run at a time. With
 * {@linkcode RESERVED}, valid `%XX` triplets are kept too (RFC 6570 reserved expansion).
 */
function encodeFrom(text: string, start: number, allowed: Uint8Array): string {
  let result = "";
  let run = 0; // start of the pending run of characters kept as they are
  let index = start;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code < ASCII_END && allowed[code] === 1) {
      index++;
      continue;
    }
    if (allowed === RESERVED && isPercentTriplet(text, index)) {
      index += 3;
      continue;
    }
    result += text.slice(run, index);
    if (code < ASCII_END) {
      result += PERCENT_ASCII[code];
      index++;
    } else {
      const encoded = encodeNonAscii(text, index) ?? loneSurrogate(text);
      result += encoded[0];
      index += encoded[1];
    }
    run = index;
  }
  return result + text.slice(run);
}

/**
 * Percent-encodes every character of `text` that `allowed` does not list: {@linkcode COMPONENT}
 * (the query rule, by the native `encodeURIComponent`, fastest on long values),
 * {@linkcode UNRESERVED} (`{var}`) or {@linkcode RESERVED} (`{+var}`, which also keeps valid
 * `%XX` triplets). Text with nothing to encode is returned as it is.
 *
 * @throws {EndpointError} `INVALID_PARAMETER` for a lone surrogate.
 */
export function encode(text: string, allowed: Uint8Array): string {
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code >= ASCII_END || allowed[code] === 0) break;
    index++;
  }
  if (index === text.length) return text;
  // The native encoder costs a call into the runtime: it pays off on long values only.
  return allowed === COMPONENT && text.length > NATIVE_FROM
    ? encodeComponent(text)
    : encodeFrom(text, index, allowed);
}

/** The first `count` code points of `text`, never splitting a surrogate pair. */
export function firstCodePoints(text: string, count: number): string {
  if (text.length <= count) return text;
  let index = 0;
  for (let seen = 0; seen < count && index < text.length; seen++) {
    const code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    const pair = code >= HIGH_SURROGATE_FIRST && code <= HIGH_SURROGATE_LAST &&
      next >= LOW_SURROGATE_FIRST && next <= LOW_SURROGATE_LAST;
    index += pair ? 2 : 1;
  }
  return text.slice(0, index);
}

/**
 * The time value of a real `Date` from any realm, or `undefined` for anything else. Told by its
 * built-in tag and read by the built-in `getTime`, not by `instanceof`: a proxy or an object made
 * from `Date.prototype` is not a `Date` (and its own `getTime` would throw a `TypeError`).
 */
export function dateTime(value: object): number | undefined {
  if (Object.prototype.toString.call(value) !== "[object Date]") return undefined;
  try {
    return Date.prototype.getTime.call(value);
  } catch {
    return undefined; // a Symbol.toStringTag of "Date" on something else
  }
}

/** The string form of a scalar value, or `undefined` when the value is not a scalar. */
export function scalarString(value: unknown): string | undefined {
  // Comparisons with `typeof` compile to type checks; a `switch` on it would build the string.
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") {
    return String(value);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const time = dateTime(value);
  if (time === undefined) return undefined;
  if (Number.isNaN(time)) {
    throw new EndpointError("INVALID_PARAMETER", `Cannot use an invalid Date as a value`);
  }
  return Date.prototype.toISOString.call(value);
}
