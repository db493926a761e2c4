import type { FormatterDef, JsonValue } from '../engine/plugin.js';
import { numberText } from '../engine/values.js';
import { splitPath, walk } from './util/path.js';

/**
 * Turns an array of objects into an object keyed by the string or number each element holds
 * at the dotted path; elements without one are left out and a later element wins.
 */
export const keyBy: FormatterDef = {
  name: 'key-by',
  apply(value, args) {
    // No prototype, so a key such as `__proto__` is an ordinary own property.
    const out: Record<string, JsonValue> = Object.create(null);
    if (!Array.isArray(value) || args[0] === undefined) return out;
    const path = splitPath(args[0]);
    for (const element of value) {
      const key = walk(element, path);
      if (typeof key === 'string') out[key] = element;
      else if (typeof key === 'number' && Number.isFinite(key)) out[numberText(key)] = element;
    }
    return out;
  },
};
