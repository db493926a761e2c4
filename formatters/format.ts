import type { FormatterDef } from '../engine/plugin.js';
import { toText } from '../engine/values.js';
import { scalarText } from './util/text.js';

const PLACEHOLDER = /\{(\d+)\}/g;

/**
 * Fills `{0}`, `{1}`… in the value's text with the arguments (paths or literals), printed as
 * `{var}` prints them; a placeholder without an argument becomes empty, other braces stay.
 */
export const format: FormatterDef = {
  name: 'format',
  apply(value, args, scope) {
    const values = args.map((arg) => scope.resolveArg(arg));
    return scalarText(value).replace(PLACEHOLDER, (_match, digits: string) => {
      const index = Number(digits);
      return index < values.length ? toText(values[index]) : '';
    });
  },
};
