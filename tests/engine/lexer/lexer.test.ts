import { describe, expect, it } from 'vitest';
import { lex } from '../../../engine/lexer/lexer.js';

const pieces = (source: string) => lex(source).map((p) => [p.kind, source.slice(p.start, p.end)]);

describe('lex', () => {
  it('splits text, tags and block comments', () => {
    expect(pieces('a {b} {## c { } ##} d')).toEqual([
      ['text', 'a '], ['tag', '{b}'], ['text', ' '], ['comment', '{## c { } ##}'], ['text', ' d'],
    ]);
  });

  it('restarts a tag at an inner brace, as the reference engines do', () => {
    expect(pieces('{# {^x} #}')).toEqual([['text', '{# '], ['tag', '{^x}'], ['text', ' #}']]);
  });

  it('allows newlines inside tags and keeps unclosed braces as text', () => {
    expect(pieces('{.section\na}{oops')).toEqual([['tag', '{.section\na}'], ['text', '{oops']]);
  });

  it('covers any input with pieces, in order, without gaps', () => {
    const source = '}{{}{x}}{';
    const all = lex(source);
    expect(all.map((p) => source.slice(p.start, p.end)).join('')).toBe(source);
  });
});
