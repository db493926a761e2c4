import type { FormatterDef, JsonValue, RenderScope } from '../../engine/plugin.js';
import { CENTS_SHIFT } from '../../domain/money/constants.js';
import { parseDecimal, shiftDecimal } from '../../domain/money/decimal.js';
import { formatLegacyAmount } from '../../domain/money/legacy-format.js';
import { readMoney, type Money } from '../../domain/money/money.js';
import { storeCurrency } from './price-html.js';

/** A number of cents in the store currency, or a money value; undefined for anything else. */
export function centsOrMoney(value: JsonValue, scope: RenderScope): Money | undefined {
  const cents = typeof value === 'object' ? undefined : parseDecimal(value);
  if (cents !== undefined) return { amount: shiftDecimal(cents, -CENTS_SHIFT), currency: storeCurrency(scope) };
  return readMoney(value);
}

export function legacyMoneyFormat(name: string): FormatterDef {
  return {
    name,
    apply(value, _args, scope) {
      const amount = centsOrMoney(value, scope);
      return amount === undefined ? '' : formatLegacyAmount(amount.amount, amount.currency);
    },
  };
}

/** `{cents|money-format}`: 12345 → "123.45" (legacy format, no symbol); also takes a money value. */
export const moneyFormat = legacyMoneyFormat('money-format');

/** `{cents|moneyFormat}`: the same, under the name Java also registers. */
export const moneyFormatCamel = legacyMoneyFormat('moneyFormat');
