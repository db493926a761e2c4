import type { FormatterDef } from '../engine/plugin.js';
import { rawJson } from './util/json-text.js';

/** JSON text without the `</script` escaping of `json`: only for output that is not HTML. */
export const raw: FormatterDef = {
  name: 'raw',
  apply: (value) => rawJson(value),
};
