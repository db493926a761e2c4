import { describe, expect, it } from 'vitest';
import { encodeUri } from '../../formatters/encode-uri.js';
import { format } from '../helpers/fake-scope.js';

describe('encode-uri', () => {
  it('encodes spaces and non-ASCII but keeps URL punctuation', () => {
    expect(format(encodeUri, 'Fish & Chips')).toBe('Fish%20&%20Chips');
    expect(format(encodeUri, '/a?b=c#d é')).toBe('/a?b=c#d%20%C3%A9');
  });

  it('replaces a broken surrogate instead of failing', () => {
    expect(format(encodeUri, '\ud800x')).toBe('%EF%BF%BDx');
  });

  it('gives empty text for missing', () => {
    expect(format(encodeUri, undefined)).toBe('');
  });
});
