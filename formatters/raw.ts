import type { FormatterDef } from '../engine/plugin.js';
import { rawJson } from './util/json-text.js';
import { boundJson } from './util/json-bound.js';

/** JSON text without the `</script` escaping of `json`: only for output that is not HTML. */
export const raw: FormatterDef = {
  name: 'raw',
  apply(value, _args, scope) {
    boundJson(value, scope);
    return rawJson(value);
  },
};
