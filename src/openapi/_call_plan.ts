/**
 * One plan per route of a table, for the calls `withRoutes()` builds without merging and placing
 * them (docs/decisions.md, decisions 67 and 76): what each option name of a call does (a path
 * variable, a query, header or cookie parameter with its serialiser, a body field, or an option
 * `endpoint()` writes itself), the body's media type and the endpoint that builds the rest (the
 * wrapped endpoint, or it with another API's server and `accept`). Decided once per route and
 * `.defaults()` layer, from the route's entry and the layer's defaults, never from a call's values.
 *
 * @module
 */
import type { Endpoint, EndpointDefaults } from "../types.ts";
import type { Encoding, ParameterSerialization } from "./options.ts";
import type { Server } from "./table.ts";
import type { RoutePlan } from "./_route_plan.ts";
import type { RouteUrl } from "./_route_url.ts";
import { isParameterKey } from "../_option_keys.ts";
import { serializeCookie, serializeHeader, serializeQuery } from "./serialize.ts";
import { bodyMedia, essence } from "./_media_types.ts";
import { defaultAcceptOf } from "./_description_defaults.ts";

/** A parameter written apart from `endpoint()`: where it goes and its prepared serialiser. */
export interface Placed {
  readonly in: "query" | "header" | "cookie";
  /** The header it sets (lowercase), for a header parameter. */
  readonly header?: string;
  /** The value written (`""`: nothing to send). */
  readonly write: (value: unknown) => string;
}

/**
 * What a call does with one option name (a name whose value is `undefined` is always left to
 * `endpoint()`, which drops it): `"pass"` leaves it to `endpoint()`, which writes it as placing
 * would; `"field"` makes it a body field; a {@linkcode Placed} writes it apart; `"headers"`,
 * `"request"` and `"data"` are those options (kept, and read); `false` leaves the call to merging
 * and placing.
 */
export type NameUse = "pass" | "field" | "headers" | "request" | "data" | Placed | false;

/** How the fields of a call's body are written, when it has some. */
export interface FieldsPlan {
  /** The `content-type` to send beside them, when it is not what `endpoint()` sends. */
  readonly type?: string;
  /** For a form body: its Encoding Objects (`formUrlEncoded()` writes the fields as `data`). */
  readonly form?: Record<string, Encoding> | "plain";
}

/** What every call of one route does, decided on its first call. */
export interface CallPlan {
  /** The endpoint that builds what is not written apart. */
  readonly endpoint: Endpoint;
  /**
   * The path variables and required parameters: a call without one is left to placing, which
   * says which is missing.
   */
  readonly needed: readonly string[];
  /** Whether it is another API's: a call with `headers` holding an `accept` is placed. */
  readonly described: boolean;
  /** The use of each name the entry or the url declares (over an option of the same name). */
  readonly named: ReadonlyMap<string, NameUse>;
  /** The use of each option, shared by every plan of a kind. */
  readonly options: ReadonlyMap<string, NameUse>;
  /** The header parameters by lowercase name, if any: a call may give one in any case. */
  readonly headers: ReadonlyMap<string, NameUse> | undefined;
  /** The use of any other parameter name. */
  readonly other: NameUse;
  /** How the body's fields are written; `false`: a call with fields is left to placing. */
  readonly fields: FieldsPlan | false;
  /** Whether the body is described and optional: a call without fields then sends none. */
  readonly optionalBody: boolean;
  /**
   * Whether the wrapped endpoint builds every call as placing would, when it gives no `request`,
   * `headers` or `data`: an entry of its own API that changes nothing (GitHub's most), none of
   * whose names is an option's. Such a call is handed over without walking its options.
   */
  readonly passThrough: boolean;
}

/** What one layer of `withRoutes()` knows of its table and its wrapped endpoint. */
export interface Layer {
  readonly inner: Endpoint;
  readonly defaults: EndpointDefaults;
  readonly routes: ReadonlyMap<string, RoutePlan>;
  readonly documentServers: readonly Server[] | undefined;
  /** Whether the table describes the wrapped endpoint's own API (GitHub's). */
  readonly ownApi: boolean;
  /** Whether the document's server leaves the base URL as it is. */
  readonly serverIsBase: boolean;
  /** Whether the layer's defaults set a base URL of their own. */
  readonly baseUrlSet: boolean;
  readonly urlOfRoute: (key: string) => RouteUrl;
  /** A server's URL with its variables' defaults (throws for a variable without one). */
  readonly serverUrlOf: (server: Server) => string;
}

