import type { FormatterDef } from '../../engine/plugin.js';
import { imageMetaAttributes } from './image-attributes.js';

/** The lazy-loading attributes of the image in the value (`data-src`, dimensions, alt…). */
export const imageMeta: FormatterDef = {
  name: 'image-meta',
  apply: (value, _args, scope) => imageMetaAttributes(value, scope),
};
