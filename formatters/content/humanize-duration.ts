import type { FormatterDef } from '../../engine/plugin.js';
import { toNumber } from '../../engine/values.js';
import { humanizeDuration as minutesAndSeconds } from '../../domain/content/humanize-duration.js';

/** A duration in milliseconds as `m:ss`. */
export const humanizeDuration: FormatterDef = {
  name: 'humanizeDuration',
  apply: (value) => minutesAndSeconds(toNumber(value)),
};
