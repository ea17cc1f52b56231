/**
 * The RFC 6570 template scanner: one pass, no regular expressions, errors with an index.
 */
import { EndpointError } from "./errors.ts";
import { quote } from "./_quote.ts";
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

function isNameStart(code: number): boolean {
  return isAsciiLetter(code) || code === CHAR_UNDERSCORE;
}

function isAlphanumeric(code: number): boolean {
  return isNameStart(code) || isAsciiDigit(code);
}

/**
 * For a template that starts with `http://` or `https://` (any case): the index of the first
 * `/`, `?` or `#` after the `//`, where its authority (user info, host, port) ends, or the
 * template's length. For any other template: 0, as all of it is path.
 */
export function authorityEnd(template: string): number {
  const start = template.slice(0, 8).toLowerCase();
  const after = start.startsWith("https://") ? 8 : start.startsWith("http://") ? 7 : 0;
  if (after === 0) return 0;
  for (let i = after; i < template.length; i++) {
    const code = template.charCodeAt(i);
    if (code === CHAR_SLASH || code === CHAR_QUESTION_MARK || code === CHAR_HASH) return i;
  }
  return template.length;
}

class Scanner {
  readonly parts: TemplatePart[] = [];
  readonly names = new Set<string>();
  literal = "";
  index = 0;
  inPath: boolean;
  /** Where the path can start: 0, or the end of an absolute url's authority. */
  readonly pathStart: number;

  constructor(readonly template: string, readonly options: ScanOptions) {
    this.inPath = options.colons === true;
    this.pathStart = this.inPath ? authorityEnd(template) : 0;
  }

  fail(index: number, reason: string): never {
    throw new EndpointError(
      "INVALID_TEMPLATE",
      `Cannot parse template ${quote(this.template)}: ${reason} at index ${index}`,
      { template: this.template, index },
    );
  }

  scan(): CompiledParts {
    const { template } = this;
    while (this.index < template.length) {
      const run = this.plainRun();
      if (run !== this.index) {
        this.literal += template.slice(this.index, run);
        this.index = run;
        continue;
      }
      const code = template.charCodeAt(this.index);
      if (code === CHAR_LEFT_CURLY_BRACKET) this.expression();
      else if (code === CHAR_RIGHT_CURLY_BRACKET) this.fail(this.index, `"}" without "{"`);
      else if (
        code === CHAR_COLON && this.inPath && this.index > this.pathStart && this.colonName()
      ) {
        continue;
      } else this.literalChar(code);
    }
    this.flush();
    return { parts: this.parts, variables: [...this.names] };
  }

  /**
   * The end of the run of literal characters from `index` that are kept as they are and mean
   * nothing more: not `:`, `?` or `#`, which may start a placeholder or end the path.
   */
  plainRun(): number {
    const { template } = this;
    let end = this.index;
    while (end < template.length) {
      const code = template.charCodeAt(end);
      if (
        code >= ASCII_END || LITERAL[code] === 0 || code === CHAR_COLON ||
        code === CHAR_QUESTION_MARK || code === CHAR_HASH
      ) break;
      end++;
    }
    return end;
  }

  flush(): void {
    if (this.literal !== "") this.parts.push(this.literal);
    this.literal = "";
  }

  literalChar(code: number): void {
    const { template, index } = this;
    if (code === CHAR_QUESTION_MARK || code === CHAR_HASH) this.inPath = false;
    if (code < ASCII_END) {
      if (LITERAL[code] === 1) this.literal += template[index];
      else if (isPercentTriplet(template, index)) {
        this.literal += template.slice(index, index + 3);
        this.index += 2;
      } else this.literal += percentAscii(code);
      this.index++;
      return;
    }
    const encoded = encodeNonAscii(template, index);
    if (encoded === undefined) this.fail(index, "lone surrogate");
    this.literal += encoded[0];
    this.index += encoded[1];
  }

