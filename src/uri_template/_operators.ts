/**
 * The RFC 6570 operators: how each joins and names what it expands (appendix A).
 */

/** How an operator joins and names what it expands (RFC 6570 appendix A). */
export interface Operator {
  readonly first: string;
  readonly separator: string;
  readonly named: boolean;
  readonly ifEmpty: string;
  readonly reserved: boolean;
}

/** The operator of an expression without one. */
export const SIMPLE: Operator = {
  first: "",
  separator: ",",
  named: false,
  ifEmpty: "",
  reserved: false,
};

/**
 * Each operator by its character. A row of appendix A's table in a string: the character, the
 * separator, then `r` when it keeps reserved characters, `n` when it names its values, `=` when
 * an empty value keeps its `=`.
 */
export const OPERATORS: Readonly<Record<string, Operator>> = {};
for (const [c, separator, ...flags] of ["+,r", "#,r", "..", "//", ";;n", "?&n=", "&&n="]) {
  (OPERATORS as Record<string, Operator>)[c] = {
    first: c === "+" ? "" : c,
    separator,
    named: flags.includes("n"),
    ifEmpty: flags.includes("=") ? "=" : "",
    reserved: flags.includes("r"),
  };
}
