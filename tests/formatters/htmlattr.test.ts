import { describe, expect, it } from 'vitest';
import { htmlattr } from '../../formatters/htmlattr.js';
import { format } from '../helpers/fake-scope.js';

describe('htmlattr', () => {
  it('escapes double quotes too, so the text fits in a double-quoted attribute', () => {
    expect(format(htmlattr, '"< fish & chips >"')).toBe('&quot;&lt; fish &amp; chips &gt;&quot;');
  });

  it('leaves single quotes alone, as the references do', () => {
    expect(format(htmlattr, "it's")).toBe("it's");
  });

  it('gives empty text for missing and null', () => {
    expect(format(htmlattr, undefined)).toBe('');
    expect(format(htmlattr, null)).toBe('');
  });
});
