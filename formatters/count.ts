import type { FormatterDef } from '../engine/plugin.js';
import { isObject } from '../engine/values.js';

/** Elements of an array, keys of an object, UTF-16 units of a string; 0 for anything else. */
export const count: FormatterDef = {
  name: 'count',
  apply(value) {
    if (Array.isArray(value) || typeof value === 'string') return value.length;
    if (isObject(value)) return Object.keys(value).length;
    return 0;
  },
};
