import { createToken, Lexer } from 'chevrotain';

/**
 * Template-level tokens. A tag is `{` … `}` with no other brace inside: where a second `{`
 * comes first, the earlier one is plain text and the tag starts again there (as the reference
 * engines do). Newlines are allowed inside tags.
 */
export const MultiLineComment = createToken({
  name: 'MultiLineComment',
  pattern: /\{##[\s\S]*?##\}/,
  line_breaks: true,
});

export const Tag = createToken({ name: 'Tag', pattern: /\{[^{}]*\}/, line_breaks: true });

/** A `{` that does not open a tag. */
export const LoneBrace = createToken({ name: 'LoneBrace', pattern: /\{/ });

/** Every UTF-16 code unit but `{`: lets chevrotain pick a token by its first character. */
const NOT_BRACE = Array.from({ length: 0x10000 }, (_, code) => code).filter((code) => code !== 123);

export const Text = createToken({ name: 'Text', pattern: /[^{]+/, line_breaks: true, start_chars_hint: NOT_BRACE });

export const templateTokens = [MultiLineComment, Tag, LoneBrace, Text];

export const templateLexer = new Lexer(templateTokens, {
  positionTracking: 'onlyOffset',
  ensureOptimizations: true,
});