/** The use of the options: `method` and `url` name the route, `__proto__` is no parameter. */
const OPTION_USES: ReadonlyMap<string, NameUse> = new Map<string, NameUse>([
  ["method", "pass"],
  ["url", "pass"],
  ["baseUrl", "pass"],
  ["mediaType", "pass"],
  ["headers", "headers"],
  ["request", "request"],
  ["data", "data"],
  ["__proto__", false],
]);

/** The same in another API's table: its server and `accept` are placing's to weigh against these. */
const DESCRIBED_OPTION_USES: ReadonlyMap<string, NameUse> = new Map([
  ...OPTION_USES,
  ["baseUrl", false],
  ["mediaType", false],
]);

/** What a call of the plan's route does with an option name. */
export function useOf(plan: CallPlan, name: string): NameUse {
  return plan.named.get(name) ?? plan.options.get(name) ??
    plan.headers?.get(name.toLowerCase()) ?? plan.other;
}

/** The use of a described parameter that is no variable of the url. */
function describedUse(name: string, spec: ParameterSerialization, bodyMethod: boolean): NameUse {
  const location = spec.in ?? (bodyMethod ? undefined : "query");
  switch (location) {
    case "query":
      return { in: "query", write: (value) => serializeQuery(name, value, spec) };
    case "header":
      return {
        in: "header",
        header: name.toLowerCase(),
        write: (value) => serializeHeader(value, spec),
      };
    case "cookie":
      return { in: "cookie", write: (value) => serializeCookie(name, value, spec) };
    case undefined:
      return "field";
    default:
      return false; // a path parameter the url does not hold
  }
}

/** Whether `endpoint()` writes a path variable as placing would: unless a style rewrites it. */
function plainVariable(spec: ParameterSerialization | undefined): boolean {
  const own = spec?.in === undefined || spec.in === "path" ? spec : undefined;
  return own === undefined ||
    ((own.style === undefined || own.style === "simple") && own.explode !== true);
}

/** How a route's body fields are written, from its entry and the layer's defaults. */
function fieldsPlan(plan: RoutePlan, coreBody: boolean, defaults: EndpointDefaults) {
  // endpoint() writes a body for its body methods only; a content-type in the defaults decides
  if (!coreBody || Object.hasOwn(defaults.headers, "content-type")) return false;
  const body = plan.entry.body;
  const type = bodyMedia(body?.content, {})?.type; // fields are an object
  if (type === undefined) return {};
  const kind = essence(type);
  if (kind === "multipart/form-data") return false;
  const sent = type === "application/json" ? {} : { type };
  if (kind !== "application/x-www-form-urlencoded") return sent;
  const encoding = body!.content.find((media) => essence(media.type) === kind)?.encoding;
  return { ...sent, form: encoding ?? "plain" } as FieldsPlan;
}

