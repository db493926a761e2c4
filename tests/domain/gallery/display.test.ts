import { describe, expect, it } from 'vitest';
import { galleryDisplay } from '../../../domain/gallery/display.js';
import { effectiveGallerySettings } from '../../../domain/gallery/effective.js';

describe('galleryDisplay', () => {
  it.each([
    [{ design: 'slideshow' }, { overlay: true, newTab: false, interactive: true }],
    [{ design: 'slider', newWindow: true }, { overlay: true, newTab: true, interactive: true }],
    [{ design: 'grid' }, { overlay: false, newTab: false, interactive: false }],
    [{ design: 'grid', lightbox: true, newWindow: true }, { overlay: false, newTab: false, interactive: true }],
    [{ design: 'stacked', newWindow: true }, { overlay: false, newTab: true, interactive: false }],
  ])('%j is drawn %j', (stored, drawn) => {
    expect(galleryDisplay(effectiveGallerySettings(stored))).toMatchObject(drawn);
  });

  it('carries the caption rule', () => {
    expect(galleryDisplay(effectiveGallerySettings({ 'show-meta': false })).caption).toEqual({ title: true, description: false });
  });
});
