import type { FormatterDef } from '../../engine/plugin.js';
import { date } from './date.js';
import { datetimeInterval } from './datetime-interval.js';
import { datetime } from './datetime.js';
import { datetimefield } from './datetimefield.js';
import { decimal } from './decimal.js';
import { message, plural } from './message.js';
import { relativeTime } from './relative-time.js';
import { timesince } from './timesince.js';
import { unit } from './unit.js';

/** The i18n formatters. */
export const i18nFormatters: readonly FormatterDef[] = [
  date,
  datetime,
  datetimefield,
  datetimeInterval,
  decimal,
  message,
  plural,
  relativeTime,
  timesince,
  unit,
];
