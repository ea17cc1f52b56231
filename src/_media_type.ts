/**
 * `mediaType`: merging previews and formats, and rewriting `accept` from them.
 * Every scan here is linear: the regular expressions are anchored or single negated character
 * classes, with nothing to backtrack into but one run of word characters.
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

/** No format and no previews: `accept` stays as it is. */
const NO_MEDIA_TYPE: MediaTypeOptions = Object.freeze({ format: "", previews: Object.freeze([]) });

/**
 * A caller's `mediaType` over a merged one: its own enumerable `format` and `previews`
 * (docs/behaviour.md section 3), each read once, as is each preview. The caller's format wins
 * (`null` or `""` clears it); the base's previews the caller does not list come first, then the
 * caller's, without duplicates (the base's have none). It may share `base` or its `previews`
 * array: merged options copy them.
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
  if (givenFormat === null || givenFormat === "") format = "";
  else if (givenFormat !== undefined) {
    if (typeof givenFormat !== "string" || NOT_FORMAT_CHAR.test(givenFormat)) {
      invalid(givenFormat, "a format is letters, digits, _, -, . and +");
    }
    format = givenFormat;
  }
  if (givenPreviews === null) previews = NO_MEDIA_TYPE.previews;
  else if (givenPreviews !== undefined) {
    if (!Array.isArray(givenPreviews)) invalid(givenPreviews, "use an array of previews");
    const callers = new Set<string>();
    for (let i = 0, length = givenPreviews.length; i < length; i++) {
      callers.add(previewName(givenPreviews[i])); // a hole is undefined, which is no name
    }
    if (callers.size > 0) previews = [...previews.filter((name) => !callers.has(name)), ...callers];
  }
  return format === "" && previews.length === 0 ? NO_MEDIA_TYPE : { format, previews };
}

const VENDOR_PREFIX = "application/vnd.";
/**
 * What follows `application/vnd.` in a media type a format rewrites: `<vendor>[.v3][.<word>]`
 * and maybe `+json`, each part word characters. The first group is what the format follows.
 */
const VENDOR_TYPE = /^(\w+(?:\.v3)?)(?:\.\w+)?(?:\+json)?$/;

/** Rewrites `application/vnd.<vendor>[.v3][.<word>][+json]` to carry `format`. */
function formatType(type: string, format: string): string {
  const start = type.indexOf(VENDOR_PREFIX) + VENDOR_PREFIX.length;
  const match = start < VENDOR_PREFIX.length ? null : VENDOR_TYPE.exec(type.slice(start));
  return match === null ? type : type.slice(0, start) + match[1] + "." + format;
}

/** Preview names already in `accept`: each maximal `[A-Za-z0-9_-]` run ending in `-preview`. */
function previewsIn(accept: string): string[] {
  return accept.split(NOT_NAME_CHAR)
    .filter((run) => run.length > SUFFIX.length && run.endsWith(SUFFIX))
    .map((run) => run.slice(0, -SUFFIX.length));
}

/**
 * The `accept` of a call with a media type, or `undefined` to leave it as it is: with previews,
 * the previews already in `accept` and then the call's, each as
 * `application/vnd.github.<name>-preview` with the format's ending; with a format alone, each
 * media type of `accept` rewritten for it; never when `accept` contains
 * `application/octet-stream` in any case (media types are case-insensitive).
 */
function acceptFor(
  accept: string | undefined,
  { format, previews }: MediaTypeOptions,
): string | undefined {
  if (accept?.toLowerCase().includes("application/octet-stream")) return undefined;
  if (previews.length === 0) {
    return accept?.split(",").map((type) => formatType(type, format)).join(",");
  }
  const ending = format === "" ? "+json" : "." + format;
  const names = new Set(accept === undefined ? previews : [...previewsIn(accept), ...previews]);
  return [...names].map((name) => `application/vnd.github.${name}${SUFFIX}${ending}`).join(",");
}

/**
 * The last `accept` computed, keyed by exactly the three values it is computed from (preview
 * names are `[\w-]` only, so joined by `,` they stay apart): calls of one endpoint ask for the
 * same again.
 */
let last: { accept?: string; format: string; names: string; result?: string } = {
  format: "",
  names: "",
};

/**
 * Rewrites `headers.accept` in place for `mediaType` (docs/behaviour.md section 4.7): nothing to
 * do when `mediaType` is empty.
 */
export function applyAccept(headers: Record<string, string>, mediaType: MediaTypeOptions): void {
  const { format, previews } = mediaType;
  if (format === "" && previews.length === 0) return;
  const accept = Object.hasOwn(headers, "accept") ? headers.accept : undefined;
  const names = previews.join(",");
  if (accept !== last.accept || format !== last.format || names !== last.names) {
    last = { accept, format, names, result: acceptFor(accept, mediaType) };
  }
  if (last.result !== undefined) headers.accept = last.result;
}
