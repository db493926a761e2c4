import type { FormatterDef } from '../../engine/plugin.js';
import { toNumber } from '../../engine/values.js';
import { formatUnit } from '../../domain/i18n/format-unit.js';
import { unitOptions } from '../../domain/i18n/unit-options.js';
import { guarded } from './guarded.js';
import { intlLocale } from './locale.js';

/** `{n|unit in:second sequence:hour,minute format:long}`: an amount of a unit, converted. */
export const unit: FormatterDef = {
  name: 'unit',
  apply(value, args, scope) {
    if (scope.locale === 'none') return '';
    const n = toNumber(value);
    if (!Number.isFinite(n)) return '';
    return guarded(scope, () => formatUnit(n, unitOptions(args), intlLocale(scope)));
  },
};
