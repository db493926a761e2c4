import type { FormatterDef } from '../../engine/plugin.js';
import { thumbnailSizeForWidth } from '../../domain/content/thumbnail-size.js';
import { integerArg } from '../util/number-arg.js';

/** The image variant (`300w`…) for showing an image at the width in the argument (the value is not used; no width: the smallest). */
export const squarespaceThumbnailForWidth: FormatterDef = {
  name: 'squarespaceThumbnailForWidth',
  apply(_value, args) {
    // Like the reference, a missing or unreadable width asks for the smallest variant.
    return thumbnailSizeForWidth(integerArg(args[0]) ?? 0);
  },
};
