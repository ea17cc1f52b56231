/**
 * OpenAPI's parameter styles: what one path, query, header or cookie parameter is written as, per
 * the Parameter Object's `style`, `explode` and `allowReserved` (OpenAPI 3.1.1). `simple`, `label`,
 * `matrix` and `form` are RFC 6570 expansions; `spaceDelimited` and `pipeDelimited` follow the
 * specification's style table, `deepObject` and the non-OpenAPI `brackets` the bracket forms
 * servers read (`_brackets.ts`). A value a
 * style cannot write is an `EndpointError` (`INVALID_PARAMETER`) that names the parameter and the
 * style; `undefined`, `null`, `[]` and `{}` leave the parameter out (`""`).
 *
 * @module
 */
import type { Serialization, Style } from "./options.ts";
import {
  describe,
  encode,
  refuseDelimiter,
  scalarText,
  sort,
  type Sorted,
  unwritable,
} from "./_values.ts";
import { writeBrackets } from "./_brackets.ts";
import { EndpointError } from "../uri_template/errors.ts";

/** How an RFC 6570 operator writes a value (RFC 6570 section 3.2 and appendix A). */
interface Operator {
  /** What comes before the value (`.` for label, `;` for matrix). */
  first: string;
  /** Between the items of an exploded array or object. */
  separator: string;
  /** Between the items of an array or object that is not exploded. */
  join: string;
  /** Whether a value is written `name=value`. */
  named: boolean;
  /** What follows the name of an empty value: `;color` but `color=`. */
  ifEmpty: string;
}

const SIMPLE: Operator = { first: "", separator: ",", join: ",", named: false, ifEmpty: "" };
const LABEL: Operator = { first: ".", separator: ".", join: ",", named: false, ifEmpty: "" };
const MATRIX: Operator = { first: ";", separator: ";", join: ",", named: true, ifEmpty: "" };
/** RFC 6570's `{?var}` without the `?`, which belongs to the url. */
const FORM: Operator = { first: "", separator: "&", join: ",", named: true, ifEmpty: "=" };
const SPACE_DELIMITED: Operator = { ...FORM, join: "%20" };
const PIPE_DELIMITED: Operator = { ...FORM, join: "%7C" };
/** `form`, with cookie pairs apart as the `Cookie` header keeps them (RFC 6265). */
const COOKIE: Operator = { ...FORM, separator: "; " };

function named(name: string, text: string, operator: Operator): string {
  return name + (text === "" ? operator.ifEmpty : "=" + text);
}

/** Rejects an array or object inside an array or object: no RFC 6570 style writes one. */
function nested(name: string | undefined, style: Style, item: unknown): never {
  return unwritable(
    name,
    style,
    `${describe(item)} inside an array or object has no ${style} form`,
  );
}

/** One value expanded as `operator` does it, each piece of text passed through `write`. */
function expand(
  name: string | undefined,
  style: Style,
  sorted: Sorted,
  operator: Operator,
  explode: boolean,
  write: (text: string) => string,
): string {
  if (sorted.kind === "undefined") return "";
  const key = encode(name ?? "");
  const whole = (text: string) =>
    operator.first + (operator.named ? named(key, text, operator) : text);
  if (sorted.kind === "scalar") return whole(write(sorted.text));
  const text = (item: unknown) => write(scalarText(name, style, item) ?? nested(name, style, item));
  if (sorted.kind === "array") {
    const texts = sorted.items.map(text);
    if (!explode) return whole(texts.join(operator.join));
    const items = operator.named ? texts.map((item) => named(key, item, operator)) : texts;
    return operator.first + items.join(operator.separator);
  }
  const pairs = sorted.entries.map(([member, item]) => [write(member), text(item)]);
  if (!explode) return whole(pairs.flat().join(operator.join));
  const items = pairs.map(([member, item]) =>
    operator.named ? named(member, item, operator) : member + "=" + item
  );
  return operator.first + items.join(operator.separator);
}

/** The style and explode a call gives, or the location's defaults; anything else is rejected. */
function read(
  name: string | undefined,
  serialization: Serialization | undefined,
  defaultStyle: Style,
): { style: Style; explode: boolean; allowReserved: boolean } {
  if (name !== undefined && typeof name !== "string") {
    throw new EndpointError(
      "INVALID_PARAMETER",
      `Cannot write ${describe(name)} as a parameter name`,
    );
  }
  // own fields only: a polluted `Object.prototype.allowReserved` is no setting
  const field = (key: keyof Serialization) =>
    serialization != null && Object.hasOwn(serialization, key) ? serialization[key] : undefined;
  const style = field("style") ?? defaultStyle;
  const explode = field("explode");
  const allowReserved = field("allowReserved") ?? false;
  if (typeof style !== "string") unwritable(name, describe(style), "a style is a string");
  if (explode !== undefined && typeof explode !== "boolean") {
    unwritable(name, style, "explode must be true or false");
  }
  if (typeof allowReserved !== "boolean") {
    unwritable(name, style, "allowReserved must be true or false");
  }
  return { style, explode: explode ?? style === "form", allowReserved };
}

