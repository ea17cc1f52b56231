/**
 * `compileRoutes()`: an OpenAPI 3.0 or 3.1 description becomes the route table `withRoutes()`
 * reads (docs/openapi.md, "The route table").
 *
 * @module
 */
import { EndpointError } from "../uri_template/errors.ts";
import type {
  Encoding,
  ParameterLocation,
  ParameterSerialization,
  PartHeader,
  Style,
} from "./options.ts";
import type { BodyEntry, RouteEntry, RouteTable, Server, ServerVariable } from "./table.ts";
import {
  field,
  invalidDocument,
  isObject,
  isPrimitiveSchema,
  type Json,
  resolve,
} from "./_document.ts";
import { declaredOptionNames } from "./_declared_names.ts";
import { responseAccept } from "./_accept.ts";
import { securityOf, securitySchemesOf } from "./_security.ts";

/** Header parameters OpenAPI says "SHALL be ignored": the body and the caller set them. */
const IGNORED_HEADERS = new Set(["accept", "content-type", "authorization"]);

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** The styles each location allows, the first being OpenAPI's default there. */
const STYLES: Record<ParameterLocation, readonly Style[]> = {
  path: ["simple", "label", "matrix"],
  query: ["form", "spaceDelimited", "pipeDelimited", "deepObject"],
  header: ["simple"],
  cookie: ["form"],
};

/** Whether a method sends the parameters `endpoint()` does not place as a JSON body. */
function isBodyMethod(method: string): boolean {
  return method === "post" || method === "put" || method === "patch" || method === "delete";
}

function text(value: unknown, what: string): string {
  if (typeof value !== "string") invalidDocument(`${what} is not a string`);
  return value;
}

/** What one compilation shares: the document, and the answers of `isPrimitiveSchema()`. */
interface Context {
  document: Json;
  answers: Map<Json, boolean>;
}

/** How a parameter is written, leaving out every field equal to OpenAPI's default. */
function serialization(
  parameter: Json,
  location: ParameterLocation,
  name: string,
): ParameterSerialization {
  const entry: ParameterSerialization = { in: location };
  const styles = STYLES[location];
  const style = field(parameter, "style") ?? styles[0];
  if (!styles.includes(style as Style)) {
    invalidDocument(
      `the ${location} parameter ${JSON.stringify(name)} has style ${
        typeof style === "string" ? JSON.stringify(style) : "that is not a string"
      }`,
    );
  }
  if (style !== styles[0]) entry.style = style as Style;
  const explode = field(parameter, "explode") ?? style === "form";
  if (explode !== (style === "form")) entry.explode = explode === true;
  if (field(parameter, "allowReserved") === true) entry.allowReserved = true;
  return entry;
}

/** Whether `endpoint()` already writes a parameter as the description says. */
function isPlain(
  context: Context,
  parameter: Json,
  entry: ParameterSerialization,
  method: string,
): boolean {
  const { document, answers } = context;
  const primitive = isPrimitiveSchema(document, field(parameter, "schema"), answers);
  // the entry's own fields (it is a plain object: an absent field would read Object.prototype's)
  if (entry.in === "path") {
    return field(entry, "style") === undefined && (field(entry, "explode") !== true || primitive);
  }
  if (entry.in === "query") {
    return !isBodyMethod(method) && primitive && field(entry, "allowReserved") !== true;
  }
  return false; // headers and cookies: endpoint() never puts a parameter there
}

