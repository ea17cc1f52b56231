/**
 * `compileRoutes()`: an OpenAPI 3.0 or 3.1 description becomes the route table `withRoutes()`
 * reads (docs/openapi.md, "The route table").
 *
 * @module
 */
import type { Encoding, ParameterLocation, ParameterSerialization, Style } from "./options.ts";
import type { BodyEntry, RouteEntry, RouteTable, Server, ServerVariable } from "./table.ts";
import { invalidDocument, isObject, isPrimitiveSchema, type Json, resolve } from "./_document.ts";
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
  if (typeof value !== "string") {
    invalidDocument(`${what} is ${JSON.stringify(value)}, not a string`);
  }
  return value;
}

/** How a parameter is written, leaving out every field equal to OpenAPI's default. */
function serialization(
  parameter: Json,
  location: ParameterLocation,
  name: string,
): ParameterSerialization {
  const entry: ParameterSerialization = { in: location };
  const styles = STYLES[location];
  const style = parameter.style ?? styles[0];
  if (!styles.includes(style as Style)) {
    invalidDocument(
      `the ${location} parameter ${JSON.stringify(name)} has style ${JSON.stringify(style)}`,
    );
  }
  if (style !== styles[0]) entry.style = style as Style;
  const explode = parameter.explode ?? style === "form";
  if (explode !== (style === "form")) entry.explode = explode === true;
  if (parameter.allowReserved === true) entry.allowReserved = true;
  return entry;
}

/** Whether `endpoint()` already writes a parameter as the description says. */
function isPlain(
  document: Json,
  parameter: Json,
  entry: ParameterSerialization,
  method: string,
): boolean {
  const primitive = isPrimitiveSchema(document, parameter.schema);
  if (entry.in === "path") {
    return entry.style === undefined && (entry.explode !== true || primitive);
  }
  if (entry.in === "query") return !isBodyMethod(method) && primitive && !entry.allowReserved;
  return false; // headers and cookies: endpoint() never puts a parameter there
}

/** An operation's parameters and the required names, path-level ones overridden by its own. */
function parametersOf(document: Json, path: Json, operation: Json, method: string) {
  const byPlace = new Map<string, Json>();
  for (const list of [path.parameters, operation.parameters]) {
    if (list === undefined) continue;
    if (!Array.isArray(list)) invalidDocument(`parameters is not an array`);
    for (const item of list) {
      const parameter = resolve(document, item);
      if (parameter === undefined) invalidDocument(`a parameter is not an object`);
      const name = text(parameter.name, "a parameter's name");
      byPlace.set(`${parameter.in} ${name}`, parameter);
    }
  }
  const parameters: Record<string, ParameterSerialization> = {};
  const required: string[] = [];
  for (const parameter of byPlace.values()) {
    const name = parameter.name as string;
    const location = parameter.in as ParameterLocation;
    if (!Object.hasOwn(STYLES, location)) {
      invalidDocument(`the parameter ${JSON.stringify(name)} is in ${JSON.stringify(location)}`);
    }
    if (location === "header" && IGNORED_HEADERS.has(name.toLowerCase())) continue;
    const entry = serialization(parameter, location, name);
    if (!isPlain(document, parameter, entry, method)) parameters[name] = entry;
    if (parameter.required === true && location !== "path") required.push(name);
  }
  return { parameters, required };
}

/** The Encoding Objects of a form or multipart media type, as the table keeps them. */
function encodingOf(document: Json, media: Json | undefined): Record<string, Encoding> | undefined {
  if (!isObject(media?.encoding)) return undefined;
  const result: Record<string, Encoding> = {};
  for (const [property, given] of Object.entries(media.encoding)) {
    const encoding = resolve(document, given) ?? {};
    const entry: Encoding = {};
    if (typeof encoding.contentType === "string") entry.contentType = encoding.contentType;
    if (typeof encoding.style === "string") entry.style = encoding.style as Style;
    if (typeof encoding.explode === "boolean") entry.explode = encoding.explode;
    if (encoding.allowReserved === true) entry.allowReserved = true;
    result[property] = entry;
  }
  return result;
}

