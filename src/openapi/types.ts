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
import type { Credentials, PartHeaders, SerializeOptions } from "./options.ts";
import type { Operation, RouteParts } from "./_operation.ts";
import type {
  BodyOptionNames,
  BodyOptions,
  NoProperties,
  OptionName,
  RequiredKeys,
} from "./_typed_body.ts";

/** @internal Methods that send their other parameters as a body (docs/behaviour.md section 4). */
type BodyMethod = "post" | "put" | "patch" | "delete";

/** @internal The methods a path item defines (openapi-typescript writes `put?: never`). */
type OperationMethods<Item> = {
  [M in keyof Item & PathItemMethod]: Item[M] extends undefined ? never : M;
}[keyof Item & PathItemMethod];

/** @internal The operations of an OpenAPI path item. */
type PathItemMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";

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
 * How a typed endpoint function places the parameters of a call, which decides what its calls
 * may look like:
 *
 * - `"endpoint"`: by `endpoint()`'s rules (docs/behaviour.md section 4): header parameters go in
 *   `headers`, a body method sends only the query parameters its route names in `{?…}`, and only
 *   a JSON body can be given field by field;
 * - `"withRoutes"`: by the route table of `withRoutes()` (`@x/endpoint/openapi`), which knows where
 *   each parameter goes: path, query, header and cookie parameters alike at the top level, form and
 *   multipart bodies field by field too, and `request.serialize`.
 *
 * @example The same call in both shapes
 * ```ts
 * import type { OpenApiCallShape, OpenApiOptions } from "@x/endpoint";
 *
 * interface paths {
 *   "/pets/{petId}": {
 *     delete: { parameters: { path: { petId: number }; header: { api_key: string } } };
 *   };
 * }
 * type Options<Shape extends OpenApiCallShape> = OpenApiOptions<
 *   paths,
 *   "DELETE /pets/{petId}",
 *   never,
 *   Shape
 * >;
 * const byEndpoint: Options<"endpoint"> = { petId: 1, headers: { api_key: "k" } };
 * const byTable: Options<"withRoutes"> = { petId: 1, api_key: "k" };
 * void [byEndpoint, byTable];
 * ```
 */
export type OpenApiCallShape = "endpoint" | "withRoutes";

/**
 * @internal What a typed function takes as a route: one of `Paths`, or, placed by `endpoint()`, a
 * route with a trailing `{?name,…}` that sends those query parameters (a body method would put
 * them in the body). The second form is checked in the options, where a wrong route makes them
 * unusable. A route table places query parameters itself, and has no `{?…}` routes.
 */
type RouteArgument<Paths, Shape> = Shape extends "withRoutes" ? OpenApiRoute<Paths>
  : OpenApiRoute<Paths> | `${string}{?${string}}`;

/** @internal One parameter group (`path`, `query`, `header`, `cookie`) of an operation, or `unknown`. */
type ParameterGroup<O, In extends string> = O extends { parameters: infer Groups }
  ? In extends keyof Groups ? [NonNullable<Groups[In]>] extends [never] ? unknown
    : NonNullable<Groups[In]>
  : unknown
  : unknown;

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

/**
 * @internal The header parameters OpenAPI says are ignored (`Accept`, `Content-Type`,
 * `Authorization`, in any case): optional, as the body and the caller set those headers.
 */
type IgnoredHeaders<H> = {
  [K in keyof H & string]: Lowercase<K> extends "accept" | "content-type" | "authorization" ? K
    : never;
}[keyof H & string];

/** @internal `headers`: the header parameters (required ones required) and any other header. */
type HeadersOption<H, Provided extends string> = [keyof H] extends [never]
  ? { headers?: RequestHeaders }
  : [Exclude<RequiredKeys<H>, ProvidedHeaders<H, Provided> | IgnoredHeaders<H>>] extends [never]
    ? { headers?: RequestHeaders & Partial<H> }
  : { headers: RequestHeaders & WithProvided<H, ProvidedHeaders<H, Provided> | IgnoredHeaders<H>> };

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

/**
 * @internal The options a route table adds: `request.serialize`, `request.parameters`,
 * `request.credentials` and `request.partHeaders`.
 */
interface TableOptions {
  /**
   * Custom metadata; `serialize` sets how parameters and form fields are written, `parameters`
   * holds parameters and fields by name, whatever their names (`url`, `headers`…), `credentials`
   * the credentials by security scheme name, `partHeaders` the headers of multipart parts by field.
   */
  request?: RequestMetadata & {
    serialize?: SerializeOptions;
    parameters?: Record<string, unknown>;
    credentials?: Credentials;
    partHeaders?: PartHeaders;
  };
}

/** @internal `T`'s properties as one object type, easier to read in editors and errors. */
type Flatten<T> = T extends unknown ? { [K in keyof T]: T[K] } : never;

