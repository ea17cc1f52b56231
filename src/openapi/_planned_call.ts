/**
 * A call of a route with a plan (`_call_plan.ts`), built without merging and placing: its options
 * are walked once, the parameters the plan writes apart are written by their prepared
 * serialisers, and the plan's endpoint builds the rest, as placing would have had it build them.
 * A call whose values the plan cannot write as placing would is left to placing (`undefined`).
 *
 * @module
 */
import type { EndpointDefaults, RequestOptions } from "../types.ts";
import { type CallPlan, sendsPlainJson, useOf } from "./_call_plan.ts";
import { formUrlEncoded } from "./body.ts";
import { withQuery } from "./_route_url.ts";
import { isPlainObject } from "../uri_template/_plain_object.ts";
import { hasRouteKeys, ownEntry } from "./_serialize_options.ts";

type Options = Record<string, unknown>;

/** A name's value in a call: the call's own, else the defaults'. */
function valueOf(given: Options | undefined, defaults: EndpointDefaults, name: string): unknown {
  return given !== undefined && Object.hasOwn(given, name)
    ? given[name]
    : Object.hasOwn(defaults, name)
    ? defaults[name]
    : undefined;
}

/**
 * Whether `headers` leave what the plan writes as placing would: a plain object without an
 * `accept` for another API (placing decides it), and without a `content-type` beside fields.
 */
function headersFit(plan: CallPlan, headers: unknown, hasFields: boolean): boolean {
  if (headers === undefined) return true;
  if (!isPlainObject(headers)) return false;
  for (const key of Object.keys(headers)) {
    const name = key.toLowerCase();
    if ((plan.described && name === "accept") || (hasFields && name === "content-type")) {
      return false;
    }
  }
  return true;
}

/** `given`'s first `count` entries, in a new object. */
function firstEntries(given: Options, keys: readonly string[], count: number): Options {
  const copy: Options = {};
  for (let i = 0; i < count; i++) copy[keys[i]] = given[keys[i]];
  return copy;
}

/**
 * A call built by its route's plan, or `undefined` to leave it to merging and placing.
 *
 * @param plan The route's plan.
 * @param route The call's route string; `undefined` when `given` is its only argument (whose
 * `method` and `url` name the route).
 * @param given The call's options object, if any (not changed); beside a route string, without a
 * `method` or `url`.
 * @param defaults The layer's defaults (a path variable or a required parameter may be there).
 */
export function plannedCall(
  plan: CallPlan,
  route: string | undefined,
  given: Options | undefined,
  defaults: EndpointDefaults,
): RequestOptions | undefined {
  const { needed } = plan;
  for (let i = 0; i < needed.length; i++) {
    if (valueOf(given, defaults, needed[i]) == null) return undefined;
  }
  if (given === undefined) {
    return finished(plan, route === undefined ? plan.endpoint() : plan.endpoint(route));
  }
  if (
    plan.passThrough && !Object.hasOwn(given, "request") && !Object.hasOwn(given, "headers") &&
    !Object.hasOwn(given, "data")
  ) return route === undefined ? plan.endpoint(given) : plan.endpoint(route, given);

  let rest: Options | undefined; // a copy of the options, once a name is written apart
  let headers: Record<string, string> | undefined;
  let query: string[] | undefined;
  let cookies: string[] | undefined;
  let fields: Options | undefined; // a form's fields
  let hasFields = false; // or a body in `data`
  let givenHeaders: unknown;
  const keys = Object.keys(given);
  for (let i = 0; i < keys.length; i++) {
    const name = keys[i];
    const value = given[name];
    const use = useOf(plan, name);
    if (use === "pass" || value === undefined) {
      if (rest !== undefined) rest[name] = value;
      continue;
    }
    if (use === false || (use === "request" && hasRouteKeys(value))) return undefined;
    if (use === "data") {
      // an object or array as the JSON body `endpoint()` sends; another is placing's to write
      if (!sendsPlainJson(plan) || !(Array.isArray(value) || isPlainObject(value))) {
        return undefined;
      }
      hasFields = true;
    }
    if (use === "headers" || use === "request" || use === "data") {
      if (use === "headers") givenHeaders = value;
      if (rest !== undefined) rest[name] = value;
      continue;
    }
    if (use === "field") {
      if (plan.fields === false) return undefined;
      hasFields = true;
      if (plan.fields.form === undefined) {
        if (rest !== undefined) rest[name] = value;
        continue;
      }
      (fields ??= {})[name] = value;
    } else {
      const text = use.write(value);
      if (use.in === "query") {
        if (text !== "") (query ??= []).push(text);
      } else if (use.in === "header") {
        // `[]` and `{}` send no header; `""` is an empty one
        if (text !== "" || value === "") (headers ??= {})[use.header!] = text;
      } else if (text !== "") (cookies ??= []).push(text);
    }
    rest ??= firstEntries(given, keys, i);
  }
  if (!headersFit(plan, givenHeaders, hasFields)) return undefined;

  const type = hasFields && plan.fields !== false ? plan.fields.type : undefined;
  if (type !== undefined) (headers ??= {})["content-type"] = type;
  if (cookies !== undefined) {
    const earlier = ownEntry(headers, "cookie") ?? ownEntry(defaults.headers, "cookie");
    (headers ??= {}).cookie = (typeof earlier === "string" ? earlier + "; " : "") +
      cookies.join("; ");
  }
  if (headers !== undefined) {
    if (givenHeaders !== undefined) return undefined; // placing merges the two
    rest ??= { ...given };
    rest.headers = headers;
  }
  if (fields !== undefined && plan.fields !== false) {
    const { form } = plan.fields;
    rest!.data = formUrlEncoded(fields, form === "plain" ? undefined : form);
  }
  const options = rest ?? given;
  const result = route === undefined ? plan.endpoint(options) : plan.endpoint(route, options);
  return finished(plan, result, query, hasFields);
}

/** The built call with the query written apart, and without a body the description leaves out. */
function finished(
  plan: CallPlan,
  result: RequestOptions,
  query?: string[],
  hasFields = false,
): RequestOptions {
  if (query !== undefined) result.url = withQuery(result.url, query);
  if (plan.optionalBody && !hasFields) delete result.body;
  return result;
}
