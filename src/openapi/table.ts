/**
 * The route table `compileRoutes()` makes from an OpenAPI description and `withRoutes()` reads:
 * plain JSON, so it can be written to a file at build time and imported or fetched later. Types
 * only.
 *
 * @module
 */
import type { Encoding, ParameterSerialization } from "./options.ts";

/** A server variable: an OpenAPI Server Variable Object's `default` and `enum`. */
export interface ServerVariable {
  /** The value used when a call gives none. */
  default: string;
  /** The only values allowed, when the description lists them. */
  enum?: string[];
}

/** A server: a URL that may hold `{variable}`s, and those variables. */
export interface Server {
  /** The server URL, as the description writes it (`https://{region}.example.com/v1`). */
  url: string;
  /** The variables `url` holds. */
  variables?: Record<string, ServerVariable>;
}

/** One media type an operation's request body may take, in the order the description lists it. */
export interface BodyMedia {
  /** The media type, such as `application/json` or `multipart/form-data`. */
  type: string;
  /** Per property of a form or multipart body: its Encoding Object. */
  encoding?: Record<string, Encoding>;
}

/** An operation's request body. */
export interface BodyEntry {
  /** Whether the description requires a body (`requestBody.required`). */
  required?: boolean;
  /** The media types, in the description's order: the first is used when a call gives none. */
  content: BodyMedia[];
}

/**
 * What one operation needs beyond plain `endpoint()`. Every field is left out when `endpoint()`
 * already does what the description says.
 */
export interface RouteEntry {
  /**
   * Per parameter name: where it goes and how it is written. A path parameter written as
   * `simple` and a query parameter that can only hold a primitive are left out: `endpoint()`
   * writes them as OpenAPI does.
   */
  parameters?: Record<string, ParameterSerialization>;
  /** The query, header and cookie parameters the description requires (path ones always are). */
  required?: string[];
  /** The request body, unless it is a required (or POST or DELETE) `application/json` one. */
  body?: BodyEntry;
  /** The operation's or its path's own servers, when they differ from the document's. */
  servers?: Server[];
  /**
   * The parameters and top-level body properties the operation declares under an option's name
   * (`url`, `data`, `method`, `headers`, `baseUrl`, `request`, `mediaType`): in a call, each is
   * that parameter or field, not the option.
   */
  optionNames?: string[];
  /**
   * The `accept` header the operation's responses call for (JSON types first), when it is not
   * `application/json` (docs/openapi.md, "Accept").
   */
  accept?: string;
  /** The operation's own security requirements, when it has them (else the document's apply). */
  security?: SecurityRequirement[];
}

/**
 * One security requirement: the names of the schemes that must all be given (an OpenAPI Security
 * Requirement Object's keys). An empty one means that no credentials are needed.
 */
export type SecurityRequirement = string[];

/** How a security scheme sends its credentials: an OpenAPI Security Scheme Object's fields. */
export type SecurityScheme =
  | { type: "http"; scheme: string }
  | { type: "apiKey"; in: "header" | "query" | "cookie"; name: string }
  | { type: "oauth2" | "openIdConnect" };

/** A route table: every operation of a description, keyed `"<METHOD> <path template>"`. */
export interface RouteTable {
  /** The document's servers; the first one is the base URL of every route. */
  servers?: Server[];
  /** Per operation, keyed like `"GET /pets/{petId}"` (the method uppercase). */
  routes: Record<string, RouteEntry>;
  /** The description's security schemes by name, when it has any. */
  securitySchemes?: Record<string, SecurityScheme>;
  /** The document's security requirements: any one of them is enough. */
  security?: SecurityRequirement[];
}