/**
 * The options of a typed route: the operation's parameters and its body's fields flat (or the
 * whole body as `data`), the names `Provided` by defaults optional, placed as `Shape` says
 * ({@linkcode OpenApiCallShape}).
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
export type OpenApiOptions<
  Paths,
  R extends string,
  Provided extends string = never,
  Shape extends OpenApiCallShape = "endpoint",
> = RouteParts<R> extends [infer M, infer P, infer Names extends string]
  ? OperationOptions<Operation<Paths, M, P>, M, Names, Provided, Shape>
  : never;

/** @internal The options of one operation. */
type OperationOptions<O, M, Names extends string, Provided extends string, Shape> = [O] extends
  [never] ? never
  : Shape extends "withRoutes" ? Flatten<
      WithProvided<
        & TableParameters<O>
        & WithoutDeclared<
          TableOptions & CallOptions & { headers?: RequestHeaders },
          | (keyof TableParameters<O> & OptionName)
          | (M extends BodyMethod ? BodyOptionNames<O, Shape> : never)
        >
        & (M extends BodyMethod ? BodyOptions<O, Shape> : unknown),
        | Provided
        | ProvidedHeaders<ParameterGroup<O, "header">, Provided>
        | IgnoredHeaders<ParameterGroup<O, "header">>
      >
    >
  : Flatten<
    WithProvided<
      & ParameterGroup<O, "path">
      & QueryOptions<ParameterGroup<O, "query">, M, Names>
      & HeadersOption<ParameterGroup<O, "header">, Provided>
      & CallOptions
      & (M extends BodyMethod ? BodyOptions<O, Shape> : unknown),
      Provided
    >
  >;

/**
 * @internal Placed by a route table, every parameter is at the top level under its name; a header
 * parameter given by defaults' `headers` counts as given.
 */
type TableParameters<O> =
  & ParameterGroup<O, "path">
  & ParameterGroup<O, "query">
  & ParameterGroup<O, "header">
  & ParameterGroup<O, "cookie">;

/**
 * @internal The options without those the operation declares as parameters or body fields
 * (`url`, `headers`…): through a route table, such a name is the parameter or field.
 */
type WithoutDeclared<T, Declared> = [Declared] extends [never] ? T : Omit<T, Declared & keyof T>;

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
export type OpenApiArguments<
  Paths,
  R extends string,
  Provided extends string = never,
  Shape extends OpenApiCallShape = "endpoint",
> = NoProperties extends OpenApiOptions<Paths, R, Provided, Shape>
  ? [options?: OpenApiOptions<Paths, R, Provided, Shape>]
  : [options: OpenApiOptions<Paths, R, Provided, Shape>];

/**
 * @internal The names defaults provide: their parameters (options other than `data` are optional
 * anyway), and `headers.<lowercase name>` for their headers.
 */
type ProvidedNames<O> =
  | Exclude<keyof O & string, Exclude<OptionName, "data">>
  | (O extends { headers: infer H } ? `headers.${Lowercase<keyof H & string>}` : never);

/**
 * An endpoint function typed by an OpenAPI description's `paths`, as `openapi-typescript` (v7)
 * generates it: routes are checked against the description and complete in editors; parameters
 * and the body are typed by their schemas. Bind `endpoint` to it with a cast, which costs nothing
 * at run time; `withRoutes()` of `@x/endpoint/openapi` turns it into one whose calls take the
 * `"withRoutes"` shape ({@linkcode OpenApiCallShape}).
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
export interface OpenApiEndpoint<
  Paths,
  Provided extends string = never,
  Shape extends OpenApiCallShape = "endpoint",
> {
  /** Builds request options from a route of the description and its typed options. */
  <R extends RouteArgument<Paths, Shape>>(
    route: R,
    ...options: OpenApiArguments<Paths, R, Provided, Shape>
  ): RequestOptions<CallMethod<R>>;
  /** The defaults of this function, deeply frozen. */
  readonly DEFAULTS: EndpointDefaults;
  /** A typed endpoint function with these defaults merged over this one's. */
  defaults<O extends EndpointOptions & (Shape extends "withRoutes" ? TableOptions : unknown)>(
    options: O,
  ): OpenApiEndpoint<Paths, Provided | ProvidedNames<O>, Shape>;
  /** Merges a typed route's options over the defaults without parsing them. */
  merge<R extends RouteArgument<Paths, Shape>>(
    route: R,
    ...options: OpenApiArguments<Paths, R, Provided, Shape>
  ): MergedOptions;
  /** Builds request options from merged options. Stateless. */
  parse(options: EndpointOptions | EndpointDefaults): RequestOptions;
}

/**
 * The typed endpoint function `withRoutes()` returns for `E`: the same description and defaults,
 * its calls in the `"withRoutes"` shape ({@linkcode OpenApiCallShape}); any other `E` as it is.
 *
 * @example What withRoutes makes of a typed endpoint
 * ```ts
 * import { endpoint, type OpenApiEndpoint, type WithRoutes } from "@x/endpoint";
 *
 * interface paths {
 *   "/pets/{petId}": {
 *     delete: { parameters: { path: { petId: number }; header: { api_key: string } } };
 *   };
 * }
 * const pets = endpoint as OpenApiEndpoint<paths>;
 * type Routed = WithRoutes<typeof pets>; // what withRoutes(pets, table) returns
 * const options: Parameters<Routed>[1] = { petId: 1, api_key: "k" }; // api_key: a header
 * void options;
 * ```
 */
export type WithRoutes<E> = E extends OpenApiEndpoint<infer Paths, infer Provided, infer _Shape>
  // An untyped endpoint function matches too, with unknown paths: it stays as it is.
  ? unknown extends Paths ? E : OpenApiEndpoint<Paths, Provided, "withRoutes">
  : E;
