import { describe, expect, it } from 'vitest';
import { hasControlCharacters, hasControlsBesideLines, hasMarkup } from '../../../domain/commerce/address-text.js';

describe('address text', () => {
  it.each(['\u0000', 'a\u0007b', '\u001b[31m', '\u007f', '\u0085', 'x\u202Ey', 'line\nbreak', 'tab\there'])('%j holds a control character', (text) => {
    expect(hasControlCharacters(text)).toBe(true);
  });

  it.each(['1 Main St', 'Zoë Ørsted', '東京都', 'O’Brien & Sons', 'Apt. #4-B'])('%j is plain text', (text) => {
    expect(hasControlCharacters(text)).toBe(false);
    expect(hasMarkup(text)).toBe(false);
  });

  it('refuses < and >', () => {
    expect(hasMarkup('<b>')).toBe(true);
    expect(hasMarkup('a > b')).toBe(true);
  });

  it('a message keeps its line breaks and tabs, not other controls', () => {
    expect(hasControlsBesideLines('Happy\r\nbirthday\t<3')).toBe(false);
    expect(hasControlsBesideLines('nul\u0000')).toBe(true);
    expect(hasControlsBesideLines('bidi\u202E')).toBe(true);
  });
});
