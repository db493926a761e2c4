import { describe, expect, it } from 'vitest';
import { squarespaceThumbnailForWidth } from '../../../formatters/content/squarespace-thumbnail-for-width.js';
import { format } from '../../helpers/fake-scope.js';

describe('squarespaceThumbnailForWidth', () => {
  it('picks the next size up for the width in the argument, whatever the value', () => {
    expect(format(squarespaceThumbnailForWidth, '250x175', ['50'])).toBe('100w');
    expect(format(squarespaceThumbnailForWidth, undefined, ['101'])).toBe('300w');
    expect(format(squarespaceThumbnailForWidth, undefined, ['1001'])).toBe('1500w');
  });

  it('asks for the smallest variant when the width is missing or not a number, as the reference does', () => {
    expect(format(squarespaceThumbnailForWidth, undefined, ['x'])).toBe('100w');
    expect(format(squarespaceThumbnailForWidth, undefined, [])).toBe('100w');
  });
});
