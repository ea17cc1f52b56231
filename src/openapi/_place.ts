/**
 * One call of `withRoutes()`: merged options placed and written as the route table and
 * `request.serialize` say, then built by the wrapped endpoint's `parse()` (docs/openapi.md,
 * "How a call is written").
 *
 * @module
 */
import type { Endpoint, MergedOptions, RequestOptions } from "../types.ts";
import { EndpointError } from "../uri_template/errors.ts";
import type { ParameterSerialization, Serialization, SerializeOptions } from "./options.ts";
import type { RouteEntry, RouteTable } from "./table.ts";
import { serializeCookie, serializeHeader, serializeQuery } from "./serialize.ts";
import { formUrlEncoded, multipartFormData } from "./body.ts";
import { ownRequestKey, ROUTE_KEYS } from "./_serialize_options.ts";
import { isParameterKey } from "../_option_keys.ts";
import { bodyMedia, essence } from "./_media_types.ts";
import { isJsonType } from "./_accept.ts";
import {
  escapeColons,
  givenInAnyCase,
  headerParameter,
  keepTrailingSlash,
  restoreColons,
} from "./_described_path.ts";
import { placeCredentials } from "./_security.ts";

type Parameters = Record<string, unknown>;

/** The RFC 6570 operator of each path style. */
const PATH_OPERATORS: Record<string, string> = { simple: "", label: ".", matrix: ";" };

