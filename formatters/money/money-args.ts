import { moneyOptions, type NumberOptions } from '../../domain/money/money-options.js';
import { argsMemo } from '../util/args-memo.js';

/**
 * `moneyOptions` of a call site's arguments, parsed once and frozen: `formatMoney` keeps its
 * Intl formats per frozen options object.
 */
export const moneyArgs: (args: readonly string[]) => NumberOptions = argsMemo((args) => Object.freeze(moneyOptions(args)));
