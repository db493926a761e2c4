import type { FormatterDef } from '../../engine/plugin.js';
import { formatNumber } from '../../domain/money/cldr-format.js';
import { parseDecimal } from '../../domain/money/decimal.js';

/**
 * `{n|percentage-format [trim]}`: the number as the locale writes it with 2 to 3 fraction
 * digits (0 to 3 with `trim`); no % sign and no scaling. Text that is no number counts as 0.
 */
export const percentageFormat: FormatterDef = {
  name: 'percentage-format',
  apply(value, args, scope) {
    if (scope.locale === 'none') return '';
    const n = (typeof value === 'object' ? undefined : parseDecimal(value)) ?? '0';
    return formatNumber(n, scope.locale, { minimumFractionDigits: args.includes('trim') ? 0 : 2, maximumFractionDigits: 3 });
  },
};
