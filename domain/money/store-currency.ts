import { getOwn } from '../../engine/values.js';
import { DEFAULT_CURRENCY } from './currencies.js';

/** A currency code as settings write it, trimmed and upper-cased, when it is three letters. */
function code(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(text) ? text : undefined;
}

/**
 * The store currency the website settings name, the one rule of the server, the templates and
 * the admin: the store settings' `selectedCurrency`, else the website's `currencyCode`;
 * undefined when neither is a currency code.
 */
export function namedStoreCurrency(website: unknown): string | undefined {
  return code(getOwn(getOwn(website, 'storeSettings'), 'selectedCurrency')) ?? code(getOwn(website, 'currencyCode'));
}

/** The store currency of the website settings: the one they name, else USD. */
export function storeCurrencyOf(website: unknown): string {
  return namedStoreCurrency(website) ?? DEFAULT_CURRENCY;
}
