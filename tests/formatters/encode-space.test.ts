import { describe, expect, it } from 'vitest';
import { encodeSpace } from '../../formatters/encode-space.js';
import { format } from '../helpers/fake-scope.js';

describe('encode-space', () => {
  it('turns every white-space character into a non-breaking space entity', () => {
    expect(format(encodeSpace, 'hello, dear  world')).toBe('hello,&nbsp;dear&nbsp;&nbsp;world');
    expect(format(encodeSpace, 'a\tb\nc')).toBe('a&nbsp;b&nbsp;c');
  });

  it('does not escape other characters', () => {
    expect(format(encodeSpace, '<a>&')).toBe('<a>&');
  });

  it('gives empty text for missing', () => {
    expect(format(encodeSpace, undefined)).toBe('');
  });
});
