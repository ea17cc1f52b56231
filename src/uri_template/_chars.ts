/**
 * Names for the UTF-16 code units the scanners compare against (as denoland/std's path module
 * names them), so a comparison says which character it means.
 */

export const CHAR_HASH = 35; // #
export const CHAR_PERCENT = 37; // %
export const CHAR_AMPERSAND = 38; // &
export const CHAR_ASTERISK = 42; // *
export const CHAR_DOT = 46; // .
export const CHAR_SLASH = 47; // /
export const CHAR_2 = 50;
export const CHAR_COLON = 58; // :
export const CHAR_QUESTION_MARK = 63; // ?
export const CHAR_UPPERCASE_E = 69;
export const CHAR_LOWERCASE_E = 101;
export const CHAR_LEFT_CURLY_BRACKET = 123; // {
export const CHAR_RIGHT_CURLY_BRACKET = 125; // }

/** One past the last ASCII code unit: the size of the lookup tables. */
export const ASCII_END = 128;
