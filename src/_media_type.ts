/**
 * `mediaType`: merging previews and formats, and rewriting `accept` from them.
 * Every scan here is linear; there is no regular expression to backtrack.
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quote } from "./uri_template/_quote.ts";
import { isPlainObject } from "./uri_template/_plain_object.ts";
import {
  CHAR_DOT,
  CHAR_HYPHEN,
  CHAR_UNDERSCORE,
  isAsciiDigit,
  isAsciiLetter,
} from "./uri_template/_chars.ts";

/** A merged media type: both fields always there. */
export interface MediaTypeOptions {
  readonly format: string;
  readonly previews: readonly string[];
}

const SUFFIX = "-preview";

function isNameChar(code: number): boolean {
  return isAsciiDigit(code) || isAsciiLetter(code) || code === CHAR_UNDERSCORE ||
    code === CHAR_HYPHEN;
}

function isWordChar(code: number): boolean {
  return code !== CHAR_HYPHEN && isNameChar(code);
}

function allMatch(text: string, test: (code: number) => boolean, extra = ""): boolean {
  for (let i = 0; i < text.length; i++) {
    if (!test(text.charCodeAt(i)) && !extra.includes(text[i])) return false;
  }
  return true;
}

function invalid(value: unknown, reason: string): never {
  throw new EndpointError("INVALID_PARAMETER", `Cannot use mediaType ${quote(value)}: ${reason}`);
}

function previewName(name: unknown): string {
  if (typeof name !== "string") invalid(name, "a preview name is a string");
  const bare = name.endsWith(SUFFIX) ? name.slice(0, -SUFFIX.length) : name;
  if (bare === "" || !allMatch(bare, isNameChar)) {
    invalid(name, "a preview name holds only letters, digits, _ and -");
  }
  return bare;
}

function checkFormat(format: unknown): string {
  if (format === null) return "";
  if (typeof format !== "string" || !allMatch(format, isNameChar, ".+")) {
    invalid(format, "a format holds only letters, digits, _, -, . and +");
  }
  return format;
}

/**
 * Merges a caller's `mediaType` over a merged one: the caller's format wins; the base's previews
 * the caller does not list come first, then the caller's, without duplicates.
 *
 * @throws {EndpointError} `INVALID_PARAMETER` for a malformed format or preview.
 */
export function mergeMediaType(
  base: MediaTypeOptions | undefined,
  given: unknown,
): MediaTypeOptions {
  const baseFormat = base?.format ?? "";
  const basePreviews = base?.previews ?? [];
  if (given === undefined) return { format: baseFormat, previews: [...basePreviews] };
  if (!isPlainObject(given)) invalid(given, "use an object with format and previews");
  const givenFormat = Object.hasOwn(given, "format") ? given.format : undefined;
  const givenPreviews = Object.hasOwn(given, "previews") ? given.previews : undefined;
  const format = givenFormat === undefined ? baseFormat : checkFormat(givenFormat);
  if (givenPreviews === null) return { format, previews: [] };
  if (givenPreviews === undefined) return { format, previews: [...basePreviews] };
  if (!Array.isArray(givenPreviews)) invalid(givenPreviews, "previews is an array of names");
  if (givenPreviews.length === 0) return { format, previews: [...basePreviews] };
  const callers = new Set<string>();
  for (const name of givenPreviews) callers.add(previewName(name));
  const previews = new Set<string>();
  for (const name of basePreviews) if (!callers.has(name)) previews.add(name);
  for (const name of callers) previews.add(name);
  return { format, previews: [...previews] };
}

/** Preview names already in `accept`: each maximal `[A-Za-z0-9_-]` run ending in `-preview`. */
function previewsIn(accept: string): Set<string> {
  const names = new Set<string>();
  let start = 0;
  for (let i = 0; i <= accept.length; i++) {
    if (i < accept.length && isNameChar(accept.charCodeAt(i))) continue;
    const run = accept.slice(start, i);
    if (run.length > SUFFIX.length && run.endsWith(SUFFIX)) {
      names.add(run.slice(0, -SUFFIX.length));
    }
    start = i + 1;
  }
  return names;
}

/** Length of the `\w+` run at `index`. */
function wordLength(text: string, index: number): number {
  let end = index;
  while (end < text.length && isWordChar(text.charCodeAt(end))) end++;
  return end - index;
}

const VENDOR_PREFIX = "application/vnd.";

/** Rewrites `application/vnd.<vendor>[.v3][.<word>][+json]` to carry `format`. */
function formatType(type: string, format: string): string {
  const at = type.indexOf(VENDOR_PREFIX);
  if (at === -1) return type;
  let index = at + VENDOR_PREFIX.length;
  const vendor = wordLength(type, index);
  if (vendor === 0) return type;
  index += vendor;
  let version = "";
  if (type.startsWith(".v3", index) && wordLength(type, index + 1) === 2) {
    version = ".v3";
    index += 3;
  }
  if (type.charCodeAt(index) === CHAR_DOT) {
    const word = wordLength(type, index + 1);
    if (word === 0) return type;
    index += 1 + word;
  }
  if (type.startsWith("+json", index)) index += 5;
  if (index !== type.length) return type;
  return type.slice(0, at + VENDOR_PREFIX.length + vendor) + version + "." + format;
}

/**
 * The `accept` header that `mediaType` asks for, or `accept` unchanged.
 * Skipped when `accept` contains `application/octet-stream`.
 */
function acceptFor(
  accept: string | undefined,
  mediaType: MediaTypeOptions,
): string | undefined {
  const { format, previews } = mediaType;
  if (accept?.includes("application/octet-stream")) return accept;
  if (previews.length > 0) {
    const names = accept === undefined ? new Set<string>() : previewsIn(accept);
    for (const name of previews) names.add(name);
    const ending = format === "" ? "+json" : "." + format;
    return [...names].map((name) => `application/vnd.github.${name}-preview${ending}`).join(",");
  }
  if (format === "" || accept === undefined) return accept;
  if (accept === lastFormatted.accept && format === lastFormatted.format) {
    return lastFormatted.result;
  }
  const result = accept.split(",").map((type) => formatType(type, format)).join(",");
  lastFormatted = { accept, format, result };
  return result;
}

/** The last `accept` rewritten for a format: calls of one endpoint ask for the same again. */
let lastFormatted = { accept: "", format: "", result: "" };

/** Rewrites `headers.accept` in place for `mediaType` (nothing to do when it is empty). */
export function applyAccept(headers: Record<string, string>, mediaType: MediaTypeOptions): void {
  if (mediaType.format === "" && mediaType.previews.length === 0) return;
  const current = Object.hasOwn(headers, "accept") ? headers.accept : undefined;
  const accept = acceptFor(current, mediaType);
  if (accept !== undefined) headers.accept = accept;
}
