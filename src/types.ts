/**
 * The library's types. Route typing lives here: a literal route types its parameters.
 *
 * @module
 */
import type { TemplateValue } from "./uri_template/mod.ts";

/** A header value as given: `null` removes the header, `undefined` leaves it as it is. */
export type HeaderValue = string | number | boolean | null | undefined;

/** Headers as given: any case; merged into lowercase names. */
export type RequestHeaders = { [name: string]: HeaderValue };

/** `mediaType` as given: both fields optional. */
export interface MediaType {
  /** A media-type variant such as `raw`, `diff` or `text+json`; it rewrites `accept`. */
  format?: string | null;
  /** Preview names such as `mercy` (a trailing `-preview` is stripped); they rewrite `accept`. */
  previews?: readonly string[] | null;
}

/**
 * Custom metadata, returned as `request` untouched. `endpoint()` never reads it;
 * `toRequest()` passes `signal` and `redirect` on to the `Request` and ignores every other key
 * (`fetch`, `timeout`, hooks…), which is for the code that sends the request.
 */
export type RequestMetadata = {
  /** Aborts the request: becomes the `Request`'s signal in `toRequest()`. */
  signal?: AbortSignal | null;
  /** What `fetch` does with a redirect: passed on by `toRequest()`. */
  redirect?: "follow" | "error" | "manual";
  /** Anything else: metadata for the code that sends the request. */
  [key: string]: unknown;
};

/**
 * Options for a call or for `.defaults()`: the known keys, and any other key is a parameter.
 */
export interface EndpointOptions {
  /** The HTTP method (any case); `GET` by default. */
  method?: string;
  /** A path or full URL, an RFC 6570 template; `:name` after a `/` is `{name}`. */
  url?: string;
  /** The absolute `http(s)` URL a relative `url` is joined to. */
  baseUrl?: string | URL;
  /** Headers, merged over the defaults' key by key: an object, a `Headers` or a `Map`. */
  headers?: RequestHeaders | Headers | ReadonlyMap<string, HeaderValue>;
  /** Rewrites `accept`. */
  mediaType?: MediaType;
  /** The raw request body: sent as it is, instead of a JSON body of the other parameters. */
  data?: unknown;
  /** Custom metadata, returned as it is. */
  request?: RequestMetadata;
  /** Any other key is a parameter: a placeholder value, a query parameter or a body key. */
  [parameter: string]: unknown;
}

/** Merged options: what `.merge()` returns and `.parse()` takes. */
export interface MergedOptions {
  /** The method, as given (validated). */
  method: string;
  /** The base URL, without a trailing `/`. */
  baseUrl: string;
  /** The url, placeholders not yet replaced (absent when nobody gave one: it means `/`). */
  url?: string;
  /** Lowercase names, string values; `null` marks a header removed from the defaults. */
  headers: { [name: string]: string | null };
  /** Always both fields. */
  mediaType: { format: string; previews: string[] };
  /** Custom metadata, when given. */
  request?: RequestMetadata;
  /** Every other key is a parameter. */
  [parameter: string]: unknown;
}

/** The defaults of an endpoint function: merged options, deeply frozen. */
export interface EndpointDefaults {
  /** The default method. */
  readonly method: string;
  /** The base URL, without a trailing `/`. */
  readonly baseUrl: string;
  /** A default url, when set through `.defaults()`. */
  readonly url?: string;
  /** Lowercase names, string values; `null` marks a header removed for good. */
  readonly headers: { readonly [name: string]: string | null };
  /** The default media type. */
  readonly mediaType: { readonly format: string; readonly previews: readonly string[] };
  /** Default metadata (by reference, not frozen). */
  readonly request?: RequestMetadata;
  /** Default parameters. */
  readonly [parameter: string]: unknown;
}

/**
 * The methods RFC 9110 and RFC 5789 (PATCH) define, lowercase as a result holds them (octokit's
 * are uppercase). `toRequest()` uppercases it; a client that sends the method as given
 * (`undici.request`) needs it uppercased: see docs/clients.md.
 */
export type HttpMethod =
  | "get"
  | "head"
  | "post"
  | "put"
  | "patch"
  | "delete"
  | "options"
  | "trace"
  | "connect";

/**
 * A result's method when the call's own method is not a literal type: one of the
 * {@linkcode HttpMethod}s, or any other lowercase HTTP token (`endpoint()` accepts every token,
 * such as `PROPFIND`). Editors still offer the {@linkcode HttpMethod}s.
 */
// deno-lint-ignore ban-types
export type RequestMethod = HttpMethod | (string & {});

