/**
 * Route typing: a literal route types its parameters and its result's method. Every
 * template-literal type of the library is here; `types.ts` re-exports the public ones.
 *
 * @module
 */
import type { TemplateValue } from "./uri_template/mod.ts";
import type { EndpointOptions, RequestMethod } from "./types.ts";

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
