import type { FormatterDef } from '../../engine/plugin.js';
import { getOwn } from '../../engine/values.js';
import { imageMetaAttributes } from './image-attributes.js';

/** The image attributes of the value's `coverImage`. */
export const coverImageMeta: FormatterDef = {
  name: 'cover-image-meta',
  apply: (value, _args, scope) => imageMetaAttributes(getOwn(value, 'coverImage'), scope),
};
