import type { FormatterDef } from '../../engine/plugin.js';
import { formatInterval, intervalSkeleton } from '../../domain/i18n/format-interval.js';
import { epochTime } from './date-range.js';
import { guarded } from './guarded.js';
import { intlLocale } from './locale.js';
import { renderZone } from './time-zone.js';

/** `{start, end|datetime-interval yMMMd}`: the range between two epoch times. */
export const datetimeInterval: FormatterDef = {
  name: 'datetime-interval',
  apply(value, args, scope, values) {
    if (scope.locale === 'none') return '';
    const start = epochTime(value, scope);
    const end = epochTime(values[1], scope);
    if (start === undefined || end === undefined) return '';
    return guarded(scope, () => formatInterval(start, end, intervalSkeleton(args), intlLocale(scope), renderZone(scope)));
  },
};
