/** Character classes of the tag grammar, by char code (what the parsers once matched with regular expressions). */

/** An ASCII letter. */
export const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/** `\w` or `-`: a character of an instruction keyword or a predicate name after the first. */
export const isWordChar = (c: number): boolean => isLetter(c) || (c >= 48 && c <= 57) || c === 95 || c === 45;

/** What `\s` matches. */
export const isSpace = (c: number): boolean =>
  c === 32 || (c >= 9 && c <= 13) || (c > 127 && /\s/.test(String.fromCharCode(c)));
