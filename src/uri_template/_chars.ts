/**
 * Names for the UTF-16 code units the scanners compare against (as denoland/std's path module
 * names them), so a comparison says which character it means.
 */

export const CHAR_TAB = 9;
export const CHAR_CARRIAGE_RETURN = 13;
export const CHAR_SPACE = 32;
export const CHAR_HASH = 35; // #
export const CHAR_PERCENT = 37; // %
export const CHAR_AMPERSAND = 38; // &
export const CHAR_ASTERISK = 42; // *
export const CHAR_COMMA = 44; // ,
export const CHAR_HYPHEN = 45; // -
export const CHAR_DOT = 46; // .
export const CHAR_SLASH = 47; // /
export const CHAR_0 = 48;
export const CHAR_2 = 50;
const CHAR_9 = 57;
export const CHAR_COLON = 58; // :
export const CHAR_QUESTION_MARK = 63; // ?
export const CHAR_UPPERCASE_A = 65;
export const CHAR_UPPERCASE_E = 69;
export const CHAR_UPPERCASE_F = 70;
const CHAR_UPPERCASE_Z = 90;
export const CHAR_UNDERSCORE = 95; // _
export const CHAR_LOWERCASE_A = 97;
export const CHAR_LOWERCASE_E = 101;
export const CHAR_LOWERCASE_F = 102;
const CHAR_LOWERCASE_Z = 122;
export const CHAR_LEFT_CURLY_BRACKET = 123; // {
export const CHAR_RIGHT_CURLY_BRACKET = 125; // }
export const CHAR_DELETE = 127;

/** One past the last ASCII code unit: the size of the lookup tables. */
export const ASCII_END = 128;

export const HIGH_SURROGATE_FIRST = 0xd800;
export const HIGH_SURROGATE_LAST = 0xdbff;
export const LOW_SURROGATE_FIRST = 0xdc00;
export const LOW_SURROGATE_LAST = 0xdfff;

/** Whether a code unit is an ASCII letter. */
export function isAsciiLetter(code: number): boolean {
  return (code >= CHAR_UPPERCASE_A && code <= CHAR_UPPERCASE_Z) ||
    (code >= CHAR_LOWERCASE_A && code <= CHAR_LOWERCASE_Z);
}

/** Whether a code unit is an ASCII digit. */
export function isAsciiDigit(code: number): boolean {
  return code >= CHAR_0 && code <= CHAR_9;
}
