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

export const Text = createToken({ name: 'Text', pattern: /[^{]+/, line_breaks: true });

export const templateTokens = [MultiLineComment, Tag, LoneBrace, Text];

export const templateLexer = new Lexer(templateTokens, {
  positionTracking: 'onlyOffset',
});
