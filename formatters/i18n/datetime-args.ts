import { datetimeOptions, type DatetimeOptions } from '../../domain/i18n/datetime-options.js';
import { argsMemo } from '../util/args-memo.js';

/**
 * `datetimeOptions` of a call site's arguments, parsed once and frozen: `formatDatetime` keeps
 * its Intl formats per frozen options object.
 */
export const datetimeArgs: (args: readonly string[]) => DatetimeOptions = argsMemo((args) => Object.freeze(datetimeOptions(args)));
