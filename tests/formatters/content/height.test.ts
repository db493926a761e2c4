import { describe, expect, it } from 'vitest';
import { height } from '../../../formatters/content/height.js';
import { format } from '../../helpers/fake-scope.js';

describe('height', () => {
  it('prints the height of WxH', () => {
    expect(format(height, '800x400')).toBe(400);
  });

  it('prints nothing for anything else', () => {
    expect(format(height, '800')).toBeUndefined();
    expect(format(height, undefined)).toBeUndefined();
  });
});
