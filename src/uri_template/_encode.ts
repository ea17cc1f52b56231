/**
 * Percent-encoding for RFC 6570 expansion, template literals and query strings, and the string
 * form of the scalar values they encode.
 *
 * Each scan is one pass over the string; ASCII is decided by a lookup table.
 */
import { EndpointError } from "./errors.ts";
import { quote } from "./_quote.ts";
import { ASCII_END, CHAR_PERCENT } from "./_chars.ts";

/** A lookup table of the ASCII characters `allowed` matches. */
function table(allowed: RegExp): Uint8Array {
  const result = new Uint8Array(ASCII_END);
  for (let code = 0; code < ASCII_END; code++) {
    result[code] = +allowed.test(String.fromCharCode(code));
  }
  return result;
}

/** RFC 3986 unreserved characters: what `{var}` leaves as is. */
export const UNRESERVED: Uint8Array = table(/[\w.~-]/);
/**
 * Unreserved plus reserved characters: what `{+var}`, `{#var}` and a template's literal text
 * leave as is, with valid `%XX` triplets (RFC 6570 sections 2.1 and 3.2.3).
 */
export const RESERVED: Uint8Array = table(/[\w.~:/?#[\]@!$&'()*+,;=-]/);
/** What `encodeURIComponent` leaves as is: the query-string rule. */
export const COMPONENT: Uint8Array = /* @__PURE__ */ table(/[\w.!~*'()-]/);

const HEX = "0123456789ABCDEF";
/** A valid `%XX` triplet, read where `lastIndex` says. */
const TRIPLET = /%[\dA-F]{2}/iy;

/** Half of a surrogate pair without the other half: it has no UTF-8 form. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Rejects a value that holds a lone surrogate at `index`: it has no UTF-8 form. */
function loneSurrogate(index: number, text: string): never {
  throw new EndpointError(
    "INVALID_PARAMETER",
    `Cannot encode ${quote(text)}: lone surrogate at index ${index}`,
  );
}

/**
 * Percent-encodes, from `start` on, every character of `text` that `allowed` does not list (as
 * UTF-8); with {@linkcode RESERVED}, valid `%XX` triplets are kept too. Text with nothing to
 * encode is returned as it is. `lone` is called with the index of a lone surrogate.
 */
export function percentEncode(
  text: string,
  allowed: Uint8Array,
  lone: (index: number, text: string) => never = loneSurrogate,
  start = 0,
): string {
  let result = "";
  let run = 0; // start of the pending run of characters kept as they are
  for (let index = start; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < ASCII_END && allowed[code] === 1) continue;
    if (code === CHAR_PERCENT && allowed === RESERVED) {
      TRIPLET.lastIndex = index;
      if (TRIPLET.test(text)) {
        index += 2;
        continue;
      }
    }
    result += text.slice(run, index);
    if (code < ASCII_END) result += "%" + HEX[code >> 4] + HEX[code & 15];
    else {
      // A run of non-ASCII characters takes one call of the native encoder (a surrogate pair is
      // never cut: both halves are in the run), which throws at a lone surrogate.
      let end = index + 1;
      while (end < text.length && text.charCodeAt(end) >= ASCII_END) end++;
      try {
        result += encodeURIComponent(text.slice(index, end));
      } catch {
        LONE_SURROGATE.lastIndex = index;
        lone(LONE_SURROGATE.exec(text)!.index, text);
      }
      index = end - 1;
    }
    run = index + 1;
  }
  return run === 0 ? text : result + text.slice(run);
}

/** The index of the first character of `text` that `allowed` does not list, or -1. */
function firstToEncode(text: string, allowed: Uint8Array): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= ASCII_END || allowed[code] === 0) return index;
  }
  return -1;
}

/**
 * {@linkcode percentEncode}, after a first scan that returns text with nothing to encode as it is:
 * small enough for the runtime to inline where values are expanded.
 */
export function encodeValue(text: string, allowed: Uint8Array): string {
  const index = firstToEncode(text, allowed);
  return index === -1 ? text : percentEncode(text, allowed, undefined, index);
}

/** The length above which the query rule is left to the native `encodeURIComponent`. */
const NATIVE_FROM = 16;

/**
 * Percent-encodes every character of `text` that `allowed` does not list: {@linkcode COMPONENT}
 * (the query rule, by the native `encodeURIComponent`, fastest on long values),
 * {@linkcode UNRESERVED} (`{var}`) or {@linkcode RESERVED} (`{+var}`, which also keeps valid
 * `%XX` triplets). Text with nothing to encode is returned as it is.
 *
 * @throws {EndpointError} `INVALID_PARAMETER` for a lone surrogate.
 */
export function encode(text: string, allowed: Uint8Array): string {
  const index = firstToEncode(text, allowed);
  if (index === -1) return text;
  if (allowed !== COMPONENT || text.length <= NATIVE_FROM) {
    return percentEncode(text, allowed, undefined, index);
  }
  // The native encoder costs a call into the runtime: it pays off on long values only.
  try {
    return encodeURIComponent(text);
  } catch {
    return percentEncode(text, allowed); // throws, naming the lone surrogate
  }
}

/**
 * The time value of a real `Date` from any realm, or `undefined` for anything else. Told by its
 * built-in tag and read by the built-in `getTime`, not by `instanceof`: a proxy or an object made
 * from `Date.prototype` is not a `Date` (and its own `getTime` would throw a `TypeError`).
 */
export function dateTime(value: object): number | undefined {
  if (Object.prototype.toString.call(value) === "[object Date]") {
    try {
      return Date.prototype.getTime.call(value);
    } catch {
      // a Symbol.toStringTag of "Date" on something else
    }
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
