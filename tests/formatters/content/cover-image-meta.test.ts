import { describe, expect, it } from 'vitest';
import { html } from './render-helper.js';

describe('cover-image-meta', () => {
  it('prints the attributes of coverImage', () => {
    expect(html('{@|cover-image-meta}', { coverImage: { assetUrl: '/c.jpg', filename: 'c.jpg' } })).toBe(
      'data-src="/c.jpg" data-image="/c.jpg" data-image-dimensions="" data-image-focal-point="0.5,0.5" alt="c.jpg" ',
    );
  });

  it('prints nothing without one', () => {
    expect(html('{@|cover-image-meta}', { title: 'x' })).toBe('');
  });
});
