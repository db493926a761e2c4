import { describe, expect, it } from 'vitest';
import { capitalize } from '../../formatters/capitalize.js';
import { format } from '../helpers/fake-scope.js';

describe('capitalize', () => {
  it('upper-cases every letter, not just the first', () => {
    expect(format(capitalize, 'hello world')).toBe('HELLO WORLD');
    expect(format(capitalize, 'straße')).toBe('STRASSE');
  });

  it('upper-cases booleans as text and leaves numbers', () => {
    expect(format(capitalize, true)).toBe('TRUE');
    expect(format(capitalize, 1.5)).toBe('1.5');
  });

  it('gives empty text for missing and objects', () => {
    expect(format(capitalize, undefined)).toBe('');
    expect(format(capitalize, { a: 'b' })).toBe('');
  });
});
