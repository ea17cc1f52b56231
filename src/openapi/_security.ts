/**
 * Security schemes and requirements, as `compileRoutes()` keeps them and `withRoutes()` places
 * credentials by them (docs/openapi.md, "Credentials"): `http` basic and bearer in
 * `authorization`, `apiKey` in its header, query parameter or cookie. A value never appears in a
 * message.
 *
 * @module
 */
import { EndpointError } from "../uri_template/errors.ts";
import { field, isObject, type Json, resolve } from "./_document.ts";
import type { SecurityRequirement, SecurityScheme } from "./table.ts";

const API_KEY_PLACES = new Set(["header", "query", "cookie"]);

/** The description's security schemes, as the table keeps them; `undefined` when none. */
export function securitySchemesOf(document: Json): Record<string, SecurityScheme> | undefined {
  const given = field(field(document, "components"), "securitySchemes");
  if (!isObject(given)) return undefined;
  // entries by name, own even for `__proto__` (Object.fromEntries defines, never sets)
  const schemes: [string, SecurityScheme][] = [];
  for (const [name, value] of Object.entries(given)) {
    const scheme = resolve(document, value);
    const type = field(scheme, "type");
    const http = field(scheme, "scheme");
    const place = field(scheme, "in");
    const key = field(scheme, "name");
    if (type === "http" && typeof http === "string") {
      schemes.push([name, { type: "http", scheme: http.toLowerCase() }]);
    } else if (
      type === "apiKey" && typeof key === "string" && typeof place === "string" &&
      API_KEY_PLACES.has(place)
    ) {
      schemes.push([name, {
        type: "apiKey",
        in: place as "header" | "query" | "cookie",
        name: key,
      }]);
    } else if (type === "oauth2" || type === "openIdConnect") {
      schemes.push([name, { type }]);
    }
  }
  return schemes.length === 0 ? undefined : Object.fromEntries(schemes);
}

/** Security requirements (a list of Security Requirement Objects) as scheme-name lists. */
export function securityOf(document: Json, given: unknown): SecurityRequirement[] | undefined {
  if (!Array.isArray(given)) return undefined;
  return given.map((requirement) => Object.keys(resolve(document, requirement) ?? {}));
}

/** The places a call's credentials go. */
export interface Placed {
  headers: Record<string, string>;
  query: string[];
  cookies: string[];
}

function rejectCredential(scheme: string, what: string): never {
  throw new EndpointError(
    "INVALID_PARAMETER",
    `Cannot use the credentials for security scheme ${JSON.stringify(scheme)}: ${what}`,
  );
}

/** A credential's text: a string, or for basic `{ username, password }`. */
function credentialText(name: string, scheme: SecurityScheme, value: unknown): string {
  if (scheme.type === "http" && scheme.scheme === "basic" && isObject(value)) {
    const { username, password } = value as { username?: unknown; password?: unknown };
    if (typeof username !== "string" || typeof password !== "string") {
      rejectCredential(name, "give { username, password } as strings");
    }
    const bytes = new TextEncoder().encode(`${username}:${password}`);
    return btoa(String.fromCharCode(...bytes));
  }
  if (typeof value !== "string" || value === "") {
    rejectCredential(name, "give a non-empty string");
  }
  return value;
}

/** Percent-encodes a query or cookie value (every character but unreserved ones). */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
}

/**
 * Places the credentials a call gives for a route: the first of the route's requirements (its
 * own, else the document's) whose schemes all have a credential. Nothing when none is met.
 *
 * @param schemes The table's security schemes.
 * @param requirements The requirements that apply to the route.
 * @param credentials The call's `request.credentials`, by scheme name.
 * @throws {EndpointError} `INVALID_PARAMETER` for a credential of the wrong form (never quoted),
 * or one given for a scheme the description does not have.
 */
export function placeCredentials(
  schemes: Record<string, SecurityScheme>,
  requirements: SecurityRequirement[] | undefined,
  credentials: Record<string, unknown>,
): Placed {
  for (const name of Object.keys(credentials)) {
    if (!Object.hasOwn(schemes, name)) {
      const known = Object.keys(schemes).map((scheme) => JSON.stringify(scheme)).join(", ");
      rejectCredential(
        name,
        `the description has no such scheme (${known === "" ? "it has none" : `use ${known}`})`,
      );
    }
  }
  const placed: Placed = { headers: {}, query: [], cookies: [] };
  const given = (name: string) =>
    Object.hasOwn(credentials, name) && credentials[name] !== undefined;
  const met = requirements?.find((requirement) => requirement.every(given));
  for (const name of met ?? []) {
    const scheme = schemes[name];
    const text = credentialText(name, scheme, credentials[name]);
    if (scheme.type === "http") {
      const prefix = scheme.scheme === "basic"
        ? "Basic"
        : scheme.scheme === "bearer"
        ? "Bearer"
        : scheme.scheme;
      placed.headers.authorization = `${prefix} ${text}`;
    } else if (scheme.type === "apiKey") {
      if (scheme.in === "header") placed.headers[scheme.name.toLowerCase()] = text;
      else if (scheme.in === "query") placed.query.push(`${encode(scheme.name)}=${encode(text)}`);
      else placed.cookies.push(`${scheme.name}=${encode(text)}`);
    } else {
      placed.headers.authorization = `Bearer ${text}`; // an OAuth 2 or OpenID Connect token
    }
  }
  return placed;
}
