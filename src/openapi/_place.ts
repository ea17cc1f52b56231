/**
 * One call of `withRoutes()`: merged options placed and written as the route table and
 * `request.serialize` say, then built by the wrapped endpoint's `parse()` (docs/openapi.md,
 * "How a call is written").
 *
 * @module
 */
import type { Endpoint, MergedOptions, RequestOptions } from "../types.ts";
import { EndpointError } from "../uri_template/errors.ts";
import type {
  Encoding,
  ParameterSerialization,
  PartHeaders,
  Serialization,
  SerializeOptions,
} from "./options.ts";
import type { RouteEntry, SecurityRequirement, SecurityScheme } from "./table.ts";
import { serializeCookie, serializeHeader, serializeQuery } from "./serialize.ts";
import { formUrlEncoded } from "./body.ts";
import { multipartBody } from "./multipart_fields.ts";
import {
  hasRouteKeys,
  ownEntry,
  ownFields,
  ownRequestKey,
  ROUTE_KEYS,
} from "./_serialize_options.ts";
import { isParameterKey } from "../_option_keys.ts";
import { isPlainObject } from "../uri_template/_plain_object.ts";
import { PARAMETERS_KEY } from "./_declared_call.ts";
import { refuseDelimiter, sort } from "./_values.ts";
import { bodyMedia, essence } from "./_media_types.ts";
import { isJsonType } from "./_accept.ts";
import {
  givenInAnyCase,
  headerParameter,
  keepTrailingSlash,
  restoreColons,
} from "./_described_path.ts";
import { type RouteUrl, withQuery } from "./_route_url.ts";
import { placeCredentials } from "./_security.ts";

type Parameters = Record<string, unknown>;

/** The RFC 6570 operator of each path style. */
const PATH_OPERATORS: Record<string, string> = { simple: "", label: ".", matrix: ";" };

/** The route table key of merged options: the method uppercase, a space, the url template. */
export function routeKey(merged: MergedOptions): string {
  return `${merged.method.toUpperCase()} ${merged.url ?? "/"}`;
}

/**
 * `{name}` rewritten to the RFC 6570 expression OpenAPI defines a path style as, its variable
 * named `variable`.
 */
function pathExpression(name: string, serialization: Serialization, variable: string): string {
  const style = serialization.style ?? "simple";
  if (typeof style !== "string" || !Object.hasOwn(PATH_OPERATORS, style)) {
    throw new EndpointError(
      "INVALID_PARAMETER",
      `Cannot write path parameter "${name}" in style ${
        typeof style === "string" ? JSON.stringify(style) : "that is not a string"
      }: use simple, label or matrix`,
    );
  }
  return `{${PATH_OPERATORS[style]}${variable}${serialization.explode === true ? "*" : ""}}`;
}

/**
 * The template variable a path parameter named like an option is expanded as: its first letter
 * percent-encoded (RFC 6570 allows it in a variable name), so `endpoint()` reads it as a parameter.
 */
function variableAlias(name: string): string {
  return "%" + name.charCodeAt(0).toString(16).toUpperCase() + name.slice(1);
}

/** A serialisation that sets nothing. */
const NO_FIELDS: Serialization = Object.freeze(Object.create(null));

/** No security schemes. */
const NO_SCHEMES: Record<string, SecurityScheme> = Object.freeze(Object.create(null));

/** What a call reads from the whole table: its security schemes and the document's requirements. */
export interface TableSecurity {
  readonly securitySchemes: Record<string, SecurityScheme>;
  readonly security: SecurityRequirement[] | undefined;
}

function missing(key: string, name: string): never {
  throw new EndpointError(
    "INVALID_PARAMETER",
    `Cannot build "${key}": the required parameter "${name}" is missing`,
  );
}

/** A `request` without the keys only `withRoutes()` reads; `undefined` when nothing is left. */
function metadataOnly(request: unknown): RequestOptions["request"] {
  const rest = { ...(request as Record<string, unknown>) };
  for (const key of ROUTE_KEYS) delete rest[key];
  return Object.keys(rest).length === 0 ? undefined : rest;
}

/**
 * `options` but the names `leaves` says, in their order: a new object rather than one deleted
 * from, which is slower to read for every step after. `__proto__` is left out too: it would set
 * the prototype here, and `parse()` reads no option of that name.
 */
function without(options: Parameters, leaves: (name: string) => boolean): Parameters {
  const kept: Parameters = {};
  for (const name of Object.keys(options)) {
    if (name !== "__proto__" && !leaves(name)) kept[name] = options[name];
  }
  return kept;
}

/** The options without the body fields (never an option a field is named like). */
function withoutFields(prepared: Parameters, fields: Parameters): Parameters {
  return without(
    prepared,
    (name) => Object.hasOwn(fields, name) && isParameterKey(name) && name !== "data",
  );
}

/** Sets a field: `__proto__` is a field like any other, an own property. */
function setField(fields: Parameters, name: string, value: unknown): void {
  if (name !== "__proto__") fields[name] = value;
  else Object.defineProperty(fields, name, { value, enumerable: true, writable: true });
}

