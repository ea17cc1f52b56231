/**
 * A route table read once, when `withRoutes()` is called: checked field by field and copied into
 * a plan per route, in `Map`s and null-prototype records, so that neither a later edit of the
 * table object nor a polluted `Object.prototype` changes a call (docs/openapi.md, "The route
 * table"). A call then reads only its route's plan.
 *
 * @module
 */
import { EndpointError } from "../uri_template/errors.ts";
import type { Encoding, ParameterSerialization, PartHeader } from "./options.ts";
import type {
  BodyEntry,
  BodyMedia,
  RouteEntry,
  SecurityRequirement,
  SecurityScheme,
  Server,
  ServerVariable,
} from "./table.ts";

/** What a call through one route of the table needs, read from the table once. */
export interface RoutePlan {
  /**
   * The entry, checked and copied: its records (`parameters`, `encoding`, `variables`) have no
   * prototype, so an inherited name is never read.
   */
  readonly entry: RouteEntry;
  /** The names declared under an option's name (`url`, `data`, …). */
  readonly optionNames: ReadonlySet<string>;
  /**
   * Whether the entry holds nothing beyond what `endpoint()` does for the API whose defaults it
   * carries (an `accept` applies to other APIs only).
   */
  readonly empty: boolean;
}

/**
 * A route table read once: the document's servers, a plan per route key, the security schemes and
 * the document's requirements, and every server variable name any server has.
 */
export interface TablePlan {
  readonly servers: Server[] | undefined;
  readonly routes: ReadonlyMap<string, RoutePlan>;
  readonly securitySchemes: Record<string, SecurityScheme>;
  readonly security: SecurityRequirement[] | undefined;
  readonly variableNames: ReadonlySet<string>;
}

type Json = Record<string, unknown>;

/** Why a table cannot be read, naming the field (never quoting a value). */
function invalid(where: string, what: string): never {
  throw new EndpointError(
    "INVALID_ROUTE",
    `Cannot read the route table: ${where} ${what} (use what compileRoutes() returns)`,
  );
}

/** `fields` in an object without a prototype: a field it lacks reads `undefined`. */
function bare<T extends object>(fields: T): T {
  return Object.assign(Object.create(null), fields);
}

