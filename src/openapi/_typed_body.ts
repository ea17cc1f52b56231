/**
 * How a typed call gives an operation's request body: its fields flat beside the parameters, or
 * the whole body as `data`. Types only; private to `src/openapi/`.
 *
 * @module
 */
import type { JsonContent, JsonMediaType } from "./_operation.ts";

/** @internal An object type without properties (`{}` reads as "anything but null"). */
export type NoProperties = Record<never, never>;

/** @internal The keys of `T` that are not optional. */
export type RequiredKeys<T> = {
  [K in keyof T]-?: NoProperties extends Pick<T, K> ? never : K;
}[keyof T];

/** @internal Option names: a body field of one of these names can only go in `data`. */
export type OptionName =
  | "method"
  | "url"
  | "baseUrl"
  | "headers"
  | "mediaType"
  | "request"
  | "data";

/** @internal The request body's media types and their schemas, `never` for no body. */
type Content<O> = O extends { requestBody?: infer Body }
  ? NonNullable<Body> extends { content: infer C } ? C : never
  : never;

/**
 * @internal The object schemas whose fields a call may give flat: the JSON ones, and with
 * `withRoutes()` (which writes these media types from the fields) the form and multipart ones,
 * a multipart field taking a `Blob` (or `File`) wherever it takes a string, since
 * openapi-typescript types a binary field as `string`.
 */
type FieldSchemas<C, Shape> = Shape extends "withRoutes" ? {
    [K in keyof C]: K extends JsonMediaType | "application/x-www-form-urlencoded" ? C[K]
      : K extends "multipart/form-data" ? { [F in keyof C[K]]: OrBlob<C[K][F]> }
      : never;
  }[keyof C]
  : JsonContent<C>;

/** @internal `V`, with a `Blob` wherever it has a string (also as an array's items). */
type OrBlob<V> = V extends string ? V | Blob
  : V extends readonly (infer Item)[] ? (Item extends string ? Item | Blob : Item)[]
  : V;

/**
 * @internal What `data` takes: a JSON media type's schema, any `BodyInit` for another media type
 * (sent as it is; openapi-typescript types binary content as `string`, which is one).
 */
type Data<C> = { [K in keyof C]: K extends JsonMediaType ? C[K] : BodyInit }[keyof C];

/**
 * @internal The fields of an object schema, flat; `never` for a schema that cannot be flat (an
 * array, a scalar, or, placed by `endpoint()`, one that requires a field named like an option).
 * Through a route table, a field named like an option is that field (`withRoutes()` reads the
 * names the description declares), so every field is flat.
 */
type FlatBody<B, Required, Shape> = B extends readonly unknown[] ? never
  : B extends object ? Shape extends "withRoutes" ? Required extends true ? B : Partial<B>
    : [RequiredKeys<B> & OptionName] extends [never]
      ? [keyof B & OptionName] extends [never] ? Required extends true ? B : Partial<B>
      : Omit<Required extends true ? B : Partial<B>, OptionName>
    : never
  : never;

/** @internal The body field names of operation `O` that are option names, `never` for none. */
export type BodyOptionNames<O, Shape> = FieldSchemas<Content<O>, Shape> extends infer B
  ? B extends readonly unknown[] ? never : B extends object ? keyof B & OptionName : never
  : never;

/** @internal The body of operation `O`: flat fields or `data`, required if the body is. */
export type BodyOptions<O, Shape, C = Content<O>> = [C] extends [never] ? { data?: never }
  // a body field named `data`, through a route table, is that field: no whole-body `data`
  : Shape extends "withRoutes"
    ? "data" extends BodyOptionNames<O, Shape>
      ? FlatBody<FieldSchemas<C, Shape>, O extends { requestBody: unknown } ? true : false, Shape>
    : WholeOrFlat<O, Shape, C>
  : WholeOrFlat<O, Shape, C>;

/** @internal Flat fields or the whole body as `data`, required if the body is. */
type WholeOrFlat<O, Shape, C> = O extends { requestBody: unknown } ?
    | (FlatBody<FieldSchemas<C, Shape>, true, Shape> & { data?: never })
    | { data: Data<C> }
  :
    | (FlatBody<FieldSchemas<C, Shape>, false, Shape> & { data?: never })
    | { data?: Data<C> };
