import { describe, expect, it } from 'vitest';
import { slugify } from '../../formatters/slugify.js';
import { format } from '../helpers/fake-scope.js';

describe('slugify', () => {
  it('lower-cases and joins words with hyphens', () => {
    expect(format(slugify, 'Local Goat Elected Mayor')).toBe('local-goat-elected-mayor');
  });

  it('drops punctuation, including apostrophes and dots', () => {
    expect(format(slugify, "If It Isn't Broken, v2.0!")).toBe('if-it-isnt-broken-v20');
  });

  it('turns each run of white space into one hyphen and keeps typed hyphens', () => {
    expect(format(slugify, 'a \t b - c')).toBe('a-b---c');
  });

  it('drops every letter outside ASCII, accented ones included, as Java does', () => {
    expect(format(slugify, 'Crème Brûlée')).toBe('crme-brle');
    expect(format(slugify, 'Æ 日本 x')).toBe('-x');
  });

  it('drops white space outside ASCII (a no-break space joins its words)', () => {
    expect(format(slugify, 'a\u00a0b\u2003c')).toBe('abc');
  });

  it('folds accents onto their letters with the fold option', () => {
    expect(format(slugify, 'Crème Brûlée', ['fold'])).toBe('creme-brulee');
    expect(format(slugify, 'Æ 日本 x', ['fold'])).toBe('-x');
  });

  it('gives empty text for missing and slugs numbers', () => {
    expect(format(slugify, undefined)).toBe('');
    expect(format(slugify, 12.5)).toBe('125');
  });
});
