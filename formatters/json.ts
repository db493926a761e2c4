import type { FormatterDef } from '../engine/plugin.js';
import { scriptSafeJson } from './util/json-text.js';
import { boundJson, outputRoom } from './util/json-bound.js';
import { keepJson, keptJson } from './util/json-kept.js';

export const json: FormatterDef = {
  name: 'json',
  apply(value, _args, scope) {
    if (typeof value !== 'object' || value === null) return scriptSafeJson(value);
    // Unchanged data printed before: its text, its size counted as the bound would count it.
    const kept = keptJson(value);
    if (kept !== undefined && kept.size <= outputRoom(scope)) {
      scope.work?.(kept.size);
      return kept.text;
    }
    const size = boundJson(value, scope);
    const text = scriptSafeJson(value);
    keepJson(value, text, size);
    return text;
  },
};
