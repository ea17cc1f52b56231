/**
 * The RFC 6570 template scanner: one pass, no regular expressions, errors with an index.
 */
import { EndpointError } from "./errors.ts";
import { quoteMasked } from "./_quote.ts";
import { encodeNonAscii, isPercentTriplet, percentAscii } from "./_encode.ts";
import {
  ASCII_END,
  CHAR_0,
  CHAR_ASTERISK,
  CHAR_COLON,
  CHAR_COMMA,
  CHAR_DELETE,
  CHAR_DOT,
  CHAR_HASH,
  CHAR_HYPHEN,
  CHAR_LEFT_CURLY_BRACKET,
  CHAR_PERCENT,
  CHAR_QUESTION_MARK,
  CHAR_RIGHT_CURLY_BRACKET,
  CHAR_SLASH,
  CHAR_SPACE,
  CHAR_UNDERSCORE,
  isAsciiDigit,
  isAsciiLetter,
} from "./_chars.ts";

/** How an operator joins and names what it expands (RFC 6570 appendix A). */
export interface Operator {
  readonly first: string;
  readonly separator: string;
  readonly named: boolean;
  readonly ifEmpty: string;
  readonly reserved: boolean;
}

/** One `name`, `name:3` or `name*` inside an expression. */
export interface VariableSpec {
  readonly name: string;
  /** Code points to keep, or 0 for no prefix. */
  readonly prefix: number;
  readonly explode: boolean;
}

/** One `{…}` expression. */
export interface Expression {
  readonly operator: Operator;
  readonly variables: readonly VariableSpec[];
}

/** A literal (already encoded) or an expression. */
export type TemplatePart = string | Expression;

