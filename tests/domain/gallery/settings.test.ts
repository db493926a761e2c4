import { describe, expect, it } from 'vitest';
import { GALLERY_SETTINGS, GALLERY_SETTING_NAMES, defaultGallerySettings } from '../../../domain/gallery/settings.js';

describe('gallery settings', () => {
  it('has the 23 settings of the table', () => {
    expect(GALLERY_SETTING_NAMES).toHaveLength(23);
  });

  it('starts from the defaults', () => {
    const settings = defaultGallerySettings();
    expect(settings.design).toBe('grid');
    expect(settings['autoplay-duration']).toBe(5);
    expect(settings['auto-crop']).toBe(true);
    expect(settings['aspect-ratio']).toBe('square');
    expect(settings['thumbnail-strip-height']).toBe(80);
    expect(settings['meta-position']).toBe('bottom');
    expect(settings['active-alignment']).toBe('center');
    expect(settings['thumbnails-per-row']).toBe(4);
    expect(settings.lightboxTheme).toBe('dark');
    expect(settings['max-width']).toBe(300);
    expect(settings.transparentBackground).toBe(false);
  });

  it('gives fresh copies', () => {
    const a = defaultGallerySettings();
    a.autoplay = true;
    expect(defaultGallerySettings().autoplay).toBe(false);
  });

  it('has defaults inside their own ranges and choices', () => {
    for (const name of GALLERY_SETTING_NAMES) {
      const def = GALLERY_SETTINGS[name];
      if (def.kind === 'range') expect(def.default >= def.min && def.default <= def.max).toBe(true);
      if (def.kind === 'choice') expect(def.values).toContain(def.default);
    }
  });
});
