import type { FormatterDef } from '../../engine/plugin.js';
import { widthForHeight } from '../../domain/content/dimensions.js';
import { thumbnailSizeForWidth } from '../../domain/content/thumbnail-size.js';
import { resized } from './size-source.js';

/** The image variant (`300w`…) for showing the `WxH` image in the value at the argument's height. */
export const squarespaceThumbnailForHeight: FormatterDef = {
  name: 'squarespaceThumbnailForHeight',
  apply: (value, args) => resized(value, args[0], (size, h) => thumbnailSizeForWidth(widthForHeight(size, h))),
};
