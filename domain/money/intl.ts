import type { Decimal } from './decimal.js';

/**
 * Formats an exact decimal with Intl: since ES2023 `format` takes numeric text and rounds it
 * without going through a binary double. (The project's TypeScript lib is ES2022, whose typings
 * only name numbers.)
 */
export function formatExact(format: Intl.NumberFormat, amount: Decimal): string {
  return format.format(amount as unknown as number);
}

const cache = new Map<string, Intl.NumberFormat>();

/** A cached Intl.NumberFormat; undefined when Intl rejects the locale or the options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions & Record<string, unknown>): Intl.NumberFormat | undefined {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      return undefined;
    }
    if (cache.size >= 512) cache.clear();
    cache.set(key, format);
  }
  return format;
}

/** A BCP 47 tag from the spellings templates use ("de_DE", "en-US"); undefined if Intl rejects it. */
export function normalizeLocale(locale: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(locale.trim().replace(/_/g, '-'))[0];
  } catch {
    return undefined;
  }
}
