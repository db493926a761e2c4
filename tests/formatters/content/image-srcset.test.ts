import { describe, expect, it } from 'vitest';
import { imageSrcset } from '../../../formatters/content/image-srcset.js';
import { format } from '../../helpers/fake-scope.js';

describe('image-srcset', () => {
  it('prints a srcset attribute with a leading space', () => {
    expect(format(imageSrcset, { assetUrl: '/a.jpg', systemDataVariants: '10x10,100w,2500w' })).toBe(
      ' srcset="/a.jpg?format=100w 100w,/a.jpg?format=2500w 2500w"',
    );
  });

  it('adds the original at the next width up', () => {
    expect(format(imageSrcset, { assetUrl: '/a.jpg', systemDataVariants: '750w' })).toBe(
      ' srcset="/a.jpg?format=750w 750w,/a.jpg?format=original 1000w"',
    );
  });

  it('escapes the URL', () => {
    expect(format(imageSrcset, { assetUrl: '/a".jpg', systemDataVariants: '2500w' })).toBe(
      ' srcset="/a&quot;.jpg?format=2500w 2500w"',
    );
  });

  it('keeps the attributes of images sharing their widths apart by URL', () => {
    for (let round = 0; round < 2; round++) {
      expect(format(imageSrcset, { assetUrl: '/b&c.jpg', systemDataVariants: '1500w' })).toBe(
        ' srcset="/b&amp;c.jpg?format=1500w 1500w,/b&amp;c.jpg?format=original 2500w"',
      );
      expect(format(imageSrcset, { assetUrl: '/é.jpg', systemDataVariants: '1500w' })).toBe(
        ' srcset="/é.jpg?format=1500w 1500w,/é.jpg?format=original 2500w"',
      );
      expect(format(imageSrcset, { assetUrl: '/é.jpg', systemDataVariants: '' })).toBeUndefined();
      expect(format(imageSrcset, { systemDataVariants: '100w' })).toBe(' srcset="?format=100w 100w,?format=original 300w"');
    }
  });

  it('prints nothing without widths or without an image', () => {
    expect(format(imageSrcset, { assetUrl: '/a.jpg', systemDataVariants: '' })).toBeUndefined();
    expect(format(imageSrcset, undefined)).toBeUndefined();
  });
});
