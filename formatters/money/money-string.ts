import type { FormatterDef } from '../../engine/plugin.js';
import { legacyMoneyHtml } from '../../domain/money/legacy-format.js';
import { centsOrMoney } from './money-format.js';

/** `{cents|money-string}`: `money-format` inside `<span class="sqs-money-native">`. */
export const moneyString: FormatterDef = {
  name: 'money-string',
  apply(value, _args, scope) {
    const amount = centsOrMoney(value, scope);
    return amount === undefined ? '' : legacyMoneyHtml(amount.amount, amount.currency);
  },
};
