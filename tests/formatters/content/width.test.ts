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
});
