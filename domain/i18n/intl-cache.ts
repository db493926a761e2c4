/** Intl objects are costly to build and templates reuse a few settings, so they are kept. */
const MAX_ENTRIES = 512;

function memo<O, T>(build: (locale: string, options: O) => T): (locale: string, options: O) => T {
  const cache = new Map<string, T>();
  return (locale, options) => {
    let key = locale;
    const fields = options as Record<string, unknown>;
    // The options are object literals: for…in sees their own fields, without an array per call.
    for (const name in fields) key += `\u0000${name}=${String(fields[name])}`;
    let value = cache.get(key);
    if (value === undefined) {
      value = build(locale, options);
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(key, value);
    }
    return value;
  };
}

export const numberFormat = memo((locale: string, o: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, o));
export const dateFormat = memo((locale: string, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, o));
export const pluralRules = memo((locale: string, o: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, o));
export const relativeFormat = memo((locale: string, o: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, o));