/** Whether a serialization leaves style, explode and allowReserved to their defaults. */
function setsNoStyle(serialization: Serialization | undefined): boolean {
  return serialization == null ||
    (!Object.hasOwn(serialization, "style") && !Object.hasOwn(serialization, "explode") &&
      !Object.hasOwn(serialization, "allowReserved"));
}

const encodeReserved = (text: string) => encode(text, true);
const encodeUnreserved = (text: string) => encode(text);

/**
 * The query pieces of one parameter, encoded and joined by `&` (`id=3&id=4`), or `""` when there
 * is nothing to send. The style is `form` unless `serialization` says otherwise, `explode` is
 * `true` for `form` and `false` for the others, as OpenAPI defaults them. Values are
 * percent-encoded but for RFC 3986's unreserved characters (a space is `%20`); with
 * `allowReserved`, reserved characters a query may carry and valid `%XX` triplets are kept.
 *
 * - `form`: `color=blue`, `color=blue&color=black` (explode) or `color=blue,black`; an object
 *   `R=100&G=200` (explode) or `color=R,100,G,200`.
 * - `spaceDelimited`, `pipeDelimited`: `color=blue%20black`, `color=blue%7Cblack` for an array or
 *   an object; exploded, they write what `form` writes; a single value is `color=blue`.
 * - `deepObject`: `color%5BR%5D=100` (`color[R]=100`), nested objects `a[b][c]=1` and arrays
 *   `a[0]=x` as Stripe reads them; a single value is `color=blue` (`""` is `color=`); `explode`
 *   is not read.
 * - `brackets`: `ids%5B%5D=1&ids%5B%5D=2` (`ids[]=1&ids[]=2`), objects as `deepObject`.
 *
 * @param name The parameter's name, percent-encoded in the result.
 * @param value The value: a string, number, boolean, bigint or `Date`, an array or a plain object.
 * @param serialization The Parameter Object's `style`, `explode` and `allowReserved`.
 * @returns The encoded `name=value` pieces joined by `&`, without a leading `?`.
 * @throws {EndpointError} `INVALID_PARAMETER` for a value the style cannot write.
 *
 * @example Arrays and objects in the query styles
 * ```ts
 * import { serializeQuery } from "@x/endpoint/openapi";
 * import assert from "node:assert/strict";
 *
 * assert.equal(serializeQuery("id", [3, 4]), "id=3&id=4");
 * assert.equal(serializeQuery("id", [3, 4], { explode: false }), "id=3,4");
 * assert.equal(serializeQuery("id", [3, 4], { style: "pipeDelimited" }), "id=3%7C4");
 * assert.equal(
 *   serializeQuery("filter", { status: "open" }, { style: "deepObject", explode: true }),
 *   "filter%5Bstatus%5D=open",
 * );
 * assert.equal(serializeQuery("q", "a b/c"), "q=a%20b%2Fc");
 * assert.equal(serializeQuery("q", "a b/c", { allowReserved: true }), "q=a%20b/c");
 * assert.equal(serializeQuery("q", undefined), "");
 * ```
 */
export function serializeQuery(
  name: string,
  value: unknown,
  serialization?: Serialization,
): string {
  // a string, number or boolean with no style, the usual parameter: `name=value`, as form writes it
  if (typeof value !== "object" && typeof name === "string" && setsNoStyle(serialization)) {
    const text = scalarText(name, "form", value);
    if (text !== undefined) return named(encode(name), encode(text), FORM);
  }
  const { style, explode, allowReserved } = read(name, serialization, "form");
  const write = allowReserved ? encodeReserved : encodeUnreserved;
  if (style === "deepObject" || style === "brackets") {
    return writeBrackets(name, style, value, write);
  }
  const sorted = sort(name, style, value);
  if (style === "form") return expand(name, style, sorted, FORM, explode, write);
  if (style !== "spaceDelimited" && style !== "pipeDelimited") {
    return unwritable(name, style, "it is not a query style");
  }
  // a single value has no delimiter to write: `name=value`, as form writes it
  if (sorted.kind === "scalar") return expand(name, style, sorted, FORM, false, write);
  if (!explode) refuseDelimiter(name, style, sorted, style === "spaceDelimited" ? " " : "|");
  const operator = explode ? FORM : style === "spaceDelimited" ? SPACE_DELIMITED : PIPE_DELIMITED;
  return expand(name, style, sorted, operator, explode, write);
}

