/**
 * STAND-IN until the `styles` branch lands: the fixed signatures of the parameter serialisers,
 * implemented just far enough for `withRoutes()` to run. Replaced by that branch's file.
 *
 * @module
 */
import type { Serialization } from "./options.ts";
import { EndpointError } from "../uri_template/errors.ts";

const UNRESERVED = /[^A-Za-z0-9\-._~]/g;
const RESERVED_OR_UNRESERVED = /[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/g;

function encode(value: string, allowReserved = false): string {
  const bytes = (c: string) =>
    Array.from(
      new TextEncoder().encode(c),
      (b) => "%" + b.toString(16).toUpperCase().padStart(2, "0"),
    ).join("");
  return value.replace(allowReserved ? RESERVED_OR_UNRESERVED : UNRESERVED, bytes);
}

function scalar(name: string, value: unknown): string {
  if (value === null) return "";
  if (typeof value === "object" || typeof value === "function" || typeof value === "symbol") {
    throw new EndpointError(
      "INVALID_PARAMETER",
      `Cannot write parameter "${name}": not a primitive`,
    );
  }
  return String(value);
}

/** The encoded query pieces of one parameter, joined by "&". */
export function serializeQuery(
  name: string,
  value: unknown,
  serialization?: Serialization,
): string {
  if (value === undefined) return "";
  const style = serialization?.style ?? "form";
  const explode = serialization?.explode ?? style === "form";
  const reserved = serialization?.allowReserved === true;
  const key = encode(name);
  const e = (v: unknown) => encode(scalar(name, v), reserved);
  if (Array.isArray(value)) {
    if (value.length === 0) return "";
    if (style === "brackets") return value.map((v) => `${key}%5B%5D=${e(v)}`).join("&");
    if (style === "deepObject") return value.map((v, i) => `${key}%5B${i}%5D=${e(v)}`).join("&");
    if (explode) return value.map((v) => `${key}=${e(v)}`).join("&");
    const sep = style === "spaceDelimited" ? "%20" : style === "pipeDelimited" ? "%7C" : ",";
    return `${key}=${value.map(e).join(sep)}`;
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (style === "deepObject") {
      return entries.map(([k, v]) => `${key}%5B${encode(k)}%5D=${e(v)}`).join("&");
    }
    if (explode) return entries.map(([k, v]) => `${encode(k)}=${e(v)}`).join("&");
    return `${key}=${entries.map(([k, v]) => `${encode(k)},${e(v)}`).join(",")}`;
  }
  return `${key}=${e(value)}`;
}

/** What replaces `{name}` in a path. */
export function serializePath(name: string, value: unknown, serialization?: Serialization): string {
  void name, value, serialization;
  throw new EndpointError("INVALID_PARAMETER", "stand-in: path styles go through the template");
}

/** A header value. */
export function serializeHeader(value: unknown, serialization?: Serialization): string {
  const explode = serialization?.explode === true;
  if (Array.isArray(value)) return value.map((v) => scalar("header", v)).join(",");
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).map(([k, v]) => explode ? `${k}=${v}` : `${k},${v}`).join(",");
  }
  return scalar("header", value);
}

/** A cookie pair. */
export function serializeCookie(
  name: string,
  value: unknown,
  serialization?: Serialization,
): string {
  void serialization;
  return `${name}=${encode(scalar(name, value))}`;
}
