/**
 * Types that bind an endpoint function to an OpenAPI description: the `paths` interface that
 * `openapi-typescript` (v7) generates, GitHub's `@octokit/openapi-types` included. Types only:
 * nothing here exists at run time.
 *
 * @module
 */
import type {
  CallMethod,
  EndpointDefaults,
  EndpointOptions,
  MediaType,
  MergedOptions,
  RequestHeaders,
  RequestMetadata,
  RequestOptions,
} from "../types.ts";

/** @internal An object type without properties (`{}` reads as "anything but null"). */
type NoProperties = Record<never, never>;

/** @internal The operations of an OpenAPI path item. */
type PathItemMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";

/** @internal Methods that send their other parameters as a body (docs/behaviour.md section 4). */
type BodyMethod = "post" | "put" | "patch" | "delete";

/** @internal Option names: a body field of one of these names can only go in `data`. */
type OptionName = "method" | "url" | "baseUrl" | "headers" | "mediaType" | "request" | "data";

/** @internal The methods a path item defines (openapi-typescript writes `put?: never`). */
type OperationMethods<Item> = {
  [M in keyof Item & PathItemMethod]: Item[M] extends undefined ? never : M;
}[keyof Item & PathItemMethod];

/**
 * Every route of a `paths` interface: `"<METHOD> <path>"`, the method in upper case and the path
 * as the description writes it, with `{name}` placeholders.
 *
 * @example The routes of a description
 * ```ts
 * import type { OpenApiRoute } from "@x/endpoint";
 *
 * interface paths {
 *   "/pets/{petId}": { get: { parameters: { path: { petId: number } } } };
 * }
 * const route: OpenApiRoute<paths> = "GET /pets/{petId}";
 * void route;
 * ```
 */
export type OpenApiRoute<Paths> = {
  [P in keyof Paths & string]: `${Uppercase<OperationMethods<Paths[P]>>} ${P}`;
}[keyof Paths & string];

/**
 * @internal What a typed function takes as a route: one of `Paths`, or a route with a trailing
 * `{?name,…}` that sends those query parameters (a body method would put them in the body). The
 * second form is checked in the options, where a wrong route makes them unusable.
 */
type RouteArgument<Paths> = OpenApiRoute<Paths> | `${string}{?${string}}`;

/** @internal `[method, path, names of a trailing {?…}]` of a typed route. */
type RouteParts<R> = R extends `${infer M} ${infer P}{?${infer Names}}`
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
type Operation<Paths, M, P> = P extends keyof Paths
  ? M extends keyof Paths[P] ? NonNullable<Paths[P][M]> : never
  : never;

/** @internal One parameter group (`path`, `query`, `header`) of an operation, or `unknown`. */
type ParameterGroup<O, In extends string> = O extends { parameters: infer Groups }
  ? In extends keyof Groups ? [NonNullable<Groups[In]>] extends [never] ? unknown
    : NonNullable<Groups[In]>
  : unknown
  : unknown;

/** @internal The keys of `T` that are not optional. */
type RequiredKeys<T> = {
  [K in keyof T]-?: NoProperties extends Pick<T, K> ? never : K;
}[keyof T];

/** @internal `T` with the keys `Provided` names optional. */
type WithProvided<T, Provided extends PropertyKey> = [Provided & keyof T] extends [never] ? T
  : T extends unknown ? Omit<T, Provided> & Partial<Pick<T, Provided & keyof T>>
  : never;

/**
 * @internal Query parameters. A body method sends only those the route names in `{?…}`, so a
 * required one it does not name, or a name in `{?…}` that is no query parameter, has a type that
 * says what to do.
 */
type QueryOptions<Q, M, Names extends string> =
  & (M extends BodyMethod ?
      & Pick<Q, Names & keyof Q>
      & { [K in Exclude<RequiredKeys<Q>, Names>]: `add {?${K & string}} to the route` }
      & { [K in Exclude<keyof Q, Names | RequiredKeys<Q>>]?: `add {?${K & string}} to the route` }
    : Q)
  & { [K in Exclude<Names, keyof Q>]: `${K} is not a query parameter of this route` };

