import { describe, expect, it } from 'vitest';
import { urlEncode } from '../../formatters/url-encode.js';
import { format } from '../helpers/fake-scope.js';

describe('url-encode', () => {
  it('encodes curly quotes and emoji as UTF-8 and spaces as %20', () => {
    expect(format(urlEncode, '“😍”')).toBe('%E2%80%9C%F0%9F%98%8D%E2%80%9D');
    expect(format(urlEncode, '“a b”')).toBe('%E2%80%9Ca%20b%E2%80%9D');
  });

  // The TypeScript reference keeps / + and @, which breaks a query value ("+" reads as a space);
  // this encodes them, as form encoding does.
  it('encodes everything but letters, digits and . - _ *', () => {
    expect(format(urlEncode, "a/b+c@d~e!f'g(h)i*j.k-l_m")).toBe(
      'a%2Fb%2Bc%40d%7Ee%21f%27g%28h%29i*j.k-l_m',
    );
  });

  it('gives empty text for missing and objects', () => {
    expect(format(urlEncode, undefined)).toBe('');
    expect(format(urlEncode, { a: 1 })).toBe('');
  });
});
