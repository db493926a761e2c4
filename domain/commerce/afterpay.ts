import type { JsonValue } from '../../engine/plugin.js';
import { getOwn } from '../../engine/values.js';
import { fieldNumber } from './json-number.js';
import { PHYSICAL } from '../enums/product-type.js';
import { localeParts } from './locale-parts.js';

export type InstallmentBrand = 'Afterpay' | 'Clearpay';

/** Supported region → languages (spec 001 §5). Great Britain knows the service as Clearpay. */
const SUPPORTED: Readonly<Record<string, readonly string[]>> = {
  US: ['en'],
  CA: ['en', 'fr'],
  AU: ['en'],
  NZ: ['en'],
  GB: ['en'],
};

/** The brand offered in a locale (`en-GB` → Clearpay, `en-US`… → Afterpay), or undefined. */
export function afterpayBrand(locale: string): InstallmentBrand | undefined {
  const { language, region } = localeParts(locale);
  if (region === undefined || !Object.hasOwn(SUPPORTED, region)) return undefined;
  if (!(SUPPORTED[region] ?? []).includes(language)) return undefined;
  return region === 'GB' ? 'Clearpay' : 'Afterpay';
}

/** Every cart item is a physical product (an empty cart qualifies). */
export function allItemsPhysical(items: readonly JsonValue[]): boolean {
  return items.every((item) => fieldNumber(getOwn(item, 'productType')) === PHYSICAL);
}

/** The brand to offer for a cart (`{ items: [...] }`) in a locale, or undefined when unavailable. */
export function afterpayAvailability(cart: JsonValue, locale: string): InstallmentBrand | undefined {
  const items = getOwn(cart, 'items');
  if (!Array.isArray(items) || !allItemsPhysical(items)) return undefined;
  return afterpayBrand(locale);
}
