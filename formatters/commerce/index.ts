import type { FormatterDef } from '../../engine/plugin.js';

/** The commerce formatters. */
export const commerceFormatters: readonly FormatterDef[] = [];
