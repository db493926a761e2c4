import type { FormatterDef } from '../engine/plugin.js';
import { scriptSafeJson } from './util/json-text.js';
import { boundJson } from './util/json-bound.js';

export const jsonPretty: FormatterDef = {
  name: 'json-pretty',
  apply(value, _args, scope) {
    boundJson(value, scope, 2);
    return scriptSafeJson(value, 2);
  },
};
