import type { FormatterDef } from '../../engine/plugin.js';
import { getOwn } from '../../engine/values.js';
import { walk } from '../util/path.js';
import { integerArg } from '../util/number-arg.js';
import { imageMetaAttributes } from './image-attributes.js';

/** The image attributes of the value's `items[n]` (n from the argument, default 0). */
export const childImageMeta: FormatterDef = {
  name: 'child-image-meta',
  apply(value, args, scope) {
    const index = args.length === 0 ? 0 : integerArg(args[0]);
    if (index === undefined) return '';
    return imageMetaAttributes(walk(getOwn(value, 'items'), [index]), scope);
  },
};
