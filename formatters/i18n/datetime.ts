import type { FormatterDef } from '../../engine/plugin.js';
import { datetimeArgs } from './datetime-args.js';
import { formatDatetime } from '../../domain/i18n/format-datetime.js';
import { epochTime } from './date-range.js';
import { guarded } from './guarded.js';
import { intlLocale } from './locale.js';
import { renderZone } from './time-zone.js';

/** `{t|datetime date:long time:short}`: an epoch time in the locale's date and time patterns. */
export const datetime: FormatterDef = {
  name: 'datetime',
  apply(value, args, scope) {
    if (scope.locale === 'none') return '';
    const ms = epochTime(value, scope);
    if (ms === undefined) return '';
    return guarded(scope, () => formatDatetime(ms, datetimeArgs(args), intlLocale(scope), renderZone(scope)));
  },
};
