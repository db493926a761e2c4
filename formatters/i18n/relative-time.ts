import type { FormatterDef } from '../../engine/plugin.js';
import { withContext } from '../../domain/i18n/format-datetime.js';
import { relativeFormat } from '../../domain/i18n/intl-cache.js';
import { relativeAmount, relativeTimeOptions } from '../../domain/i18n/relative-time.js';
import { epochTime } from './date-range.js';
import { guarded } from './guarded.js';
import { intlLocale } from './locale.js';

/** `{t|relative-time}` (from the render's clock) or `{start, end|relative-time}`: "in 2 hours". */
export const relativeTime: FormatterDef = {
  name: 'relative-time',
  apply(value, args, scope, values) {
    if (scope.locale === 'none') return '';
    const start = epochTime(values.length > 1 ? value : scope.now, scope);
    const end = epochTime(values.length > 1 ? values[1] : value, scope);
    if (start === undefined || end === undefined) return '';
    const o = relativeTimeOptions(args);
    return guarded(scope, () => {
      const [amount, unit] = relativeAmount(end - start, o);
      const text = relativeFormat(intlLocale(scope), { numeric: amount === 0 ? 'auto' : 'always', style: o.width }).format(amount, unit);
      return withContext(text, o.context, intlLocale(scope));
    });
  },
};
