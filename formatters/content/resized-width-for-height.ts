import type { FormatterDef } from '../../engine/plugin.js';
import { widthForHeight } from '../../domain/content/dimensions.js';
import { resized } from './size-source.js';

/** The width of the `WxH` image in the value scaled to the height in the argument. */
export const resizedWidthForHeight: FormatterDef = {
  name: 'resizedWidthForHeight',
  apply: (value, args) => resized(value, args[0], widthForHeight),
};
