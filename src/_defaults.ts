/**
 * An endpoint function's defaults, read once when the function is made: every call merges over
 * these fields instead of reading `DEFAULTS` again, and the request headers a call gets when it
 * adds no headers of its own are ready (their `accept` already rewritten from the media type).
 */
import { BoundedCache } from "./uri_template/_cache.ts";
import { type HeaderMap, type MergedHeaderMap, mergeHeaders, requestHeaders } from "./_headers.ts";
import {
  applyAccept,
  type GivenMediaType,
  type MediaTypeOptions,
  readMediaType,
  resolveMediaType,
  resolveRead,
} from "./_media_type.ts";
import { readOptions } from "./_option_keys.ts";
import type { EndpointDefaults, MergedOptions } from "./types.ts";

type Parameters = Record<string, unknown>;

/** The character budget of an endpoint's media type keys: each endpoint has its own cache. */
const MEDIA_TYPE_CHARACTERS = 4096;

/** The fields of merged options (already checked), ready for calls to merge over. */
export interface Defaults {
  readonly method: string;
  /** A default url, when one was set. */
  readonly url: unknown;
  readonly baseUrl: string;
  readonly headers: Readonly<MergedHeaderMap>;
  readonly mediaType: MediaTypeOptions;
  readonly request: unknown;
  /** The default parameters, or `undefined` when there are none. */
  readonly parameters: Readonly<Parameters> | undefined;
  /** The request headers of a call that adds no headers and no media type. */
  readonly requestHeaders: Readonly<HeaderMap>;
  /** The request headers of calls that add only a media type, by {@linkcode mediaTypeKey}. */
  readonly withMediaType: BoundedCache<Readonly<HeaderMap>>;
}

/** Reads merged options (`DEFAULTS`, or what `merge()` built) into {@linkcode Defaults}. */
export function readDefaults(merged: EndpointDefaults | MergedOptions): Defaults {
  const read = readOptions(merged);
  let parameters: Parameters | undefined;
  for (const key of read.parameterKeys) (parameters ??= {})[key] = merged[key];
  const headers = read.headers as MergedHeaderMap;
  const mediaType = read.mediaType as MediaTypeOptions;
  const ready: HeaderMap = { ...requestHeaders(headers) };
  applyAccept(ready, mediaType);
  return {
    method: read.method as string,
    url: read.url,
    baseUrl: read.baseUrl as string,
    headers,
    mediaType,
    request: read.request,
    parameters: parameters && Object.freeze(parameters),
    requestHeaders: Object.freeze(ready),
    withMediaType: new BoundedCache<Readonly<HeaderMap>>(16, MEDIA_TYPE_CHARACTERS),
  };
}

/** A string's part of a memo key: its length, then itself, so that no two parts run together. */
function keyPart(value: string): string {
  return value.length + ":" + value;
}

/**
 * The memo key of a `mediaType` as read: exactly the two values the merge reads, each tagged
 * (`u` absent, `n` null, `s` a format, `a` a list of previews) and each string length-prefixed, so
 * two different values never share a key. `undefined` for any other shape, which is then checked
 * and merged in full every time.
 */
function mediaTypeKey({ format, previews }: GivenMediaType): string | undefined {
  let key: string;
  if (format === undefined) key = "u";
  else if (format === null) key = "n";
  else if (typeof format === "string") key = "s" + keyPart(format);
  else return undefined;
  if (previews === undefined) return key + "u";
  if (previews === null) return key + "n";
  if (!Array.isArray(previews)) return undefined;
  key += "a";
  for (const name of previews) {
    if (typeof name !== "string") return undefined;
    key += keyPart(name);
  }
  return key;
}

/**
 * The request headers of a call: the caller's `headers` merged over the defaults' (and checked),
 * `accept` rewritten for the caller's `mediaType` merged over the defaults'. Always a new object.
 *
 * @throws {EndpointError} `INVALID_HEADER`, then `INVALID_PARAMETER` for the media type.
 */
export function requestHeadersFor(
  defaults: Defaults,
  headers: unknown,
  mediaType: unknown,
): HeaderMap {
  if (headers !== undefined) {
    const result = requestHeaders(mergeHeaders(defaults.headers, headers));
    applyAccept(result, resolveMediaType(defaults.mediaType, mediaType));
    return result;
  }
  if (mediaType === undefined) return { ...defaults.requestHeaders };
  const read = readMediaType(mediaType) as GivenMediaType;
  const key = mediaTypeKey(read);
  const known = key === undefined ? undefined : defaults.withMediaType.get(key);
  if (known !== undefined) return { ...known };
  const result = requestHeaders(mergeHeaders(defaults.headers, undefined));
  applyAccept(result, resolveRead(defaults.mediaType, read));
  if (key !== undefined) defaults.withMediaType.set(key, Object.freeze({ ...result }));
  return result;
}
