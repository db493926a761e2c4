import type { FormatterDef } from '../../engine/plugin.js';

/** The content formatters. */
export const contentFormatters: readonly FormatterDef[] = [];
