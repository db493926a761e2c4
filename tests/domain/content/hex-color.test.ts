import { describe, expect, it } from 'vitest';
import { isHexDigits, parseHexColor } from '../../../domain/content/hex-color.js';

describe('parseHexColor', () => {
  it('reads 6 hex digits, with or without #, in any case', () => {
    expect(parseHexColor('ff8000')).toBe(0xff8000);
    expect(parseHexColor('#FF8000')).toBe(0xff8000);
  });

  it('doubles each digit of a 3-digit colour', () => {
    expect(parseHexColor('f80')).toBe(0xff8800);
    expect(parseHexColor('#123')).toBe(0x112233);
  });

  it('accepts only 3 or 6 digits', () => {
    for (const text of ['', '#', 'ff', 'ffff', 'fffff', 'fffffff', 'ggg', '12345z', '# fff']) {
      expect(parseHexColor(text)).toBeUndefined();
    }
  });
});

describe('isHexDigits', () => {
  it('is true for bare 3 or 6 hex digits only', () => {
    expect(isHexDigits('111')).toBe(true);
    expect(isHexDigits('a1b2c3')).toBe(true);
    expect(isHexDigits('#111')).toBe(false);
    expect(isHexDigits('"><b>')).toBe(false);
  });
});
