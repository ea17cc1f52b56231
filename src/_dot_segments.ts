/**
 * The dot-segment rule (docs/behaviour.md section 4.2): a value may not form a `.` or `..` path
 * segment, which URL parsing would resolve away, climbing the path. `expandRoute` notes where
 * each value that may form one stands; `checkDotSegments` checks those places once the path is
 * built.
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quote, quoteMasked } from "./uri_template/_quote.ts";
import {
  CHAR_2,
  CHAR_DOT,
  CHAR_LOWERCASE_E,
  CHAR_PERCENT,
  CHAR_SLASH,
  CHAR_UPPERCASE_E,
} from "./uri_template/_chars.ts";

/** A `.` or `..` segment, each dot as it is or percent-encoded (decision 12). */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * Whether a piece has a `/`-separated run made only of `.`, `%`, `2`, `e` and `E`, with a `.` or
 * a `%`: the only runs that can be (part of) a dot segment. One pass, no allocation. Without
 * `slashes` (only `{/var}` puts a `/` in a non-reserved expansion) the piece is one run.
 */
export function mayFormDotSegment(piece: string, slashes: boolean): boolean {
  let dotted = false; // the current run holds only those characters so far, and a `.` or `%`
  for (let i = 0; i < piece.length; i++) {
    const code = piece.charCodeAt(i);
    if (code === CHAR_SLASH) {
      if (dotted) return true;
    } else if (code === CHAR_DOT || code === CHAR_PERCENT) dotted = true;
    else if (code !== CHAR_2 && code !== CHAR_LOWERCASE_E && code !== CHAR_UPPERCASE_E) {
      // This run cannot: go on from the next "/".
      if (!slashes) return false;
      const slash = piece.indexOf("/", i + 1);
      if (slash === -1) return false;
      i = slash;
      dotted = false;
    }
  }
  return dotted;
}

/**
 * Rejects a path segment (the path ends at `end`) that is `.` or `..` and that a value formed.
 * `ranges` holds the start and end of each value that may form one, in order and disjoint, so
 * one pass over the segments and the ranges together finds every overlap: linear, however many
 * literal dot segments and values the url holds.
 */
export function checkDotSegments(
  url: string,
  end: number,
  ranges: number[],
  template: string,
): void {
  let start = 0;
  let range = 0; // the first range that does not end before the current segment
  while (start <= end) {
    let stop = url.indexOf("/", start);
    if (stop === -1 || stop > end) stop = end;
    while (range < ranges.length && ranges[range + 1] <= start) range += 2;
    if (
      range < ranges.length && ranges[range] < stop && DOT_SEGMENT.test(url.slice(start, stop))
    ) {
      throw new EndpointError(
        "INVALID_PARAMETER",
        `Cannot expand ${quoteMasked(template)}: its values form the path segment ` +
          `${quote(url.slice(start, stop))} in ${quoteMasked(url)}`,
      );
    }
    start = stop + 1;
  }
}