/** An operation's parameters and the required names, path-level ones overridden by its own. */
function parametersOf(context: Context, path: Json, operation: Json, method: string) {
  const byPlace = new Map<string, Json>();
  for (const list of [field(path, "parameters"), field(operation, "parameters")]) {
    if (list === undefined) continue;
    if (!Array.isArray(list)) invalidDocument(`parameters is not an array`);
    for (const item of list) {
      const parameter = resolve(context.document, item);
      if (parameter === undefined) invalidDocument(`a parameter is not an object`);
      const name = text(field(parameter, "name"), "a parameter's name");
      byPlace.set(`${field(parameter, "in")} ${name}`, parameter);
    }
  }
  // entries by name, own even for `__proto__` (Object.fromEntries defines, never sets)
  const parameters: [string, ParameterSerialization][] = [];
  const required: string[] = [];
  for (const parameter of byPlace.values()) {
    const name = parameter.name as string;
    const location = field(parameter, "in");
    if (typeof location !== "string" || !Object.hasOwn(STYLES, location)) {
      invalidDocument(`the parameter ${JSON.stringify(name)} has no valid \`in\``);
    }
    if (location === "header" && IGNORED_HEADERS.has(name.toLowerCase())) continue;
    const entry = serialization(parameter, location as ParameterLocation, name);
    if (!isPlain(context, parameter, entry, method)) parameters.push([name, entry]);
    if (field(parameter, "required") === true && location !== "path") required.push(name);
  }
  return { parameters, required, names: [...byPlace.values()].map((item) => item.name as string) };
}

/**
 * The part headers an Encoding Object declares, each with whether it is required; `Content-Type`
 * is left out ("SHALL be ignored in this section", OpenAPI 3.1.1, Encoding Object).
 */
function partHeadersOf(document: Json, given: unknown): Record<string, PartHeader> | undefined {
  if (!isObject(given)) return undefined;
  const headers = Object.entries(given)
    .filter(([name]) => name.toLowerCase() !== "content-type")
    .map(([name, item]): [string, PartHeader] =>
      field(resolve(document, item), "required") === true ? [name, { required: true }] : [name, {}]
    );
  return headers.length === 0 ? undefined : Object.fromEntries(headers);
}

/**
 * The Encoding Objects of a form or multipart media type, as the table keeps them. Their style
 * fields (`style`, `explode`, `allowReserved`) are kept for a form body, and for a multipart one
 * only in OpenAPI 3.1, which applies them there too; OpenAPI 3.0 ignores them for multipart.
 */
function encodingOf(
  document: Json,
  media: Json | undefined,
  styled: boolean,
): Record<string, Encoding> | undefined {
  const given = field(media, "encoding");
  if (!isObject(given)) return undefined;
  return Object.fromEntries(
    Object.entries(given).map(([property, item]) => {
      const encoding = resolve(document, item) ?? {};
      const entry: Encoding = {};
      const contentType = field(encoding, "contentType");
      if (typeof contentType === "string") entry.contentType = contentType;
      const style = field(encoding, "style");
      if (styled && typeof style === "string") entry.style = style as Style;
      const explode = field(encoding, "explode");
      if (styled && typeof explode === "boolean") entry.explode = explode;
      if (styled && field(encoding, "allowReserved") === true) entry.allowReserved = true;
      const headers = partHeadersOf(document, field(encoding, "headers"));
      if (headers !== undefined) entry.headers = headers;
      return [property, entry];
    }),
  );
}

/** The request body, or `undefined` when `endpoint()`'s JSON body already is what it says. */
function bodyOf(
  document: Json,
  operation: Json,
  method: string,
  schemas: unknown[],
): BodyEntry | undefined {
  const body = resolve(document, field(operation, "requestBody"));
  const media = field(body, "content");
  if (body === undefined || !isObject(media)) return undefined;
  const required = field(body, "required") === true;
  const content = Object.entries(media).map(([type, given]) => {
    const media = resolve(document, given);
    schemas.push(field(media, "schema"));
    const styled = !/^multipart\//i.test(type) ||
      /^3\.1\./.test(String(field(document, "openapi")));
    const encoding = encodingOf(document, media, styled);
    return encoding === undefined ? { type } : { type, encoding };
  });
  // endpoint() sends an object or array as JSON, a string as it is: a JSON body that may be a
  // string is kept, so that withRoutes() writes the string as JSON
  const plainJson = content.length === 1 && content[0].type === "application/json" &&
    content[0].encoding === undefined && isBodyMethod(method) &&
    !mayBeString(document, field(resolve(document, field(media, "application/json")), "schema"));
  if (plainJson && (required || (method !== "put" && method !== "patch"))) return undefined;
  return required ? { required, content } : { content };
}

