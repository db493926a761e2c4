import type { FormatterDef } from '../../engine/plugin.js';

/** The social formatters. */
export const socialFormatters: readonly FormatterDef[] = [];