/** The variable names of a url template: in `{…}` expressions and `/:name` placeholders. */
export function variablesOf(url: string): Set<string> {
  const names = new Set<string>();
  for (const [, expression] of url.matchAll(/\{([^{}]*)\}/g)) {
    for (const spec of expression.replace(/^[+#./;?&=,!@|]/, "").split(",")) {
      names.add(spec.replace(/(\*|:\d*)$/, ""));
    }
  }
  for (const [, name] of url.matchAll(/\/:([A-Za-z_][A-Za-z0-9_]*)/g)) names.add(name);
  return names;
}

/** The route table key of merged options: the method uppercase, a space, the url template. */
export function routeKey(merged: MergedOptions): string {
  return `${merged.method.toUpperCase()} ${merged.url ?? "/"}`;
}

/** `{name}` rewritten to the RFC 6570 expression OpenAPI defines a path style as. */
function pathExpression(name: string, serialization: Serialization): string {
  const style = serialization.style ?? "simple";
  if (!Object.hasOwn(PATH_OPERATORS, style)) {
    throw new EndpointError(
      "INVALID_PARAMETER",
      `Cannot write path parameter "${name}" in style ${
        JSON.stringify(style)
      }: use simple, label or matrix`,
    );
  }
  return `{${PATH_OPERATORS[style]}${name}${serialization.explode === true ? "*" : ""}}`;
}

function missing(key: string, name: string): never {
  throw new EndpointError(
    "INVALID_PARAMETER",
    `Cannot build "${key}": the required parameter "${name}" is missing`,
  );
}

/** Whether a value is a plain object (what a JSON body or a form's fields are). */
function isPlainObject(value: unknown): value is Parameters {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A `request` without the keys only `withRoutes()` reads; `undefined` when nothing is left. */
function metadataOnly(request: unknown): RequestOptions["request"] {
  const rest = { ...(request as Record<string, unknown>) };
  for (const key of ROUTE_KEYS) delete rest[key];
  return Object.keys(rest).length === 0 ? undefined : rest;
}

/**
 * Request options from merged options, each parameter and the body written as `entry` and
 * `request.serialize` say.
 *
 * @param parse The wrapped endpoint's `parse()`.
 * @param merged Merged options (not changed).
 * @param entry The route's table entry, if the table has the route.
 * @param table The route table, for its security schemes.
 * @param ownApi Whether the table describes the wrapped endpoint's own API (GitHub's): its query
 * parameter `q` then keeps a literal `+`, as `endpoint()` writes it for GitHub's search.
 */
export function place(
  parse: Endpoint["parse"],
  merged: MergedOptions,
  entry: RouteEntry | undefined,
  table?: RouteTable,
  ownApi = false,
): RequestOptions {
  const serialize = ownRequestKey(merged.request, "serialize") as SerializeOptions | undefined;
  const key = routeKey(merged);
  const method = merged.method.toLowerCase();
  // endpoint() sends a body with these methods; a described body goes with any method
  const coreBody = method === "post" || method === "put" || method === "patch" ||
    method === "delete";
  const bodyMethod = coreBody || entry?.body !== undefined;
  const prepared: Parameters = { ...merged };
  const headers: Record<string, string | null> = { ...merged.headers };
  prepared.headers = headers;
  // a described path is the server's own: a literal `/:name` stays text
  let url = entry === undefined ? merged.url ?? "/" : escapeColons(merged.url ?? "/");
  const variables = variablesOf(url);

  // required parameters: every path variable of a described route, and those it lists
  if (entry !== undefined) {
    for (const name of variables) if (merged[name] == null) missing(key, name);
    for (const name of entry.required ?? []) {
      const header = entry.parameters?.[name]?.in === "header";
      if (
        merged[name] == null && headers[name.toLowerCase()] == null &&
        !(header && givenInAnyCase(merged, name))
      ) missing(key, name);
    }
  }

  const query: string[] = [];
  const cookies: string[] = [];
  const fields: Parameters = {};
  let hasFields = false;
  for (const name of Object.keys(merged)) {
    if (!isParameterKey(name) || name === "data") continue;
    const value = merged[name];
    const own: ParameterSerialization | undefined = serialize?.parameters?.[name];
    // a header parameter's name matches in any case (`x-api-key` for `X-Api-Key`)
    const described = entry?.parameters?.[name] ?? headerParameter(entry, name);
    const spec = own === undefined
      ? described
      : described === undefined
      ? own
      : { ...described, ...own };
    // a variable of the url goes there, whatever `in` says: the template takes it
    const location = variables.has(name) ? "path" : spec?.in ?? (bodyMethod ? undefined : "query");
    if (location === "path") {
      // a style applies to a `{name}` expression; another (`{?name}`) says how it is written
      const own = spec?.in === undefined || spec.in === "path" ? spec : undefined;
      const serialization = { ...serialize?.path, ...own };
      const expression = `{${name}}`;
      if (
        (serialization.style !== undefined || serialization.explode) && url.includes(expression)
      ) url = url.replaceAll(expression, pathExpression(name, serialization));
      continue;
    }
    if (value === undefined) continue;
    if (location === "query") {
      // endpoint() writes it, but `q`: elsewhere than GitHub, a `+` in it must arrive as a `+`
      const plain = spec === undefined && serialize?.query === undefined;
      if (plain && (ownApi || entry === undefined || name !== "q")) continue;
      const piece = serializeQuery(name, value, { ...serialize?.query, ...spec });
      if (piece !== "") query.push(piece);
    } else if (location === "header") {
      const text = serializeHeader(value, { ...serialize?.header, ...spec });
      // `[]` and `{}` send no header; `""` is an empty one
      if (text !== "" || value === "") headers[name.toLowerCase()] = text;
    } else if (location === "cookie") {
      const piece = serializeCookie(name, value, spec);
      if (piece !== "") cookies.push(piece);
    } else {
      fields[name] = value;
      hasFields = true;
      continue;
    }
    delete prepared[name];
  }
  prepared.url = url;
  // credentials by security scheme name, placed as the route's requirements say
  const credentials = ownRequestKey(merged.request, "credentials");
  if (entry !== undefined && credentials != null) {
    const placed = placeCredentials(
      table?.securitySchemes ?? {},
      entry.security ?? table?.security,
      credentials as Record<string, unknown>,
    );
    Object.assign(headers, placed.headers);
    query.push(...placed.query);
    cookies.push(...placed.cookies);
  }
  if (cookies.length > 0) {
    const given = headers.cookie;
    headers.cookie = (typeof given === "string" ? given + "; " : "") + cookies.join("; ");
  }

  // the body: by the content-type given, else the first concrete media type described
  const body = entry?.body;
  const given = headers["content-type"];
  const hasData = merged.data !== undefined;
  const type = typeof given === "string"
    ? given
    : bodyMedia(body?.content, hasData ? merged.data : fields)?.type;
  const kind = type === undefined ? undefined : essence(type);
  let multipart = false;
  if (bodyMethod && (hasFields || hasData) && kind !== undefined) {
    // endpoint() sets JSON's own (with its charset); fetch sets multipart's (with the boundary)
    if (
      typeof given !== "string" && kind !== "multipart/form-data" && type !== "application/json"
    ) {
      headers["content-type"] = type!;
    }
    // a plain object in `data` is the form's fields (a field may be named like an option: `url`)
    const formData = hasData && isPlainObject(merged.data);
    if (
      (!hasData || formData) &&
      (kind === "multipart/form-data" || kind === "application/x-www-form-urlencoded")
    ) {
      multipart = kind === "multipart/form-data";
      const encoding = {
        ...body?.content.find((media) => essence(media.type) === kind)?.encoding,
        ...serialize?.encoding,
      };
      const values = formData ? merged.data as Parameters : fields;
      if (!formData) { for (const name of Object.keys(fields)) delete prepared[name]; }
      prepared.data = multipart
        ? multipartFormData(values, encoding)
        : formUrlEncoded(values, encoding);
    } else if (typeof given !== "string" && isJsonType(kind) && typeof merged.data === "string") {
      // a string in a described JSON body is written as JSON; with its own content-type, as given
      prepared.data = JSON.stringify(merged.data);
    }
  }
  // endpoint() writes a body for its body methods only: for another, it is set after it
  let late: { data: unknown } | undefined;
  if (!coreBody && bodyMethod && (hasFields || hasData)) {
    late = { data: hasData || prepared.data !== undefined ? prepared.data : fields };
    delete prepared.data;
    for (const name of Object.keys(fields)) delete prepared[name];
  }

  const result = parse(prepared);
  if (entry !== undefined) {
    result.url = restoreColons(merged.url ?? "/", keepTrailingSlash(url, result.url));
  }
  if (late !== undefined) {
    result.body = late.data;
    result.headers["content-type"] ??= "application/json; charset=utf-8";
  }
  if (query.length > 0) {
    const hash = result.url.indexOf("#");
    const end = hash === -1 ? result.url.length : hash;
    const head = result.url.slice(0, end);
    result.url = head + (head.includes("?") ? "&" : "?") + query.join("&") + result.url.slice(end);
  }
  if (multipart) delete result.headers["content-type"]; // fetch sets it, with the boundary
  if (body !== undefined && !body.required && !hasFields && !hasData) delete result.body;
  if (
    result.request !== undefined &&
    ROUTE_KEYS.some((k) => ownRequestKey(result.request, k) !== undefined)
  ) {
    const request = metadataOnly(result.request);
    if (request === undefined) delete result.request;
    else result.request = request;
  }
  return result;
}
