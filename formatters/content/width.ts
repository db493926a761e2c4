import type { FormatterDef } from '../../engine/plugin.js';
import { sizeOf } from './size-source.js';

/** The width of a `WxH` size; nothing for anything else. */
export const width: FormatterDef = {
  name: 'width',
  apply: (value) => sizeOf(value)?.width,
};
