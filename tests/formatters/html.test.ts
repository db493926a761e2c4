import { describe, expect, it } from 'vitest';
import { html } from '../../formatters/html.js';
import { format } from '../helpers/fake-scope.js';

describe('html', () => {
  it('escapes ampersands and angle brackets but leaves quotes', () => {
    expect(format(html, '"<b> & co\'s"')).toBe('"&lt;b&gt; &amp; co\'s"');
  });

  it('escapes an existing entity again, so the text shows as typed', () => {
    expect(format(html, '&amp;')).toBe('&amp;amp;');
  });

  it('prints numbers and booleans as text', () => {
    expect(format(html, 12.5)).toBe('12.5');
    expect(format(html, false)).toBe('false');
  });

  it('gives empty text for missing, null, arrays and objects', () => {
    for (const value of [undefined, null, ['<a>'], { a: '<b>' }]) expect(format(html, value)).toBe('');
  });
});
