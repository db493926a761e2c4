import { nameEnumeration } from './enumeration.js';

/** What a gallery item holds. */
export const GalleryItemMediaType = nameEnumeration([
  'imageEmpty',
  'imageFile',
  'imageLicensed',
  'imageReused',
  'assetReused',
  'video',
]);