/**
 * What replaces `{name}` in a path: `simple` (the default, `blue,black`), `label` (`.blue.black`
 * exploded) or `matrix` (`;color=blue;color=black` exploded), `explode` `false` by default.
 * Everything but RFC 3986's unreserved characters is percent-encoded, so a value never adds a
 * path segment (`allowReserved` applies to query parameters only and is not read here).
 *
 * @param name The parameter's name (`matrix` writes it).
 * @param value The value: a string, number, boolean, bigint or `Date`, an array or a plain object.
 * @param serialization The Parameter Object's `style` and `explode`.
 * @returns The text that replaces `{name}`; `""` for `undefined`, `null`, `[]` and `{}`.
 * @throws {EndpointError} `INVALID_PARAMETER` for a value the style cannot write.
 *
 * @example The three path styles
 * ```ts
 * import { serializePath } from "@x/endpoint/openapi";
 * import assert from "node:assert/strict";
 *
 * assert.equal(serializePath("id", [3, 4, 5]), "3,4,5");
 * assert.equal(serializePath("id", [3, 4, 5], { style: "label", explode: true }), ".3.4.5");
 * assert.equal(serializePath("id", [3, 4], { style: "matrix", explode: true }), ";id=3;id=4");
 * assert.equal(serializePath("name", "a/b c"), "a%2Fb%20c");
 * ```
 */
export function serializePath(name: string, value: unknown, serialization?: Serialization): string {
  const { style, explode } = read(name, serialization, "simple");
  const operator = style === "simple"
    ? SIMPLE
    : style === "label"
    ? LABEL
    : style === "matrix"
    ? MATRIX
    : unwritable(name, style, "it is not a path style");
  const sorted = sort(name, style, value);
  if (style === "label" && explode) refuseDelimiter(name, style, sorted, ".");
  return expand(name, style, sorted, operator, explode, encodeUnreserved);
}

/** What a header value may not hold: a line break or other control character, or beyond U+00FF. */
const NOT_HEADER_TEXT = /[^\t\x20-\x7E\x80-\xFF]/;

function headerText(text: string): string {
  if (!NOT_HEADER_TEXT.test(text)) return text;
  throw new EndpointError(
    "INVALID_HEADER",
    "Cannot write a header parameter: its value holds a control character or one beyond U+00FF",
  );
}

/**
 * A header parameter's value in the `simple` style (the only header style): `blue,black`, an
 * object `R,100,G,200` or, exploded, `R=100,G=200`. Values are written as they are, not
 * percent-encoded (OpenAPI 3.1.1 appendix D: RFC 6570's encoding does not fit headers).
 *
 * @param value The value: a string, number, boolean, bigint or `Date`, an array or a plain object.
 * @param serialization The Parameter Object's `style` (`simple`) and `explode`.
 * @returns The header value; `""` for `undefined`, `null`, `[]` and `{}` (send no header).
 * @throws {EndpointError} `INVALID_PARAMETER` for a value the style cannot write,
 * `INVALID_HEADER` for a control character or a character beyond U+00FF.
 *
 * @example An array and an object in a header
 * ```ts
 * import { serializeHeader } from "@x/endpoint/openapi";
 * import assert from "node:assert/strict";
 *
 * assert.equal(serializeHeader([1, 2]), "1,2");
 * assert.equal(serializeHeader({ R: 100, G: 200 }, { explode: true }), "R=100,G=200");
 * ```
 */
export function serializeHeader(value: unknown, serialization?: Serialization): string {
  const { style, explode } = read(undefined, serialization, "simple");
  if (style !== "simple") unwritable(undefined, style, "a header is written in style simple");
  return expand(undefined, style, sort(undefined, style, value), SIMPLE, explode, headerText);
}

/**
 * A cookie parameter as `name=value` pairs for the `Cookie` header, in the `form` style (the only
 * cookie style; `explode` `true` by default): `id=3; id=4` exploded or `id=3,4`, values
 * percent-encoded as in a query. Pairs are apart by `; `, as RFC 6265 writes them (OpenAPI's `&`
 * is not a cookie separator, appendix D).
 *
 * @param name The cookie's name.
 * @param value The value: a string, number, boolean, bigint or `Date`, an array or a plain object.
 * @param serialization The Parameter Object's `style` (`form`) and `explode`.
 * @returns The cookie pairs; `""` for `undefined`, `null`, `[]` and `{}` (send no cookie).
 * @throws {EndpointError} `INVALID_PARAMETER` for a value the style cannot write.
 *
 * @example A cookie parameter
 * ```ts
 * import { serializeCookie } from "@x/endpoint/openapi";
 * import assert from "node:assert/strict";
 *
 * assert.equal(serializeCookie("session", "a b"), "session=a%20b");
 * assert.equal(serializeCookie("id", [3, 4]), "id=3; id=4");
 * assert.equal(serializeCookie("id", [3, 4], { explode: false }), "id=3,4");
 * ```
 */
export function serializeCookie(
  name: string,
  value: unknown,
  serialization?: Serialization,
): string {
  const { style, explode } = read(name, serialization, "form");
  if (style !== "form") unwritable(name, style, "a cookie is written in style form");
  return expand(name, style, sort(name, style, value), COOKIE, explode, encodeUnreserved);
}
