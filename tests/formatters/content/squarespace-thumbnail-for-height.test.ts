import { describe, expect, it } from 'vitest';
import { squarespaceThumbnailForHeight } from '../../../formatters/content/squarespace-thumbnail-for-height.js';
import { INVALID_SOURCE } from '../../../formatters/content/size-source.js';
import { format } from '../../helpers/fake-scope.js';

describe('squarespaceThumbnailForHeight', () => {
  it('picks the variant for the width the image has at that height', () => {
    expect(format(squarespaceThumbnailForHeight, '250x175', ['50'])).toBe('100w');
    expect(format(squarespaceThumbnailForHeight, '400x100', ['50'])).toBe('300w');
    expect(format(squarespaceThumbnailForHeight, '2000x1000', ['600'])).toBe('1500w');
  });

  it('says the source is invalid for anything but WxH', () => {
    expect(format(squarespaceThumbnailForHeight, 'x', ['50'])).toBe(INVALID_SOURCE);
  });
});
