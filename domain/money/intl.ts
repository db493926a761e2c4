import { numberFormat as cachedNumberFormat } from '../i18n/intl-cache.js';
import type { Decimal } from './decimal.js';

/**
 * Formats an exact decimal with Intl: since ES2023 `format` takes numeric text and rounds it
 * without going through a binary double. (The project's TypeScript lib is ES2022, whose typings
 * only name numbers.)
 */
export function formatExact(format: Intl.NumberFormat, amount: Decimal): string {
  let texts = formatted.get(format);
  if (texts === undefined) formatted.set(format, (texts = new Map()));
  let text = texts.get(amount);
  if (text === undefined) {
    text = format.format(amount as unknown as number);
    if (texts.size >= 4096) texts.clear();
    texts.set(amount, text);
  }
  return text;
}

/** Amounts already formatted, per format: prices repeat from page to page, and Intl is slow. */
const formatted = new WeakMap<Intl.NumberFormat, Map<Decimal, string>>();

/** A cached Intl.NumberFormat; undefined when Intl rejects the locale or the options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions & Record<string, unknown>): Intl.NumberFormat | undefined {
  try {
    return cachedNumberFormat(locale, options);
  } catch {
    return undefined;
  }
}

/** A BCP 47 tag from the spellings templates use ("de_DE", "en-US"); undefined if Intl rejects it. */
export function normalizeLocale(locale: string): string | undefined {
  if (!locales.has(locale)) {
    let tag: string | undefined;
    try {
      tag = Intl.getCanonicalLocales(locale.trim().replace(/_/g, '-'))[0];
    } catch {
      tag = undefined;
    }
    if (locales.size >= 256) locales.clear();
    locales.set(locale, tag);
  }
  return locales.get(locale);
}

const locales = new Map<string, string | undefined>();
