import type { FormatterDef } from '../../engine/plugin.js';
import { scalarText } from '../../engine/values.js';

/** The value as a path under the site's `base-url`: `base-url/value`. */
export const absUrl: FormatterDef = {
  name: 'AbsUrl',
  apply: (value, _args, scope) => `${scalarText(scope.resolve('base-url'))}/${scalarText(value)}`,
};
