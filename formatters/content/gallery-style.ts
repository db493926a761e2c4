import type { FormatterDef } from '../../engine/plugin.js';
import { ErrorCode } from '../../engine/error-codes.js';
import { renderFragment } from '../util/fragment.js';

/** A class-name prefix: lowercase letters, digits and hyphens, starting with a letter. */
const PREFIX = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * The `<style>` of the gallery settings that lay a gallery out beyond its plain track (templates/gallery-style.jsont):
 * the grid's columns and max-width, the slider's slide width and active-alignment, the slideshow's
 * and slider's background (transparentBackground), captions over the image at meta-position and
 * shown on hover, the "(opens in a new tab)" note of newWindow, square thumbnails. Arguments: the
 * prefix of the gallery's class names (`gallery-block`: `.gallery-block-track`,
 * `.gallery-block-meta-top`…), then the prefix of its design classes (`.gallery-design-grid`;
 * the first prefix when not given). The value is not read.
 */
export const galleryStyle: FormatterDef = {
  name: 'gallery-style',
  apply(_value, args, scope) {
    const [prefix = '', design = prefix] = args;
    if (!PREFIX.test(prefix) || !PREFIX.test(design)) {
      scope.error(ErrorCode.InvalidArguments, `gallery-style: '${prefix}' / '${design}' are not class-name prefixes (lowercase letters, digits and hyphens)`);
      return '';
    }
    return renderFragment('gallery-style', { prefix, design }, scope);
  },
};
