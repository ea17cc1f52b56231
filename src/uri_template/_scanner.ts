/**
 * The RFC 6570 template scanner: one pass, no regular expressions, errors with an index.
 * Literal text is encoded as `{+var}` encodes a value (RFC 6570 section 3.1).
 */
import { EndpointError } from "./errors.ts";
import { quoteMaskedUrl } from "./_quote.ts";
import { isPercentTriplet, percentEncode, RESERVED } from "./_encode.ts";
import {
  ASCII_END,
  CHAR_0,
  CHAR_ASTERISK,
  CHAR_COLON,
  CHAR_COMMA,
  CHAR_DOT,
  CHAR_HASH,
  CHAR_HYPHEN,
  CHAR_LEFT_CURLY_BRACKET,
  CHAR_PERCENT,
  CHAR_QUESTION_MARK,
  CHAR_RIGHT_CURLY_BRACKET,
  CHAR_SLASH,
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

/** The operator of an expression without one. */
const SIMPLE: Operator = { first: "", separator: ",", named: false, ifEmpty: "", reserved: false };
/** Each operator by its character, from its separator (RFC 6570 appendix A gives the rest). */
const OPERATORS: Record<string, Operator> = {};
for (const [c, separator] of ["+,", "#,", "..", "//", ";;", "?&", "&&"]) {
  const named = ";?&".includes(c);
  const ifEmpty = c === ";" || !named ? "" : "=";
  OPERATORS[c] = {
    first: c === "+" ? "" : c,
    separator,
    named,
    ifEmpty,
    reserved: "+#".includes(c),
  };
}

/** Literal characters that need no encoding and start no placeholder: not `:`, `?` or `#`. */
const PLAIN = RESERVED.slice();
for (const c of ":?#") PLAIN[c.charCodeAt(0)] = 0;

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
  let end = start.startsWith(HTTPS) ? HTTPS.length : start.startsWith(HTTP) ? HTTP.length : 0;
  if (end === 0) return 0;
  for (; end < template.length; end++) {
    const code = template.charCodeAt(end);
    if (code === CHAR_SLASH || code === CHAR_QUESTION_MARK || code === CHAR_HASH) break;
  }
  return end;
}

/** Rejects the template, quoting the character at `index` unless a `reason` is given. */
function fail(template: string, index: number, reason?: string): never {
  throw new EndpointError(
    "INVALID_TEMPLATE",
    `Cannot parse template ${quoteMaskedUrl(template)}: ${
      reason ?? `unexpected ${JSON.stringify(template[index] ?? "end")}`
    } at index ${index}`,
    { template, index },
  );
}

/**
 * Where the variable name from `start` ends: varchars (letters, digits, `_`, percent triplets,
 * and `-` in the hyphen dialect) with single dots between them.
 */
function variableNameEnd(template: string, start: number, hyphens: boolean): number {
  let at = start;
  for (;;) {
    const code = template.charCodeAt(at);
    if (isAlphanumeric(code) || (code === CHAR_HYPHEN && hyphens)) at++;
    else if (code === CHAR_PERCENT) {
      if (!isPercentTriplet(template, at)) fail(template, at);
      at += 3;
    } else if (code === CHAR_DOT && at > start && template.charCodeAt(at - 1) !== CHAR_DOT) at++;
    else break;
  }
  if (at === start || template.charCodeAt(at - 1) === CHAR_DOT) {
    fail(template, at);
  }
  return at;
}

/** Reads the expression between `open` (its `{`) and `close` (its `}`). */
function readExpression(
  template: string,
  open: number,
  close: number,
  hyphens: boolean,
): Expression {
  let at = open + 1;
  const first = template[at];
  let operator = SIMPLE;
  if (Object.hasOwn(OPERATORS, first)) {
    operator = OPERATORS[first];
    at++;
  } // the operators RFC 6570 reserves for future use (`=,!@|`) fail as a variable name
  const variables: VariableSpec[] = [];
  for (;;) {
    const start = at;
    at = variableNameEnd(template, at, hyphens);
    const name = template.slice(start, at);
    const modifier = template.charCodeAt(at);
    let prefix = 0;
    if (modifier === CHAR_ASTERISK) at++;
    else if (modifier === CHAR_COLON) {
      // 1 to 4 digits, no leading 0
      const digits = ++at;
      while (at < close && at - digits < 4 && isAsciiDigit(template.charCodeAt(at))) {
        if (template.charCodeAt(digits) === CHAR_0) fail(template, at);
        at++;
      }
      if (at === digits) fail(template, at);
      prefix = Number(template.slice(digits, at));
    }
    variables.push({ name, prefix, explode: modifier === CHAR_ASTERISK });
    if (at === close) return { operator, variables, start: open, end: close + 1 };
    if (template.charCodeAt(at++) !== CHAR_COMMA) fail(template, at - 1);
  }
}

