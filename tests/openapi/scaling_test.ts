/**
 * Every call through `withRoutes()` and every serialiser is linear in the route and the values:
 * the time at 10x the size grows about 10x (under 30x allowed): 1e3 to 1e4 label placeholders in
 * a route, values of 1e5 to 1e6 characters in every location, and 3e3 to 3e4 items per serialiser
 * and style.
 */
import { endpoint } from "@x/endpoint";
import {
  formUrlEncoded,
  multipartBody,
  type Serialization,
  serializeCookie,
  serializeHeader,
  serializePath,
  serializeQuery,
  withRoutes,
} from "@x/endpoint/openapi";
import type { Loose } from "../_helpers.ts";
import { assertLinearGrowth } from "./_growth.ts";

const items = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);
const object = (n: number) => Object.fromEntries(items(n).map((item) => [item, item]));
const text = (n: number) => "a,b.c|d e".repeat(n / 10);

Deno.test("withRoutes() writes a route of many label placeholders in linear time", () => {
  const make = (n: number) => {
    const names = Array.from({ length: n }, (_, i) => `p${i}`);
    const route = "GET /" + names.map((name) => `{${name}}`).join("/");
    const parameters = Object.fromEntries(
      names.map((name) => [name, { in: "path", style: "label" }]),
    );
    const api: Loose = withRoutes(endpoint, { routes: { [route]: { parameters } } } as Loose);
    return { api, route, values: Object.fromEntries(names.map((name) => [name, "x"])) };
  };
  assertLinearGrowth(
    "label placeholders",
    make,
    ({ api, route, values }) => api(route, values),
    1_000,
  );
});

Deno.test("withRoutes() writes long values and many parameters in every location in linear time", () => {
  const make = (n: number) => {
    const names = Array.from({ length: n / 10 }, (_, i) => `q${i}`);
    const parameters: Record<string, unknown> = {
      id: { in: "path", style: "matrix", explode: true },
      h: { in: "header" },
      c: { in: "cookie" },
      f: { in: "query", style: "deepObject" },
    };
    for (const name of names) parameters[name] = { in: "query", style: "pipeDelimited" };
    const api: Loose = withRoutes(
      endpoint,
      { routes: { "POST /x/{id}": { parameters } } } as Loose,
    );
    const values = Object.fromEntries(names.map((name) => [name, ["a", "b"]]));
    return {
      api,
      values: {
        ...values,
        id: items(n / 10),
        h: text(n),
        c: text(n),
        f: object(n / 10),
        body: text(n),
      },
    };
  };
  assertLinearGrowth(
    "every location",
    make,
    ({ api, values }) => api("POST /x/{id}", values),
    10_000,
  );
});

Deno.test("every serialiser and style is linear in the values", () => {
  const cases: [string, (n: number) => unknown, (value: unknown) => unknown][] = [];
  for (const explode of [false, true]) {
    for (const style of ["form", "spaceDelimited", "pipeDelimited", "deepObject", "brackets"]) {
      const serialization = { style, explode } as Serialization;
      cases.push([`query ${style} array`, items, (v) => serializeQuery("p", v, serialization)]);
      cases.push([`query ${style} object`, object, (v) => serializeQuery("p", v, serialization)]);
    }
    for (const style of ["simple", "label", "matrix"]) {
      const serialization = { style, explode } as Serialization;
      cases.push([`path ${style} array`, items, (v) => serializePath("p", v, serialization)]);
      cases.push([`path ${style} text`, text, (v) => serializePath("p", v, serialization)]);
    }
    cases.push([`header ${explode}`, object, (v) => serializeHeader(v, { explode })]);
    cases.push([`cookie ${explode}`, items, (v) => serializeCookie("p", v, { explode })]);
  }
  cases.push(["query text", text, (v) => serializeQuery("p", v)]);
  cases.push(["form body", object, (v) => formUrlEncoded(v as Record<string, unknown>)]);
  cases.push(["multipart body", object, (v) => multipartBody(v as Record<string, unknown>)]);
  cases.push([
    "multipart part headers",
    object,
    (v) => multipartBody({ a: "x" }, undefined, { a: v as Record<string, string> }),
  ]);
  for (const [label, make, run] of cases) assertLinearGrowth(label, make, run, 3_000);
});
