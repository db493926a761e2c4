import type { FormatterDef } from '../../engine/plugin.js';

/** The money formatters. */
export const moneyFormatters: readonly FormatterDef[] = [];
