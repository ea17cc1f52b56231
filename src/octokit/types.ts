/**
 * The types of the octokit-shaped `endpoint`: the shape `@octokit/types` gives `EndpointInterface`
 * (uppercase methods, `mediaType.previews` optional), written out here so that the package needs
 * no dependency; a test checks with `tsc` that they satisfy `@octokit/types`.
 *
 * @module
 */
import type { EndpointOptions, RequestMetadata } from "../types.ts";

/** The methods `@octokit/types` names; a result's method is any method uppercased. */
export type OctokitMethod = "DELETE" | "GET" | "HEAD" | "PATCH" | "POST" | "PUT";

/** Options for a call, `.defaults()` or `.merge()`: `@x/endpoint`'s options. */
export type OctokitOptions = EndpointOptions & { [parameter: string]: unknown };

/** A result: request options with the method uppercase, as `@octokit/endpoint` returns them. */
export interface OctokitRequestOptions {
  /** The method, uppercase. */
  method: OctokitMethod;
  /** The full URL. */
  url: string;
  /** Lowercase names, string values. */
  headers: { [name: string]: string };
  /** The body, only when there is one (PATCH, POST, PUT, DELETE). */
  body?: unknown;
  /** The `request` option, as given. */
  request?: RequestMetadata & { signal?: AbortSignal };
}

/** Merged options and `DEFAULTS`: `mediaType.previews` only when something set it. */
export interface OctokitMergedOptions {
  /** The method, as given (the route's is uppercase). */
  method: OctokitMethod;
  /** The base URL. */
  baseUrl: string;
  /** The url template, when one was given. */
  url?: string;
  /** The headers, names lowercase (as `@octokit/types` has them: a `null` given stays `null`). */
  headers: { accept: string; "user-agent": string; [name: string]: string };
  /** The media type: a format and, when set, previews. */
  mediaType: { format: string; previews?: string[] };
  /** The `request` option. */
  request?: RequestMetadata & { signal?: AbortSignal };
  /** The parameters. */
  [parameter: string]: unknown;
}

/**
 * An octokit-shaped endpoint function with its defaults.
 *
 * @typeParam D What `.defaults()` calls set, as `@octokit/types` tracks it.
 */
export interface OctokitEndpoint<D extends object = object> {
  /** Builds request options from a route (`"GET /users/{username}"`) and options. */
  <P extends OctokitOptions = OctokitOptions>(
    route: string,
    options?: P,
  ): OctokitRequestOptions & Pick<P, keyof OctokitRequestOptions>;
  /** Builds request options from options alone (`url` in them). */
  <O extends OctokitOptions = OctokitOptions>(
    options: O,
  ): OctokitRequestOptions & Pick<D & O, keyof OctokitRequestOptions>;
  /** The defaults of this function, deeply frozen. */
  readonly DEFAULTS: Readonly<D & OctokitMergedOptions>;
  /** A new endpoint function with these defaults merged over this one's. */
  defaults<O extends OctokitOptions>(options: O): OctokitEndpoint<D & O>;
  /** Merges options over the defaults without parsing them. */
  merge: {
    <P extends OctokitOptions = OctokitOptions>(
      route: string,
      options?: P,
    ): D & OctokitMergedOptions & P;
    <P extends OctokitOptions = OctokitOptions>(options: P): D & OctokitMergedOptions & P;
    (): D & OctokitMergedOptions;
  };
  /** Builds request options from merged options. */
  parse<O extends OctokitOptions>(
    options: O,
  ): OctokitRequestOptions & Pick<O, keyof OctokitRequestOptions>;
}