/** The plan of a route of the layer's table, or `false` when its calls are all placed. */
function callPlan(
  layer: Layer,
  key: string,
  plan: RoutePlan,
  endpoint: Endpoint,
): CallPlan | false {
  const { entry } = plan;
  const method = key.slice(0, key.indexOf(" ")).toLowerCase();
  const coreBody = method === "post" || method === "put" || method === "patch" ||
    method === "delete";
  const bodyMethod = coreBody || entry.body !== undefined;
  const url = layer.urlOfRoute(key);
  const named = new Map<string, NameUse>();
  const headers = new Map<string, NameUse>();
  for (const [name, spec] of Object.entries(entry.parameters ?? {})) {
    const use = describedUse(name, spec, bodyMethod);
    named.set(name, use);
    if (spec.in === "header") headers.set(name.toLowerCase(), use);
  }
  // elsewhere than GitHub, a `+` in `q` must arrive as a `+`: placing writes it
  if (!layer.ownApi && !bodyMethod && !named.has("q")) {
    named.set("q", { in: "query", write: (value) => serializeQuery("q", value) });
  }
  for (const name of url.variables) {
    // every call gives each variable: a styled one takes every call to placing
    if (!plainVariable(entry.parameters?.[name])) return false;
    named.set(name, "pass");
  }
  for (const name of plan.optionNames) named.set(name, false);
  return {
    endpoint,
    needed: [...new Set([...url.variables, ...entry.required ?? []])],
    described: !layer.ownApi,
    named,
    options: layer.ownApi ? OPTION_USES : DESCRIBED_OPTION_USES,
    headers: headers.size > 0 ? headers : undefined,
    other: bodyMethod ? "field" : "pass",
    fields: fieldsPlan(plan, coreBody, layer.defaults),
    optionalBody: entry.body !== undefined && !entry.body.required,
    passThrough: layer.ownApi && plan.empty && endpoint === layer.inner &&
      plan.optionNames.size === 0,
  };
}

/** Whether the plan sends a body as `endpoint()` does: JSON, with its content-type. */
export function sendsPlainJson(plan: CallPlan): boolean {
  return plan.fields !== false && plan.fields.type === undefined && plan.fields.form === undefined;
}

/** Whether the defaults' parameters are each written by `endpoint()` as placing writes them. */
function defaultsFit(plan: CallPlan, defaults: EndpointDefaults): boolean {
  for (const name of Object.keys(defaults)) {
    if (!isParameterKey(name)) continue;
    const use = useOf(plan, name);
    const plainField = use === "field" && !plan.optionalBody && sendsPlainJson(plan);
    if (use !== "pass" && !plainField) return false;
  }
  return true;
}

/**
 * Returns a function that gives each route key of the layer's table its call plan, or `false`
 * when every call of it is merged and placed, or `undefined` for a key not in the table; each
 * found on the route's first call and kept (at most one per route of the table).
 */
export function callPlans(layer: Layer): (key: string) => CallPlan | false | undefined {
  const { inner, defaults, routes, documentServers, ownApi } = layer;

  // the wrapped endpoint with the document's server and an entry's `accept` as defaults, one per
  // `accept`; none when the defaults hold a content-type, which placing writes its way
  const described = new Map<string, Endpoint>();
  function describedEndpoint(plan: RoutePlan): Endpoint | undefined {
    if (documentServers === undefined || Object.hasOwn(defaults.headers, "content-type")) {
      return undefined;
    }
    const accept = defaultAcceptOf(defaults.headers, plan.entry);
    let found = described.get(accept ?? "");
    if (found === undefined) {
      let baseUrl: string | undefined;
      try {
        baseUrl = layer.baseUrlSet ? undefined : layer.serverUrlOf(documentServers[0]);
      } catch {
        return undefined; // a variable without a usable default: the placed call says so
      }
      found = inner.defaults({
        ...(baseUrl === undefined ? {} : { baseUrl }),
        ...(accept === undefined ? {} : { headers: { accept } }),
      });
      described.set(accept ?? "", found);
    }
    return found;
  }

  /** The endpoint that builds a route's calls, if one does as placing would. */
  function endpointOf(key: string, plan: RoutePlan): Endpoint | undefined {
    // an operation's own servers, a literal `/:name` and a trailing `/` are placing's to write
    const url = layer.urlOfRoute(key);
    if (plan.entry.servers !== undefined || url.colons) return undefined;
    if (url.trailingSlash && !(ownApi && plan.empty)) return undefined;
    if (ownApi) return layer.serverIsBase ? inner : undefined;
    return describedEndpoint(plan);
  }

  const plans = new Map<string, CallPlan | false>();
  return (key) => {
    let found = plans.get(key);
    if (found === undefined) {
      const plan = routes.get(key);
      if (plan === undefined) return undefined;
      const endpoint = endpointOf(key, plan);
      const made = endpoint === undefined ? false : callPlan(layer, key, plan, endpoint);
      found = made !== false && defaultsFit(made, defaults) ? made : false;
      plans.set(key, found);
    }
    return found;
  };
}
