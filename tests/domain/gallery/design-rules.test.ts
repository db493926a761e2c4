import { describe, expect, it } from 'vitest';
import { offForDesign, selectDesign } from '../../../domain/gallery/design-rules.js';
import { defaultGallerySettings } from '../../../domain/gallery/settings.js';

describe('selectDesign', () => {
  const on = { ...defaultGallerySettings(), thumbnails: true, autoplay: true };
  const off = { ...defaultGallerySettings(), thumbnails: false, autoplay: false };

  it('slideshow turns thumbnails on and leaves autoplay', () => {
    expect(selectDesign(off, 'slideshow')).toMatchObject({ design: 'slideshow', thumbnails: true, autoplay: false });
    expect(selectDesign(on, 'slideshow')).toMatchObject({ thumbnails: true, autoplay: true });
  });

  it('slider turns thumbnails off and leaves autoplay', () => {
    expect(selectDesign(on, 'slider')).toMatchObject({ design: 'slider', thumbnails: false, autoplay: true });
  });

  it.each(['grid', 'stacked'] as const)('%s turns thumbnails and autoplay off', (design) => {
    expect(selectDesign(on, design)).toMatchObject({ design, thumbnails: false, autoplay: false });
  });

  it('changes nothing else and does not modify its input', () => {
    const before = { ...on, padding: 7 };
    const after = selectDesign(before, 'grid');
    expect(after.padding).toBe(7);
    expect(before.autoplay).toBe(true);
  });
});

describe('offForDesign', () => {
  it('rules out what a design turns off', () => {
    expect(offForDesign('grid', 'autoplay')).toBe(true);
    expect(offForDesign('stacked', 'thumbnails')).toBe(true);
    expect(offForDesign('slider', 'thumbnails')).toBe(true);
  });

  it('keeps what a design allows or turns on, and knows no other designs', () => {
    expect(offForDesign('slider', 'autoplay')).toBe(false);
    expect(offForDesign('slideshow', 'thumbnails')).toBe(false);
    expect(offForDesign('grid', 'lightbox')).toBe(false);
    expect(offForDesign('carousel', 'autoplay')).toBe(false);
    expect(offForDesign('constructor', 'autoplay')).toBe(false);
    expect(offForDesign('grid', 'constructor')).toBe(false);
  });
});
