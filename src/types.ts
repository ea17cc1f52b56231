/**
 * The library's types. Route typing (a literal route types its parameters) is in
 * `route_types.ts`, whose public types this module exports too.
 *
 * @module
 */
import type { CallMethod, Route, RouteArguments } from "./route_types.ts";

export type {
  CallMethod,
  OptionalParameterNames,
  PlaceholderValue,
  RequiredParameterNames,
  Route,
  RouteArguments,
  RouteOptions,
  RouteParameters,
} from "./route_types.ts";

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
