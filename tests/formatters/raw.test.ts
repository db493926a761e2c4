import { describe, expect, it } from 'vitest';
import { raw } from '../../formatters/raw.js';
import { format } from '../helpers/fake-scope.js';

describe('raw', () => {
  it('writes JSON without breaking up script tags', () => {
    expect(format(raw, '</script>')).toBe('"</script>"');
    expect(format(raw, [1, { a: 'b' }])).toBe('[1,{"a":"b"}]');
  });

  // The reference prints "null" for a missing value; nothing is what a missing value shows elsewhere.
  it('gives empty text for a missing value and null for null', () => {
    expect(format(raw, undefined)).toBe('');
    expect(format(raw, null)).toBe('null');
  });
});
