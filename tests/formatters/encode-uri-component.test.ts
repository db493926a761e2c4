import { describe, expect, it } from 'vitest';
import { encodeUriComponent } from '../../formatters/encode-uri-component.js';
import { format } from '../helpers/fake-scope.js';

describe('encode-uri-component', () => {
  it('encodes URL punctuation too', () => {
    expect(format(encodeUriComponent, 'a/b?c=d&e#f+g')).toBe('a%2Fb%3Fc%3Dd%26e%23f%2Bg');
  });

  it('encodes non-ASCII as UTF-8', () => {
    expect(format(encodeUriComponent, 'Hé 😍')).toBe('H%C3%A9%20%F0%9F%98%8D');
  });

  it('replaces a broken surrogate instead of failing', () => {
    expect(format(encodeUriComponent, 'x\udc00')).toBe('x%EF%BF%BD');
  });

  it('prints a number and gives empty text for null', () => {
    expect(format(encodeUriComponent, 7)).toBe('7');
    expect(format(encodeUriComponent, null)).toBe('');
  });
});
