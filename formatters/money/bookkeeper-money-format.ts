import type { FormatterDef } from '../../engine/plugin.js';
import { formatMoney } from '../../domain/money/cldr-format.js';
import { CENTS_SHIFT } from '../../domain/money/constants.js';
import { parseDecimal, shiftDecimal } from '../../domain/money/decimal.js';
import { currencyForLocale } from '../../domain/money/region-currency.js';

/**
 * `{cents|bookkeeper-money-format}`: cents in the currency of the locale's region, as the locale
 * writes money (12345 in en-US → "$123.45"). Text that is no number counts as 0.
 */
export const bookkeeperMoneyFormat: FormatterDef = {
  name: 'bookkeeper-money-format',
  apply(value, _args, scope) {
    if (scope.locale === 'none') return '';
    const cents = typeof value === 'object' ? undefined : parseDecimal(value);
    const amount = shiftDecimal(cents ?? '0', -CENTS_SHIFT);
    return formatMoney(amount, currencyForLocale(scope.locale), scope.locale);
  },
};
