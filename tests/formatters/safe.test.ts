import { describe, expect, it } from 'vitest';
import { safe } from '../../formatters/safe.js';
import { format } from '../helpers/fake-scope.js';

describe('safe', () => {
  it('removes tags and keeps their text', () => {
    expect(format(safe, '<p class="x">Hi <b>there</b></p>')).toBe('Hi there');
  });

  it('removes a script tag but not the text between the tags', () => {
    expect(format(safe, '<script>alert(1)</script>')).toBe('alert(1)');
  });

  it('leaves a lone angle bracket and does not escape', () => {
    expect(format(safe, 'a < b & c')).toBe('a < b & c');
  });

  it('gives empty text for missing, null and arrays', () => {
    for (const value of [undefined, null, ['<b>']]) expect(format(safe, value)).toBe('');
  });
});