/**
 * The result: request options for any HTTP client.
 *
 * @typeParam M The method: `"get"` for `endpoint("GET /x")`, {@linkcode RequestMethod} when the
 * call's method is not a literal type.
 */
export interface RequestOptions<M extends string = RequestMethod> {
  /** The method, lowercase. */
  method: M;
  /** The full URL. */
  url: string;
  /** Lowercase names, string values. */
  headers: { [name: string]: string };
  /** The body, only when there is one (PATCH, POST, PUT, DELETE). */
  body?: unknown;
  /** The `request` option, as given. */
  request?: RequestMetadata;
}

/** A route string: `"<METHOD> <url>"` or `"<url>"`. */
export type Route = string;

/** @internal The lowercase form of a method type, when the type is a literal. */
type LowercaseMethod<M extends string> = string extends M ? RequestMethod : Lowercase<M>;

/** @internal White space: a method holding it means the route does not split as the type reads it. */
type Space = " " | "\t" | "\n" | "\r" | "\f" | "\v" | "\u00a0" | "\ufeff";

/** @internal The lowercase method a route names, or {@linkcode RequestMethod} when it names none. */
type RouteMethod<R extends string> = R extends `${infer M} ${string}`
  ? M extends "" | `${string}${Space}${string}` ? RequestMethod : LowercaseMethod<M>
  : RequestMethod;

/**
 * The method of a call's result: the options' `method` (of type `M`; `never` when they have
 * none) wins over the route's `R`, as at run time. With neither, it is the endpoint's default
 * method, which the type does not know: {@linkcode RequestMethod}.
 */
export type CallMethod<R extends string, M extends string = never> = [M] extends [never]
  ? RouteMethod<R>
  : LowercaseMethod<M>;

/** @internal The characters of `S`, as a union. */
type CharactersOf<S extends string> = S extends `${infer C}${infer Rest}` ? C | CharactersOf<Rest>
  : never;

/** @internal The lowercase ASCII letters. */
type Letter = CharactersOf<"abcdefghijklmnopqrstuvwxyz">;

/** @internal A character of a `/:name` placeholder name: `[A-Za-z0-9_]`. */
type NameCharacter = Letter | Uppercase<Letter> | CharactersOf<"0123456789_">;

/** @internal The leading run of {@linkcode NameCharacter}s of `S`. */
type LeadingName<S extends string, Name extends string = ""> = S extends `${infer C}${infer Rest}`
  ? C extends NameCharacter ? LeadingName<Rest, `${Name}${C}`> : Name
  : Name;

/** @internal The names of the `/:name` placeholders anywhere in `Path`. */
type PathColonNames<Path extends string> = Path extends `${string}/:${infer Rest}`
  ? Exclude<LeadingName<Rest>, ""> | PathColonNames<Rest>
  : never;

/** @internal The url of a route: what follows its method, if it names one. */
type RouteUrl<R extends string> = R extends `${string} ${infer Url}` ? Url : R;

/**
 * @internal The part of a url where `/:name` placeholders count: after the authority of an absolute
 * `http(s)://` url (from its first `/`), and up to the first `?`, `#` or `{&`.
 */
type UrlPath<U extends string> = (
  Lowercase<U> extends `http${"" | "s"}://${string}`
    ? U extends `${string}//${infer Rest}`
      ? Rest extends `${string}/${infer Path}` ? `/${Path}` : ""
    : U
    : U
) extends infer P extends string
  ? (P extends `${infer Head}?${string}` ? Head : P) extends infer Q extends string
    ? (Q extends `${infer Head}#${string}` ? Head : Q) extends infer S extends string
      ? S extends `${infer Head}{&${string}` ? Head : S
    : never
  : never
  : never;

/**
 * @internal The names of a route's `/:name` placeholders: in the path only, never in the scheme or the
 * authority of an absolute url (`https://:secret@host/` has none), nor after a `?` or `#`.
 */
type ColonPlaceholderNames<R extends string> = PathColonNames<UrlPath<RouteUrl<R>>>;

/** @internal The bodies of a route's `{…}` expressions. */
type ExpressionBodies<R extends string> = R extends `${string}{${infer Body}}${infer Rest}`
  ? Body | ExpressionBodies<Rest>
  : never;

/** @internal A variable's name without its `:N` prefix or `*` explode modifier. */
type VariableName<S extends string> = S extends `${infer Name}:${string}` ? Name
  : S extends `${infer Name}*` ? Name
  : S;

/** @internal The variable names of a comma-separated variable list. */
type VariableListNames<S extends string> = S extends `${infer Head},${infer Tail}`
  ? VariableName<Head> | VariableListNames<Tail>
  : VariableName<S>;

