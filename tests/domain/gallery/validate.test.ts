import { describe, expect, it } from 'vitest';
import { validateGallerySettings } from '../../../domain/gallery/validate.js';
import { defaultGallerySettings } from '../../../domain/gallery/settings.js';

describe('validateGallerySettings', () => {
  it('fills missing settings with defaults and ignores unknown keys', () => {
    const result = validateGallerySettings({ design: 'slider', padding: 0, extra: 1 });
    expect(result).toEqual({ ok: true, settings: { ...defaultGallerySettings(), design: 'slider', padding: 0 } });
  });

  it('accepts the ends of each range', () => {
    expect(validateGallerySettings({ 'autoplay-duration': 1, 'max-width': 100, 'thumbnails-per-row': 10 }).ok).toBe(true);
    expect(validateGallerySettings({ 'autoplay-duration': 10, 'max-width': 300, 'thumbnail-strip-margin': 60 }).ok).toBe(true);
  });

  it.each([
    ['autoplay-duration', 0],
    ['autoplay-duration', 11],
    ['thumbnail-strip-height', 201],
    ['thumbnail-strip-margin', -1],
    ['thumbnails-per-row', 0],
    ['thumbnails-per-row', 2.5],
    ['padding', 51],
    ['max-width', 99],
    ['max-width', '200'],
    ['padding', Number.NaN],
  ])('rejects %s = %s naming the setting', (name, value) => {
    const result = validateGallerySettings({ [name]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual([expect.stringMatching(new RegExp(`^${name} must be .* from \\d+ to \\d+`))]);
  });

  it('rejects unknown choices and non-boolean flags', () => {
    const result = validateGallerySettings({ design: 'carousel', lightbox: 'yes', 'meta-position': 'middle' });
    expect(result).toEqual({
      ok: false,
      errors: [
        'design must be one of slideshow, slider, grid, stacked, not "carousel"',
        'meta-position must be one of top, top-left, top-right, center, bottom, bottom-left, bottom-right, not "middle"',
        'lightbox must be true or false, not "yes"',
      ],
    });
  });

  it('rejects what is not an object', () => {
    for (const input of [null, [], 'grid', 1]) expect(validateGallerySettings(input).ok).toBe(false);
  });

  it('does not read inherited keys', () => {
    const input = JSON.parse('{"__proto__": {"design": "carousel"}}');
    expect(validateGallerySettings(input).ok).toBe(true);
  });
});
