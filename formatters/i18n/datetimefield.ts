import type { FormatterDef } from '../../engine/plugin.js';
import { formatDateField } from '../../domain/i18n/format-date-field.js';
import { dateInstant } from './date-instant.js';
import { guarded } from './guarded.js';
import { intlLocale } from './locale.js';
import { renderZone } from './time-zone.js';

/** `{t|datetimefield EEEE}`: one field of an epoch time (CLDR pattern letters) in the locale's words. */
export const datetimefield: FormatterDef = {
  name: 'datetimefield',
  apply(value, args, scope) {
    const [field] = args;
    if (scope.locale === 'none' || field === undefined) return '';
    return guarded(scope, () => formatDateField(dateInstant(value), field.trim(), intlLocale(scope), renderZone(scope)) ?? '');
  },
};