/** @internal Operators whose variables a route does not require. */
type OptionalOperator = "?" | "&" | "#" | ";";

/** @internal Operators whose variables a route requires, like the simple `{name}`. */
type PathOperator = "+" | "." | "/";

/** @internal The required variable names of one expression body. */
type RequiredNamesIn<Body extends string> = Body extends `${OptionalOperator}${string}` ? never
  : Body extends `${PathOperator}${infer Names}` ? VariableListNames<Names>
  : VariableListNames<Body>;

/** @internal The optional variable names of one expression body. */
type OptionalNamesIn<Body extends string> = Body extends `${OptionalOperator}${infer Names}`
  ? VariableListNames<Names>
  : never;

/**
 * The names a route requires: `{name}`, `{+name}`, `{/name}`, `{.name}` and `/:name`.
 * `{?name}`, `{&name}`, `{#name}` and `{;name}` are optional.
 */
export type RequiredParameterNames<R extends string> =
  | RequiredNamesIn<ExpressionBodies<R>>
  | ColonPlaceholderNames<R>;

/** The names a route takes but does not require: `{?name}`, `{&name}`, `{#name}`, `{;name}`. */
export type OptionalParameterNames<R extends string> = OptionalNamesIn<ExpressionBodies<R>>;

/** A value for a required placeholder. */
export type PlaceholderValue = Exclude<TemplateValue, null | undefined>;

/**
 * The placeholders of a literal route as an object type.
 *
 * @example
 * ```ts
 * import type { RouteParameters } from "@x/endpoint";
 *
 * const parameters: RouteParameters<"GET /repos/{owner}/{repo}{?per_page}"> = {
 *   owner: "denoland",
 *   repo: "deno",
 * };
 * void parameters;
 * ```
 */
export type RouteParameters<R extends string> =
  & { [K in RequiredParameterNames<R>]: PlaceholderValue }
  & { [K in OptionalParameterNames<R>]?: TemplateValue };

/**
 * The options a literal route takes, less the required names `Provided` by defaults. `M` is the
 * type of their `method`, which an endpoint call infers to type its result's.
 */
export type RouteOptions<
  R extends string,
  Provided extends string = never,
  M extends string = string,
> =
  & { [K in Exclude<RequiredParameterNames<R>, Provided>]: PlaceholderValue }
  & {
    [K in OptionalParameterNames<R> | Extract<RequiredParameterNames<R>, Provided>]?: TemplateValue;
  }
  & EndpointOptions
  & { method?: M };

/**
 * The arguments after a route: optional when nothing is required (or the route is a plain
 * `string`), required otherwise. `M` is the type of the options' `method`, as in
 * {@linkcode RouteOptions}.
 */
export type RouteArguments<
  R extends string,
  Provided extends string = never,
  M extends string = string,
> = string extends R ? [options?: EndpointOptions & { method?: M }]
  : [Exclude<RequiredParameterNames<R>, Provided>] extends [never]
    ? [options?: RouteOptions<R, Provided, M>]
  : [options: RouteOptions<R, Provided, M>];

/**
 * An endpoint function with its defaults. `Provided` names the parameters its defaults set,
 * which literal routes then no longer require.
 */
export interface Endpoint<Provided extends string = never> {
  /** Builds request options from a route and options; a literal method types the result's. */
  <R extends Route, M extends string = never>(
    route: R,
    ...options: RouteArguments<R, Provided, M>
  ): RequestOptions<CallMethod<R, M>>;
  /** Builds request options from options alone (`url` in them). */
  <M extends string = never>(
    options?: EndpointOptions & { method?: M },
  ): RequestOptions<CallMethod<string, M>>;
  /** The defaults of this function, deeply frozen. */
  readonly DEFAULTS: EndpointDefaults;
  /** A new endpoint function with these defaults merged over this one's. */
  defaults<O extends EndpointOptions>(options: O): Endpoint<Provided | (keyof O & string)>;
  /** A new endpoint function whose defaults take a route's method and url. */
  defaults(route: Route): Endpoint<Provided>;
  /** Merges options over the defaults without parsing them. */
  merge<R extends Route>(route: R, ...options: RouteArguments<R, Provided>): MergedOptions;
  /** Merges options over the defaults without parsing them. */
  merge(options?: EndpointOptions): MergedOptions;
  /**
   * Builds request options from merged options (or a hand-made object: a missing method means
   * GET, missing headers or mediaType mean none). Stateless.
   */
  parse(options: EndpointOptions | EndpointDefaults): RequestOptions;
}