/** A compiled template: its parts in order and the variable names it uses. */
export interface CompiledParts {
  readonly parts: readonly TemplatePart[];
  /** The variable names, each once, in order of first use. */
  readonly variables: readonly string[];
  /** The same names, as a set. */
  readonly names: ReadonlySet<string>;
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

function operator(
  first: string,
  separator: string,
  named: boolean,
  ifEmpty: string,
  reserved: boolean,
): Operator {
  return Object.freeze({ first, separator, named, ifEmpty, reserved });
}

const SIMPLE = operator("", ",", false, "", false);
const OPERATORS: Record<string, Operator> = {
  "+": operator("", ",", false, "", true),
  "#": operator("#", ",", false, "", true),
  ".": operator(".", ".", false, "", false),
  "/": operator("/", "/", false, "", false),
  ";": operator(";", ";", true, "", false),
  "?": operator("?", "&", true, "=", false),
  "&": operator("&", "&", true, "=", false),
};
/** Operator characters RFC 6570 reserves for future use. */
const FUTURE_OPERATORS = "=,!@|";

/** Characters a URI allows as they are in literal text (RFC 3986, minus `%`, `{`, `}`). */
const LITERAL = new Uint8Array(ASCII_END);
for (let c = CHAR_SPACE + 1; c < CHAR_DELETE; c++) LITERAL[c] = 1;
for (const c of '"%<>\\^`{|}') LITERAL[c.charCodeAt(0)] = 0;

/**
 * Literal characters that mean nothing more, so that a run of them is copied as it is: not `:`,
 * `?` or `#`, which may start a placeholder or end the path.
 */
const PLAIN = LITERAL.slice();
for (const c of ":?#") PLAIN[c.charCodeAt(0)] = 0;

function isPlain(code: number): boolean {
  return code < ASCII_END && PLAIN[code] === 1;
}

function isNameStart(code: number): boolean {
  return isAsciiLetter(code) || code === CHAR_UNDERSCORE;
}

function isAlphanumeric(code: number): boolean {
  return isNameStart(code) || isAsciiDigit(code);
}

const HTTP = "http://";
const HTTPS = "https://";

/** `h`, with which both schemes start: most templates are told apart by it, without slicing. */
const CHAR_LOWERCASE_H = 104;

/** Whether `text` starts with `h` or `H` (the one case-insensitive match of `h`). */
function startsWithH(text: string): boolean {
  return (text.charCodeAt(0) | 0x20) === CHAR_LOWERCASE_H;
}

/** Whether `text` is the start of `http://` or `https://` (any case), or all of one. */
export function mayStartHttpScheme(text: string): boolean {
  if (text !== "" && !startsWithH(text)) return false;
  const start = text.slice(0, HTTPS.length).toLowerCase();
  return HTTP.startsWith(start) || HTTPS.startsWith(start);
}

/**
 * For a template that starts with `http://` or `https://` (any case): the index of the first
 * `/`, `?` or `#` after the `//`, where its authority (user info, host, port) ends, or the
 * template's length. For any other template: 0, as all of it is path.
 */
export function authorityEnd(template: string): number {
  if (!startsWithH(template)) return 0;
  const start = template.slice(0, HTTPS.length).toLowerCase();
  const after = start.startsWith(HTTPS) ? HTTPS.length : start.startsWith(HTTP) ? HTTP.length : 0;
  if (after === 0) return 0;
  for (let i = after; i < template.length; i++) {
    const code = template.charCodeAt(i);
    if (code === CHAR_SLASH || code === CHAR_QUESTION_MARK || code === CHAR_HASH) return i;
  }
  return template.length;
}

function fail(template: string, index: number, reason: string): never {
  throw new EndpointError(
    "INVALID_TEMPLATE",
    `Cannot parse template ${quoteMasked(template)}: ${reason} at index ${index}`,
    { template, index },
  );
}

/** The end of the run of plain characters (see {@linkcode PLAIN}) from `from`. */
function plainRunEnd(template: string, from: number): number {
  let end = from;
  while (end < template.length && isPlain(template.charCodeAt(end))) end++;
  return end;
}

/**
 * The literal character at `index` that is not plain, encoded, and how many code units it took:
 * a percent triplet kept as it is, a character a URI allows, or its percent-encoding.
 */
function literalAt(template: string, index: number, code: number): readonly [string, number] {
  if (code >= ASCII_END) {
    const encoded = encodeNonAscii(template, index);
    if (encoded === undefined) fail(template, index, "lone surrogate");
    return encoded;
  }
  if (LITERAL[code] === 1) return [template[index], 1];
  if (isPercentTriplet(template, index)) return [template.slice(index, index + 3), 3];
  return [percentAscii(code), 1];
}

/** `/:name` at `colon`, in the path part: where the name ends, or -1 when the `:` is literal. */
function colonNameEnd(template: string, colon: number): number {
  if (
    template.charCodeAt(colon - 1) !== CHAR_SLASH || !isNameStart(template.charCodeAt(colon + 1))
  ) {
    return -1;
  }
  let end = colon + 2;
  while (end < template.length && isAlphanumeric(template.charCodeAt(end))) end++;
  return end;
}

/** Where the varchars (and percent triplets) from `at` end. */
function nameCharsEnd(template: string, at: number, hyphens: boolean): number {
  for (;;) {
    const code = template.charCodeAt(at);
    if (isAlphanumeric(code) || (code === CHAR_HYPHEN && hyphens)) at++;
    else if (code !== CHAR_PERCENT) return at;
    else if (isPercentTriplet(template, at)) at += 3;
    else fail(template, at, "invalid percent-encoding in a variable name");
  }
}

/** Where the variable name from `start` (varchars, `.` between them) ends. */
function variableNameEnd(template: string, start: number, hyphens: boolean): number {
  let at = nameCharsEnd(template, start, hyphens);
  if (at === start) fail(template, at, "expected a variable name");
  while (template.charCodeAt(at) === CHAR_DOT) {
    const end = nameCharsEnd(template, at + 1, hyphens);
    if (end === at + 1) fail(template, end, 'expected a name character after "."');
    at = end;
  }
  return at;
}

/** Where the prefix length from `digits` (after a `:`) ends: 1 to 4 digits, no leading 0. */
function prefixEnd(template: string, digits: number, close: number): number {
  let at = digits;
  while (at < close && at - digits < 4 && isAsciiDigit(template.charCodeAt(at))) {
    if (at === digits && template.charCodeAt(at) === CHAR_0) {
      fail(template, at, "prefix starts with 0");
    }
    at++;
  }
  if (at === digits) fail(template, at, "expected a prefix length");
  return at;
}

/** Reads the expression from `open` (its `{`) to `close` (its `}`). */
function readExpression(
  template: string,
  open: number,
  close: number,
  hyphens: boolean,
): Expression {
  let at = open + 1;
  if (at === close) fail(template, close, "empty expression");
  const first = template[at];
  let operator = SIMPLE;
  if (Object.hasOwn(OPERATORS, first)) {
    operator = OPERATORS[first];
    at++;
  } else if (FUTURE_OPERATORS.includes(first)) {
    fail(template, at, `reserved operator "${first}"`);
  }
  const variables: VariableSpec[] = [];
  for (;;) {
    const start = at;
    at = variableNameEnd(template, at, hyphens);
    const name = template.slice(start, at);
    const modifier = template.charCodeAt(at);
    let prefix = 0;
    if (modifier === CHAR_ASTERISK) at++;
    else if (modifier === CHAR_COLON) {
      const end = prefixEnd(template, at + 1, close);
      prefix = Number(template.slice(at + 1, end));
      at = end;
    }
    variables.push({ name, prefix, explode: modifier === CHAR_ASTERISK });
    if (at === close) return { operator, variables };
    if (template.charCodeAt(at) !== CHAR_COMMA) {
      fail(template, at, `unexpected ${JSON.stringify(template[at])} in expression`);
    }
    if (++at === close) fail(template, close, "expected a variable name");
  }
}

/** Whether an expression's expansion ends the path (it starts a query or a fragment). */
function endsPath(expression: Expression): boolean {
  const { first } = expression.operator;
  return first === "?" || first === "&" || first === "#";
}

/**
 * Compiles a template into literal and expression parts, in one pass.
 *
 * @throws {EndpointError} `INVALID_TEMPLATE`, with `template` and `index`.
 */
export function scanTemplate(template: string, options: ScanOptions = {}): CompiledParts {
  const hyphens = options.hyphens === true;
  let inPath = options.colons === true;
  /** Where the path can start: 0, or the end of an absolute url's authority. */
  const pathStart = inPath ? authorityEnd(template) : 0;
  const parts: TemplatePart[] = [];
  const names = new Set<string>();
  const variables: string[] = [];
  let literal = "";

  const addExpression = (expression: Expression): void => {
    if (literal !== "") parts.push(literal);
    literal = "";
    parts.push(expression);
    for (const { name } of expression.variables) {
      names.add(name);
      if (names.size > variables.length) variables.push(name); // a new name
    }
  };

  let index = 0;
  while (index < template.length) {
    const code = template.charCodeAt(index);
    let end: number;
    if (isPlain(code)) {
      end = plainRunEnd(template, index + 1);
      literal += template.slice(index, end);
    } else if (code === CHAR_LEFT_CURLY_BRACKET) {
      const close = template.indexOf("}", index + 1);
      if (close === -1) fail(template, index, `"{" is never closed`);
      const expression = readExpression(template, index, close, hyphens);
      if (endsPath(expression)) inPath = false;
      addExpression(expression);
      end = close + 1;
    } else if (code === CHAR_RIGHT_CURLY_BRACKET) {
      fail(template, index, `"}" without "{"`);
    } else {
      const nameEnd = code === CHAR_COLON && inPath && index > pathStart
        ? colonNameEnd(template, index)
        : -1;
      if (nameEnd !== -1) {
        const name = template.slice(index + 1, nameEnd);
        addExpression({ operator: SIMPLE, variables: [{ name, prefix: 0, explode: false }] });
        end = nameEnd;
      } else {
        if (code === CHAR_QUESTION_MARK || code === CHAR_HASH) inPath = false;
        const [text, width] = literalAt(template, index, code);
        literal += text;
        end = index + width;
      }
    }
    index = end;
  }
  if (literal !== "") parts.push(literal);
  return { parts, variables, names };
}
