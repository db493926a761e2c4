import type { FormatterDef } from '../../engine/plugin.js';
import { formatLocalizedLegacy } from '../../domain/money/localized-legacy-format.js';
import { readMoney } from '../../domain/money/money.js';

/**
 * `{price|i18n-money-format de_DE}`: a money value in the legacy localized format, in the
 * locale given (else the render's). Nothing when locale formatting is off.
 */
export const i18nMoneyFormat: FormatterDef = {
  name: 'i18n-money-format',
  apply(value, args, scope) {
    const amount = readMoney(value);
    if (amount === undefined || scope.locale === 'none') return '';
    return formatLocalizedLegacy(amount.amount, amount.currency, args[0] ?? scope.locale);
  },
};
