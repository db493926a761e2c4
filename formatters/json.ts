import type { FormatterDef } from '../engine/plugin.js';
import { scriptSafeJson } from './util/json-text.js';
import { boundJson } from './util/json-bound.js';
import { keptScriptSafeJson } from './util/json-kept.js';

export const json: FormatterDef = {
  name: 'json',
  apply(value, _args, scope) {
    boundJson(value, scope);
    return typeof value === 'object' && value !== null ? keptScriptSafeJson(value) : scriptSafeJson(value);
  },
};
