import { ErrorCode } from '../../engine/error-codes.js';
import type { FormatterDef } from '../../engine/plugin.js';
import { formatMoney } from '../../domain/money/cldr-format.js';
import { readMoney } from '../../domain/money/money.js';
import { moneyArgs } from './money-args.js';

/**
 * `{price|money style:accounting}`: a money value ({decimalValue, currencyCode} or {value,
 * currency}) in the render's locale. Nothing for other values or when locale formatting is off.
 */
export const money: FormatterDef = {
  name: 'money',
  apply(value, args, scope) {
    const amount = readMoney(value);
    if (amount === undefined) scope.warn?.(ErrorCode.NotMoney, `money prints nothing for ${describe(value)}: it needs {decimalValue, currencyCode}`);
    if (amount === undefined || scope.locale === 'none') return '';
    return formatMoney(amount.amount, amount.currency, scope.locale, moneyArgs(args));
  },
};

function describe(value: unknown): string {
  if (value === undefined) return 'a missing value';
  if (value === null || typeof value !== 'object') return `${JSON.stringify(value)}`;
  return Array.isArray(value) ? 'a list' : 'an object without a money amount';
}
