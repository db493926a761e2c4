import type { FormatterDef } from '../../engine/plugin.js';
import { getOwn, scalarText } from '../../engine/values.js';

/** `{variant|variant-descriptor}`: its option values joined: "blue / large". */
export const variantDescriptor: FormatterDef = {
  name: 'variant-descriptor',
  apply(value) {
    const options = getOwn(value, 'optionValues');
    if (!Array.isArray(options)) return '';
    return options.map((option) => scalarText(getOwn(option, 'value'))).join(' / ');
  },
};
