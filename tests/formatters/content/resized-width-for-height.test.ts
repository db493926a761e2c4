import { describe, expect, it } from 'vitest';
import { resizedWidthForHeight } from '../../../formatters/content/resized-width-for-height.js';
import { INVALID_SOURCE } from '../../../formatters/content/size-source.js';
import { format } from '../../helpers/fake-scope.js';

describe('resizedWidthForHeight', () => {
  it('scales the width to the height in the argument, cut to whole pixels', () => {
    expect(format(resizedWidthForHeight, '250x175', ['50'])).toBe(71);
    expect(format(resizedWidthForHeight, '800x400', ['50'])).toBe(100);
  });

  it('says the source is invalid for anything but WxH', () => {
    expect(format(resizedWidthForHeight, '1x2x3', ['50'])).toBe(INVALID_SOURCE);
  });
});
