import type { FormatterDef } from '../../engine/plugin.js';
import { sizeOf } from './size-source.js';

/** The height of a `WxH` size; nothing for anything else. */
export const height: FormatterDef = {
  name: 'height',
  apply: (value) => sizeOf(value)?.height,
};
