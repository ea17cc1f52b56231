/**
 * How `@x/endpoint/openapi` writes a parameter or a body field: the OpenAPI Parameter and Encoding
 * Objects' `style`, `explode` and `allowReserved`, where a parameter goes, and the call option
 * `request.serialize` that sets them per call or through `.defaults()`. Types only.
 *
 * @module
 */

/**
 * An OpenAPI serialisation style, plus `"brackets"`: the array form that Rails, PHP and `qs` read,
 * `name[]=1&name[]=2` (not an OpenAPI style; query parameters and form bodies only).
 */
export type Style =
  | "simple"
  | "label"
  | "matrix"
  | "form"
  | "spaceDelimited"
  | "pipeDelimited"
  | "deepObject"
  | "brackets";

/** Where a parameter goes, as OpenAPI's `in` says. */
export type ParameterLocation = "path" | "query" | "header" | "cookie";

/**
 * How one value is written. A field left out takes OpenAPI's default for the parameter's
 * location: `form` with `explode: true` for query and cookie, `simple` with `explode: false` for
 * path and header.
 */
export interface Serialization {
  /** The style (OpenAPI `style`). */
  style?: Style;
  /** Whether arrays and objects become one name=value pair per item (OpenAPI `explode`). */
  explode?: boolean;
  /** Whether reserved characters (`:/?#[]@!$&'()*+,;=`) are sent as they are (query only). */
  allowReserved?: boolean;
}

/** A parameter's place and serialisation: an OpenAPI Parameter Object's relevant fields. */
export interface ParameterSerialization extends Serialization {
  /** Where the parameter goes; by default where plain `endpoint()` puts it. */
  in?: ParameterLocation;
}

/** A header an Encoding Object declares for a multipart part: an OpenAPI Header Object's `required`. */
export interface PartHeader {
  /** Whether a call must give the header for each part of its field. */
  required?: boolean;
}

/** How one property of a form or multipart body is written: an OpenAPI Encoding Object. */
export interface Encoding extends Serialization {
  /** The property's own content type (a multipart part's `content-type`). */
  contentType?: string;
  /**
   * The headers a multipart part declares, by name (`Content-Type` is left out, as OpenAPI says);
   * their values come from the call option `request.partHeaders`.
   */
  headers?: Record<string, PartHeader>;
}

/**
 * The call option `request.partHeaders`: per multipart field, the headers of its parts by name
 * (matched in any case and written lowercase). `Content-Type` and `Content-Disposition` are not
 * given here: the Encoding Object's `contentType` sets the first, the library writes the second.
 * A call's headers merge over those of `.defaults()` header by header, as `headers` do.
 */
export type PartHeaders = Record<string, Record<string, string>>;

/**
 * The call option `request.serialize`, given in a call or to `.defaults()`; it merges like every
 * other default (a call's entry for a name replaces the defaults' entry for that name).
 */
export interface SerializeOptions {
  /** Per parameter, by the name the call gives it. */
  parameters?: Record<string, ParameterSerialization>;
  /** Every query parameter that has no entry of its own. */
  query?: Serialization;
  /** Every path parameter that has no entry of its own. */
  path?: Serialization;
  /** Every header parameter that has no entry of its own. */
  header?: Serialization;
  /** Per property of an `application/x-www-form-urlencoded` or `multipart/form-data` body. */
  encoding?: Record<string, Encoding>;
}

/**
 * The call option `request.credentials`: per security scheme name of the description, its
 * credential. `http` bearer, `apiKey`, `oauth2` and `openIdConnect` take the token or key as a
 * string; `http` basic takes `{ username, password }` (or the base64 text itself). They merge
 * like `request.serialize`: a call's entry for a scheme replaces the defaults' entry.
 */
export type Credentials = Record<string, string | { username: string; password: string }>;
