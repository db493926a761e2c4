import { describe, expect, it } from 'vitest';
import { width } from '../../../formatters/content/width.js';
import { format } from '../../helpers/fake-scope.js';

describe('width', () => {
  it('prints the width of WxH', () => {
    expect(format(width, '800x400')).toBe(800);
  });

  it('prints nothing for anything else', () => {
    expect(format(width, 'big')).toBeUndefined();
  });

  it('reads a size it has seen before the same way', () => {
    for (let round = 0; round < 2; round++) {
      expect(format(width, ' 12 x 7 pt')).toBe(12);
      expect(format(width, '12x')).toBeUndefined();
      expect(format(width, `${'9'.repeat(50)}x1`)).toBe(Number('9'.repeat(50)));
    }
  });
});
