import type { FormatterDef } from '../../engine/plugin.js';
import { numberText } from '../../engine/values.js';
import { timeAgo } from '../../domain/i18n/time-ago.js';
import { epochTime } from './date-range.js';

/** `{t|timesince}`: how long before the render's clock an epoch time was, in a span. */
export const timesince: FormatterDef = {
  name: 'timesince',
  apply(value, _args, scope) {
    const epochMs = epochTime(value, scope);
    if (epochMs === undefined) return 'Invalid date.';
    return `<span class="timesince" data-date="${numberText(epochMs)}">${timeAgo(scope.now - epochMs)}</span>`;
  },
};
