/**
 * The bracket forms of nested values that Stripe, Rails, PHP and `qs` read: `deepObject` writes
 * `filter[status]=open`, `metadata[a][b]=1` and arrays by index, `expand[0]=x` (OpenAPI defines
 * one level of an object only; deeper levels and arrays follow Stripe); `brackets` writes arrays
 * as `ids[]=1&ids[]=2`, objects as `deepObject` does; both write a single value as `name=value`
 * (`""` as `name=`: the common way to clear a map). The
 * brackets are percent-encoded (`%5B`, `%5D`), as OpenAPI 3.1.1 writes them; every such server
 * decodes them before it reads the key, so a key holding `[` or `]` would forge nesting
 * (`{"a][b": 1}` reads as `{a: {b: 1}}`): it is refused, and so are the keys `__proto__`,
 * `constructor` and `prototype`, which server-side parsers read as an object's own machinery.
 */
import type { Style } from "./options.ts";
import { encode, sort, type Sorted, unwritable } from "./_values.ts";

/** How deep a value may nest: deeper (or a value that holds itself) is rejected. */
const MAX_DEPTH = 32;

/** Keys that server-side parsers read as an object's machinery, not as data. */
const MACHINERY = new Set(["__proto__", "constructor", "prototype"]);

/** Refuses an object key that would read as structure in a bracket form. */
function checkKey(name: string, style: Style, key: string): void {
  if (key.includes("[") || key.includes("]")) {
    unwritable(name, style, "a key holding [ or ] would read as nesting");
  }
  if (MACHINERY.has(key)) unwritable(name, style, `the key ${key} is refused in a nested form`);
}

/** The `deepObject` or `brackets` query pieces of one parameter, joined by `&`. */
export function writeBrackets(
  name: string,
  style: Style,
  value: unknown,
  write: (text: string) => string,
): string {
  const sorted = sort(name, style, value); // a single value is `name=value`, as form writes it
  const pieces: string[] = [];
  add(pieces, encode(name), sorted, 0);
  return pieces.join("&");

  function add(into: string[], key: string, sorted: Sorted, depth: number): void {
    if (depth > MAX_DEPTH) unwritable(name, style, `it nests deeper than ${MAX_DEPTH} levels`);
    if (sorted.kind === "scalar") into.push(key + "=" + write(sorted.text));
    else if (sorted.kind === "object") {
      for (const [member, item] of sorted.entries) {
        checkKey(name, style, member);
        add(into, key + "%5B" + encode(member) + "%5D", sort(name, style, item), depth + 1);
      }
    } else if (sorted.kind === "array") {
      sorted.items.forEach((item, index) => {
        const inner = sort(name, style, item);
        if (style === "brackets" && inner.kind !== "scalar") {
          unwritable(name, style, "an array or object inside an array has no brackets form");
        }
        add(into, key + "%5B" + (style === "brackets" ? "" : index) + "%5D", inner, depth + 1);
      });
    }
  }
}
