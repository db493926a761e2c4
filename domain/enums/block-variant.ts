import { enumeration } from './enumeration.js';

/**
 * Editor block variants 1000–1019. The code-to-name mapping is not published: codes follow the
 * order the variants are listed in, and 1019 is left unnamed.
 */
export const BlockVariant = enumeration({
  'gallery-slideshow': 1000,
  'gallery-carousel': 1001,
  'gallery-grid': 1002,
  'gallery-stack': 1003,
  'summary-wall': 1004,
  'summary-carousel': 1005,
  'summary-list': 1006,
  'summary-grid': 1007,
  'chart-bar': 1008,
  'chart-line': 1009,
  'chart-pie': 1010,
  'image-inline': 1011,
  'image-poster': 1012,
  'image-card': 1013,
  'image-overlap': 1014,
  'image-collage': 1015,
  'image-stack': 1016,
  'table-booking-reservations': 1017,
  'table-booking-events': 1018,
});
