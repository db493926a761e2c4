import type { FormatterDef } from '../../engine/plugin.js';
import { heightForWidth } from '../../domain/content/dimensions.js';
import { resized } from './size-source.js';

/** The height of the `WxH` image in the value scaled to the width in the argument. */
export const resizedHeightForWidth: FormatterDef = {
  name: 'resizedHeightForWidth',
  apply: (value, args) => resized(value, args[0], heightForWidth),
};
