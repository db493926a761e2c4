import type { FormatterDef } from '../../engine/plugin.js';
import { decimalText } from '../../domain/i18n/decimal-text.js';
import { formatDecimal } from '../../domain/i18n/format-decimal.js';
import { decimalOptions } from '../../domain/i18n/number-options.js';
import { guarded } from './guarded.js';
import { intlLocale } from './locale.js';

/** `{n|decimal style:percent group maxfrac:2}`: a number in the locale's notation. */
export const decimal: FormatterDef = {
  name: 'decimal',
  apply(value, args, scope) {
    if (scope.locale === 'none') return '';
    const text = decimalText(value);
    return text === undefined ? '' : guarded(scope, () => formatDecimal(text, intlLocale(scope), decimalOptions(args)));
  },
};