/**
 * Whether a schema allows a string (a schema with no type does). Each schema is read once
 * (`seen`): one that reaches itself again adds nothing, so the work is linear in the schemas.
 */
function mayBeString(document: Json, given: unknown, seen = new Set<Json>()): boolean {
  const schema = resolve(document, given);
  if (schema === undefined || seen.has(schema)) return false;
  seen.add(schema);
  for (const key of ["oneOf", "anyOf"]) {
    const list = field(schema, key);
    if (Array.isArray(list)) return list.some((item) => mayBeString(document, item, seen));
  }
  const type = field(schema, "type");
  if (typeof type === "string") return type === "string";
  if (Array.isArray(type)) return type.includes("string");
  return field(schema, "properties") === undefined && field(schema, "items") === undefined &&
    field(schema, "allOf") === undefined;
}

/** Servers as the table keeps them: the URL and its variables' default and enum. */
function serversOf(document: Json, given: unknown): Server[] | undefined {
  if (!Array.isArray(given) || given.length === 0) return undefined;
  return given.map((item) => {
    const server = resolve(document, item);
    const url = text(field(server, "url"), "a server's url");
    const list = field(server, "variables");
    if (!isObject(list)) return { url };
    const variables = Object.fromEntries(
      Object.entries(list).map(([name, value]) => {
        const variable = resolve(document, value);
        const what = `server variable ${JSON.stringify(name)}`;
        const entry: ServerVariable = {
          default: text(field(variable, "default"), `the default of ${what}`),
        };
        const values = field(variable, "enum");
        if (Array.isArray(values)) entry.enum = values.map((value) => enumText(value, what));
        return [name, entry];
      }),
    );
    return { url, variables };
  });
}

/** A server variable's enum member as text: a string, or a number or boolean's JSON text. */
function enumText(value: unknown, what: string): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return invalidDocument(`an enum member of ${what} is not a string`);
}

/**
 * The servers of an operation, when they differ from the document's: each list of servers the
 * document holds is read and compared once (`known`), however many operations share it.
 */
function ownServers(
  context: Context,
  given: unknown,
  shared: { value: unknown; text: string },
  known: Map<unknown, Server[] | undefined>,
): Server[] | undefined {
  if (given === undefined || given === shared.value) return undefined;
  if (!known.has(given)) {
    const servers = serversOf(context.document, given);
    known.set(given, JSON.stringify(servers) === shared.text ? undefined : servers);
  }
  return known.get(given);
}

/** What one operation needs beyond plain `endpoint()`. */
function routeEntry(context: Context, path: Json, operation: Json, method: string): RouteEntry {
  const entry: RouteEntry = {};
  const { parameters, required, names } = parametersOf(context, path, operation, method);
  if (parameters.length > 0) entry.parameters = Object.fromEntries(parameters);
  if (required.length > 0) entry.required = required;
  const schemas: unknown[] = [];
  const body = bodyOf(context.document, operation, method, schemas);
  if (body !== undefined) entry.body = body;
  const optionNames = declaredOptionNames(context.document, names, schemas);
  if (optionNames.length > 0) entry.optionNames = optionNames;
  const accept = responseAccept(context.document, field(operation, "responses"));
  if (accept !== undefined) entry.accept = accept;
  const security = securityOf(context.document, field(operation, "security"));
  if (security !== undefined) entry.security = security;
  return entry;
}

/** What the document's error prefix says, replaced by the operation an error is about. */
const DOCUMENT_PREFIX = "Cannot compile the OpenAPI document: ";

/**
 * Runs `compile` for one operation; an error it throws names the operation (`GET /pets/{id}: …`),
 * its route cut at 100 characters.
 */
