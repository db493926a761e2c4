import { describe, expect, it } from 'vitest';
import { htmltag } from '../../formatters/htmltag.js';
import { format } from '../helpers/fake-scope.js';

describe('htmltag', () => {
  it('escapes like htmlattr', () => {
    expect(format(htmltag, '"a" <b> & c')).toBe('&quot;a&quot; &lt;b&gt; &amp; c');
  });

  it('prints a number unchanged and missing as nothing', () => {
    expect(format(htmltag, 3)).toBe('3');
    expect(format(htmltag, undefined)).toBe('');
  });
});
