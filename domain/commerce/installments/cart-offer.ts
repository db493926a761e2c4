/**
 * Afterpay/Clearpay for a whole cart (spec 000 §9, spec 001 §5): offered in the cart and at
 * checkout only when every item is physical (`afterpayAvailability`, the rule of afterpay.ts),
 * every item's product page offers it (its context says available), the shopper's locale pair is
 * supported and the same for all, and the total is above every item's minimum and not above any
 * maximum. Pure: the server works it out with the stored contexts.
 */
import { afterpayAvailability, type InstallmentBrand } from '../afterpay.js';
import { fieldFlag } from '../json-number.js';
import { compareDecimal } from '../../money/decimal.js';
import { readAmount, type Money } from '../../money/money.js';
import { INSTALLMENT_COUNT, installmentAmount, installmentLocale, type InstallmentContext } from './installment-rules.js';
import type { JsonValue } from '../../../engine/plugin.js';

export interface CartInstallmentItem {
  itemId: string;
  productType: number;
}

export interface CartInstallmentOffer {
  brand: InstallmentBrand;
  /** One of `count` installments of the total ("$10.50"). */
  installment: string;
  count: number;
}

/** The offer for a cart of these items and this total, or undefined when it is not offered. */
export function cartInstallmentOffer(
  items: readonly CartInstallmentItem[],
  total: Money,
  contextOf: (itemId: string) => InstallmentContext | undefined,
): CartInstallmentOffer | undefined {
  if (items.length === 0) return undefined;
  const contexts = items.map((item) => contextOf(item.itemId));
  if (contexts.some((c) => c === undefined || !fieldFlag(c.afterPayAvailable as JsonValue))) return undefined;
  const locales = new Set(contexts.map((c) => installmentLocale(c as InstallmentContext)));
  if (locales.size !== 1) return undefined;
  const [locale = ''] = locales;
  const brand = afterpayAvailability({ items: items.map((i) => ({ productType: i.productType })) }, locale);
  if (brand === undefined) return undefined;
  for (const context of contexts as InstallmentContext[]) {
    const min = readAmount(context.afterPayMin) ?? '0';
    const max = readAmount(context.afterPayMax);
    if (compareDecimal(total.amount, min) <= 0) return undefined;
    if (max !== undefined && compareDecimal(total.amount, max) > 0) return undefined;
  }
  return { brand, installment: installmentAmount(total, INSTALLMENT_COUNT), count: INSTALLMENT_COUNT };
}
