/**
 * `mediaType`: merging previews and formats, and rewriting `accept` from them.
 * Every scan here is linear: the regular expressions are single negated character classes, which
 * test one character at a time and have nothing to backtrack into.
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quote } from "./uri_template/_quote.ts";
import { isPlainObject } from "./uri_template/_plain_object.ts";

/** A merged media type: both fields always there. */
export interface MediaTypeOptions {
  readonly format: string;
  readonly previews: readonly string[];
}

const SUFFIX = "-preview";
/** A character that cannot be in a preview name (`[A-Za-z0-9_-]`). */
const NOT_NAME_CHAR = /[^\w-]/;
/** A character that cannot be in a format (`[A-Za-z0-9_.+-]`). */
const NOT_FORMAT_CHAR = /[^\w.+-]/;
/** A character that cannot be in a word of a vendor media type (`[A-Za-z0-9_]`). */
const NOT_WORD_CHAR = /\W/;

function invalid(value: unknown, reason: string): never {
  throw new EndpointError("INVALID_PARAMETER", `Cannot use mediaType ${quote(value)}: ${reason}`);
}

function previewName(name: unknown): string {
  const bare = typeof name === "string" && name.endsWith(SUFFIX)
    ? name.slice(0, -SUFFIX.length)
    : name;
  if (typeof bare !== "string" || bare === "" || NOT_NAME_CHAR.test(bare)) {
    invalid(name, "a preview is letters, digits, _ and -");
  }
  return bare;
}

function checkFormat(format: unknown): string {
  if (format === null || format === "") return "";
  if (typeof format !== "string" || NOT_FORMAT_CHAR.test(format)) {
    invalid(format, "a format is letters, digits, _, -, . and +");
  }
  return format;
}

/** No format and no previews: `accept` stays as it is. */
const NO_MEDIA_TYPE: MediaTypeOptions = Object.freeze({ format: "", previews: Object.freeze([]) });

/**
 * A caller's `mediaType` over a merged one, to be read and not kept: its own enumerable `format`
 * and `previews` (docs/behaviour.md section 3), each read once, as is each preview. The caller's
 * format wins; the base's previews the caller does not list come first, then the caller's,
 * without duplicates. It may share `base` or its `previews` array; {@linkcode mergeMediaType}
 * copies.
 *
 * @throws {EndpointError} `INVALID_PARAMETER` for a malformed `mediaType`, format or preview.
 */
export function resolveMediaType(
  base: MediaTypeOptions | undefined,
  given: unknown,
): MediaTypeOptions {
  if (given === undefined) return base ?? NO_MEDIA_TYPE;
  if (!isPlainObject(given)) invalid(given, "use an object");
  let givenFormat: unknown;
  let givenPreviews: unknown;
  for (const key of Object.keys(given)) {
    if (key === "format") givenFormat = given.format;
    else if (key === "previews") givenPreviews = given.previews;
  }
  let format = base?.format ?? "";
  let previews = base?.previews ?? NO_MEDIA_TYPE.previews;
  if (givenFormat !== undefined) format = checkFormat(givenFormat);
  if (givenPreviews === null) previews = NO_MEDIA_TYPE.previews;
  else if (givenPreviews !== undefined) {
    if (!Array.isArray(givenPreviews)) invalid(givenPreviews, "use an array of previews");
    const callers = new Set<string>();
    for (let i = 0, length = givenPreviews.length; i < length; i++) {
      callers.add(previewName(givenPreviews[i])); // a hole is undefined, which is no name
    }
    if (callers.size > 0) {
      previews = previews.length === 0
        ? [...callers]
        : [...new Set([...previews.filter((name) => !callers.has(name)), ...callers])];
    }
  }
  return format === "" && previews.length === 0 ? NO_MEDIA_TYPE : { format, previews };
}

/**
 * Merges a caller's `mediaType` over a merged one, as {@linkcode resolveMediaType} does, into a
 * new object with a new `previews` array (merged options are the caller's to change).
 *
 * @throws {EndpointError} `INVALID_PARAMETER` for a malformed format or preview.
 */
export function mergeMediaType(
  base: MediaTypeOptions | undefined,
  given: unknown,
): MediaTypeOptions {
  const { format, previews } = resolveMediaType(base, given);
  return { format, previews: [...previews] };
}

/** Preview names already in `accept`: each maximal `[A-Za-z0-9_-]` run ending in `-preview`. */
function previewsIn(accept: string): string[] {
  return accept.split(NOT_NAME_CHAR)
    .filter((run) => run.length > SUFFIX.length && run.endsWith(SUFFIX))
    .map((run) => run.slice(0, -SUFFIX.length));
}

const VENDOR_PREFIX = "application/vnd.";

/** Rewrites `application/vnd.<vendor>[.v3][.<word>][+json]` to carry `format`. */
function formatType(type: string, format: string): string {
  const at = type.indexOf(VENDOR_PREFIX);
  if (at === -1) return type;
  const start = at + VENDOR_PREFIX.length;
  const rest = type.slice(start);
  const words = (rest.endsWith("+json") ? rest.slice(0, -5) : rest).split(".");
  const version = words[1] === "v3" ? ".v3" : "";
  const wellFormed = words.length <= (version === "" ? 2 : 3) &&
    words.every((word) => word !== "" && !NOT_WORD_CHAR.test(word));
  return wellFormed ? type.slice(0, start) + words[0] + version + "." + format : type;
}

/** The last `accept` rewritten for a format: calls of one endpoint ask for the same again. */
let lastFormatted = { accept: "", format: "", result: "" };

/** `accept` with each of its media types rewritten for `format`. */
function formatAccept(accept: string, format: string): string {
  if (accept !== lastFormatted.accept || format !== lastFormatted.format) {
    const result = accept.split(",").map((type) => formatType(type, format)).join(",");
    lastFormatted = { accept, format, result };
  }
  return lastFormatted.result;
}

/**
 * Rewrites `headers.accept` in place for `mediaType` (docs/behaviour.md section 4.7): nothing to
 * do when `mediaType` is empty, or when `accept` contains `application/octet-stream` in any case
 * (media types are case-insensitive).
 */
let lastPreviewed = { accept: undefined as string | undefined, names: "", format: "", result: "" };

/**
 * The `accept` of a call with previews: the previews already in `accept` and then the call's, each
 * as `application/vnd.github.<name>-preview` with the format's ending. The last result is kept,
 * keyed by exactly the three values it is computed from (preview names are `[\w-]` only, so joined
 * by `,` they stay apart).
 */
function previewAccept(accept: string | undefined, previews: readonly string[], format: string) {
  const names = previews.join(",");
  const last = lastPreviewed;
  if (accept !== last.accept || names !== last.names || format !== last.format) {
    const all = new Set(accept === undefined ? previews : [...previewsIn(accept), ...previews]);
    const ending = format === "" ? "+json" : "." + format;
    const result = [...all].map((name) => `application/vnd.github.${name}${SUFFIX}${ending}`)
      .join(",");
    lastPreviewed = { accept, names, format, result };
  }
  return lastPreviewed.result;
}

export function applyAccept(headers: Record<string, string>, mediaType: MediaTypeOptions): void {
  const { format, previews } = mediaType;
  if (format === "" && previews.length === 0) return;
  const accept = Object.hasOwn(headers, "accept") ? headers.accept : undefined;
  if (accept?.toLowerCase().includes("application/octet-stream")) return;
  if (previews.length > 0) {
    headers.accept = previewAccept(accept, previews, format);
  } else if (accept !== undefined) {
    headers.accept = formatAccept(accept, format);
  }
}
