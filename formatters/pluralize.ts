import type { FormatterDef } from '../engine/plugin.js';
import { toNumber } from '../engine/values.js';

/**
 * The singular suffix when the value is 1, else the plural one. No argument: '' / 's'; one: ''
 * / it; two: the first / the second.
 */
export const pluralize: FormatterDef = {
  name: 'pluralize',
  apply(value, args) {
    const [singular, plural] = args.length >= 2 ? args : ['', args[0] ?? 's'];
    return toNumber(value) === 1 ? singular : plural;
  },
};
