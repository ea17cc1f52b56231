/**
 * What the OpenAPI types share: a route of a `paths` interface taken apart, and the operation it
 * names. Types only; private to `src/openapi/`.
 *
 * @module
 */

/** @internal `[method, path, names of a trailing {?…}]` of a typed route. */
export type RouteParts<R> = R extends `${infer M} ${infer P}{?${infer Names}}`
  ? [Lowercase<M>, P, QueryNames<Names>]
  : R extends `${infer M} ${infer P}` ? [Lowercase<M>, P, never]
  : never;

/** @internal The names of a `{?…}` expression, without `*` or `:N`. */
type QueryNames<S extends string> = S extends `${infer Head},${infer Tail}`
  ? QueryNames<Head> | QueryNames<Tail>
  : S extends `${infer Name}:${string}` ? Name
  : S extends `${infer Name}*` ? Name
  : S;

/** @internal The operation a method and path name, `never` for none. */
export type Operation<Paths, M, P> = P extends keyof Paths
  ? M extends keyof Paths[P] ? NonNullable<Paths[P][M]> : never
  : never;

/** @internal The operation a route names, `never` for none. */
export type RouteOperation<Paths, R> = RouteParts<R> extends [infer M, infer P, string]
  ? Operation<Paths, M, P>
  : never;

/** @internal JSON media types: `application/json`, `…/json` and `…+json`. */
export type JsonMediaType = `${string}/json` | `${string}+json`;

/** @internal The schemas of the JSON media types of a `content` map, as one union. */
export type JsonContent<C> = { [K in keyof C]: K extends JsonMediaType ? C[K] : never }[keyof C];
