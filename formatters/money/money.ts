import type { FormatterDef } from '../../engine/plugin.js';
import { formatMoney } from '../../domain/money/cldr-format.js';
import { readMoney } from '../../domain/money/money.js';
import { moneyOptions } from '../../domain/money/money-options.js';

/**
 * `{price|money style:accounting}`: a money value ({decimalValue, currencyCode} or {value,
 * currency}) in the render's locale. Nothing for other values or when locale formatting is off.
 */
export const money: FormatterDef = {
  name: 'money',
  apply(value, args, scope) {
    const amount = readMoney(value);
    if (amount === undefined || scope.locale === 'none') return '';
    return formatMoney(amount.amount, amount.currency, scope.locale, moneyOptions(args));
  },
};