function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An own field of a checked record. */
function own(record: Json, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function record(value: unknown, where: string): Json {
  return isRecord(value) ? value : invalid(where, "is not an object");
}

function list(value: unknown, where: string): unknown[] {
  return Array.isArray(value) ? value : invalid(where, "is not an array");
}

function optional<T>(value: unknown, type: string, where: string): T | undefined {
  if (value === undefined || typeof value === type) return value as T | undefined;
  return invalid(where, `is not a ${type}`);
}

const LOCATIONS = new Set(["path", "query", "header", "cookie"]);

/** A parameter's or an Encoding Object's fields, copied. */
function serialization(given: unknown, where: string): ParameterSerialization & Encoding {
  const fields = record(given, where);
  const copy: ParameterSerialization & Encoding = Object.create(null);
  const location = optional<string>(own(fields, "in"), "string", `${where}.in`);
  if (location !== undefined && !LOCATIONS.has(location)) invalid(`${where}.in`, "is no location");
  if (location !== undefined) copy.in = location as ParameterSerialization["in"];
  const style = optional<string>(own(fields, "style"), "string", `${where}.style`);
  if (style !== undefined) copy.style = style as ParameterSerialization["style"];
  const explode = optional<boolean>(own(fields, "explode"), "boolean", `${where}.explode`);
  if (explode !== undefined) copy.explode = explode;
  const reserved = optional<boolean>(
    own(fields, "allowReserved"),
    "boolean",
    `${where}.allowReserved`,
  );
  if (reserved !== undefined) copy.allowReserved = reserved;
  const type = optional<string>(own(fields, "contentType"), "string", `${where}.contentType`);
  if (type !== undefined) copy.contentType = type;
  const headers = own(fields, "headers");
  if (headers !== undefined) copy.headers = entries(headers, `${where}.headers`, partHeader);
  return copy;
}

/** A multipart part header an Encoding Object declares: whether it is required, copied. */
function partHeader(given: unknown, where: string): PartHeader {
  const required = optional<boolean>(own(record(given, where), "required"), "boolean", where);
  return bare(required === undefined ? {} : { required });
}

/** A record's own entries, each read by `read`, into a null-prototype record. */
function entries<T>(given: unknown, where: string, read: (value: unknown, at: string) => T) {
  const copy: Record<string, T> = Object.create(null);
  for (const [name, value] of Object.entries(record(given, where))) {
    copy[name] = read(value, `${where}[${JSON.stringify(name)}]`);
  }
  return copy;
}

function strings(given: unknown, where: string): string[] {
  return list(given, where).map((item) =>
    typeof item === "string" ? item : invalid(where, "holds what is not a string")
  );
}

function variable(given: unknown, where: string): ServerVariable {
  const fields = record(given, where);
  const value = own(fields, "default");
  if (typeof value !== "string") invalid(`${where}.default`, "is not a string");
  const values = own(fields, "enum");
  return values === undefined
    ? bare({ default: value })
    : bare({ default: value, enum: strings(values, `${where}.enum`) });
}

/** A list of servers, copied; `undefined` when the field is absent. */
function servers(given: unknown, where: string): Server[] | undefined {
  if (given === undefined) return undefined;
  const items = list(given, where);
  if (items.length === 0) invalid(where, "is an empty list");
  return items.map((item, index) => {
    const at = `${where}[${index}]`;
    const fields = record(item, at);
    const url = own(fields, "url");
    if (typeof url !== "string") invalid(`${at}.url`, "is not a string");
    const variables = own(fields, "variables");
    return variables === undefined
      ? bare({ url })
      : bare({ url, variables: entries(variables, `${at}.variables`, variable) });
  });
}

function body(given: unknown, where: string): BodyEntry | undefined {
  if (given === undefined) return undefined;
  const fields = record(given, where);
  const content = list(own(fields, "content"), `${where}.content`).map((item, index) => {
    const at = `${where}.content[${index}]`;
    const media = record(item, at);
    const type = own(media, "type");
    if (typeof type !== "string") invalid(`${at}.type`, "is not a string");
    const encoding = own(media, "encoding");
    const copy: BodyMedia = bare({ type });
    if (encoding !== undefined) copy.encoding = entries(encoding, `${at}.encoding`, serialization);
    return copy;
  });
  const required = optional<boolean>(own(fields, "required"), "boolean", `${where}.required`);
  return bare(required === undefined ? { content } : { required, content });
}

/** Security requirements: lists of scheme names; `undefined` when the field is absent. */
function requirements(given: unknown, where: string): SecurityRequirement[] | undefined {
  if (given === undefined) return undefined;
  return list(given, where).map((item, index) => strings(item, `${where}[${index}]`));
}

const API_KEY_PLACES = new Set(["header", "query", "cookie"]);

/** A security scheme's fields, copied. */
function scheme(given: unknown, where: string): SecurityScheme {
  const fields = record(given, where);
  const type = own(fields, "type");
  if (type === "http") {
    const name = own(fields, "scheme");
    if (typeof name !== "string") invalid(`${where}.scheme`, "is not a string");
    return bare({ type, scheme: name.toLowerCase() });
  }
  if (type === "apiKey") {
    const place = own(fields, "in");
    const name = own(fields, "name");
    if (typeof place !== "string" || !API_KEY_PLACES.has(place)) {
      invalid(`${where}.in`, "is not header, query or cookie");
    }
    if (typeof name !== "string") invalid(`${where}.name`, "is not a string");
    return bare({ type, in: place as "header" | "query" | "cookie", name });
  }
  if (type === "oauth2" || type === "openIdConnect") return bare({ type });
  return invalid(`${where}.type`, "is no security scheme type");
}

/** How each field of an entry is read; another field is copied as JSON data. */
const ENTRY_FIELDS: Record<string, (value: unknown, where: string) => unknown> = {
  parameters: (value, where) => entries(value, where, serialization),
  required: strings,
  body,
  servers,
  optionNames: strings,
  accept: (value, where) => optional<string>(value, "string", where),
  security: requirements,
};

function routePlan(given: unknown, where: string): RoutePlan {
  const fields = record(given, where);
  const entry: Record<string, unknown> = Object.create(null); // `__proto__` is a name like any other
  for (const key of Object.keys(fields)) {
    const read = Object.hasOwn(ENTRY_FIELDS, key) ? ENTRY_FIELDS[key] : data;
    const value = read(fields[key], `${where}.${key}`);
    if (value !== undefined) entry[key] = value;
  }
  const names = entry.optionNames as string[] | undefined;
  const empty = Object.keys(entry).every((key) => key === "accept");
  return { entry, optionNames: new Set(names), empty };
}

/** A field this version does not read, copied so that no later edit reaches it. */
function data(value: unknown, where: string): unknown {
  try {
    return structuredClone(value);
  } catch {
    return invalid(where, "is not JSON data");
  }
}

/**
 * Reads a route table once into plans.
 *
 * @throws {EndpointError} `INVALID_ROUTE` for a table of another shape, naming the field.
 */
export function readTable(table: unknown): TablePlan {
  const fields = record(table, "the table");
  const routes = new Map<string, RoutePlan>();
  for (const [key, entry] of Object.entries(record(own(fields, "routes"), "routes"))) {
    routes.set(key, routePlan(entry, `routes[${JSON.stringify(key)}]`));
  }
  const documentServers = servers(own(fields, "servers"), "servers");
  const variableNames = new Set<string>();
  for (const list of [documentServers, ...[...routes.values()].map((plan) => plan.entry.servers)]) {
    for (const server of list ?? []) {
      for (const name of Object.keys(server.variables ?? {})) variableNames.add(name);
    }
  }
  const schemes = own(fields, "securitySchemes");
  return {
    servers: documentServers,
    routes,
    securitySchemes: schemes === undefined
      ? Object.create(null)
      : entries(schemes, "securitySchemes", scheme),
    security: requirements(own(fields, "security"), "security"),
    variableNames,
  };
}
