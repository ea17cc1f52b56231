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
 * array, a scalar, or one that requires a field named like an option).
 */
type FlatBody<B, Required> = B extends readonly unknown[] ? never
  : B extends object
    ? [RequiredKeys<B> & OptionName] extends [never]
      ? [keyof B & OptionName] extends [never] ? Required extends true ? B : Partial<B>
      : Omit<Required extends true ? B : Partial<B>, OptionName>
    : never
  : never;

/** @internal The body of operation `O`: flat fields or `data`, required if the body is. */
export type BodyOptions<O, Shape, C = Content<O>> = [C] extends [never] ? { data?: never }
  : O extends { requestBody: unknown } ?
      | (FlatBody<FieldSchemas<C, Shape>, true> & { data?: never })
      | { data: Data<C> }
  :
    | (FlatBody<FieldSchemas<C, Shape>, false> & { data?: never })
    | { data?: Data<C> };