function aboutOperation<T>(key: string, compile: () => T): T {
  try {
    return compile();
  } catch (error) {
    if (!(error instanceof EndpointError) || !error.message.startsWith(DOCUMENT_PREFIX)) {
      throw error;
    }
    const shown = key.length > 100 ? key.slice(0, 100) + "…" : key;
    throw new EndpointError(
      error.code,
      `Cannot compile ${shown}: ${error.message.slice(DOCUMENT_PREFIX.length)}`,
    );
  }
}

/**
 * Compiles an OpenAPI 3.0 or 3.1 description (parsed JSON) into a route table: for every
 * operation, keyed `"<METHOD> <path template>"`, how each parameter is written and where it goes,
 * the required parameters, the request body's media types and encodings, and the servers. What
 * plain `endpoint()` already does is left out, so the table stays small. It is plain JSON: write
 * it to a file at build time (`deno task openapi openapi.json > routes.json`) and hand it to
 * {@linkcode withRoutes}.
 *
 * Internal `$ref`s (`#/components/...`) are followed; path-level parameters apply to every
 * operation of the path unless the operation lists one with the same name and location.
 *
 * @param document The parsed OpenAPI document.
 * @returns The route table.
 * @throws {EndpointError} `INVALID_ROUTE` for a document that is not an OpenAPI 3 object, a `$ref`
 * outside the document or that names nothing, a parameter style its location does not allow.
 *
 * @example Compile a description
 * ```ts
 * import { compileRoutes } from "@x/endpoint/openapi";
 * import assert from "node:assert/strict";
 *
 * const table = compileRoutes({
 *   openapi: "3.1.0",
 *   servers: [{ url: "https://api.example.com/v1" }],
 *   paths: {
 *     "/items": {
 *       get: {
 *         parameters: [
 *           { name: "filter", in: "query", style: "deepObject", schema: { type: "object" } },
 *           { name: "limit", in: "query", schema: { type: "integer" } },
 *         ],
 *       },
 *     },
 *   },
 * });
 * assert.deepEqual(table, {
 *   servers: [{ url: "https://api.example.com/v1" }],
 *   routes: { "GET /items": { parameters: { filter: { in: "query", style: "deepObject" } } } },
 * });
 * ```
 */
export function compileRoutes(document: unknown): RouteTable {
  const version = field(document, "openapi");
  if (!isObject(document) || typeof version !== "string" || !/^3\.[01]\./.test(version)) {
    invalidDocument("it is not an OpenAPI 3.0 or 3.1 document (its `openapi` field)");
  }
  const context: Context = { document, answers: new Map() };
  const documentServers = field(document, "servers");
  const servers = serversOf(document, documentServers);
  const shared = { value: documentServers, text: JSON.stringify(servers) };
  const known = new Map<unknown, Server[] | undefined>();
  const routes: [string, RouteEntry][] = [];
  const paths = field(document, "paths");
  for (const [template, given] of Object.entries(isObject(paths) ? paths : {})) {
    const path = resolve(document, given);
    if (path === undefined) continue;
    for (const method of METHODS) {
      const operation = resolve(document, field(path, method));
      if (operation === undefined) continue;
      const key = `${method.toUpperCase()} ${template}`;
      const entry = aboutOperation(key, () => {
        const entry = routeEntry(context, path, operation, method);
        const own = field(operation, "servers") ?? field(path, "servers");
        const ownList = ownServers(context, own, shared, known);
        if (ownList !== undefined) entry.servers = ownList;
        return entry;
      });
      routes.push([key, entry]);
    }
  }
  const table: RouteTable = { routes: Object.fromEntries(routes) };
  const schemes = securitySchemesOf(document);
  if (schemes !== undefined) {
    table.securitySchemes = schemes;
    const security = securityOf(document, field(document, "security"));
    if (security !== undefined) table.security = security;
  }
  return servers === undefined ? table : { servers, ...table };
}
