/**
 * A cache never makes one call's result depend on another's: a call on an endpoint function that
 * has served other calls gives what `parse(merge())` gives on a new function with the same
 * defaults, whatever the earlier calls' `mediaType` (getters and non-enumerable fields included).
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { endpoint } from "../../mod.ts";
import { check } from "../_arbitraries.ts";
import { outcome } from "../_helpers.ts";

/** The `accept` that `parse(merge())` gives on a new endpoint function. */
function freshAccept(route: string, options: Record<string, unknown>): string | undefined {
  const fresh = endpoint.defaults({});
  return fresh.parse(fresh.merge(route, options)).headers.accept;
}

Deno.test("endpoint() gives a mediaType its own accept, whatever mediaType an earlier call gave", () => {
  const fn = endpoint.defaults({});
  assert.equal(
    fn("GET /x", { mediaType: { previews: ["fraw"] } }).headers.accept,
    "application/vnd.github.fraw-preview+json",
  );
  const options = { mediaType: { previews: [], format: "raw" } };
  assert.equal(fn("GET /x", options).headers.accept, "application/vnd.github.v3.raw");
  assert.equal(fn("GET /x", options).headers.accept, freshAccept("GET /x", options));
});

Deno.test("endpoint() ignores a non-enumerable mediaType.format, in this call and the next", () => {
  const fn = endpoint.defaults({});
  const hidden = Object.defineProperty({}, "format", { value: "raw" });
  assert.equal(
    fn("GET /x", { mediaType: hidden }).headers.accept,
    "application/vnd.github.v3+json",
  );
  assert.equal(fn("GET /x", { mediaType: {} }).headers.accept, "application/vnd.github.v3+json");
  assert.equal(endpoint.merge("GET /x", { mediaType: hidden }).mediaType.format, "");
});

Deno.test("endpoint() reads a mediaType getter once, so a later call's accept is its own", () => {
  const fn = endpoint.defaults({});
  let reads = 0;
  const changing = {
    get format() {
      return reads++ === 0 ? "diff" : "raw";
    },
  };
  assert.equal(
    fn("GET /x", { mediaType: changing }).headers.accept,
    "application/vnd.github.v3.diff",
  );
  assert.equal(reads, 1);
  assert.equal(
    fn("GET /x", { mediaType: { format: "raw" } }).headers.accept,
    "application/vnd.github.v3.raw",
  );
  assert.equal(
    fn("GET /x", { mediaType: { format: "diff" } }).headers.accept,
    "application/vnd.github.v3.diff",
  );
});

// ---------------------------------------------------------------------------------------------
// The property: a description of each object is generated, and every call builds its own objects
// from it, so that a getter starts again from its first value for each computation.

/** How a field is written: plainly, non-enumerable, or as a getter that returns each value in turn. */
type Field =
  | { readonly how: "plain"; readonly value: unknown }
  | { readonly how: "hidden"; readonly value: unknown }
  | { readonly how: "getter"; readonly values: readonly unknown[] };

/** An object's fields, in the order they are written. */
type Recipe = readonly (readonly [string, Field])[];

function build(recipe: Recipe): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, field] of recipe) {
    if (field.how === "plain") object[key] = field.value;
    else if (field.how === "hidden") Object.defineProperty(object, key, { value: field.value });
    else {
      let reads = 0;
      const { values } = field;
      Object.defineProperty(object, key, {
        get: () => values[reads++ % values.length],
        enumerable: true,
      });
    }
  }
  return object;
}

/** Strings that blurred the old memo keys, and names and formats both valid and not. */
const tricky = fc.constantFrom(
  "fraw",
  "raw",
  "",
  ".",
  "+",
  "f",
  "p",
  "diff",
  "mercy",
  "mercy-preview",
  "a\u0000p",
  '"',
  ",",
);

function field(value: fc.Arbitrary<unknown>): fc.Arbitrary<Field> {
  return fc.oneof(
    { weight: 4, arbitrary: value.map((value) => ({ how: "plain" as const, value })) },
    { weight: 1, arbitrary: value.map((value) => ({ how: "hidden" as const, value })) },
    {
      weight: 1,
      arbitrary: fc.array(value, { minLength: 2, maxLength: 3 })
        .map((values) => ({ how: "getter" as const, values })),
    },
  );
}

const format = fc.oneof(tricky, fc.constantFrom(null, undefined, 1));
const previews = fc.oneof(
  { weight: 4, arbitrary: fc.array(tricky, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined, "raw", [1]) },
);

/** A `mediaType`: `format` and `previews` in either order, each written in any way. */
const mediaTypeRecipe: fc.Arbitrary<Recipe> = fc.tuple(
  fc.option(field(format), { nil: undefined }),
  fc.option(field(previews), { nil: undefined }),
  fc.boolean(),
).map(([f, p, previewsFirst]) => {
  const fields: [string, Field][] = [];
  if (f !== undefined) fields.push(["format", f]);
  if (p !== undefined) fields.push(["previews", p]);
  return previewsFirst ? fields.reverse() : fields;
});

const headersArbitrary = fc.option(
  fc.record({
    accept: fc.constantFrom(
      "application/vnd.github.v3+json",
      "application/vnd.github.squirrel-girl-preview",
      "application/octet-stream",
      "text/plain",
      "application/vnd.github.v3.raw+json,application/json",
      null,
    ),
    "x-a": fc.constant("1"),
  }, { requiredKeys: [] }),
  { nil: undefined },
);

/** Options: maybe headers, maybe a `mediaType`; the route's parameters are added by the call. */
const optionsRecipe = fc.record({
  headers: headersArbitrary,
  mediaType: fc.option(mediaTypeRecipe, { nil: undefined }),
});

type OptionsRecipe = {
  headers?: Record<string, unknown>;
  mediaType?: Recipe;
};

function buildOptions(recipe: OptionsRecipe): Record<string, unknown> {
  const options: Record<string, unknown> = { owner: "o", id: 1 };
  if (recipe.headers !== undefined) options.headers = { ...recipe.headers };
  if (recipe.mediaType !== undefined) options.mediaType = build(recipe.mediaType);
  return options;
}

const ROUTES = ["GET /x", "POST /graphql", "GET /repos/{owner}/readme", "PUT /x/{id}"];

Deno.test("property: a call on a used endpoint function equals parse(merge()) on a new one", () => {
  check(fc.property(
    optionsRecipe,
    fc.array(fc.tuple(fc.constantFrom(...ROUTES), optionsRecipe), { minLength: 1, maxLength: 8 }),
    (defaults, calls) => {
      const made = outcome(() => endpoint.defaults(buildOptions(defaults)));
      if (!("ok" in made)) return;
      const fn = made.ok as typeof endpoint;
      for (const [route, options] of calls) {
        const fresh = endpoint.defaults(buildOptions(defaults));
        assert.deepStrictEqual(
          outcome(() => fn(route, buildOptions(options))),
          outcome(() => fresh.parse(fresh.merge(route, buildOptions(options)))),
        );
      }
    },
  ));
});
