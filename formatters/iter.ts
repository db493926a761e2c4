import type { FormatterDef } from '../engine/plugin.js';
import { numberText } from '../engine/values.js';

/** The 1-based position in the enclosing repeated section, as text; empty outside one. */
export const iter: FormatterDef = {
  name: 'iter',
  apply(_value, _args, scope) {
    const index = scope.resolve('@index');
    return typeof index === 'number' ? numberText(index) : '';
  },
};
