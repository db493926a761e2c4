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

  // The reference drops accented letters entirely ("Café" → "caf").
  it('keeps accented letters without their accents', () => {
    expect(format(slugify, 'Crème Brûlée')).toBe('creme-brulee');
  });

  it('drops letters outside a-z that have no plain form', () => {
    expect(format(slugify, 'Æ 日本 x')).toBe('-x');
  });

  it('gives empty text for missing and slugs numbers', () => {
    expect(format(slugify, undefined)).toBe('');
    expect(format(slugify, 12.5)).toBe('125');
  });
});