/** @internal The header names `Provided` lists as `headers.<lowercase name>`. */
type ProvidedHeaders<H, Provided extends string> = {
  [K in keyof H & string]: `headers.${Lowercase<K>}` extends Provided ? K : never;
}[keyof H & string];

/** @internal `headers`: the header parameters (required ones required) and any other header. */
type HeadersOption<H, Provided extends string> = [keyof H] extends [never]
  ? { headers?: RequestHeaders }
  : [Exclude<RequiredKeys<H>, ProvidedHeaders<H, Provided>>] extends [never]
    ? { headers?: RequestHeaders & Partial<H> }
  : { headers: RequestHeaders & WithProvided<H, ProvidedHeaders<H, Provided>> };

/** @internal Options every typed call takes; the route sets `method` and `url`. */
interface CallOptions {
  /** The absolute `http(s)` URL a relative `url` is joined to. */
  baseUrl?: string | URL;
  /** Rewrites `accept`. */
  mediaType?: MediaType;
  /** Custom metadata, returned as it is. */
  request?: RequestMetadata;
  /** Set by the route. */
  method?: never;
  /** Set by the route. */
  url?: never;
}

/** @internal The request body's media types and their schemas, `never` for no body. */
type Content<O> = O extends { requestBody?: infer Body }
  ? NonNullable<Body> extends { content: infer C } ? C : never
  : never;

/** @internal JSON media types: `application/json`, `…/json` and `…+json`. */
type JsonMediaType = `${string}/json` | `${string}+json`;

/**
 * @internal The body fields of each object schema of the JSON body, flat; `never` for a schema
 * that cannot be flat (an array, a scalar, or one that requires a field named like an option).
 */
type FlatBody<B, Required> = B extends readonly unknown[] ? never
  : B extends object
    ? [RequiredKeys<B> & OptionName] extends [never]
      ? [keyof B & OptionName] extends [never] ? Required extends true ? B : Partial<B>
      : Omit<Required extends true ? B : Partial<B>, OptionName>
    : never
  : never;

/**
 * @internal The body as flat fields or as `data`. `data` takes any schema of the body, and any
 * `BodyInit` for a media type that is not JSON (openapi-typescript types binary as `string`).
 */
type BodyOptions<O, C = Content<O>> = [C] extends [never] ? { data?: never }
  : O extends { requestBody: unknown } ?
      | (FlatBody<{ [K in keyof C]: K extends JsonMediaType ? C[K] : never }[keyof C], true> & {
        data?: never;
      })
      | { data: { [K in keyof C]: K extends JsonMediaType ? C[K] : C[K] | BodyInit }[keyof C] }
  :
    | (FlatBody<{ [K in keyof C]: K extends JsonMediaType ? C[K] : never }[keyof C], false> & {
      data?: never;
    })
    | { data?: { [K in keyof C]: K extends JsonMediaType ? C[K] : C[K] | BodyInit }[keyof C] };

/** @internal `T`'s properties as one object type, easier to read in editors and errors. */
type Flatten<T> = T extends unknown ? { [K in keyof T]: T[K] } : never;

/**
 * The options of a typed route: the operation's path, query and header parameters, and its JSON
 * body's fields flat (or the whole body as `data`), the names `Provided` by defaults optional.
 *
 * @example Options built apart from the call
 * ```ts
 * import type { OpenApiOptions } from "@x/endpoint";
 *
 * interface paths {
 *   "/pets/{petId}": {
 *     get: { parameters: { path: { petId: number }; query?: { fields?: "name" | "all" } } };
 *   };
 * }
 * const options: OpenApiOptions<paths, "GET /pets/{petId}"> = { petId: 1, fields: "all" };
 * void options;
 * ```
 */
export type OpenApiOptions<Paths, R extends string, Provided extends string = never> =
  RouteParts<R> extends [infer M, infer P, infer Names extends string]
    ? OperationOptions<Operation<Paths, M, P>, M, Names, Provided>
    : never;

