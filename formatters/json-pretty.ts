import type { FormatterDef } from '../engine/plugin.js';
import { scriptSafeJson } from './util/json-text.js';

export const jsonPretty: FormatterDef = {
  name: 'json-pretty',
  apply: (value) => scriptSafeJson(value, 2),
};
