import { describe, expect, it } from 'vitest';
import { resizedHeightForWidth } from '../../../formatters/content/resized-height-for-width.js';
import { INVALID_SOURCE } from '../../../formatters/content/size-source.js';
import { format } from '../../helpers/fake-scope.js';

describe('resizedHeightForWidth', () => {
  it('scales the height to the width in the argument, cut to whole pixels', () => {
    expect(format(resizedHeightForWidth, '250x175', ['50'])).toBe(35);
    expect(format(resizedHeightForWidth, '400x100', ['50'])).toBe(12);
  });

  it('says the source is invalid for anything but WxH', () => {
    expect(INVALID_SOURCE).toBe("Invalid source parameter. Pass in 'originalSize'");
    expect(format(resizedHeightForWidth, '250', ['50'])).toBe(INVALID_SOURCE);
    expect(format(resizedHeightForWidth, undefined, ['50'])).toBe(INVALID_SOURCE);
  });

  it('prints nothing for an argument that is not a number', () => {
    expect(format(resizedHeightForWidth, '250x175', ['wide'])).toBeUndefined();
  });
});