  /** `/:name` in the path part: an expression `{name}`. Returns false when it is literal. */
  colonName(): boolean {
    const { template, index } = this;
    if (
      template.charCodeAt(index - 1) !== CHAR_SLASH || !isNameStart(template.charCodeAt(index + 1))
    ) {
      return false;
    }
    let end = index + 2;
    while (end < template.length && isAlphanumeric(template.charCodeAt(end))) end++;
    this.addExpression(SIMPLE, [{
      name: template.slice(index + 1, end),
      prefix: 0,
      explode: false,
    }]);
    this.index = end;
    return true;
  }

  addExpression(operator: Operator, specs: VariableSpec[]): void {
    this.flush();
    this.parts.push({ operator, variables: specs });
    for (const spec of specs) this.names.add(spec.name);
  }

  expression(): void {
    const { template } = this;
    const open = this.index;
    const close = template.indexOf("}", open + 1);
    if (close === -1) this.fail(open, `"{" is never closed`);
    let at = open + 1;
    if (at === close) this.fail(close, "empty expression");
    const first = template[at];
    let op = SIMPLE;
    if (Object.hasOwn(OPERATORS, first)) {
      op = OPERATORS[first];
      at++;
    } else if (FUTURE_OPERATORS.includes(first)) {
      this.fail(at, `reserved operator "${first}"`);
    }
    if (op.first === "?" || op.first === "&" || op.first === "#") this.inPath = false;
    const specs: VariableSpec[] = [];
    for (;;) {
      const [spec, end] = this.variableSpec(at, close);
      specs.push(spec);
      if (end === close) break;
      at = end + 1; // past ","
    }
    this.addExpression(op, specs);
    this.index = close + 1;
  }

  /** Reads one varspec from `at`; returns it and the index of the "," or "}" after it. */
  variableSpec(at: number, close: number): [VariableSpec, number] {
    const { template } = this;
    const start = at;
    at = this.nameChars(at);
    while (template.charCodeAt(at) === CHAR_DOT && at > start) at = this.nameChars(at + 1, true);
    if (at === start) this.fail(at, "expected a variable name");
    const name = template.slice(start, at);
    let prefix = 0;
    let explode = false;
    const code = template.charCodeAt(at);
    if (code === CHAR_ASTERISK) {
      explode = true;
      at++;
    } else if (code === CHAR_COLON) {
      at++;
      const digits = at;
      while (
        at < close && at - digits < 4 && isAsciiDigit(template.charCodeAt(at))
      ) {
        if (at === digits && template.charCodeAt(at) === CHAR_0) {
          this.fail(at, "prefix starts with 0");
        }
        at++;
      }
      if (at === digits) this.fail(at, "expected a prefix length");
      prefix = Number(template.slice(digits, at));
    }
    if (at !== close && template.charCodeAt(at) !== CHAR_COMMA) {
      this.fail(at, `unexpected ${JSON.stringify(template[at])} in expression`);
    }
    if (at !== close && at + 1 === close) this.fail(close, "expected a variable name");
    return [{ name, prefix, explode }, at];
  }

  /** Consumes varchars from `at`; with `required`, at least one must be there. */
  nameChars(at: number, required = false): number {
    const { template } = this;
    const start = at;
    for (;;) {
      const code = template.charCodeAt(at);
      if (isAlphanumeric(code) || (code === CHAR_HYPHEN && this.options.hyphens)) at++;
      else if (code === CHAR_PERCENT) {
        if (!isPercentTriplet(template, at)) {
          this.fail(at, "invalid percent-encoding in a variable name");
        }
        at += 3;
      } else break;
    }
    if (required && at === start) this.fail(at, 'expected a name character after "."');
    return at;
  }
}

/**
 * Compiles a template into literal and expression parts.
 *
 * @throws {EndpointError} `INVALID_TEMPLATE`, with `template` and `index`.
 */
export function scanTemplate(template: string, options: ScanOptions = {}): CompiledParts {
  return new Scanner(template, options).scan();
}
