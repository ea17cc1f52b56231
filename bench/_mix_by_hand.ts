/**
 * The ceiling of the mix: for each call, the JavaScript a developer would write by hand for that
 * one request, knowing its route, its layers and the kind of each value, generated as source text
 * and compiled once with `new Function`. It checks nothing: string concatenation, one encoder
 * call per text value (`encodeURIComponent`, plus RFC 6570's escaping of `!'()*` in the path where
 * the value has one of them), numbers concatenated as they are, the query built by hand, the
 * headers and the body as object literals.
 *
 * @module
 */
import { endpoint } from "@x/endpoint";
import type { RequestLike } from "./_agree.ts";
import { LAYERS, type MixCall } from "./_mix.ts";

/** The user-agent `@x/endpoint` sends. */
const USER_AGENT = String(endpoint.DEFAULTS.headers["user-agent"]);

const OPTION_KEYS = new Set(["baseUrl", "headers", "mediaType", "method", "url", "request"]);

const quote = (text: string) => JSON.stringify(text);

/** `p[name]`, as source text. */
const read = (name: string) => `p[${quote(name)}]`;

/** Source text that encodes `p[name]` as a path segment or a `{?…}` query value. */
function expansion(name: string, value: unknown): string {
  if (typeof value !== "string") return read(name);
  const encoded = `encodeURIComponent(${read(name)})`;
  return /[!'()*]/.test(value) ? `${encoded}.replace(/[!'()*]/g, rfcEscape)` : encoded;
}

/** Source text that encodes `p[name]` as a query value added after the template. */
function queryValue(name: string, value: unknown): string {
  if (name === "q") return `${read(name)}.split("+").map(encodeURIComponent).join("+")`;
  return typeof value === "string" ? `encodeURIComponent(${read(name)})` : read(name);
}

/** The source text of the call's builder: a function of the call's parameters. */
export function byHandSource(call: MixCall): string {
  const given = new Map(call.entries);
  const layers = LAYERS.slice(0, call.layers);
  const baseUrl = (given.get("baseUrl") ??
    layers.find((l) => l.baseUrl)?.baseUrl ?? endpoint.DEFAULTS.baseUrl) as string;
  const used = new Set<string>();
  const url = [quote(baseUrl)];
  let hasQuery = false;
  for (const piece of call.url.split(/(\{[^}]+\})/)) {
    if (!piece.startsWith("{")) {
      if (piece) url.push(quote(piece));
      continue;
    }
    const optional = piece[1] === "?";
    for (const name of piece.slice(optional ? 2 : 1, -1).split(",")) {
      used.add(name);
      if (!given.has(name)) continue;
      const prefix = optional ? `${hasQuery ? "&" : "?"}${name}=` : "";
      if (prefix) url.push(quote(prefix));
      url.push(expansion(name, given.get(name)));
      hasQuery ||= optional;
    }
  }
  const rest = call.entries.filter(([key]) => !used.has(key) && !OPTION_KEYS.has(key));
  const method = call.method.toLowerCase();
  let body: string | undefined;
  if (method === "get" || method === "head") {
    for (const [key, value] of rest) {
      url.push(quote(`${hasQuery ? "&" : "?"}${key}=`), queryValue(key, value));
      hasQuery = true;
    }
  } else if (given.has("data")) body = read("data");
  else if (rest.length > 0) {
    body = `{ ${rest.map(([key]) => `${quote(key)}: ${read(key)}`).join(", ")} }`;
  } else if (method === "patch" || method === "put") body = '""';
  const format = (given.get("mediaType") as { format?: string } | undefined)?.format;
  const headers: [string, string][] = [
    ["accept", quote(`application/vnd.github.v3${format ? `.${format}` : "+json"}`)],
    ["user-agent", "UA"],
  ];
  const set = (name: string, source: string) => {
    const at = headers.findIndex(([n]) => n === name);
    if (at === -1) headers.push([name, source]);
    else headers[at] = [name, source];
  };
  for (const layer of layers) {
    for (const [name, value] of Object.entries(layer.headers ?? {})) set(name, quote(value));
  }
  for (const name of Object.keys((given.get("headers") ?? {}) as object)) {
    set(name.toLowerCase(), `p.headers[${quote(name)}]`);
  }
  if (body !== undefined && body !== '""' && !headers.some(([n]) => n === "content-type")) {
    set("content-type", quote("application/json; charset=utf-8"));
  }
  const headerSource = headers.map(([name, source]) => `${quote(name)}: ${source}`).join(", ");
  return `return { method: ${quote(method)}, url: ${url.join(" + ")}, ` +
    `headers: { ${headerSource} }${body === undefined ? "" : `, body: ${body}`} };`;
}

/** RFC 6570's escape of the characters `encodeURIComponent` leaves alone. */
function rfcEscape(character: string): string {
  return "%" + character.charCodeAt(0).toString(16).toUpperCase();
}

/** The call's hand-written builder, compiled once. */
export function byHand(call: MixCall): (parameters: Record<string, unknown>) => RequestLike {
  return new Function("UA", "rfcEscape", `return function (p) { ${byHandSource(call)} };`)(
    USER_AGENT,
    rfcEscape,
  );
}