/** @internal The options of one operation. */
type OperationOptions<O, M, Names extends string, Provided extends string> = [O] extends [never]
  ? never
  : Flatten<
    WithProvided<
      & ParameterGroup<O, "path">
      & QueryOptions<ParameterGroup<O, "query">, M, Names>
      & HeadersOption<ParameterGroup<O, "header">, Provided>
      & CallOptions
      & (M extends BodyMethod ? BodyOptions<O> : unknown),
      Provided
    >
  >;

/**
 * The arguments after a typed route: optional when nothing in them is required. For functions
 * that wrap a typed endpoint.
 *
 * @example A wrapper that keeps the typing
 * ```ts
 * import { endpoint, type OpenApiArguments, type OpenApiEndpoint, type OpenApiRoute } from "@x/endpoint";
 * import assert from "node:assert/strict";
 *
 * interface paths {
 *   "/pets/{petId}": { get: { parameters: { path: { petId: number } } } };
 * }
 * const pets = endpoint.defaults({ baseUrl: "https://pets.example.com" }) as OpenApiEndpoint<paths>;
 * function url<R extends OpenApiRoute<paths>>(route: R, ...options: OpenApiArguments<paths, R>) {
 *   return pets(route, ...options).url;
 * }
 * assert.equal(url("GET /pets/{petId}", { petId: 2 }), "https://pets.example.com/pets/2");
 * ```
 */
export type OpenApiArguments<Paths, R extends string, Provided extends string = never> =
  NoProperties extends OpenApiOptions<Paths, R, Provided>
    ? [options?: OpenApiOptions<Paths, R, Provided>]
    : [options: OpenApiOptions<Paths, R, Provided>];

/**
 * @internal The names defaults provide: their parameters (options other than `data` are optional
 * anyway), and `headers.<lowercase name>` for their headers.
 */
type ProvidedNames<O> =
  | Exclude<keyof O & string, Exclude<OptionName, "data">>
  | (O extends { headers: infer H } ? `headers.${Lowercase<keyof H & string>}` : never);

/**
 * An endpoint function typed by an OpenAPI description's `paths`, as `openapi-typescript` (v7)
 * generates it: routes are checked against the description and complete in editors; path, query
 * and header parameters and the JSON body are typed by their schemas. Bind it with a cast: it
 * costs nothing at run time.
 *
 * @example Bind the endpoint to a description
 * ```ts
 * import { endpoint, type OpenApiEndpoint } from "@x/endpoint";
 * import assert from "node:assert/strict";
 *
 * interface paths {
 *   "/pets/{petId}": { get: { parameters: { path: { petId: number } } } };
 * }
 * const pets = endpoint.defaults({ baseUrl: "https://pets.example.com" }) as OpenApiEndpoint<paths>;
 * assert.equal(pets("GET /pets/{petId}", { petId: 1 }).url, "https://pets.example.com/pets/1");
 * ```
 */
export interface OpenApiEndpoint<Paths, Provided extends string = never> {
  /** Builds request options from a route of the description and its typed options. */
  <R extends RouteArgument<Paths>>(
    route: R,
    ...options: OpenApiArguments<Paths, R, Provided>
  ): RequestOptions<CallMethod<R>>;
  /** The defaults of this function, deeply frozen. */
  readonly DEFAULTS: EndpointDefaults;
  /** A typed endpoint function with these defaults merged over this one's. */
  defaults<O extends EndpointOptions>(
    options: O,
  ): OpenApiEndpoint<Paths, Provided | ProvidedNames<O>>;
  /** Merges a typed route's options over the defaults without parsing them. */
  merge<R extends RouteArgument<Paths>>(
    route: R,
    ...options: OpenApiArguments<Paths, R, Provided>
  ): MergedOptions;
  /** Builds request options from merged options. Stateless. */
  parse(options: EndpointOptions | EndpointDefaults): RequestOptions;
}
