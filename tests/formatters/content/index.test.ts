import { describe, expect, it } from 'vitest';
import { render } from '../../../library/index.js';
import { contentFormatters } from '../../../formatters/content/index.js';

const NAMES = [
  'AbsUrl', 'audio-player', 'child-image-meta', 'color-weight', 'cover-image-meta', 'gallery-style', 'height', 'humanizeDuration', 'image',
  'image-color', 'image-meta', 'image-srcset', 'item-classes', 'resizedHeightForWidth', 'resizedWidthForHeight',
  'squarespaceThumbnailForHeight', 'squarespaceThumbnailForWidth', 'video', 'website-color', 'width',
];

describe('contentFormatters', () => {
  it('registers every content formatter once', () => {
    expect(contentFormatters.map((f) => f.name).sort()).toEqual([...NAMES].sort());
  });

  it('are all known to templates', () => {
    for (const name of NAMES) {
      const args = /^(resized|squarespace)/.test(name) ? ' 1' : '';
      const { errors } = render(`{x|${name}${args}}`, { x: '1x1' });
      expect(errors.filter((e) => e.code === 'unknown-formatter')).toEqual([]);
    }
  });
});
