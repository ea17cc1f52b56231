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

/** Each operator by its character, with its separator; the rest follows from the character. */
export const OPERATORS: Readonly<Record<string, Operator>> = {};
for (const [c, separator] of ["+,", "#,", "..", "//", ";;", "?&", "&&"]) {
  (OPERATORS as Record<string, Operator>)[c] = {
    first: c === "+" ? "" : c,
    separator,
    named: ";?&".includes(c),
    ifEmpty: "?&".includes(c) ? "=" : "",
    reserved: "+#".includes(c),
  };
}