/**
 * The `/:name` dialect, for one template: told of each literal `:`, `?` and `#` and each
 * expression in order (an expression by the index of its `{`), it gives the end of the `/:name` placeholder
 * that starts at that index, or 0. A placeholder is read in the path part only: never in the
 * scheme or the authority of an absolute url, nor after a `?` or `#`.
 */
type ColonNames = (index: number, expression?: Expression) => number;

function colonNames(template: string): ColonNames {
  let inPath = true;
  /** Where the path can start: 0, or the end of an absolute url's authority. */
  const pathStart = authorityEnd(template);
  return (index, expression) => {
    const code = expression === undefined ? template.charCodeAt(index) : 0;
    const first = expression?.operator.first;
    if (first === "?" || first === "&" || first === "#") inPath = false; // a query or fragment
    if (code === CHAR_QUESTION_MARK || code === CHAR_HASH) inPath = false;
    if (
      code !== CHAR_COLON || !inPath || index <= pathStart ||
      template.charCodeAt(index - 1) !== CHAR_SLASH || !isNameStart(template.charCodeAt(index + 1))
    ) {
      return 0;
    }
    let end = index + 2; // a name of letters, digits and `_`
    while (isAlphanumeric(template.charCodeAt(end))) end++;
    return end;
  };
}

/** Compiles a template into literal and expression parts, in one pass. */
export function scanParts(
  template: string,
  hyphens: boolean,
  colons?: ColonNames,
): CompiledParts {
  const parts: TemplatePart[] = [];
  const names = new Set<string>();
  const variables: string[] = []; // the names in order of first use
  let literal = 0; // where the pending literal text starts
  let encoded = true; // whether it is already encoded: it mostly is

  /** Adds the pending literal text up to `end`, then `expression` if any; the text goes on at `next`. */
  const add = (end: number, expression?: Expression, next = end): void => {
    const start = literal;
    const text = template.slice(start, end);
    if (text !== "") {
      parts.push(
        encoded ? text : percentEncode(text, RESERVED, (at) => fail(template, start + at)),
      );
    }
    encoded = true;
    literal = next;
    if (expression === undefined) return;
    parts.push(expression);
    for (const { name } of expression.variables) {
      if (!names.has(name)) variables.push(name);
      names.add(name);
    }
  };

  for (let index = 0; index < template.length; index++) {
    const code = template.charCodeAt(index);
    if (code < ASCII_END && PLAIN[code] === 1) continue; // most of a template
    if (code === CHAR_LEFT_CURLY_BRACKET) {
      const close = template.indexOf("}", index);
      if (close === -1) fail(template, index, `"{" is never closed`);
      const expression = readExpression(template, index, close, hyphens);
      colons?.(index, expression);
      add(index, expression, close + 1);
      index = close;
    } else if (code === CHAR_RIGHT_CURLY_BRACKET) {
      fail(template, index);
    } else if (code >= ASCII_END || RESERVED[code] === 0) {
      encoded = false;
    } else if (
      colons !== undefined &&
      (code === CHAR_COLON || code === CHAR_QUESTION_MARK || code === CHAR_HASH)
    ) {
      const end = colons(index);
      if (end === 0) continue;
      const variables = [{ name: template.slice(index + 1, end), prefix: 0, explode: false }];
      add(index, { operator: SIMPLE, variables, start: index, end }, end);
      index = end - 1;
    }
  }
  add(template.length);
  return { parts, variables, names };
}

/**
 * Compiles a template into literal and expression parts, in one pass, in the dialects `options`
 * turns on.
 * Each expression says where it is written (`start`, `end`); the playground highlights templates
 * with them.
 *
 * @throws {EndpointError} `INVALID_TEMPLATE`, with `template` and `index`.
 */
export function scanTemplate(template: string, options: ScanOptions = {}): CompiledParts {
  const colons = options.colons === true ? colonNames(template) : undefined;
  return scanParts(template, options.hyphens === true, colons);
}
