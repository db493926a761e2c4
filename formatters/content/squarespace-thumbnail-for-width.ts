import type { FormatterDef } from '../../engine/plugin.js';
import { thumbnailSizeForWidth } from '../../domain/content/thumbnail-size.js';
import { integerArg } from '../util/number-arg.js';

/** The image variant (`300w`…) for showing an image at the width in the argument (the value is not used). */
export const squarespaceThumbnailForWidth: FormatterDef = {
  name: 'squarespaceThumbnailForWidth',
  args: { min: 1 },
  apply(_value, args) {
    const requested = integerArg(args[0]);
    return requested === undefined ? undefined : thumbnailSizeForWidth(requested);
  },
};
