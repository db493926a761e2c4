import { visibleFractionDigits } from './decimal-text.js';
import { pluralRules } from './intl-cache.js';

const CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** Why plural keys cannot be used: a missing `other`, or a key that is no plural category nor `=N`. */
export function pluralKeysError(keys: readonly string[]): string | undefined {
  if (!keys.includes('other')) return "A plural needs an 'other' form";
  const bad = keys.find((k) => !CATEGORIES.has(k) && !/^=-?\d+(\.\d+)?$/.test(k));
  return bad === undefined ? undefined : `'${bad}' is not a plural category nor an explicit =number`;
}

/**
 * The key a plural picks for the number written as `text`: an exact `=N` key, else the locale's
 * category (cardinal or ordinal; "1.0" counts its visible fraction digit); undefined when the
 * message has no form for that category (it then prints nothing, as the reference does).
 */
export function selectPluralKey(keys: readonly string[], text: string, locale: string, ordinal: boolean): string | undefined {
  const n = Number(text);
  const exact = keys.find((k) => k.startsWith('=') && Number(k.slice(1)) === n);
  if (exact !== undefined) return exact;
  const digits = Math.min(visibleFractionDigits(text), 20);
  const rules = pluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal', minimumFractionDigits: digits });
  const category = rules.select(n);
  return keys.includes(category) ? category : undefined;
}
