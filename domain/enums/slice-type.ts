import { enumeration } from './enumeration.js';

/**
 * Slice types 1–19, named for `{.current-type? name}`. Code 2 is named after the slice that
 * follows the heading in the slice-name list.
 */
export const SliceType = enumeration({
  undefined: -1,
  heading: 1,
  'sub-heading': 2,
  body: 3,
  image: 4,
  gallery: 5,
  video: 6,
  'social-icons': 7,
  buttons: 8,
  navigation: 9,
  'custom-form': 10,
  newsletter: 11,
  album: 12,
  map: 13,
  logo: 14,
  action: 15,
  form: 16,
  lock: 17,
  password: 18,
  twitter: 19,
});