/**
 * Request options from merged options, each parameter and the body written as `entry` and
 * `request.serialize` say.
 *
 * @param parse The wrapped endpoint's `parse()`.
 * @param merged Merged options (not changed).
 * @param entry The route's table entry, if the table has the route.
 * @param key The route's table key.
 * @param route The route's url template, read once per route.
 * @param table The table's security schemes and requirements.
 * @param ownApi Whether the table describes the wrapped endpoint's own API (GitHub's): its query
 * parameter `q` then keeps a literal `+`, as `endpoint()` writes it for GitHub's search.
 */
export function place(
  parse: Endpoint["parse"],
  merged: MergedOptions,
  entry: RouteEntry | undefined,
  key: string,
  route: RouteUrl,
  table?: TableSecurity,
  ownApi = false,
): RequestOptions {
  const request = ownEntry(merged, "request");
  const serialize = ownRequestKey(request, "serialize") as SerializeOptions | undefined;
  const data = ownEntry(merged, "data");
  const method = merged.method.toLowerCase();
  // endpoint() sends a body with these methods; a described body goes with any method
  const coreBody = method === "post" || method === "put" || method === "patch" ||
    method === "delete";
  const bodyMethod = coreBody || entry?.body !== undefined;
  const headers: Record<string, string | null> = { ...merged.headers }; // read by ownEntry
  const { variables } = route;
  let url = route.template;
  const placed: string[] = []; // the merged options' parameters written elsewhere than `parse()`
  const aliases: [string, unknown][] = []; // path parameters named like options, renamed

  // the parameters: those of the merged options, then those named like options (`url`, `data`…)
  // that `request.parameters` holds
  const pairs: [string, unknown][] = [];
  for (const name of Object.keys(merged)) {
    if (isParameterKey(name) && name !== "data") pairs.push([name, merged[name]]);
  }
  const named = ownRequestKey(request, PARAMETERS_KEY);
  const optionNamed = typeof named === "object" && named !== null ? Object.keys(named) : [];
  for (const name of optionNamed) pairs.push([name, (named as Parameters)[name]]);
  const valueOf = (name: string) =>
    Object.hasOwn(merged, name) ? merged[name] : ownEntry(named, name);

  // required parameters: every path variable of a described route, and those it lists
  if (entry !== undefined) {
    for (const name of variables) if (valueOf(name) == null) missing(key, name);
    for (const name of entry.required ?? []) {
      // a header parameter may be given in any case
      const header = entry.parameters?.[name]?.in === "header";
      if (
        valueOf(name) == null && ownEntry(headers, name.toLowerCase()) == null &&
        !(header && givenInAnyCase(merged, name))
      ) missing(key, name);
    }
  }

  const query: string[] = [];
  const cookies: string[] = [];
  const fields: Parameters = {}; // set by setField()
  const rewrites = new Map<string, string>(); // path expressions, by the name `{name}` holds
  const byName = ownRequestKey(serialize, "parameters");
  let hasFields = false;
  let optionNamedField = false;
  for (let index = 0; index < pairs.length; index++) {
    const [name, value] = pairs[index];
    const isOptionNamed = index >= pairs.length - optionNamed.length;
    const own = ownEntry<ParameterSerialization>(byName, name);
    // a header parameter's name matches in any case (`x-api-key` for `X-Api-Key`)
    const described = entry?.parameters?.[name] ?? headerParameter(entry, name);
    // the table's entries have no prototype; a call's are copied, own fields only
    const spec = own === undefined ? described : ownFields<ParameterSerialization>(described, own);
    // a variable of the url goes there, whatever `in` says: the template takes it
    const location = variables.has(name) ? "path" : spec?.in ?? (bodyMethod ? undefined : "query");
    if (location === "path") {
      // a style applies to a `{name}` expression; another (`{?name}`) says how it is written
      const own = spec?.in === undefined || spec.in === "path" ? spec : undefined;
      const byPath = ownEntry<Serialization>(serialize, "path");
      const serialization: Serialization = byPath === undefined
        ? own ?? NO_FIELDS
        : ownFields(byPath, own);
      const variable = isOptionNamed ? variableAlias(name) : name;
      if (isOptionNamed) aliases.push([variable, value]);
      if (serialization.style === "label" && serialization.explode === true) {
        refuseDelimiter(name, "label", sort(name, "label", value), ".");
      }
      if (serialization.style !== undefined || serialization.explode) {
        rewrites.set(name, pathExpression(name, serialization, variable));
      } else if (isOptionNamed) rewrites.set(name, `{${variable}}`);
      continue;
    }
    if (value === undefined) continue;
    if (location === "query") {
      const byLocation = ownEntry<Serialization>(serialize, "query");
      // endpoint() writes it, but `q`: elsewhere than GitHub, a `+` in it must arrive as a `+`
      const plain = spec === undefined && byLocation === undefined && !isOptionNamed;
      if (plain && (ownApi || entry === undefined || name !== "q")) continue;
      const serialization = byLocation === undefined
        ? spec ?? NO_FIELDS
        : ownFields(byLocation, spec);
      const piece = serializeQuery(name, value, serialization);
      if (piece !== "") query.push(piece);
    } else if (location === "header") {
      const byLocation = ownEntry<Serialization>(serialize, "header");
      const text = serializeHeader(
        value,
        byLocation === undefined ? spec : ownFields(byLocation, spec),
      );
      // `[]` and `{}` send no header; `""` is an empty one
      if (text !== "" || value === "") headers[name.toLowerCase()] = text;
    } else if (location === "cookie") {
      const piece = serializeCookie(name, value, spec);
      if (piece !== "") cookies.push(piece);
    } else {
      setField(fields, name, value);
      hasFields = true;
      optionNamedField ||= isOptionNamed;
      continue;
    }
    if (!isOptionNamed) placed.push(name);
  }
  // each `{name}` a style rewrites, in one pass over the url
  if (rewrites.size > 0) {
    url = url.replace(/\{([^{}]*)\}/g, (whole, name: string) => rewrites.get(name) ?? whole);
  }
  let prepared = placed.length === 0
    ? without(merged, () => false)
    : without(merged, (name) => placed.includes(name));
  prepared.headers = headers;
  for (const [variable, value] of aliases) prepared[variable] = value;
  prepared.url = url;
  // credentials by security scheme name, placed as the route's requirements say
  const credentials = ownRequestKey(request, "credentials");
  if (entry !== undefined && credentials != null) {
    const placed = placeCredentials(
      table?.securitySchemes ?? NO_SCHEMES,
      entry.security ?? table?.security,
      credentials as Record<string, unknown>,
    );
    Object.assign(headers, placed.headers);
    query.push(...placed.query);
    cookies.push(...placed.cookies);
  }
  if (cookies.length > 0) {
    const given = ownEntry(headers, "cookie");
    headers.cookie = (typeof given === "string" ? given + "; " : "") + cookies.join("; ");
  }

  // the body: by the content-type given, else the first concrete media type described
  const body = entry?.body;
  const given = ownEntry(headers, "content-type");
  const hasData = data !== undefined;
  const type = typeof given === "string"
    ? given
    : bodyMedia(body?.content, hasData ? data : fields)?.type;
  const kind = type === undefined ? undefined : essence(type);
  let multipartType: string | undefined; // a multipart body's type, with its boundary
  if (bodyMethod && (hasFields || hasData) && kind !== undefined) {
    // endpoint() sets JSON's own (with its charset); multipart's is its body's (with the boundary)
    if (
      typeof given !== "string" && kind !== "multipart/form-data" && type !== "application/json"
    ) {
      headers["content-type"] = type!;
    }
    // a plain object in `data` is the form's fields (a field may be named like an option: `url`)
    const formData = hasData && isPlainObject(data);
    if (
      (!hasData || formData) &&
      (kind === "multipart/form-data" || kind === "application/x-www-form-urlencoded")
    ) {
      const described = body?.content.find((media) => essence(media.type) === kind)?.encoding;
      const given = ownEntry<Record<string, Encoding>>(serialize, "encoding");
      const encoding = given === undefined
        ? described
        : ownFields<Record<string, Encoding>>(described, given);
      const values = formData ? data as Parameters : fields;
      if (!formData) prepared = withoutFields(prepared, fields);
      if (kind === "multipart/form-data") {
        const partHeaders = ownRequestKey(request, "partHeaders") as PartHeaders | undefined;
        const multipart = multipartBody(values, encoding, partHeaders);
        multipartType = multipart.type;
        prepared.data = multipart;
      } else prepared.data = formUrlEncoded(values, encoding);
    } else if (typeof given !== "string" && isJsonType(kind) && typeof data === "string") {
      // a string in a described JSON body is written as JSON; with its own content-type, as given
      prepared.data = JSON.stringify(data);
    }
  }

  // a body field named like an option cannot stay beside the options: the fields become `data`
  if (optionNamedField && prepared.data === undefined && data === undefined) {
    prepared = withoutFields(prepared, fields);
    prepared.data = { ...fields };
  }
  // endpoint() writes a body for its body methods only: for another, it is set after it
  let late: { data: unknown } | undefined;
  if (!coreBody && bodyMethod && (hasFields || hasData)) {
    late = { data: prepared.data !== undefined ? prepared.data : { ...fields } };
    prepared = without(prepared, (name) => name === "data");
    prepared = withoutFields(prepared, fields);
  }

  const result = parse(prepared);
  if (route.trailingSlash) result.url = keepTrailingSlash(url, result.url);
  if (route.colons) result.url = restoreColons(merged.url ?? "/", result.url);
  if (late !== undefined) {
    result.body = late.data;
    result.headers["content-type"] ??= "application/json; charset=utf-8";
  }
  if (query.length > 0) result.url = withQuery(result.url, query);
  if (multipartType !== undefined) result.headers["content-type"] = multipartType;
  if (body !== undefined && !body.required && !hasFields && !hasData) delete result.body;
  if (result.request !== undefined && hasRouteKeys(result.request)) {
    const request = metadataOnly(result.request);
    if (request === undefined) delete result.request;
    else result.request = request;
  }
  return result;
}