/** The request body, or `undefined` when `endpoint()`'s JSON body already is what it says. */
function bodyOf(document: Json, operation: Json, method: string): BodyEntry | undefined {
  const body = resolve(document, operation.requestBody);
  if (body === undefined || !isObject(body.content)) return undefined;
  const required = body.required === true;
  const content = Object.entries(body.content).map(([type, given]) => {
    const encoding = encodingOf(document, resolve(document, given));
    return encoding === undefined ? { type } : { type, encoding };
  });
  // endpoint() sends an object or array as JSON, a string as it is: a JSON body that may be a
  // string is kept, so that withRoutes() writes the string as JSON
  const plainJson = content.length === 1 && content[0].type === "application/json" &&
    content[0].encoding === undefined && isBodyMethod(method) &&
    !mayBeString(document, resolve(document, (body.content as Json)["application/json"]));
  if (plainJson && (required || (method !== "put" && method !== "patch"))) return undefined;
  return required ? { required, content } : { content };
}

/** Whether a Media Type Object's schema allows a string (a schema with no type does). */
function mayBeString(document: Json, media: Json | undefined, depth = 0): boolean {
  const schema = resolve(document, media?.schema);
  if (schema === undefined || depth > 8) return false;
  for (const key of ["oneOf", "anyOf"]) {
    const list = schema[key];
    if (Array.isArray(list)) {
      return list.some((item) => mayBeString(document, { schema: item }, depth + 1));
    }
  }
  const { type } = schema;
  if (typeof type === "string") return type === "string";
  if (Array.isArray(type)) return type.includes("string");
  return schema.properties === undefined && schema.items === undefined &&
    schema.allOf === undefined;
}

/** Servers as the table keeps them: the URL and its variables' default and enum. */
function serversOf(document: Json, given: unknown): Server[] | undefined {
  if (!Array.isArray(given) || given.length === 0) return undefined;
  return given.map((item) => {
    const server = resolve(document, item);
    const url = text(server?.url, "a server's url");
    if (!isObject(server?.variables)) return { url };
    const variables: Record<string, ServerVariable> = {};
    for (const [name, value] of Object.entries(server.variables)) {
      const variable = resolve(document, value);
      const entry: ServerVariable = {
        default: text(variable?.default, `the default of server variable ${JSON.stringify(name)}`),
      };
      if (Array.isArray(variable?.enum)) entry.enum = variable.enum.map(String);
      variables[name] = entry;
    }
    return { url, variables };
  });
}

/** What one operation needs beyond plain `endpoint()`. */
function routeEntry(document: Json, path: Json, operation: Json, method: string): RouteEntry {
  const entry: RouteEntry = {};
  const { parameters, required } = parametersOf(document, path, operation, method);
  if (Object.keys(parameters).length > 0) entry.parameters = parameters;
  if (required.length > 0) entry.required = required;
  const body = bodyOf(document, operation, method);
  if (body !== undefined) entry.body = body;
  const servers = serversOf(document, operation.servers ?? path.servers);
  const shared = serversOf(document, document.servers);
  if (servers !== undefined && JSON.stringify(servers) !== JSON.stringify(shared)) {
    entry.servers = servers;
  }
  const accept = responseAccept(document, operation.responses);
  if (accept !== undefined) entry.accept = accept;
  const security = securityOf(document, operation.security);
  if (security !== undefined) entry.security = security;
  return entry;
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
  if (!isObject(document) || !/^3\.[01]\./.test(String(document.openapi))) {
    invalidDocument("it is not an OpenAPI 3.0 or 3.1 document (its `openapi` field)");
  }
  const servers = serversOf(document, document.servers);
  const table: RouteTable = servers === undefined ? { routes: {} } : { servers, routes: {} };
  const schemes = securitySchemesOf(document);
  if (schemes !== undefined) {
    table.securitySchemes = schemes;
    const security = securityOf(document, document.security);
    if (security !== undefined) table.security = security;
  }
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [template, given] of Object.entries(paths)) {
    const path = resolve(document, given);
    if (path === undefined) continue;
    for (const method of METHODS) {
      const operation = resolve(document, path[method]);
      if (operation === undefined) continue;
      table.routes[`${method.toUpperCase()} ${template}`] = routeEntry(
        document,
        path,
        operation,
        method,
      );
    }
  }
  return table;
}
