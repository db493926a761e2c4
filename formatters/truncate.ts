import type { FormatterDef } from '../engine/plugin.js';
import { integerArg } from './util/number-arg.js';
import { scalarText } from './util/text.js';

const DEFAULT_LIMIT = 100;

/**
 * Shortens text longer than the limit (default 100) to end after the last white space within
 * the limit, or at the limit when there is none, then adds the ellipsis (default `...`).
 */
export const truncate: FormatterDef = {
  name: 'truncate',
  apply(value, args) {
    const limit = args.length > 0 ? integerArg(args[0]) : DEFAULT_LIMIT;
    if (limit === undefined || limit <= 0) return value;
    const text = scalarText(value);
    if (text.length <= limit) return text;
    return text.slice(0, cutPoint(text, limit)) + (args[1] ?? '...');
  },
};

function cutPoint(text: string, limit: number): number {
  for (let i = limit - 1; i >= 0; i--) {
    if (/\s/.test(text[i] ?? '')) return i + 1;
  }
  return isLowSurrogate(text.charCodeAt(limit)) ? limit - 1 : limit;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
