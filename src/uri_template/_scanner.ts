/**
 * The RFC 6570 template scanner: one pass, errors with an index. Literal text is encoded as
 * `{+var}` encodes a value (RFC 6570 section 3.1).
 */
import { EndpointError } from "./errors.ts";
import { quoteMaskedUrl } from "./_quote.ts";
import { percentEncode, RESERVED } from "./_encode.ts";
import { type Operator, OPERATORS, SIMPLE } from "./_operators.ts";
import { type ColonNames, colonNames } from "./_colon_names.ts";
import {
  ASCII_END,
  CHAR_ASTERISK,
  CHAR_COLON,
  CHAR_LEFT_CURLY_BRACKET,
  CHAR_RIGHT_CURLY_BRACKET,
} from "./_chars.ts";

export type { Operator } from "./_operators.ts";
export { authorityEnd } from "./_colon_names.ts";

/** One `name`, `name:3` or `name*` inside an expression. */
export interface VariableSpec {
  readonly name: string;
  /** Code points to keep, or 0 for no prefix. */
  readonly prefix: number;
  readonly explode: boolean;
}

/** One `{…}` expression (or `/:name` placeholder). */
export interface Expression {
  readonly operator: Operator;
  readonly variables: readonly VariableSpec[];
  /** Where it is written: the index of its `{` (or `:`), and the index just after its end. */
  readonly start: number;
  readonly end: number;
}

/** A literal (already encoded) or an expression. */
export type TemplatePart = string | Expression;

/** A compiled template: its parts in order and the variable names it uses. */
export interface CompiledParts {
  readonly parts: readonly TemplatePart[];
  /** The variable names, each once, in order of first use. */
  readonly variables: readonly string[];
}

/** Dialect switches; both off means strict RFC 6570. */
export interface ScanOptions {
  /** Allow `-` in variable names (GitHub's `{enterprise-team}`). */
  hyphens?: boolean;
  /**
   * Read `/:name` in the path part as `/{name}`: never in the scheme or the authority of an
   * absolute url, nor after the path (a `?` or `#`).
   */
  colons?: boolean;
}

/**
 * A variable name: varchars (letters, digits, `_`, percent triplets) with single dots between
 * them; the second also allows `-`. Each character can be read one way only: linear time.
 */
const NAME = /(?:\w|%[\dA-F]{2})+(?:\.(?:\w|%[\dA-F]{2})+)*/iy;
const HYPHENATED_NAME = /(?:[\w-]|%[\dA-F]{2})+(?:\.(?:[\w-]|%[\dA-F]{2})+)*/iy;
/** A prefix length: 1 to 9999, no leading 0. */
const PREFIX = /[1-9]\d{0,3}/y;

/** Literal characters that need no encoding and start no placeholder: not `:`, `?` or `#`. */
const PLAIN = RESERVED.slice();
for (const c of ":?#") PLAIN[c.charCodeAt(0)] = 0;

/** Where `pattern` matches `text` from `at` on, or `at` when it does not. */
function matchEnd(pattern: RegExp, text: string, at: number): number {
  pattern.lastIndex = at;
  return pattern.test(text) ? pattern.lastIndex : at;
}

/** Rejects the template, quoting the character at `index` unless a `reason` is given. */
function fail(
  template: string,
  index: number,
  reason = `unexpected ${JSON.stringify(template[index] ?? "end")}`,
): never {
  throw new EndpointError(
    "INVALID_TEMPLATE",
    `Cannot parse template ${quoteMaskedUrl(template)}: ${reason} at index ${index}`,
    { template, index },
  );
}

/** Reads the expression whose `{` is at `open`. */
function readExpression(template: string, open: number, hyphens: boolean): Expression {
  const close = template.indexOf("}", open);
  if (close === -1) fail(template, open, `"{" is never closed`);
  let at = open + 1;
  // The operators RFC 6570 reserves for future use (`=,!@|`) fail as a variable name.
  const operator = OPERATORS[template[at]] ?? SIMPLE;
  if (operator !== SIMPLE) at++;
  const variables: VariableSpec[] = [];
  for (;;) {
    const start = at;
    at = matchEnd(hyphens ? HYPHENATED_NAME : NAME, template, at);
    if (at === start) fail(template, at);
    if (template[at] === ".") fail(template, at + 1); // a name does not end with a dot
    const name = template.slice(start, at);
    const explode = template.charCodeAt(at) === CHAR_ASTERISK;
    let prefix = 0;
    if (explode) at++;
    else if (template.charCodeAt(at) === CHAR_COLON) {
      const digits = ++at;
      at = matchEnd(PREFIX, template, at);
      if (at === digits) fail(template, at);
      prefix = Number(template.slice(digits, at));
    }
    variables.push({ name, prefix, explode });
    // Copied to its length: a grown array keeps room for 17 items, and a compiled route is kept.
    if (at === close) {
      return { operator, variables: variables.slice(), start: open, end: close + 1 };
    }
    if (template[at++] !== ",") fail(template, at - 1);
  }
}

/** Compiles a template into literal and expression parts, in one pass. */
export function scanParts(
  template: string,
  hyphens: boolean,
  colons?: ColonNames,
): CompiledParts {
  const parts: TemplatePart[] = [];
  const names = new Set<string>(); // in order of first use
  let literal = 0; // where the pending literal text starts
  let encoded = true; // whether it is already encoded: it mostly is

  /** Adds the literal text from `literal` to `end`, encoded. */
  const addLiteral = (end: number): void => {
    const start = literal;
    const text = template.slice(start, end);
    if (text !== "") {
      parts.push(
        encoded ? text : percentEncode(text, RESERVED, (at) => fail(template, start + at)),
      );
    }
    encoded = true;
  };

  for (let index = 0; index < template.length; index++) {
    const code = template.charCodeAt(index);
    if (code < ASCII_END && PLAIN[code] === 1) continue; // most of a template
    let expression: Expression | undefined;
    if (code === CHAR_LEFT_CURLY_BRACKET) {
      expression = readExpression(template, index, hyphens);
      colons?.(index, expression);
    } else if (code === CHAR_RIGHT_CURLY_BRACKET) {
      fail(template, index);
    } else if (code >= ASCII_END || RESERVED[code] === 0) {
      encoded = false;
    } else {
      expression = colons?.(index); // at a `:`, `?` or `#`
    }
    if (expression !== undefined) {
      addLiteral(index);
      parts.push(expression);
      for (const { name } of expression.variables) names.add(name);
      literal = expression.end;
      index = literal - 1;
    }
  }
  addLiteral(template.length);
  // `parts` copied to its length, as an expression's variables are.
  return { parts: parts.slice(), variables: [...names] };
}

/**
 * Compiles a template into literal and expression parts, in one pass, in the dialects `options`
 * turns on.
 * Each expression says where it is written (`start`, `end`).
 *
 * @throws {EndpointError} `INVALID_TEMPLATE`, with `template` and `index`.
 */
export function scanTemplate(template: string, options: ScanOptions = {}): CompiledParts {
  const colons = options.colons === true ? colonNames(template) : undefined;
  return scanParts(template, options.hyphens === true, colons);
}
