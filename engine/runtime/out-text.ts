import type { JsonValue } from '../plugin.js';
import { toText } from '../values.js';
import type { Context } from './context.js';
import { WEIGHED_LENGTH } from './limits.js';

/** Arrays nested deeper than this print nothing more, as in `toText`. */
const MAX_ARRAY_DEPTH = 100;

/**
 * What `{var}` prints: `toText`, except that an array (which may hold one array many times
 * over, standing for far more text than its memory) prints no further than the output and steps
 * left, and counts a step per character when it is long.
 */
export function outText(c: Context, value: JsonValue): string {
  if (typeof value !== 'object' || value === null) return toText(value);
  if (!Array.isArray(value)) return '';
  const text = arrayText(value, Math.min(c.outputRoom(), c.options.limits.maxSteps - c.steps + 1));
  if (text.length >= WEIGHED_LENGTH) c.step(text.length);
  return text;
}

/** The elements joined by commas as `toText` joins them, stopping once past `limit` characters. */
function arrayText(array: readonly JsonValue[], limit: number): string {
  let out = '';
  const visit = (elements: readonly JsonValue[], depth: number): void => {
    for (let i = 0; i < elements.length && out.length <= limit; i++) {
      if (i > 0) out += ',';
      const v = elements[i];
      if (v === undefined) continue;
      if (v === null) out += 'null';
      else if (Array.isArray(v)) {
        if (depth < MAX_ARRAY_DEPTH) visit(v, depth + 1);
      } else out += typeof v === 'object' ? '[object Object]' : toText(v);
    }
  };
  visit(array, 1);
  return out;
}
