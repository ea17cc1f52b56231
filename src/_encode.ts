/**
 * Percent-encoding for RFC 6570 expansion and for query strings.
 *
 * Each scan is one pass over the string; ASCII is decided by a lookup table.
 */
import { EndpointError } from "./errors.ts";
import { quote } from "./_quote.ts";

function table(chars: string): Uint8Array {
  const result = new Uint8Array(128);
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
for (let c = 0; c < 128; c++) {
  PERCENT_ASCII.push("%" + HEX_DIGITS[c >> 4] + HEX_DIGITS[c & 15]);
}

/** Whether a UTF-16 code unit is an ASCII hex digit. */
export function isHexDigit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
}

/** Whether `text` holds a valid `%XX` triplet at `index`. */
export function isPercentTriplet(text: string, index: number): boolean {
  return text.charCodeAt(index) === 37 && isHexDigit(text.charCodeAt(index + 1)) &&
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
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = text.charCodeAt(index + 1);
    if (next >= 0xdc00 && next <= 0xdfff) {
      return [encodeURIComponent(text.slice(index, index + 2)), 2];
    }
    return undefined;
  }
  if (code >= 0xdc00 && code <= 0xdfff) return undefined;
  return [encodeURIComponent(text[index]), 1];
}

/**
 * Percent-encodes every character of `text` that `allowed` does not list. With `keepTriplets`,
 * valid `%XX` triplets stay as they are (RFC 6570 reserved expansion).
 *
 * @throws {EndpointError} `INVALID_PARAMETER` for a lone surrogate.
 */
export function encode(text: string, allowed: Uint8Array, keepTriplets = false): string {
  const length = text.length;
  let start = 0;
  while (start < length) {
    const code = text.charCodeAt(start);
    if (code >= 128 || allowed[code] === 0) break;
    start++;
  }
  if (start === length) return text;
  let result = text.slice(0, start);
  let index = start;
  while (index < length) {
    const code = text.charCodeAt(index);
    if (code < 128) {
      if (allowed[code] === 1) {
        result += text[index];
      } else if (keepTriplets && isPercentTriplet(text, index)) {
        result += text.slice(index, index + 3);
        index += 2;
      } else {
        result += PERCENT_ASCII[code];
      }
      index++;
      continue;
    }
    const encoded = encodeNonAscii(text, index);
    if (encoded === undefined) {
      throw new EndpointError(
        "INVALID_PARAMETER",
        `Cannot encode ${quote(text)}: it holds a lone surrogate at index ${index}`,
      );
    }
    result += encoded[0];
    index += encoded[1];
  }
  return result;
}

/** The first `count` code points of `text`, never splitting a surrogate pair. */
export function firstCodePoints(text: string, count: number): string {
  if (text.length <= count) return text;
  let index = 0;
  for (let seen = 0; seen < count && index < text.length; seen++) {
    const code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    index += code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
  }
  return text.slice(0, index);
}
