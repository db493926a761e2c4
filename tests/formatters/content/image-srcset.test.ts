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

  it('prints nothing without widths or without an image', () => {
    expect(format(imageSrcset, { assetUrl: '/a.jpg', systemDataVariants: '' })).toBeUndefined();
    expect(format(imageSrcset, undefined)).toBeUndefined();
  });
});
