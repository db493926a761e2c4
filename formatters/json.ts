import type { FormatterDef } from '../engine/plugin.js';
import { scriptSafeJson } from './util/json-text.js';
import { boundJson } from './util/json-bound.js';

export const json: FormatterDef = {
  name: 'json',
  apply(value, _args, scope) {
    boundJson(value, scope);
    return scriptSafeJson(value);
  },
};
