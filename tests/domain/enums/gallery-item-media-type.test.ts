import { describe, expect, it } from 'vitest';
import { GalleryItemMediaType } from '../../../domain/enums/gallery-item-media-type.js';

describe('GalleryItemMediaType', () => {
  it('has the gallery item media types', () => {
    expect(GalleryItemMediaType.names).toEqual(['imageEmpty', 'imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video']);
  });
});
