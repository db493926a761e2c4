import type { FormatterDef } from '../engine/plugin.js';
import { scriptSafeJson } from './util/json-text.js';

export const json: FormatterDef = {
  name: 'json',
  apply: (value) => scriptSafeJson(value),
};
