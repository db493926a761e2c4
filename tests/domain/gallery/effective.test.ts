import { describe, expect, it } from 'vitest';
import { SETTING_DESIGNS, appliesToDesign } from '../../../domain/gallery/applies.js';
import { galleryCaption } from '../../../domain/gallery/caption.js';
import { effectiveGallerySettings, readGallerySettings } from '../../../domain/gallery/effective.js';
import { GALLERY_SETTINGS } from '../../../domain/gallery/settings.js';

/** The eight display settings, each away from its default. */
const STORED = {
  'show-meta-basic': false,
  'meta-position': 'top-left',
  'show-meta-on-hover': true,
  'active-alignment': 'right',
  'max-width': 120,
  newWindow: true,
  transparentBackground: true,
  'square-thumbs': false,
} as const;

const KEPT: Record<string, readonly (keyof typeof STORED)[]> = {
  slideshow: ['show-meta-basic', 'meta-position', 'show-meta-on-hover', 'newWindow', 'transparentBackground', 'square-thumbs'],
  slider: ['show-meta-basic', 'meta-position', 'show-meta-on-hover', 'active-alignment', 'newWindow', 'transparentBackground'],
  grid: ['show-meta-basic', 'max-width', 'newWindow'],
  stacked: ['show-meta-basic', 'newWindow'],
};

describe('effectiveGallerySettings: the display settings where they apply', () => {
  it.each(Object.entries(KEPT))('%s keeps what applies to it and reads the rest at their defaults', (design, kept) => {
    const settings = effectiveGallerySettings({ ...STORED, design });
    for (const name of Object.keys(STORED) as (keyof typeof STORED)[]) {
      expect([name, settings[name]]).toEqual([name, kept.includes(name) ? STORED[name] : GALLERY_SETTINGS[name].default]);
    }
  });

  it('still turns off what a design rules out before looking at where a setting applies', () => {
    expect(effectiveGallerySettings({ design: 'grid', autoplay: true, thumbnails: true })).toMatchObject({ autoplay: false, thumbnails: false });
  });

  it('takes the default for an invalid stored value', () => {
    expect(effectiveGallerySettings({ design: 'slider', 'meta-position': 'middle', 'max-width': 99, 'active-alignment': 3 })).toMatchObject({
      'meta-position': 'bottom',
      'max-width': 300,
      'active-alignment': 'center',
    });
  });
});

describe('appliesToDesign', () => {
  it('lists every design it names among the four designs', () => {
    for (const designs of Object.values(SETTING_DESIGNS)) for (const d of designs ?? []) expect(['slideshow', 'slider', 'grid', 'stacked']).toContain(d);
  });

  it('applies a setting not listed to every design, and nothing listed to an unknown design', () => {
    expect(appliesToDesign('stacked', 'padding')).toBe(true);
    expect(appliesToDesign('carousel', 'max-width')).toBe(false);
    expect(appliesToDesign('constructor', 'newWindow')).toBe(false);
    expect(appliesToDesign('grid', 'constructor')).toBe(true);
    expect(appliesToDesign('grid', 'toString')).toBe(true);
  });
});

describe('galleryCaption', () => {
  const caption = (basic: boolean, meta: boolean, onlyTitle: boolean) =>
    galleryCaption({ 'show-meta-basic': basic, 'show-meta': meta, 'show-meta-only-title': onlyTitle });

  it('shows title and description by default', () => {
    expect(caption(true, true, false)).toEqual({ title: true, description: true });
  });

  it('drops the description when image details are off or only the title is asked for', () => {
    expect(caption(true, false, false)).toEqual({ title: true, description: false });
    expect(caption(true, true, true)).toEqual({ title: true, description: false });
  });

  it.each([
    [true, false],
    [false, true],
    [true, true],
    [false, false],
  ])('shows nothing when show-meta-basic is off (show-meta %s, only title %s)', (meta, onlyTitle) => {
    expect(caption(false, meta, onlyTitle)).toEqual({ title: false, description: false });
  });
});

describe('readGallerySettings: what an editor reads back', () => {
  it('keeps a stored setting that does not apply to the design, so a later design change finds it', () => {
    expect(readGallerySettings({ ...STORED, design: 'grid' })).toMatchObject(STORED);
  });

  it('still reads what the design rules out as off', () => {
    expect(readGallerySettings({ design: 'stacked', autoplay: true, thumbnails: true })).toMatchObject({ autoplay: false, thumbnails: false });
  });
});
