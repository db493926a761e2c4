import type { FormatterDef } from '../../engine/plugin.js';

/** The i18n formatters. */
export const i18nFormatters: readonly FormatterDef[] = [];
