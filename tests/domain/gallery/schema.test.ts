import { describe, expect, it } from 'vitest';
import { effectiveGallerySettings } from '../../../domain/gallery/effective.js';
import { gallerySettingsSchema } from '../../../domain/gallery/schema.js';
import { defaultGallerySettings } from '../../../domain/gallery/settings.js';
import { parseImageFormat } from '../../../domain/media/image-format.js';
import { mediaFilename, mediaIdOf } from '../../../domain/media/media.js';

const messages = (input: unknown): string[] => {
  const result = gallerySettingsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the gallery settings schema shared by the form and the server', () => {
  it('accepts the defaults', () => {
    expect(messages(defaultGallerySettings())).toEqual([]);
  });

  it('names each setting out of its range or values', () => {
    expect(messages({ ...defaultGallerySettings(), 'autoplay-duration': 11 })).toEqual(['autoplay-duration: autoplay-duration must be a number from 1 to 10']);
    expect(messages({ ...defaultGallerySettings(), 'thumbnails-per-row': 2.5 })).toEqual(['thumbnails-per-row: thumbnails-per-row must be a whole number from 1 to 10']);
    expect(messages({ ...defaultGallerySettings(), padding: -1 })).toEqual(['padding: padding must be a number from 0 to 50']);
    expect(messages({ ...defaultGallerySettings(), design: 'carousel' })).toEqual(['design: design must be one of slideshow, slider, grid, stacked']);
    expect(messages({ ...defaultGallerySettings(), lightbox: 'yes' })).toEqual(['lightbox: lightbox must be on or off']);
  });

  it('refuses a missing or unknown setting', () => {
    const { padding: _omitted, ...rest } = defaultGallerySettings();
    expect(messages(rest)).toHaveLength(1);
    expect(messages({ ...defaultGallerySettings(), sparkle: true })[0]).toMatch(/sparkle/);
  });
});

describe('the settings a gallery page renders with', () => {
  it('fills what is missing or invalid with defaults', () => {
    const settings = effectiveGallerySettings({ 'thumbnails-per-row': 3, padding: 99 });
    expect(settings['thumbnails-per-row']).toBe(3);
    expect(settings.padding).toBe(20);
    expect(settings.design).toBe('grid');
    expect(effectiveGallerySettings('nonsense')).toEqual(defaultGallerySettings());
  });

  it('turns off what the design rules out, whatever is stored', () => {
    expect(effectiveGallerySettings({ design: 'grid', autoplay: true, thumbnails: true })).toMatchObject({ autoplay: false, thumbnails: false });
    expect(effectiveGallerySettings({ design: 'stacked', autoplay: true, thumbnails: true })).toMatchObject({ autoplay: false, thumbnails: false });
    expect(effectiveGallerySettings({ design: 'slider', autoplay: true, thumbnails: true })).toMatchObject({ autoplay: true, thumbnails: false });
    expect(effectiveGallerySettings({ design: 'slideshow', autoplay: true, thumbnails: false })).toMatchObject({ autoplay: true, thumbnails: false });
  });
});

describe('image requests and names', () => {
  it('takes the srcset widths and the original, and refuses other widths', () => {
    expect(parseImageFormat(null)).toEqual({ kind: 'original' });
    expect(parseImageFormat('original')).toEqual({ kind: 'original' });
    expect(parseImageFormat('300w')).toEqual({ kind: 'width', width: 300 });
    expect(parseImageFormat('2500w')).toEqual({ kind: 'width', width: 2500 });
    expect(parseImageFormat('301w').kind).toBe('invalid');
    expect(parseImageFormat('300').kind).toBe('invalid');
  });

  it('names a file by its content type, keeping a safe base name', () => {
    expect(mediaFilename('Kiln Day!.JPG', 'image/png')).toBe('Kiln-Day.png');
    expect(mediaFilename('../../etc/passwd', 'image/jpeg')).toBe('passwd.jpg');
    expect(mediaFilename('', 'image/webp')).toBe('image.webp');
    expect(mediaIdOf('/media/abc123/x.png')).toBe('abc123');
    expect(mediaIdOf('https://elsewhere/media/abc/x.png')).toBeUndefined();
  });
});
